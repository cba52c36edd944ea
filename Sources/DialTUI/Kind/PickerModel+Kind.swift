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

    /// Ends a text being typed before `event`, when `event` moves the value another way
    /// (``movesOtherThanTyping(_:)``): the move then starts from what the screen shows, and no
    /// pause of the text afterwards undoes it.
    mutating func endTyping(before event: InputEvent, at time: Double) {
        if Self.movesOtherThanTyping(event) { endTyping(at: time) }
    }

    /// Ends a text being typed at `time` as another move would (``PickerKind/endTyping(stage:at:)``):
    /// what the screen shows is kept.
    mutating func endTyping(at time: Double) {
        withKind { (kind, stage) throws(DialError) in try kind.endTyping(stage: &stage, at: time) }
    }

    /// Whether `event` moves the value, or the stage in front, other than by typing: an arrow
    /// (fzf's Ctrl-N, Ctrl-J, Ctrl-P, Ctrl-K too), Page Up or Down, Home, End, Tab, Shift-Tab, or
    /// the mouse's press, drag or wheel. Characters, Enter, Esc, a release and the mouse's
    /// motion do not.
    static func movesOtherThanTyping(_ event: InputEvent) -> Bool {
        switch event {
        case .key(let key, let modifiers), .keyRepeat(let key, let modifiers):
            if modifiers.contains(.control) {
                guard case .character(let character) = key else { return false }
                return "njpk".contains(character)
            }
            switch key {
            case .up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .tab, .backTab: return true
            default: return false
            }
        case .mouse(let mouse):
            switch mouse.kind {
            case .press, .drag, .wheelUp, .wheelDown, .wheelLeft, .wheelRight: return true
            case .release, .motion: return false
            }
        default:
            return false
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
