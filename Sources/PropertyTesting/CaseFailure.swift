import Testing

/// Why one case of a property failed: the error its body threw, or the expectations
/// (`#expect`, `#require`) that Swift Testing recorded while it ran.
///
/// Inside a property an expectation does not fail the test by itself: it fails the case, so the
/// harness can shrink the case and report it once, with its seed, as the property's failure.
struct CaseFailure: Error, CustomStringConvertible {
    /// What went wrong, in words: each recorded issue with its place in the source, or the error.
    var description: String
    /// Whether the case was stopped at its time budget rather than found wrong.
    var isOverBudget = false

    init(description: String, isOverBudget: Bool = false) {
        self.description = description
        self.isOverBudget = isOverBudget
    }

    /// The failure of a thrown error: a ``PropertyFailure`` as it says, an expectation that
    /// `#require` threw as nothing more (its issue was recorded and says it), anything else
    /// as it prints.
    init?(thrown error: any Error, recorded issues: [String]) {
        if let failure = error as? PropertyFailure {
            self.init(description: failure.description, isOverBudget: failure.isOverBudget)
        } else if !issues.isEmpty {
            self.init(recorded: issues)
        } else {
            self.init(description: "threw \(String(reflecting: error))")
        }
    }

    /// The failure of recorded issues, or nil when there were none.
    init?(recorded issues: [String]) {
        guard !issues.isEmpty else { return nil }
        self.init(description: issues.joined(separator: "; "))
    }

    /// One recorded issue in words: what failed, any comment, and where.
    static func words(of issue: Issue) -> String {
        var text = String(describing: issue.kind)
        for comment in issue.comments { text += " (\(comment.rawValue))" }
        if let location = issue.sourceLocation { text += " at \(location.fileName):\(location.line)" }
        return text
    }
}

/// The issues recorded inside one case, gathered from Swift Testing's handlers (which may run on
/// another thread than the case: a lock-free box would race, so the case reads it only after its
/// scope has ended, when no handler of it can run any more).
final class RecordedIssues: @unchecked Sendable {
    private(set) var words: [String] = []
    private let lock = Lock()

    func add(_ issue: Issue) {
        let text = CaseFailure.words(of: issue)
        lock.withLock { words.append(text) }
    }

    var all: [String] { lock.withLock { words } }
}

/// Runs the cases of one property: each within its time budget and, inside a running test,
/// with the expectations it records taken as its failure.
struct CaseRunner {
    /// The property's name, in the words that mark its cases' issues.
    let name: String
    /// The real time a case may take, in seconds.
    let budget: Double
    /// The thread the cases run on inside a test (nil outside one, or where the system has no
    /// thread to give: the cases then run on the caller's and their expectations are listed as
    /// known issues of the test).
    private let thread: AnyObject?

    init(name: String, budget: Double) {
        self.name = name
        self.budget = budget
        if Test.current != nil, #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            thread = CaseThread()
        } else {
            thread = nil
        }
    }

    /// Ends the cases' thread.
    func finish() {
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let thread = thread as? CaseThread {
            thread.stop()
        }
    }

    /// Runs `body` on `value` as one case; nil when it passes.
    func failure<Value>(of body: (Value) throws -> Void, on value: Value) -> CaseFailure? {
        let issues = RecordedIssues()
        var thrown: (any Error)?
        func run() {
            do {
                try PropertyCase.run(budget: budget) { try body(value) }
            } catch {
                thrown = error
            }
        }
        if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *), let thread = thread as? CaseThread, let test = Test.current {
            // The case's issues go to this handler, not the test; the caller waits for the case.
            let handling = IssueHandlingTrait.compactMapIssues { issue in
                issues.add(issue)
                return nil
            }
            let scope = CaseScope()
            withoutActuallyEscaping(run) { run in
                // The task holds the scope, never the closure itself, which is let go before
                // this block ends (the task may outlive the wait by a moment).
                scope.run = run
                let testCase = Test.Case.current
                thread.runBlocking {
                    do {
                        try await handling.provideScope(for: test, testCase: testCase) { scope.run?() }
                    } catch {
                        scope.error = error
                    }
                }
                scope.run = nil
            }
            if thrown == nil { thrown = scope.error }
        } else if Test.current != nil {
            withKnownIssue("an expectation inside property \"\(name)\": the property's own issue reports its case", isIntermittent: true) {
                run()
            } matching: { issue in
                issues.add(issue)
                return true
            }
        } else {
            run()
        }
        if let thrown { return CaseFailure(thrown: thrown, recorded: issues.all) }
        return CaseFailure(recorded: issues.all)
    }
}

/// A case on its way to the thread it runs on, and the error its scope threw on the way back:
/// written before the case starts and read after it has ended, never while it runs.
private final class CaseScope: @unchecked Sendable {
    var run: (() -> Void)?
    var error: (any Error)?
}
