import DialCore

/// How the picker hands its dials time and operations.
///
/// The engine rejects bad input with a ``DialError`` and leaves the dial as it was. The model
/// gives it no bad time (``admit(_:)``), and every other operation goes through ``apply(to:_:)``,
/// which keeps a refusal in ``PickerModel/lastRejection`` instead of dropping it. What a refusal
/// can still be: a step or a typed jump that would send a dial more than
/// `Dial.maximumLabelsPerCall` labels away (presses of Page Up piling up on a huge face).
extension PickerModel {
    /// `time` as the dials may be handed it: never earlier than the latest time handed in, and
    /// finite (a NaN or infinite time counts as the latest one; before the first, as 0).
    ///
    ///     admit(t) = max(clock, t)   for finite t,   clock otherwise
    ///
    /// so the sequence of admitted times never decreases and every dial call sees a valid time.
    /// - Complexity: O(1).
    mutating func admit(_ time: Double) -> Double {
        if time.isFinite, !(time < clock) {
            clock = time
        } else if !clock.isFinite {
            clock = 0
        }
        return clock
    }

    /// Applies `operation` to the dial of stage `index` (the stage in front by default).
    ///
    /// On a ``DialError`` the dial is unchanged
    /// (the engine's guarantee) and the error is kept in ``lastRejection``. Of the events an
    /// operation reports only a bound met counts here (the kind highlights it,
    /// ``PickerKind/observe(_:stage:at:)``); for the rest (ticks, settling) the view and the announcements read
    /// the dials' state, which already holds everything the events say.
    /// - Complexity: that of `operation`.
    mutating func apply(to index: Int? = nil, _ operation: (inout Dial) throws(DialError) -> [DialEvent]) {
        let index = index ?? stageIndex
        do {
            let events = try operation(&stages[index].dial)
            if index == stageIndex, var taken = kind {
                kind = nil
                taken.observe(events, stage: stages[index], at: clock)
                taken.review(stage: stages[index], at: clock)
                kind = taken
            }
        } catch {
            lastRejection = error
        }
    }
}
