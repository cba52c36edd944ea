@testable import DialTUI
import Testing

/// Typing in a picker of labels says when no label starts with what was typed, as `--time`
/// says "not understood"; the notice goes after the typing timeout.
@Suite(.timeLimit(.minutes(3))) struct TypeAheadNoticeTests {
    @Test func textNoLabelStartsWithIsSaidOnScreen() throws {
        let run = try KindRun.run(["--labels", "red,green,blue"], [("z", 1), ("z", 1.1), (KindKeys.enter, 1.5)])
        #expect(run.ending == .chose("red"), "nothing moved")
        #expect(run.shown.last?.contains("no label starts with zz") == true, "\(run.shown.last ?? "")")
        let later = try KindRun.run(["--labels", "red,green,blue"], [("z", 1), ("g", 3), (KindKeys.enter, 3.5)])
        #expect(later.ending == .chose("green"))
        #expect(later.shown.last?.contains("no label starts with") == false, "gone after a match: \(later.shown.last ?? "")")
        let faded = try KindRun.run(["--labels", "red,green,blue"], [("z", 1), (KindKeys.enter, 3)])
        #expect(faded.shown.last?.contains("no label starts with") == false, "gone after the timeout: \(faded.shown.last ?? "")")
    }

    @Test func textNoLabelStartsWithIsSaidAloud() throws {
        let lines = try KindRun.spoken(["--labels", "red,green,blue"], [("z", 1), ("z", 1.1), (KindKeys.enter, 1.5)]).lines
        #expect(lines.contains("red, no label starts with zz"), "\(lines)")
    }
}
