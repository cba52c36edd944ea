/// Time mode (`--time`, ``TimeKind``) as the model shows it.
extension PickerModel {
    /// The time picker's own state, in time mode; nil otherwise.
    public var timeMode: TimeMode? { (kind as? TimeKind)?.mode }

    /// The time under the pointer at this instant, live while the dial turns (the screen names
    /// ``chosenTime``, where it is headed); nil outside time mode.
    public var shownTime: TimeOfDay? { (kind as? TimeKind)?.shownTime(stage) }

    /// The columns after the stages' names that are part of the value: on a 12-hour clock, the
    /// gap and AM or PM (``TimeView``); none otherwise.
    var valueColumnsAfterStages: Int {
        timeMode?.setup.hourCycle.cycle == .twelveHour && stages.count > 1 ? 2 + 2 : 0
    }

    /// The time Enter picks: where the dial is headed, or what it shows; nil outside time mode.
    public var chosenTime: TimeOfDay? { (kind as? TimeKind)?.chosenTime(stage) }
}
