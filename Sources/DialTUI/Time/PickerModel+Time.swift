/// Time mode (`--time`, ``TimeKind``) as the model shows it.
extension PickerModel {
    /// The time picker's own state, in time mode; nil otherwise.
    public var timeMode: TimeMode? { (kind as? TimeKind)?.mode }

    /// The time under the pointer at this instant, live while the dial turns (the screen names
    /// ``chosenTime``, where it is headed); nil outside time mode.
    public var shownTime: TimeOfDay? { (kind as? TimeKind)?.shownTime(stage) }

    /// The time Enter picks: where the dial is headed, or what it shows; nil outside time mode.
    public var chosenTime: TimeOfDay? { (kind as? TimeKind)?.chosenTime(stage) }
}
