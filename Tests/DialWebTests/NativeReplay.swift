import DialWasm

/// A trace of a page's engine calls (`<dial-picker>.trace`: each call's name, its numbers as
/// 64-bit patterns, then `=` and the rotation after it) replayed through the same exports
/// compiled natively, comparing each call's rotation bit for bit.
enum NativeReplay {
    struct Outcome {
        var calls: Int
        /// The calls whose rotation natively differs from the page's: "index call page native".
        var mismatches: [String]
        /// The largest difference between a call's rotation natively and in the page, radians.
        var largestDifference: Double
        var finalValue: Int32
        var finalRotationBits: String
    }

    struct ReplayError: Error, CustomStringConvertible { var description: String }

    static func run(_ trace: [[String]]) throws -> Outcome {
        try nativeExports.withLock { _ in try replay(trace) }
    }

    private static func replay(_ trace: [[String]]) throws -> Outcome {
        var handle: Int32 = -1
        // Every dial the trace makes is destroyed, whatever happens: the export table is shared,
        // and a dial left in it would change what the next test finds there.
        var made: [Int32] = []
        defer { for dial in made { dialDestroy(dial) } }
        var mismatches: [String] = []
        var largestDifference = 0.0
        for (index, entry) in trace.enumerated() {
            guard let call = entry.first else { throw ReplayError(description: "empty entry \(index)") }
            let separator = entry.firstIndex(of: "=") ?? entry.count
            let numbers = try entry[1..<separator].map { text -> Double in
                guard let bits = UInt64(text, radix: 16) else { throw ReplayError(description: "entry \(index): '\(text)' is not a bit pattern") }
                return Double(bitPattern: bits)
            }
            let n = numbers
            func int(_ i: Int) -> Int32 { Int32(n[i]) }
            switch (call, n.count) {
            case ("create", 7):
                handle = dialCreate(int(0), int(1), n[2], int(3), int(4), int(5), int(6))
                made.append(handle)
            case ("set_reduces_motion", 1): _ = dialSetReducesMotion(handle, int(0))
            case ("set_rest_tolerance", 1): _ = dialSetRestTolerance(handle, n[0])
            case ("advance", 1): _ = dialAdvance(handle, n[0])
            case ("step", 2): _ = dialStep(handle, int(0), n[1])
            case ("select_value", 2): _ = dialSelectValue(handle, int(0), n[1])
            case ("begin_drag", 3): _ = dialBeginDrag(handle, n[0], n[1], n[2])
            case ("drag", 3): _ = dialDrag(handle, n[0], n[1], n[2])
            case ("release", 1): _ = dialRelease(handle, n[0])
            default: throw ReplayError(description: "entry \(index): unknown call \(call) of \(n.count) numbers")
            }
            if separator + 1 < entry.count {
                let native = bits(dialRotation(handle))
                if native != entry[separator + 1] {
                    mismatches.append("\(index) \(call) \(entry[separator + 1]) \(native)")
                    let page = UInt64(entry[separator + 1], radix: 16).map(Double.init(bitPattern:)) ?? .nan
                    largestDifference = max(largestDifference, abs(page - dialRotation(handle)))
                }
            }
        }
        return Outcome(calls: trace.count, mismatches: mismatches, largestDifference: largestDifference, finalValue: dialValue(handle), finalRotationBits: bits(dialRotation(handle)))
    }

    static func bits(_ value: Double) -> String {
        let hex = String(value.bitPattern, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
