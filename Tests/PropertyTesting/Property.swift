#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Testing

/// What a failed property run found: enough to understand the failure and to replay it.
public struct PropertyReport: CustomStringConvertible, Sendable {
    /// The property's name.
    public var name: String
    /// The seed of the failing case; `DIAL_PROPERTY_SEED=<seed>` makes it the first case run.
    public var seed: UInt64
    /// Which case of the run failed (0-based).
    public var caseIndex: Int
    /// The failing case as generated.
    public var original: String
    /// The failing case after shrinking.
    public var shrunk: String
    /// How the shrunk case fails.
    public var failure: String
    /// How many smaller failing cases the shrinker went through.
    public var shrinkSteps: Int

    public var description: String {
        """
        Property "\(name)" failed on case \(caseIndex) (seed \(seed)).
          shrunk case (\(shrinkSteps) shrink steps): \(shrunk)
          failure: \(failure)
          original case: \(original)
          replay: DIAL_PROPERTY_SEED=\(seed) swift test
        """
    }
}

/// The settings of a property run: how many cases, and the seed of the first.
///
/// From the environment: `DIAL_PROPERTY_SEED` (decimal or 0x-hex) replays a reported seed as
/// case 0; `DIAL_PROPERTY_CASES` overrides the number of cases of every property. Without
/// them each property has a fixed seed derived from its name, so runs are reproducible.
public struct PropertyRun: Sendable {
    public var cases: Int
    public var seed: UInt64

    public init(name: String, cases: Int) {
        self.cases = Self.environmentInteger("DIAL_PROPERTY_CASES").map { Int(clamping: $0) } ?? cases
        self.seed = Self.environmentInteger("DIAL_PROPERTY_SEED") ?? Self.nameSeed(name)
    }

    /// The seed of case `index`: the run's seed itself for case 0, a derived one after it.
    public func seed(ofCase index: Int) -> UInt64 {
        index == 0 ? seed : SplitMix64.derivedSeed(seed, UInt64(index))
    }

    /// FNV-1a of the name: a stable seed per property.
    static func nameSeed(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return hash
    }

    static func environmentInteger(_ variable: String) -> UInt64? {
        guard let raw = getenv(variable) else { return nil }
        let text = String(cString: raw).trimmingSpaces
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}

/// Runs `body` on `cases` random cases from `generator`; returns nil when every case passes,
/// otherwise the first failing case, shrunk.
///
/// A case fails when `body` throws (``ensure(_:_:)`` and friends throw ``PropertyFailure``).
/// - Complexity: `cases` runs of the body, plus at most `shrinkBudget` replays on failure,
///   none started more than `shrinkSeconds` after the shrinking began (a property whose cases
///   take a second each must still fail in seconds, not in half an hour); each run stopped at
///   its next check once it has taken `caseSeconds` (``PropertyCase/seconds``).
public func checkProperty<Value>(
    _ name: String,
    cases: Int = 200,
    shrinkBudget: Int = 2_000,
    shrinkSeconds: Double = 2,
    caseSeconds: Double = PropertyCase.seconds,
    _ generator: Gen<Value>,
    _ body: (Value) throws -> Void
) -> PropertyReport? {
    let run = PropertyRun(name: name, cases: cases)
    for index in 0..<run.cases {
        let seed = run.seed(ofCase: index)
        var draws = Draws(seed: seed)
        let value = generator.generate(&draws)
        guard let error = failure(of: body, on: value, budget: caseSeconds) else { continue }
        // A case stopped at its time budget is reported as it is: shrinking would replay it,
        // each replay taking the whole budget again.
        if (error as? PropertyFailure)?.isOverBudget == true {
            return PropertyReport(name: name, seed: seed, caseIndex: index, original: String(reflecting: value),
                                  shrunk: String(reflecting: value), failure: "\(error)", shrinkSteps: 0)
        }

        let failingTape = { (tape: [UInt64]) -> [UInt64]? in
            var replay = Draws(replaying: tape)
            let candidate = generator.generate(&replay)
            return failure(of: body, on: candidate, budget: caseSeconds) == nil ? nil : replay.tape
        }
        var shrinker = Shrinker(budget: shrinkBudget, deadline: monotonicSeconds() + shrinkSeconds, clock: monotonicSeconds)
        let shrunkTape = shrinker.shrink(draws.tape, failingTape: failingTape)
        var replay = Draws(replaying: shrunkTape)
        let shrunk = generator.generate(&replay)
        let shrunkError = failure(of: body, on: shrunk, budget: caseSeconds) ?? error
        return PropertyReport(
            name: name, seed: seed, caseIndex: index,
            original: String(reflecting: value), shrunk: String(reflecting: shrunk),
            failure: String(describing: shrunkError), shrinkSteps: shrinker.steps)
    }
    return nil
}

/// Checks a property on `cases` seeded random cases and records a test issue, with the seed
/// and the shrunk case, if any case fails.
///
/// ```swift
/// @Test func nearestIsNearest() {
///     property("nearest label is the nearest", Gen.double(in: -100...100)) { angle in
///         try ensure(face.nearestLabel(to: angle) < face.labelCount)
///     }
/// }
/// ```
public func property<Value>(
    _ name: String,
    cases: Int = 200,
    _ generator: Gen<Value>,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: (Value) throws -> Void
) {
    if let report = checkProperty(name, cases: cases, generator, body) {
        Issue.record(Comment(rawValue: report.description), sourceLocation: sourceLocation)
    }
}

private func failure<Value>(of body: (Value) throws -> Void, on value: Value, budget: Double) -> (any Error)? {
    do {
        try PropertyCase.run(budget: budget) { try body(value) }
        return nil
    } catch {
        return error
    }
}

/// The monotonic clock, in seconds.
public func monotonicSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
