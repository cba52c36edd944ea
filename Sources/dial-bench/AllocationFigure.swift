import AllocationCounter
import DialCore

/// Figure 3: heap allocations. A frame that emits no event allocates nothing, and the same
/// fling run in 1,000 frames or in 100,000 frames makes the same number of allocations: on a
/// dial that turns forever and on a bounded one flung into its bound.
///
/// Counted by the `AllocationCounter` target, which interposes the process's malloc family
/// (Linux, glibc) and counts the calling thread's allocations; exact, so one run suffices. The
/// same can be checked from outside with valgrind:
/// `valgrind --tool=memcheck .build/release/dial-bench --fling-frames 1000` against
/// `--fling-frames 100000` report the same "total heap usage" allocations.
enum AllocationFigure {
    static func measure() -> Figure {
        guard dial_allocation_counting_is_supported() == 1 else {
            return Figure(number: 3, name: "allocations", value: "not measured: allocations are counted on Linux with glibc")
        }
        _ = fling(frames: 100) // the runtime's one-time setup of type metadata
        _ = fling(frames: 100, bounded: true)
        let coarse = fling(frames: 1_000)
        let fine = fling(frames: 100_000)
        let boundedCoarse = fling(frames: 1_000, bounded: true)
        let boundedFine = fling(frames: 100_000, bounded: true)
        let quiet = coarse.quietFrameAllocations + fine.quietFrameAllocations
            + boundedCoarse.quietFrameAllocations + boundedFine.quietFrameAllocations
        let met = quiet == 0 && coarse.total == fine.total && boundedCoarse.total == boundedFine.total
        return Figure(
            number: 3, name: "heap allocations",
            value: "quiet frames: \(quiet); one fling: \(coarse.total) in 1,000 frames, \(fine.total) in 100,000; "
                + "into a bound: \(boundedCoarse.total) in 1,000, \(boundedFine.total) in 100,000",
            goal: "0 in a frame without events; equal for 1,000 and 100,000 frames", met: met,
            method: "counted exactly (interposed malloc, this thread)",
            numbers: ["quietFrameAllocations": Double(quiet),
                      "fling1000Frames": Double(coarse.total), "fling100000Frames": Double(fine.total),
                      "boundedFling1000Frames": Double(boundedCoarse.total), "boundedFling100000Frames": Double(boundedFine.total)])
    }

    /// Runs one fling to rest in `frames` equal frames: its allocations, and those of its
    /// frames that reported no event. On twelve labels, or `bounded` on a minute dial flung into
    /// the top of `0...20`.
    static func fling(frames: Int, bounded: Bool = false) -> (total: UInt64, quietFrameAllocations: UInt64) {
        let made = bounded
            ? try? Dial(face: DialFace(labelCount: 12, detentsPerLabel: 5), radius: 150, value: 0, bounds: 0...20)
            : try? Dial(face: DialFace(labelCount: 12), radius: 150)
        guard var dial = made else { return (0, 0) }
        _ = try? dial.release(velocity: bounded ? -25 : 25, time: 0)
        let end = dial.restTime ?? 0
        var quiet: UInt64 = 0
        let start = dial_allocation_count()
        for frame in 1...frames {
            let before = dial_allocation_count()
            let events = (try? dial.advance(to: end * Double(frame) / Double(frames))) ?? []
            if events.isEmpty { quiet += dial_allocation_count() - before }
        }
        return (dial_allocation_count() - start, quiet)
    }

    /// `--fling-frames N`: runs the fling in `frames` frames and prints its allocation count,
    /// for checking the figure with valgrind.
    static func runFling(frames: Int) {
        let counted = fling(frames: frames)
        print("one fling in \(frames) frames: \(counted.total) allocations counted")
    }
}
