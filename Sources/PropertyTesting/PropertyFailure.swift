/// The error a property body throws when the case in hand breaks the property.
public struct PropertyFailure: Error, CustomStringConvertible, Sendable {
    /// What was wrong, in words.
    public var description: String
    /// Whether the case was stopped at its time budget (``PropertyCase``) rather than found wrong.
    public internal(set) var isOverBudget = false

    /// A failure that says `description`.
    public init(_ description: String) {
        self.description = description
    }
}

/// Fails the property with `message` unless `condition` holds, or when the case has run past
/// its time budget (``PropertyCase``).
public func ensure(_ condition: Bool, _ message: @autoclosure () -> String = "condition is false") throws(PropertyFailure) {
    if !condition { throw PropertyFailure(message()) }
    try PropertyCase.checkBudget()
}

/// Fails the property unless `actual == expected`, or when the case has run past its time budget.
public func ensureEqual<T: Equatable>(_ actual: T, _ expected: T, _ context: @autoclosure () -> String = "") throws(PropertyFailure) {
    try PropertyCase.checkBudget()
    if actual != expected {
        let prefix = context().isEmpty ? "" : context() + ": "
        throw PropertyFailure("\(prefix)\(actual) != \(expected)")
    }
}

/// Fails the property unless `|actual − expected| ≤ tolerance`.
public func ensureClose(_ actual: Double, _ expected: Double, tolerance: Double, _ context: @autoclosure () -> String = "") throws(PropertyFailure) {
    if !(abs(actual - expected) <= tolerance) {
        let prefix = context().isEmpty ? "" : context() + ": "
        throw PropertyFailure("\(prefix)\(actual) is not within \(tolerance) of \(expected)")
    }
}

/// The value in `optional`, or a failure of the property with `message` when it is nil: a
/// property unwraps with this, never with `?? fallback`, which would turn a wrong nil into a pass.
public func ensureSome<T>(_ optional: T?, _ message: @autoclosure () -> String = "nil") throws(PropertyFailure) -> T {
    guard let value = optional else { throw PropertyFailure(message()) }
    return value
}
