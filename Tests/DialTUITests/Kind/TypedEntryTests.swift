@testable import DialTUI
import Testing

/// Typed text ended by a pause: what shows, what the kind is told, when it changes by itself.
@Suite(.timeLimit(.minutes(3))) struct TypedEntryTests {
    /// Reads digits as complete, `x` as never completable, anything else as incomplete.
    static func read(_ text: String) -> TypedEntry.Verdict {
        if text.contains("x") { return .invalid }
        return text.allSatisfy(\.isNumber) ? .complete : .incomplete
    }

    @Test func keysWithinThePauseMakeOneText() {
        var entry = TypedEntry()
        let first = entry.type("1", at: 1, read: Self.read)
        #expect(first.effect == .show("1") && first.starts && first.before == .none)
        let second = entry.type("2", at: 1.9, read: Self.read)
        #expect(second.effect == .show("12") && !second.starts)
        #expect(entry.state == .typing("12") && entry.notice?.text == "typed 12")
        #expect(entry.deadline == 2.9)
        #expect(entry.advance(to: 2.9, read: Self.read) == .none && entry.state == .idle, "the pause ends a complete text")
        #expect(entry.deadline == nil)
    }

    @Test func aTextNothingCanCompleteIsNotUnderstoodAndGoesBack() {
        var entry = TypedEntry()
        _ = entry.type("1", at: 1, read: Self.read)
        #expect(entry.type("x", at: 1.2, read: Self.read).effect == .restore)
        #expect(entry.notice?.text == "'1x' not understood" && entry.notice?.understood == false)
        // Keys before the pause join the rejected text; the notice lasts its time after it.
        #expect(entry.type("3", at: 1.5, read: Self.read).effect == .none)
        #expect(entry.state == .notUnderstood("1x3"))
        #expect(entry.deadline == 1.5 + 1 + 1.5)
        #expect(entry.advance(to: 3.99, read: Self.read) == .none && entry.state == .notUnderstood("1x3"))
        #expect(entry.advance(to: 4.0, read: Self.read) == .none && entry.state == .idle)
    }

    @Test func thePauseOnAnIncompleteTextIsNotUnderstood() {
        var entry = TypedEntry()
        _ = entry.type("1", at: 1, read: Self.read)
        _ = entry.type(":", at: 1.1, read: Self.read)
        #expect(entry.state == .typing("1:"))
        #expect(entry.advance(to: 2.1, read: Self.read) == .restore, "the pause on a text still incomplete")
        #expect(entry.refusesPick)
    }

    @Test func anotherMoveEndsTheTextAsEnterDoesAndLeavesNothingToRefuse() {
        // "1" read whole: kept, as Enter keeps it, and the pause has nothing left to end.
        var part = TypedEntry()
        _ = part.type("1", at: 1, read: Self.read)
        _ = part.type(":", at: 1.1, read: Self.read)
        #expect(part.interrupt(at: 1.2, read: Self.read) == .none)
        #expect(part.state == .idle && part.deadline == nil && !part.refusesPick)
        // Nothing read: back to before the typing, and no notice refuses the pick after the move.
        var nothing = TypedEntry()
        _ = nothing.type(":", at: 1, read: Self.read)
        #expect(nothing.interrupt(at: 1.1, read: Self.read) == .restore)
        #expect(nothing.state == .idle && !nothing.refusesPick)
        // A notice on show ends with the move; the text went back already.
        var notice = TypedEntry()
        _ = notice.type("x", at: 1, read: Self.read)
        #expect(notice.refusesPick)
        #expect(notice.interrupt(at: 1.5, read: Self.read) == .none)
        #expect(notice.state == .idle && !notice.refusesPick)
        // The pause passed before the move, unseen: its effect comes first.
        var paused = TypedEntry()
        _ = paused.type(":", at: 1, read: Self.read)
        #expect(paused.interrupt(at: 2.5, read: Self.read) == .restore)
        #expect(paused.state == .idle)
        // Idle: nothing.
        var idle = TypedEntry()
        #expect(idle.interrupt(at: 1, read: Self.read) == .none && idle.state == .idle)
    }

    @Test func enterKeepsWhatTheScreenShows() {
        // "1" read whole, "1:" is incomplete: the screen shows 1, and Enter keeps it.
        var entered = TypedEntry()
        _ = entered.type("1", at: 1, read: Self.read)
        _ = entered.type(":", at: 1.1, read: Self.read)
        #expect(entered.enter(at: 1.2, read: Self.read) == .none)
        #expect(entered.state == .idle && !entered.refusesPick)
        // ":" alone never read whole: nothing to keep, not understood.
        var nothing = TypedEntry()
        _ = nothing.type(":", at: 1, read: Self.read)
        #expect(nothing.enter(at: 1.1, read: Self.read) == .restore)
        #expect(nothing.state == .notUnderstood(":") && nothing.refusesPick)
        #expect(nothing.enter(at: 1.2, read: Self.read) == .none, "ended once")
    }

    @Test func anyCharacterButABlankOrAControlStartsAText() {
        var entry = TypedEntry()
        #expect(entry.type(" ", at: 1, read: Self.read) == (before: .none, effect: .none, starts: false))
        #expect(entry.type("\u{7}", at: 1, read: Self.read) == (before: .none, effect: .none, starts: false))
        #expect(entry.state == .idle)
        #expect(entry.type("h", at: 1, read: Self.read).starts)
        #expect(entry.state == .typing("h"))
        var dash = TypedEntry()
        #expect(dash.type("–", at: 1, read: Self.read).starts, "an en dash is typed as it is")
    }

    @Test func aTextKeepsItsLengthAndSaysWhenMoreWasTyped() {
        var entry = TypedEntry()
        for index in 0..<(TypedEntry.maximumLength + 5) { _ = entry.type("x", at: 1 + Double(index) * 0.001, read: Self.read) }
        #expect(entry.state == .notUnderstood(String(repeating: "x", count: TypedEntry.maximumLength)))
        #expect(entry.notice?.text == "'\(String(repeating: "x", count: TypedEntry.maximumLength))…' not understood")
    }

    @Test func aKeyAfterThePauseStartsAfreshAndReportsThePausesEffect() {
        var entry = TypedEntry()
        _ = entry.type("1", at: 1, read: Self.read)
        _ = entry.type(":", at: 1.1, read: Self.read)
        let next = entry.type("5", at: 3, read: Self.read)
        #expect(next.before == .restore, "the pause ended '1:' not understood")
        #expect(next.starts && next.effect == .show("5") && entry.state == .typing("5"), "then a new text")
        var later = TypedEntry()
        _ = later.type("1", at: 1, read: Self.read)
        let fresh = later.type("5", at: 5, read: Self.read)
        #expect(fresh.starts && fresh.effect == .show("5") && later.state == .typing("5"))
    }
}
