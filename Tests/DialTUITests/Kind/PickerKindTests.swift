import DialCore
@testable import DialTUI
import Testing

/// The interface itself: a kind written outside the picker's module plugs into the model, the
/// view and the accessible lines with no change to them, and a call the engine refuses changes
/// nothing.
@Suite(.timeLimit(.minutes(3))) struct PickerKindTests {
    /// A kind that counts the labels of a twelve-hour dial as "o'clock", and whose Home makes a
    /// first move, then a second that the engine refuses.
    struct OClock: PickerKind {
        var homes = 0
        var typed = ""
        var usesDial: Bool { true }
        var deadline: Double? { nil }
        mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError) {}
        mutating func handle(key: Key, modifiers: KeyModifiers, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool {
            guard key == .home else { return false }
            homes += 1
            _ = try stage.dial.step(by: 1, time: time)
            _ = try stage.dial.step(by: 1, time: .nan)
            return true
        }
        mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {
            typed.append(character)
        }
        mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String? { result(stage: stage) }
        func result(stage: PickerModel.Stage) -> String { "\(stage.face.labels[stage.chosenIndex]) o'clock" }
        func centerText(stage: PickerModel.Stage) -> String? { "\(stage.face.labels[stage.chosenIndex])h" }
        func draw(_ model: PickerModel, into grid: inout CellGrid) { grid.put("typed \(typed)", column: 1, row: 0) }
        func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid) { drawCentered(result(stage: model.stage), row: row, into: &grid) }
        func compactWidth(_ model: PickerModel) -> Int { result(stage: model.stage).count }
        func shorterCompactForms(_ model: PickerModel) -> [CompactForm] { [] }
        var hints: [String] { ["o'clock"] }
        func opening(asked: String?) -> String { "\(asked ?? "Pick an hour"), o'clock" }
        func line(in model: PickerModel) -> AccessibleLine { AccessibleLine(result(stage: model.stage)) }
    }

    static func model() throws -> PickerModel {
        try PickerModel(stages: [StageSetup(name: "hour", face: .hours12)], columns: 60, rows: 20, kind: OClock())
    }

    @Test func aKindFromOutsidePlugsIn() throws {
        var model = try Self.model()
        _ = model.handle(.key(.right, []), at: 1)
        _ = model.handle(.key(.character("x"), []), at: 2)
        #expect(model.result == "1 o'clock", "the model's arrows turn its dial")
        #expect(model.centerText.text == "1h")
        let grid = PickerView.render(model)
        #expect(grid.text.hasPrefix(" typed x") && grid.text.contains("o'clock"), "its header part and its hint")
        #expect(Announcement.opening(for: model) == "Pick an hour, o'clock" && Announcement.line(for: model) == "1 o'clock")
        #expect(model.handle(.key(.enter, []), at: 3) == .chose("1 o'clock"))
        let compact = try PickerModel(stages: [StageSetup(name: "hour", face: .hours12)], columns: 60, rows: 3, kind: OClock())
        #expect(PickerView.render(compact).text.contains("12 o'clock"))
    }

    @Test func aRefusedCallChangesNothing() throws {
        var model = try Self.model()
        _ = model.handle(.key(.right, []), at: 1)
        model.advance(to: 5)
        let dial = model.dial
        _ = model.handle(.key(.home, []), at: 6)
        #expect(model.lastRejection == .nonFiniteTime(.nan), "the engine's refusal is kept")
        #expect(model.dial == dial, "the first move is undone too")
        #expect((model.kind as? OClock)?.homes == 0, "and the kind is as it was")
    }
}
