@testable import DialTUI
import Testing

/// A whole day and a span of zero have the same ends: what is printed and the header tell them
/// apart in every format.
@Suite(.timeLimit(.minutes(3))) struct RangeWholeDayTests {
    static func printed(_ arguments: [String]) throws -> String {
        try PickerModel(options: PickerOptions.parse(["--range"] + arguments, clock: KindRun.clock), columns: 80, rows: 24).result
    }

    @Test(arguments: [["--format", "%I:%M %p"], ["--format", "%H:%M"], ["--format", "%k.%M"], []])
    func aWholeDayKeepsItsPlus24h(_ format: [String]) throws {
        let day = try Self.printed(["--initial", "22:30+24h"] + format)
        let zero = try Self.printed(["--initial", "22:30-22:30"] + format)
        #expect(day.hasSuffix("+24h") && !zero.hasSuffix("+24h") && day != zero, "\(format): '\(day)' and '\(zero)'")
    }

    @Test func theHeaderSaysWhich() throws {
        let day = try KindRun.run(["--range", "--initial", "22:30+24h"], [], hangUp: 0.5).shown[0]
        let zero = try KindRun.run(["--range", "--initial", "22:30-22:30"], [], hangUp: 0.5).shown[0]
        #expect(day.contains("end 22:30+24h"), "\(day)")
        #expect(zero.contains("end 22:30") && !zero.contains("+24h"), "\(zero)")
    }
}
