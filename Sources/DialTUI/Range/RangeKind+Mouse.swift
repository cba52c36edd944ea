import DialCore

/// The mouse in range mode: a press on a handle or the arc drags it (``RangeView/part(atColumn:row:of:in:)``)
/// and makes it the active part; a click elsewhere on the dial (not on the readout) moves the
/// nearer handle there; the wheel steps the active part. Between bounds, a drag stops at them
/// and a fling is brought back to them (``boundedTouch(_:part:grabOffset:)``).
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
            press = (part, column, row, false, 0, false)
            if let part {
                active = part
                _ = try range.beginDrag(part, at: point, time: time)
                // Where the part is held, clockwise of its handle (of the start, for the whole range).
                press?.grab = range.face.angle(of: point, around: range.center) - range.angle(of: part == .handle(.end) ? .end : .start)
                // A press that stopped a motion outside the bounds lets it back in.
                try holdWithinBounds(moving: nil, at: time)
            }
        case .drag(.left):
            guard var held = press else { return true }
            if column != held.column || row != held.row { held.moved = true }
            press = held
            if let part = held.part {
                // The engine takes no angle from a touch inside its dead radius, and the next
                // one outside takes up from its own angle: there the grab is measured afresh.
                let dx = point.x - range.center.x, dy = point.y - range.center.y
                let inDeadRadius = dx * dx + dy * dy < range.configuration.deadRadius * range.configuration.deadRadius
                // Undecided between handles lying on each other: either may move.
                let undecided = range.activePart == nil && part != .arc
                let takesUp = held.takesUp || inDeadRadius
                let touch = takesUp ? point : boundedTouch(point, part: undecided ? nil : range.activePart ?? part, grabOffset: held.grab)
                observe(try range.drag(to: touch, time: time), at: time)
                if takesUp, !inDeadRadius {
                    let moving = range.activePart ?? part
                    held.grab = range.face.angle(of: point, around: range.center) - range.angle(of: moving == .handle(.end) ? .end : .start)
                }
                held.takesUp = inDeadRadius
                press = held
                // Handles lying on each other: the first movement decides which one moves.
                if let moving = range.activePart { active = moving }
            }
        case .release:
            guard let held = press else { return true }
            press = nil
            if let part = held.part {
                observe(try range.release(time: time), at: time)
                try holdWithinBounds(moving: range.activePart ?? part, at: time)
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
