import DialCore
@testable import DialTUI
import Testing

/// `--duration` at the edges of its input: the longest text read on both sides, a click on a
/// label beyond a bound and one within, a duration typed a step short of the bound, onto it and
/// past it, a colon's and an ISO 8601 form's minutes as they are typed, the centre's spacing,
/// and what is being typed and the header's bounds beside the duration at every width.
@Suite(.timeLimit(.minutes(3))) struct DurationInputEdgeTests {
    typealias K = KindKeys

    @Test func sixteenCharactersAreReadAndSeventeenAreNot() {
        // Spaces are not counted; leading zeros are digits like any.
        #expect(DurationExpression.read("000000000001h30m") == .span(TimeSpan(minutes: 90)!), "16 characters")
        #expect(DurationExpression.read("0000000000001h30m") == .invalid, "17 characters")
        #expect(DurationExpression.read("00000000 0001h30m") == .span(TimeSpan(minutes: 90)!), "16 and a space")
    }

    /// A model of `--duration` with `arguments`, and the cell of its label `text`.
    static func model(_ arguments: [String], label text: String) throws -> (PickerModel, column: Int, row: Int) {
        let model = try PickerModel(options: PickerOptions.parse(["--duration"] + arguments), columns: 80, rows: 24)
        let label = try #require(LabelPlan(model, selected: model.selectedLabel).entries.first { $0.text == text })
        return (model, label.column, label.row)
    }

    /// The bounds the header shows, each with " met" while lit.
    static func bounds(of model: PickerModel) throws -> [String] {
        let kind = try #require(model.kind as? DurationKind)
        return KindLimit.shown(kind.limits, met: kind.limitsMet).map { "\($0.limit.text)\($0.met ? " met" : "")" }
    }

    @Test func aClickBeyondABoundLightsItAndOneWithinDoesNot() throws {
        let arguments = ["--initial", "2h5m", "--max", "2h30m"]
        for (label, lit) in [("45", ["max 2h30m met"]), ("20", ["max 2h30m"])] {
            var (model, column, row) = try Self.model(arguments, label: label)
            _ = model.handle(.mouse(MouseEvent(kind: .press(.left), column: column + 1, row: row + 1)), at: 1)
            _ = model.handle(.mouse(MouseEvent(kind: .release(.left), column: column + 1, row: row + 1)), at: 1.05)
            #expect(try Self.bounds(of: model) == lit, "a click on \(label)")
        }
    }

    @Test func aColonsFirstMinuteDigitIsReadOnUpToFiveAndNoFurther() {
        // 1:5 may become 1:50 to 1:59; 1:6 can become nothing.
        #expect(DurationExpression.read("1:5") == .incomplete)
        #expect(DurationExpression.read("1:6") == .invalid)
        #expect(DurationExpression.read("1:59") == .span(TimeSpan(minutes: 119)!))
    }

    @Test func anISO8601DurationsMinutesAreReadOnUpToTwoDigitsAndFiftyNine() {
        #expect(DurationExpression.read("PT1H3") == .incomplete)
        #expect(DurationExpression.read("PT1H59") == .incomplete, "PT1H59M to come")
        #expect(DurationExpression.read("PT1H60") == .invalid)
        #expect(DurationExpression.read("PT1H100") == .invalid, "three digits of minutes")
        #expect(DurationExpression.read("PT1H59M") == .span(TimeSpan(minutes: 119)!))
    }

    @Test func theCentreSpacesHoursAndMinutesDownToOneMinute() {
        #expect(TimeSpan(minutes: 61)!.spaced == "1h 1m")
        #expect(TimeSpan(minutes: 60)!.spaced == "1h" && TimeSpan(minutes: 1)!.spaced == "1m" && TimeSpan(minutes: 0)!.spaced == "0m")
    }

    @Test func whatIsTypedStandsThreeColumnsAfterTheDuration() throws {
        let header = try Self.header(columns: 60, typed: "2h3")
        let typed = try #require(header.range(of: "typed 2h3"))
        let before = header[..<typed.lowerBound]
        #expect(before.hasSuffix("   ") && !before.hasSuffix("    ") && before.contains("duration "), "'\(header)'")
    }

    /// A bound lights while the duration is at it: typed a step short of it, typed exactly onto
    /// it, and typed past it (held at it).
    @Test func aDurationTypedOntoTheBoundLightsItAndOneAStepShortDoesNot() throws {
        for (typed, held, lit) in [("2h25m", "2h25m", ["max 2h30m"]), ("2h30m", "2h30m", ["max 2h30m met"]),
                                   ("2h35m", "2h30m", ["max 2h30m met"])] {
            var model = try PickerModel(options: PickerOptions.parse(["--duration", "--initial", "1h", "--max", "2h30m", "--step", "5"]),
                                        columns: 80, rows: 24)
            for (offset, character) in typed.enumerated() {
                _ = model.handle(.key(.character(character), []), at: 1 + Double(offset) * 0.05)
            }
            let kind = try #require(model.kind as? DurationKind)
            #expect("\(kind.chosen(model.stage.dial))" == held, "typed \(typed)")
            let shown = try Self.bounds(of: model)
            #expect(shown == lit, "typed \(typed)")
        }
    }

    /// The header row of a duration picker `columns` wide with `typed` being typed.
    static func header(columns: Int, typed: String) throws -> String {
        var model = try PickerModel(options: PickerOptions.parse(["--duration", "--initial", "1h", "--max", "8h"]), columns: columns, rows: 24)
        for (offset, character) in typed.enumerated() {
            _ = model.handle(.key(.character(character), []), at: 1 + Double(offset) * 0.05)
        }
        return try #require(PickerView.render(model).text.split(separator: "\n").map(String.init).first { $0.contains("duration ") })
    }

    @Test func theBoundsStandBesideWhatIsTypedWhereverTwoColumnsAreLeftBetween() throws {
        // "max 8h" is drawn at the right edge (a column after it), where that leaves at least
        // two columns after what is being typed; else it is left out.
        var shownAt: [Int] = [], leftOutAt: [Int] = []
        for columns in 30...60 {
            let header = try Self.header(columns: columns, typed: "2h3")
            let typedEnd = try #require(header.range(of: "typed 2h3")).upperBound
            let typedEndColumn = header.distance(from: header.startIndex, to: typedEnd)
            let limitsColumn = columns - ("max 8h".count + 2) + 1
            if let limits = header.range(of: "max 8h") {
                shownAt.append(columns)
                #expect(header.distance(from: header.startIndex, to: limits.lowerBound) == limitsColumn, "at the right: '\(header)'")
                #expect(limitsColumn - typedEndColumn >= 2, "two columns between: '\(header)'")
            } else {
                leftOutAt.append(columns)
                #expect(limitsColumn - typedEndColumn < 2, "left out with room for it at \(columns): '\(header)'")
            }
        }
        #expect(!shownAt.isEmpty && !leftOutAt.isEmpty, "shown at \(shownAt), left out at \(leftOutAt)")
    }
}
