/// Stepping: keys and accessibility move the dial by whole labels.
extension Dial {
    /// Moves the selection by `labels` (positive: the next labels, index + 1, which turns the
    /// dial counterclockwise), animated: from rest by the snapping spring; in flight, from where
    /// the dial is at the speed it has, by a re-solved deceleration when the new target lies
    /// ahead of a fast enough motion and by the spring otherwise (see ``release(velocity:time:)``).
    ///
    /// Steps add to the target of a motion in flight, so three quick presses move three labels
    /// from where the first one was headed. A step during a drag ends the drag. Zero does
    /// nothing but advance to `time`.
    ///
    /// ```swift
    /// _ = try dial.step(by: 1, time: now)     // accessibilityIncrement
    /// ```
    /// - Throws: ``DialError/nonFiniteTime(_:)``, ``DialError/timeWentBackwards(_:)``;
    ///   ``DialError/excessiveTravel(_:)`` when the new target would lie more than
    ///   ``maximumLabelsPerCall`` labels from the dial. The dial is then unchanged.
    /// - Complexity: O(1) plus O(events).
    public mutating func step(by labels: Int, time: Double) throws(DialError) -> [DialEvent] {
        try check(time)
        let stop: Double
        let rotationThen: Double
        switch phase {
        case .resting, .dragging:
            stop = nearestStop - Double(labels)
            rotationThen = rotation
        case .moving(let motion):
            stop = motion.stop - Double(labels)
            rotationThen = motion.rotation(at: time)
        }
        let distance = abs(stop - rotationThen / face.angleStep)
        guard distance <= Double(Self.maximumLabelsPerCall) else { throw .excessiveTravel(distance) }

        var events: [DialEvent] = []
        advanceMotion(to: time, into: &events)
        clock = time
        guard labels != 0 else { return keepEventBuffer(events) }
        let velocity = if case .moving(let motion) = phase { motion.velocity(at: time) } else { 0.0 }
        startMotion(velocity: velocity, toStop: stop, at: time, into: &events)
        return keepEventBuffer(events)
    }

    /// Turns the dial to label `index` (any `Int`, wrapped) the short way round from the label
    /// it is headed for, animated like ``step(by:time:)``. Half-way round goes to the next
    /// labels.
    /// - Throws: as ``step(by:time:)``.
    /// - Complexity: O(1) plus O(events).
    public mutating func select(label index: Int, time: Double) throws(DialError) -> [DialEvent] {
        try check(time)
        let count = face.labelCount
        let current = restingIndex ?? selectedIndex
        var labels = face.wrappedIndex(face.wrappedIndex(index) - current)
        if labels > count / 2 { labels -= count }
        return try step(by: labels, time: time)
    }
}
