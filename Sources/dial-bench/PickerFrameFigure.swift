import DialTUI

/// Figure 5: the picker's frames on an 80×24 terminal (`TERM=xterm-256color` colours).
///
/// - render + diff: building the grid of one frame of a spin and encoding what changed since
///   the last one, per frame (median over runs of a 2-second spin at 60 Hz);
/// - bytes for one frame of a spin (the median frame of a held-key spin at 60 Hz);
/// - bytes for a one-label step, from the key to rest, all frames at 60 Hz together (with the
///   synchronized-output wrapper of terminals that support it, and without), against
///   repainting the full screen every frame;
/// - bytes of the full first frame.
/// Goals: the step writes at most one screen's worth of cells (80 × 24 = 1,920 bytes); a frame
/// renders and diffs in under 1% of a 60 Hz frame's budget (167 µs).
enum PickerFrameFigure {
    static let columns = 80, rows = 24
    static let frameInterval = 1.0 / 60
    static let colorMode = ColorMode(environment: ["TERM": "xterm-256color"])

    static func measure(runs: Int) -> [Figure] {
        guard let fresh = try? PickerModel(stages: [StageSetup(name: "label", face: .hours12)], columns: columns, rows: rows) else {
            return [Figure(number: 5, name: "picker frames", value: "not measured")]
        }
        let encoder = FrameEncoder()
        let first = encoder.encode(previous: nil, next: PickerView.render(fresh), colorMode: colorMode)

        let step = stepBytes(from: fresh, encoder: encoder)
        let plainStep = stepBytes(from: fresh, encoder: FrameEncoder(synchronizedOutput: false))
        let spin = spinFrames(from: fresh, encoder: encoder)
        var frameMicroseconds: [Double] = []
        for _ in 0..<runs { frameMicroseconds.append(timeSpin(from: fresh, encoder: encoder)) }
        let perFrame = median(frameMicroseconds)
        let budget = 1e6 / 60 * 0.01
        let screen = columns * rows
        let repaint = first.count * step.frames

        return [
            Figure(number: 5, name: "render + diff one 80×24 frame",
                   value: "\(formatted(perFrame)) µs (\(formatted(perFrame / (1e6 / 60) * 100, decimals: 2))% of a 60 Hz frame)",
                   goal: "< 1% of 16.7 ms (\(formatted(budget)) µs)", met: perFrame < budget,
                   method: "median of \(runs) runs of \(spin.frames) spin frames",
                   numbers: ["microseconds": perFrame]),
            Figure(number: 5, name: "bytes, one frame of a spin",
                   value: "\(spin.medianBytes) bytes (median of \(spin.frames) frames of a held-key spin)",
                   method: "exact, one run", numbers: ["bytes": Double(spin.medianBytes)]),
            Figure(number: 5, name: "bytes, a one-label step from key to rest",
                   value: "\(step.bytes) bytes in \(step.frames) frames (\(step.writes) written) with synchronized output, \(plainStep.bytes) without; repainting every frame: \(repaint) bytes (\(formatted(Double(repaint) / Double(max(1, step.bytes)), decimals: 0))×)",
                   goal: "≤ \(screen) bytes (80 × 24)", met: step.bytes <= screen,
                   method: "exact, one run",
                   numbers: ["bytes": Double(step.bytes), "bytesWithoutSynchronizedOutput": Double(plainStep.bytes),
                             "frames": Double(step.frames), "repaintBytes": Double(repaint)]),
            Figure(number: 5, name: "bytes, the full first frame",
                   value: "\(first.count) bytes", method: "exact",
                   numbers: ["bytes": Double(first.count)]),
        ]
    }

    /// A tap of → from rest, then frames at 60 Hz until the dial rests.
    static func stepBytes(from fresh: PickerModel, encoder: FrameEncoder) -> (bytes: Int, frames: Int, writes: Int) {
        var model = fresh
        var step = FrameStep(encoder: encoder, colorMode: colorMode)
        var frame: [UInt8] = []
        var time = 0.0
        step.draw(&model, at: time, into: &frame)
        _ = model.handle(.key(.right, []), at: time)
        var bytes = 0, frames = 0, writes = 0
        repeat {
            frame.removeAll(keepingCapacity: true)
            let written = step.draw(&model, at: time, into: &frame)
            bytes += written
            frames += 1
            if written > 0 { writes += 1 }
            time += frameInterval
        } while model.isAnimating
        return (bytes, frames, writes)
    }

    /// A key held for two seconds (auto-repeat at 30 Hz after a 0.5 s delay), frames at 60 Hz:
    /// the median bytes of the frames that wrote something.
    static func spinFrames(from fresh: PickerModel, encoder: FrameEncoder) -> (medianBytes: Int, frames: Int) {
        var sizes: [Double] = []
        var bytes: [UInt8] = []
        runSpin(from: fresh, encoder: encoder, into: &bytes) { written in
            if written > 0 { sizes.append(Double(written)) }
        }
        return (Int(median(sizes)), sizes.count)
    }

    /// The microseconds per frame of rendering and diffing the same spin.
    static func timeSpin(from fresh: PickerModel, encoder: FrameEncoder) -> Double {
        var frames = 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64 * 1024)
        let seconds = Stopwatch.time {
            runSpin(from: fresh, encoder: encoder, into: &bytes) { _ in frames += 1 }
        }
        blackHole(bytes.count)
        return seconds / Double(max(1, frames)) * 1e6
    }

    /// Drives a held → for two seconds with a frame step at every 60 Hz frame (the first, full
    /// frame drawn before), emptying `bytes` before each and calling `frame` with the bytes it
    /// wrote; rendering and encoding happen inside, so a timing covers both.
    static func runSpin(from fresh: PickerModel, encoder: FrameEncoder, into bytes: inout [UInt8], frame: (Int) -> Void) {
        var model = fresh
        var step = FrameStep(encoder: encoder, colorMode: colorMode)
        var nextPress = 0.0
        var time = 0.0
        step.draw(&model, at: time, into: &bytes)
        _ = model.handle(.key(.right, []), at: 0)
        nextPress = 0.5
        while time < 2.5 {
            time += frameInterval
            while nextPress <= time, nextPress < 2 {
                _ = model.handle(.key(.right, []), at: nextPress)
                nextPress += 1.0 / 30
            }
            bytes.removeAll(keepingCapacity: true)
            frame(step.draw(&model, at: time, into: &bytes))
        }
    }
}
