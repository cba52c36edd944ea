extension PickerFace {
    /// The minute dial of `step`: a stop at every multiple of the step, named by its minute
    /// (`00`, `01`, …), and ``MinuteStep/labelsPerTurn`` labels on stops spread evenly round
    /// it. Every minute: 60 stops and the labels 00, 05, …, 55; every 2 minutes: 30 stops and
    /// the labels 00, 06, …, 54; every 15: 00, 15, 30, 45.
    /// - Complexity: O(stops).
    public static func minutes(every step: MinuteStep) -> PickerFace {
        let names = stride(from: 0, to: 60, by: step.minutes).map(twoDigits)
        let labels = stride(from: 0, to: names.count, by: step.stopsPerLabel).map { names[$0] }
        guard let face = PickerFace(labels: labels, detentNames: names) else {
            preconditionFailure("a minute face of \(names.count) stops and \(labels.count) labels is valid")
        }
        return face
    }
}

extension PickerFace {
    /// On a minute face (``minutes(every:)``), the stop nearest the minute `text` names
    /// (`0`–`59`), rounded as ``MinuteStep/rounded(_:)`` rounds (a minute that rounds up to
    /// 60 is the stop 00); nil on any other face or for any other text.
    /// - Complexity: O(stops).
    public func nearestMinuteStop(to text: String) -> Int? {
        guard let minute = Int(text), (0...59).contains(minute), detentCount > 0,
              let step = MinuteStep(minutes: 60 / detentCount), self == .minutes(every: step) else { return nil }
        return step.nearestStop(to: minute) % detentCount
    }
}
