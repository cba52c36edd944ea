extension PickerFace {
    /// The face of a duration dial of `step`: a stop at every multiple of the step within the
    /// hour, named by its minute (`0`, `1`, …, `59`), and ``MinuteStep/labelsPerTurn`` labels
    /// on stops spread evenly round it, as the minute face has them but without the leading
    /// zero: every minute, the labels 0, 5, …, 55.
    /// - Complexity: O(stops).
    public static func durationMinutes(every step: MinuteStep) -> PickerFace {
        let names = stride(from: 0, to: 60, by: step.minutes).map(String.init)
        let labels = stride(from: 0, to: names.count, by: step.stopsPerLabel).map { names[$0] }
        guard let face = PickerFace(labels: labels, detentNames: names) else {
            preconditionFailure("a duration face of \(names.count) stops and \(labels.count) labels is valid")
        }
        return face
    }
}
