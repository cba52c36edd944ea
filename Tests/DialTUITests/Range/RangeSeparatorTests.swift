@testable import DialTUI
import Testing

/// `--separator`: what joins a range's two ends, read back by `--initial` and typing; refused
/// where there are no two ends to join.
@Suite(.timeLimit(.minutes(3))) struct RangeSeparatorTests {
    typealias K = KindKeys

    static func printed(_ arguments: [String]) throws -> String {
        try InitialRoundTripTests.printed(["--range"] + arguments)
    }

    @Test func theEndsAreJoinedByIt() throws {
        #expect(try Self.printed(["--initial", "22:30-06:45", "--separator", " "]) == "22:30 06:45")
        #expect(try Self.printed(["--initial", "22:30-06:45", "--separator", " to ", "--format", "%I:%M %p"]) == "10:30 PM to 06:45 AM")
        #expect(try Self.printed(["--initial", "22:30+24h", "--separator", " "]) == "22:30+24h", "a whole day has one end")
        #expect(try Self.printed(["--initial", "22:30-06:45", "--separator", "-"]) == "22:30-06:45")
    }

    @Test(arguments: [" ", " to ", ",", ":", "–", "\t"])
    func whatItPrintsReadsBack(_ separator: String) throws {
        for format in [[], ["--format", "%H:%M"], ["--format", "%I:%M %p"], ["--format", "%l:%M%P"]] {
            for initial in ["22:30-06:45", "08:00-08:00", "00:00-23:59", "12:00-00:00"] {
                guard separator != "\t" else { continue }
                try InitialRoundTripTests.roundTrip(["--range", "--separator", separator] + format, initial)
            }
        }
    }

    @Test func aTypedRangeTakesIt() throws {
        let keys = "23:00 to 7:15".enumerated().map { (String($0.element), 1 + Double($0.offset) * 0.05) }
        #expect(try KindRun.run(["--range", "--separator", " to ", "--initial", "09:00-17:00"], keys + [(K.enter, 3)]).ending
            == .chose("23:00 to 07:15"))
    }

    @Test(arguments: [
        (["--range", "--separator", ""], "--separator"), (["--range", "--separator", "1"], "--separator"),
        (["--range", "--separator", "\t"], "--separator"),
        (["--range", "--separator", " ", "--format", "json"], "--separator cannot be used with --format"),
        (["--range", "--separator", " ", "--format", "iso"], "--separator cannot be used with --format"),
        (["--duration", "--separator", " "], "--separator needs --range"), (["--time", "--separator", " "], "--separator needs --range"),
        (["--separator", " "], "--separator needs --range"),
    ])
    func itIsRefusedWhereItMeansNothing(_ arguments: [String], _ message: String) {
        let error = KindOptionsTests.error(arguments)
        #expect(error?.hasPrefix(message) == true, "\(arguments): \(error ?? "accepted")")
    }
}
