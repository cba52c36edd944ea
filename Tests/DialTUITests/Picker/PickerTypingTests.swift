import DialTUI
import Testing

/// Typed and pasted text: a paste is typed text, never keys, and labels that start with q can
/// be typed.
@Suite(.timeLimit(.minutes(3))) struct PickerTypingTests {
    static func picker(_ labels: [String]) throws -> PickerDriver {
        try PickerDriver([StageSetup(name: "label", face: PickerFace(labels: labels))])
    }

    @Test func aPasteIsNeverEnterEscOrQ() throws {
        var picker = try PickerDriver()
        #expect(picker.send(.paste("hello world\r")) == nil, "a pasted line break does not pick")
        #expect(picker.send(.paste("hello world\n")) == nil)
        #expect(picker.send(.paste("q")) == nil, "a pasted q does not cancel")
        #expect(picker.send(.paste("\u{1B}")) == nil, "a pasted escape does not cancel")
        #expect(picker.send(.paste("\u{03}\u{1A}")) == nil, "pasted control bytes are not Ctrl-C or Ctrl-Z")
        picker.settle()
        #expect(picker.model.dial.selectedIndex == 0, "and none of it names a label: the dial stays")
        #expect(picker.key(.enter) == .chose("12"))
    }

    @Test func aPasteJumpsToTheLabelItNames() throws {
        var picker = try Self.picker(["small", "medium", "large", "extra large", "extra extra large (XXL)"])
        #expect(picker.send(.paste("extra large\n")) == nil)
        #expect(picker.model.chosenIndex == 3)
        #expect(picker.send(.paste("Extra Extra")) == nil)
        #expect(picker.model.chosenIndex == 4)
        var hours = try PickerDriver()
        _ = hours.send(.paste("10"))
        #expect(hours.model.chosenIndex == 10)
    }

    @Test func qCancelsWhenItTypesNoLabel() throws {
        var hours = try PickerDriver()
        #expect(hours.key(.character("q")) == .canceled)
        var colours = try Self.picker(["aqua", "blue"])
        #expect(colours.key(.character("q")) == .canceled, "no label starts with q")
        var typing = try Self.picker(["aqua", "blue"])
        #expect(typing.key(.character("b")) == nil)
        #expect(typing.key(.character("a"), after: 0.2) == nil)
        #expect(typing.key(.character("q"), after: 0.2) == nil, "'aq' goes on with aqua: q types")
        #expect(typing.model.chosenIndex == 0)
        #expect(typing.key(.character("q"), after: 2) == .canceled, "after the typing pause q cancels again")
    }

    @Test func labelsThatStartWithQCanBeTyped() throws {
        var picker = try Self.picker(["half", "quarter", "quit", "whole"])
        #expect(picker.key(.character("q")) == nil)
        #expect(picker.model.chosenIndex == 1)
        #expect(picker.key(.character("u"), after: 0.1) == nil)
        #expect(picker.key(.character("i"), after: 0.1) == nil)
        #expect(picker.model.chosenIndex == 2)
        #expect(picker.key(.escape) == .canceled, "Esc always cancels")
        var upper = try Self.picker(["Queen", "King"])
        #expect(upper.key(.character("q")) == nil)
        #expect(upper.model.chosenIndex == 0)
        #expect(upper.send(.control("c")) == .canceled, "Ctrl-C always cancels")
    }

    @Test func wouldJumpLooksWithoutTyping() throws {
        let face = try PickerFace(labels: ["aqua", "quit"])
        var typeAhead = TypeAhead()
        #expect(typeAhead.wouldJump(typing: "q", at: 0, on: face))
        #expect(!typeAhead.wouldJump(typing: "z", at: 0, on: face))
        #expect(typeAhead.type("a", at: 0, on: face) == 0)
        let before = typeAhead
        #expect(typeAhead.wouldJump(typing: "q", at: 0.5, on: face))
        #expect(typeAhead == before, "looking typed nothing")
        #expect(typeAhead.type("q", at: 0.5, on: face) == 0, "'aq' goes on with aqua")
    }

    @Test func pastedTextIsTypedACharacterAtATimeWithoutControls() throws {
        let face = try PickerFace(labels: ["alpha", "beta", "gamma"])
        var pasted = TypeAhead()
        var typed = TypeAhead()
        #expect(pasted.type(pasted: "g\u{1B}a\tm\r\n", at: 1, on: face) == 2)
        for character in "gam" { _ = typed.type(character, at: 1, on: face) }
        #expect(pasted == typed)
        #expect(pasted.type(pasted: "\n\r\u{7F}", at: 1.1, on: face) == nil)
        #expect(pasted.type(pasted: "", at: 1.2, on: face) == nil)
        #expect(pasted.type(pasted: "bzz", at: 5, on: face) == 1, "the last character that named a label wins")
    }
}
