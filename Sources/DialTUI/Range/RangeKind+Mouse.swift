import DialCore

/// The mouse in range mode: a press on a handle or the arc drags it (``RangeView/part(atColumn:row:of:layout:)``)
/// and makes it the active part; a click elsewhere on the dial moves the nearer handle there;
/// the wheel steps the active part.
extension RangeKind {
    public mutating func handle(mouse: MouseEvent, column: Int, row: Int, in model: PickerModel, stage: inout PickerModel.Stage,
                                at time: Double) throws(DialError) -> Bool {
        let layout = model.layout
        // A one-line picker (too small a terminal) draws no dial to press on.
        guard !layout.isTooSmall else { return true }
        let point = layout.dialPoint(column: column, row: row)
        switch mouse.kind {
        case .press(.left):
            guard layout.isOnDial(column: column, row: row) else { return true }
            let part = RangeView.part(atColumn: column, row: row, of: self, in: model)
            press = (part, column, row, false)
            if let part {
                active = part
                _ = try range.beginDrag(part, at: point, time: time)
            }
        case .drag(.left):
            guard var held = press else { return true }
            if column != held.column || row != held.row { held.moved = true }
            press = held
            if held.part != nil {
                observe(try range.drag(to: point, time: time), at: time)
                // Handles lying on each other: the first movement decides which one moves.
                if let moving = range.activePart { active = moving }
            }
        case .release:
            guard let held = press else { return true }
            press = nil
            if held.part != nil {
                observe(try range.release(time: time), at: time)
            } else if !held.moved, !RangeView.isOnReadout(column: held.column, row: held.row, of: model) {
                // A click off the handles, the arc and the readout: the nearer handle goes there.
                let turn = setup.detentCount
                let angle = range.face.angle(of: point, around: range.center)
                let target = range.face.nearestDetent(to: angle)
                func distance(_ stop: Int) -> Int { let d = ((target - stop) % turn + turn) % turn; return min(d, turn - d) }
                let handle: DialRange.Handle = distance(chosenStart) < distance((chosenStart + chosenSpan) % turn) ? .start : .end
                active = .handle(handle)
                try set(.handle(handle), to: target, at: time)
            }
        case .wheelUp:
            try step(active, by: 1, at: time)
        case .wheelDown:
            try step(active, by: -1, at: time)
        default:
            break
        }
        return true
    }
}
