import DialCore

extension PickerModel {
    /// A picker of labels still to come (read from standard input while it runs): a face of one
    /// blank label, drawn at once, on which Enter picks nothing until ``receiveLabels(_:at:)``
    /// brings the first. `initial` (`--initial`) is selected when it arrives, unless a key or
    /// the mouse moved the dial first.
    /// - Complexity: O(columns × rows).
    public static func awaitingLabels(initial: String?, columns: Int, rows: Int, cellAspect: Double? = nil) throws(DialError) -> PickerModel {
        let face: PickerFace
        do { face = try PickerFace(labels: [" "]) } catch { preconditionFailure("a face of one blank label is valid: \(error)") }
        var model = try PickerModel(stages: [StageSetup(name: "label", face: face)], columns: columns, rows: rows, cellAspect: cellAspect)
        model.awaitsLabels = true
        model.awaitedInitial = initial.flatMap { $0.isEmpty ? nil : $0 }
        return model
    }

    /// Shows `labels`, the labels read so far (the earlier ones unchanged, more after them):
    /// the stop chosen stays chosen, or the first label is when none was shown before, or the
    /// one `--initial` names when it is among them and nothing moved the dial before it came.
    /// - Complexity: O(labels + columns × rows).
    public mutating func receiveLabels(_ labels: [String], at time: Double) {
        guard !labels.isEmpty, let face = try? PickerFace(labels: labels) else { return }
        var chosen = awaitsLabels ? 0 : min(chosenIndex, labels.count - 1)
        if let initial = awaitedInitial, let index = face.index(of: initial) {
            chosen = index
            awaitedInitial = nil
        }
        guard let stage = try? Self.stage(StageSetup(name: "label", face: face, initial: chosen)) else { return }
        stages[0] = stage
        awaitsLabels = false
        press = nil
        keyRepeat.reset()
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
        advance(to: time)
    }
}
