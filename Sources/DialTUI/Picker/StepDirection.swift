/// Which way a key steps the dial: toward the next label (index + 1) or the previous one.
public enum StepDirection: Sendable, Hashable {
    /// Toward index + 1 (the dial turns counter-clockwise).
    case next
    /// Toward index − 1 (the dial turns clockwise).
    case previous

    /// The direction of a signed count: positive is ``next``, negative ``previous``, zero nil.
    ///
    /// - Complexity: O(1).
    public init?(sign: Int) {
        if sign > 0 {
            self = .next
        } else if sign < 0 {
            self = .previous
        } else {
            return nil
        }
    }

    /// +1 for ``next``, −1 for ``previous``: the labels one step moves by.
    ///
    /// - Complexity: O(1).
    public var sign: Int {
        self == .next ? 1 : -1
    }
}
