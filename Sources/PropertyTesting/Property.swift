#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// Runs `body` on random cases from `generator`; returns nil when every case passes, otherwise
/// the first failing case, shrunk.
///
/// A case fails when `body` throws (``ensure(_:_:)`` and friends throw ``PropertyFailure``) or,
/// inside a running test, when a Swift Testing expectation (`#expect`, `#require`) fails in it.
///
/// ```swift
/// let report = checkProperty("small sums", Gen.int(in: 0...100).array(count: 0...20)) { values in
///     #expect(values.reduce(0, +) < 10)
/// }
/// // report?.shrunk == "[10]"
/// ```
///
/// - Complexity: `settings.cases` runs of the body (fewer when `settings.runSeconds` runs out),
///   plus at most `settings.shrinkBudget` replays on failure, none started more than
///   `settings.shrinkSeconds` after the shrinking began; each run stopped at its next check once
///   it has taken `settings.caseSeconds` (``PropertyCase``).
public func checkProperty<Value>(
    _ name: String,
    settings: PropertySettings,
    _ generator: Gen<Value>,
    _ body: (Value) throws -> Void
) -> PropertyReport? {
    let runner = CaseRunner(name: name, budget: settings.caseSeconds)
    defer { runner.finish() }
    guard let found = findFailure(name, settings: settings, generator, runner, body) else { return nil }
    return PropertyReport(
        name: name, seed: found.seed, caseIndex: found.caseIndex,
        original: String(reflecting: found.original), shrunk: String(reflecting: found.shrunk),
        failure: found.failure.description, shrinkSteps: found.shrinkSteps, replay: found.replay)
}

/// The first failing case of a run, as values: what ``checkProperty(_:settings:_:_:)`` and
/// ``explore(_:length:settings:sourceLocation:actions:_:)`` report.
struct FoundFailure<Value> {
    var seed: UInt64
    var caseIndex: Int
    var original: Value
    var shrunk: Value
    var failure: CaseFailure
    var shrinkSteps: Int
    var replay: String
    /// When the shrinking must end (the monotonic clock): what is left of it is the next
    /// stage's to spend.
    var shrinkDeadline: Double
    /// The replays the shrinking has left.
    var shrinkBudgetLeft: Int
}

/// Runs the cases of a property until one fails; shrinks that one through its draws.
func findFailure<Value>(
    _ name: String,
    settings: PropertySettings,
    _ generator: Gen<Value>,
    _ runner: CaseRunner,
    _ body: (Value) throws -> Void
) -> FoundFailure<Value>? {
    let run = PropertyRun(name: name, settings: settings)
    let runDeadline = settings.runSeconds.map { monotonicSeconds() + $0 }
    // Bounded by the run's count of cases.
    for index in 0..<run.cases {
        if index > 0, let runDeadline, monotonicSeconds() > runDeadline { break }
        let seed = run.seed(ofCase: index)
        var draws = Draws(seed: seed)
        let value = generator.generate(&draws)
        guard let failure = runner.failure(of: body, on: value) else { continue }
        let replay = replayLine(variable: settings.seedVariable, seed: seed, testName: Test.current?.name)
        let shrinkDeadline = monotonicSeconds() + settings.shrinkSeconds
        // A case stopped at its time budget is reported as it is: shrinking would replay it,
        // each replay taking the whole budget again.
        if failure.isOverBudget {
            return FoundFailure(seed: seed, caseIndex: index, original: value, shrunk: value, failure: failure,
                                shrinkSteps: 0, replay: replay, shrinkDeadline: shrinkDeadline, shrinkBudgetLeft: 0)
        }
        let failingTape = { (tape: [UInt64]) -> [UInt64]? in
            var replay = Draws(replaying: tape)
            let candidate = generator.generate(&replay)
            return runner.failure(of: body, on: candidate) == nil ? nil : replay.tape
        }
        var shrinker = Shrinker(budget: settings.shrinkBudget, deadline: shrinkDeadline, clock: monotonicSeconds)
        let shrunkTape = shrinker.shrink(draws.tape, failingTape: failingTape)
        var replayDraws = Draws(replaying: shrunkTape)
        let shrunk = generator.generate(&replayDraws)
        let shrunkFailure = runner.failure(of: body, on: shrunk) ?? failure
        return FoundFailure(seed: seed, caseIndex: index, original: value, shrunk: shrunk, failure: shrunkFailure,
                            shrinkSteps: shrinker.steps, replay: replay, shrinkDeadline: shrinkDeadline,
                            shrinkBudgetLeft: shrinker.budget)
    }
    return nil
}

/// ``checkProperty(_:settings:_:_:)`` with the default settings but for the number of cases and
/// the shrinking's limits.
public func checkProperty<Value>(
    _ name: String,
    cases: Int = 200,
    shrinkBudget: Int = 2_000,
    shrinkSeconds: Double = 2,
    caseSeconds: Double = PropertyCase.seconds,
    _ generator: Gen<Value>,
    _ body: (Value) throws -> Void
) -> PropertyReport? {
    let settings = PropertySettings(cases: cases, shrinkBudget: shrinkBudget, shrinkSeconds: shrinkSeconds,
                                    caseSeconds: caseSeconds)
    return checkProperty(name, settings: settings, generator, body)
}

/// Checks a property on seeded random cases and records one test issue, with the seed, the shrunk
/// case and the line that replays it, if any case fails.
///
/// ```swift
/// @Test func nearestIsNearest() throws {
///     let face = try DialFace(labelCount: 12)
///     property("the nearest label is a label", Gen.double(in: -100...100)) { angle in
///         #expect(face.nearestLabel(to: angle) < face.labelCount)
///     }
/// }
/// ```
///
/// `#expect` and `#require` inside `body` fail the case, not the test: the case is shrunk and
/// the property records one issue for it, and the expectations of its cases show nowhere else.
///
/// - Complexity: as ``checkProperty(_:settings:_:_:)``.
public func property<Value>(
    _ name: String,
    cases: Int = 200,
    settings: PropertySettings? = nil,
    _ generator: Gen<Value>,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) throws -> Void
) {
    let settings = settings ?? PropertySettings(cases: cases)
    if let report = checkProperty(name, settings: settings, generator, body) {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
}

/// The monotonic clock, in seconds.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
