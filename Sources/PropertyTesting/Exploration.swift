import Testing

/// What a failed exploration found: the sequence of actions that breaks the program, shrunk to
/// a minimal one, and the line that replays it.
public struct ExplorationReport: CustomStringConvertible, Sendable {
    /// The exploration's name.
    public var name: String
    /// The seed of the failing sequence; the settings' seed variable set to it replays it.
    public var seed: UInt64
    /// Which sequence of the run failed (0-based).
    public var runIndex: Int
    /// The failing sequence as generated, one action a line's worth each.
    public var original: [String]
    /// The shrunk sequence: no single action of it can be left out and the failure remain.
    public var minimal: [String]
    /// How the minimal sequence fails.
    public var failure: String
    /// The command line that replays the failure (and shrinks it again to the same sequence).
    public var replay: String

    /// The report: the failure, the minimal sequence on one line, and the replay.
    public var description: String {
        """
        Exploration "\(name)" failed on sequence \(runIndex) (seed \(seed)).
          failure: \(failure)
          minimal sequence (\(minimal.count) of \(original.count) actions): \(minimal.joined(separator: "; "))
          replay: \(replay)
        """
    }
}

/// Explores a program with random sequences of actions; returns nil when every sequence passes,
/// otherwise the first failing one, shrunk to a minimal sequence.
///
/// An exploration is a property whose cases are sequences: `body` builds a fresh program, plays
/// the actions on it one at a time and checks its invariants after each (throwing, or with
/// `#expect`/`#require`, as in ``property(_:cases:settings:_:sourceLocation:_:)``). A failing
/// sequence is shrunk twice: through its draws (fewer, simpler actions), then action by action,
/// leaving out halves, quarters, … and finally each single action while the failure remains. The
/// result is 1-minimal: without any one of its actions it passes. Both stages are deterministic,
/// so replaying the seed gives the same minimal sequence.
///
/// ```swift
/// enum Key: CustomStringConvertible { case up, down, enter; var description: String { "\(self)" } }
/// let report = checkExploration("a counter never goes negative", length: 1...30,
///                               actions: Gen.element(of: [Key.up, .down, .enter])) { keys in
///     var count = 0
///     for key in keys {
///         if key == .up { count += 1 } else if key == .down { count = max(0, count - 1) }
///         #expect(count >= 0)
///     }
/// }
/// ```
///
/// - Complexity: at most `settings.cases` sequences of at most `length.upperBound` actions,
///   none started after `settings.runSeconds`; shrinking replays at most `settings.shrinkBudget`
///   sequences, none started after `settings.shrinkSeconds`.
public func checkExploration<Action>(
    _ name: String,
    length: ClosedRange<Int> = 1...40,
    settings: PropertySettings = .exploration,
    actions: Gen<Action>,
    _ body: ([Action]) throws -> Void
) -> ExplorationReport? {
    let sequences = actions.sequence(length: length)
    let runner = CaseRunner(name: name, budget: settings.caseSeconds)
    defer { runner.finish() }
    guard let found = findFailure(name, settings: settings, sequences, runner, body) else { return nil }
    var shrinking = SequenceShrinker(budget: found.shrinkBudgetLeft, deadline: found.shrinkDeadline, clock: monotonicSeconds)
    let minimal = shrinking.shrink(found.shrunk, minimumCount: max(0, length.lowerBound)) { candidate in
        runner.failure(of: body, on: candidate)
    }
    return ExplorationReport(
        name: name, seed: found.seed, runIndex: found.caseIndex,
        original: found.original.map { String(describing: $0) },
        minimal: minimal.actions.map { String(describing: $0) },
        failure: (minimal.failure ?? found.failure).description, replay: found.replay)
}

/// Explores a program with random sequences of actions and records one test issue, with the
/// seed, the minimal failing sequence and the line that replays it, if any sequence fails.
///
/// ```swift
/// @Test func pickerExploration() {
///     let settings = PropertySettings(cases: 40, seedVariable: "MY_EXPLORE_SEED",
///                                     casesVariable: "MY_EXPLORE_RUNS", runSeconds: 60)
///     explore("the picker keeps its value on screen", settings: settings, actions: PickerAction.gen) { actions in
///         var picker = Picker()
///         for action in actions {
///             picker.apply(action)
///             #expect(picker.screen.contains(picker.value))
///         }
///     }
/// }
/// ```
///
/// - Complexity: as ``checkExploration(_:length:settings:actions:_:)``.
public func explore<Action>(
    _ name: String,
    length: ClosedRange<Int> = 1...40,
    settings: PropertySettings = .exploration,
    sourceLocation: SourceLocation = #_sourceLocation,
    actions: Gen<Action>,
    _ body: ([Action]) throws -> Void
) {
    if let report = checkExploration(name, length: length, settings: settings, actions: actions, body) {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
}

/// Shrinks a failing sequence action by action: leaves out chunks of half its length, then of a
/// quarter, … then single actions, keeping each removal after which it still fails.
struct SequenceShrinker {
    /// How many replays it may spend.
    var budget: Int
    /// The monotonic instant (seconds) after which no replay starts.
    let deadline: Double
    /// Reads the monotonic clock, in seconds.
    let clock: () -> Double

    /// Whether another replay may start.
    var canReplay: Bool { budget > 0 && clock() < deadline }

    /// The shortest sequence found that still fails, and how it fails (nil: no replay failed, the
    /// sequence is the one given).
    mutating func shrink<Action>(
        _ start: [Action], minimumCount: Int, failure: ([Action]) -> CaseFailure?
    ) -> (actions: [Action], failure: CaseFailure?) {
        var best = start
        var bestFailure: CaseFailure?
        var chunk = max(1, best.count / 2)
        // Each pass either removes actions (at most `start.count` times in all) or halves the
        // chunk; every replay spends the budget.
        while canReplay {
            var index = 0
            var removed = false
            while index < best.count, canReplay {
                let end = min(best.count, index + chunk)
                guard best.count - (end - index) >= minimumCount else { index += chunk; continue }
                var candidate = best
                candidate.removeSubrange(index..<end)
                budget -= 1
                if let found = failure(candidate) {
                    best = candidate
                    bestFailure = found
                    removed = true
                } else {
                    index += chunk
                }
            }
            if chunk == 1 && !removed { break }
            if !removed { chunk = max(1, chunk / 2) }
        }
        return (best, bestFailure)
    }
}
