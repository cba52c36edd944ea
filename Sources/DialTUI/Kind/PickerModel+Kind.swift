import DialCore

/// How the model hands a ``PickerKind`` its part: the kind is taken out of the model for the
/// call and put back, with the stage in front lent to it, so it can change both at once. A
/// call the engine refuses (a ``DialError``, kept in ``PickerModel/lastRejection``) changes
/// nothing: the kind and the stage are put back as they were before it, even where it had made
/// a first move of two.
extension PickerModel {
    /// Runs `body` on the kind and the stage in front; nil when there is no kind or it refused.
    @discardableResult
    mutating func withKind<Result>(_ body: (inout any PickerKind, inout Stage) throws(DialError) -> Result) -> Result? {
        guard var taken = kind else { return nil }
        let kindBefore = taken, stageBefore = stages[stageIndex]
        kind = nil
        defer { kind = taken }
        do {
            let result = try body(&taken, &stages[stageIndex])
            taken.review(stage: stages[stageIndex], at: clock)
            return result
        } catch {
            taken = kindBefore
            stages[stageIndex] = stageBefore
            lastRejection = error
            return nil
        }
    }

    /// Whether the kind draws and moves a face of its own, so the arrows and the wheel step it.
    var kindOwnsFace: Bool { kind.map { !$0.usesDial } ?? false }

    /// The large text in the centre: the kind's, or the name of the stop the dial is headed for.
    public var centerText: (text: String, width: Int) {
        if let text = kind?.centerText(stage: stage) {
            return (text, DisplayText.displayWidth(of: text))
        }
        return (stage.displayDetentNames[chosenIndex], stage.displayDetentWidths[chosenIndex])
    }

    /// What the stages' row shows for stage `index` after its name: the kind's value, or the
    /// name of the stop its dial is headed for.
    public func headerValue(ofStage index: Int) -> String {
        kind?.stageValue(ofStage: index, in: self) ?? stages[index].displayDetentNames[stages[index].chosenIndex]
    }
}
