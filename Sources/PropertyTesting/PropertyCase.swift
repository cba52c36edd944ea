/// The time budget of the property case being run: every check of the case (``ensure(_:_:)``,
/// ``ensureEqual(_:_:_:)``) fails it once the budget is spent, so a defect that makes a case
/// slow — a motion that reports a million events a frame, a loop that runs to its far bound —
/// fails the property in seconds instead of running its hundreds of cases for hours. The bound
/// holds because a case's body checks as it goes (every frame, every event): the body cannot
/// be interrupted, only stopped at its next check.
///
/// The budget, ``seconds``, is far more than any case takes: the slowest properties' cases
/// take milliseconds, a hundred times less on a loaded machine.
public enum PropertyCase {
    /// The real time a case may take, in seconds.
    public static let seconds = 10.0

    /// When the case being run must have ended (``monotonicSeconds()``); nil outside a case.
    @TaskLocal public static var deadline: Double?

    /// Throws when the case being run is past its deadline.
    public static func checkBudget() throws(PropertyFailure) {
        if let deadline, monotonicSeconds() > deadline {
            var failure = PropertyFailure("the case ran past its time budget: something in it runs far too slowly or too often")
            failure.isOverBudget = true
            throw failure
        }
    }

    /// Runs `body` as a case with a budget of `budget` seconds from now.
    static func run<R>(budget: Double, _ body: () throws -> R) rethrows -> R {
        try $deadline.withValue(monotonicSeconds() + budget, operation: body)
    }
}
