#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// How a property is run: how many cases, from which seed, for how long, and which environment
/// variables replay a reported seed and ask for more cases.
///
/// ```swift
/// // A property of a thousand cases, replayed with `MY_SEED=…` and extended with `MY_CASES=…`.
/// let settings = PropertySettings(cases: 1_000, seedVariable: "MY_SEED", casesVariable: "MY_CASES")
/// property("sorting is idempotent", settings: settings, Gen.int(in: 0...9).array(count: 0...20)) { values in
///     #expect(values.sorted().sorted() == values.sorted())
/// }
/// ```
///
/// Every number is validated where it is used: a count below one runs one case, a budget that is
/// not a positive finite number of seconds is taken as none spent (the check fails at once).
public struct PropertySettings: Sendable, Hashable {
    /// How many cases a run checks, unless ``casesVariable`` says otherwise.
    public var cases: Int
    /// The seed of case 0, as a reported seed replays it (the replay in code rather than in the
    /// environment); nil: ``seedVariable``'s value, else a seed derived from the property's name.
    public var seed: UInt64?
    /// The environment variable that replays a reported seed: its value (decimal or `0x` hex)
    /// becomes the seed of case 0. `PROPERTY_SEED` unless set.
    public var seedVariable: String
    /// The environment variable that overrides ``cases`` (decimal): `PROPERTY_CASES=10000`
    /// runs ten thousand. `PROPERTY_CASES` unless set.
    public var casesVariable: String
    /// The longest a whole run may take, in seconds: no case starts once this much real time has
    /// passed (the cases already checked count as passed, and the run says how many it checked).
    /// Nil: no limit but the number of cases.
    public var runSeconds: Double?
    /// How many replays shrinking may spend on a failure.
    public var shrinkBudget: Int
    /// How long shrinking may take, in seconds: no replay starts after it.
    public var shrinkSeconds: Double
    /// How long one case may take, in seconds: a case that runs past it fails at its next check
    /// (``ensure(_:_:)``, ``PropertyCase/checkBudget()``) and is reported unshrunk.
    public var caseSeconds: Double

    /// Settings with the defaults of a property over small values: 200 cases, `PROPERTY_SEED` and
    /// `PROPERTY_CASES`, no run limit, 2,000 shrink replays within 2 s, 10 s a case.
    public init(
        cases: Int = 200,
        seed: UInt64? = nil,
        seedVariable: String = "PROPERTY_SEED",
        casesVariable: String = "PROPERTY_CASES",
        runSeconds: Double? = nil,
        shrinkBudget: Int = 2_000,
        shrinkSeconds: Double = 2,
        caseSeconds: Double = PropertyCase.seconds
    ) {
        self.cases = cases
        self.seed = seed
        self.seedVariable = seedVariable
        self.casesVariable = casesVariable
        self.runSeconds = runSeconds
        self.shrinkBudget = shrinkBudget
        self.shrinkSeconds = shrinkSeconds
        self.caseSeconds = caseSeconds
    }

    /// The defaults of an exploration (``explore(_:length:settings:sourceLocation:actions:_:)``),
    /// whose cases are whole sequences of actions against a program: 30 sequences within 60 s,
    /// `EXPLORE_SEED` and `EXPLORE_RUNS`, 60 s to shrink, 60 s a sequence.
    public static var exploration: PropertySettings {
        PropertySettings(cases: 30, seedVariable: "EXPLORE_SEED", casesVariable: "EXPLORE_RUNS",
                         runSeconds: 60, shrinkBudget: 2_000, shrinkSeconds: 60, caseSeconds: 60)
    }
}

/// One run of a property: its settings resolved against the environment.
///
/// Without the variables each property has a fixed seed derived from its name (FNV-1a), so runs
/// are reproducible; with ``PropertySettings/seedVariable`` set, that seed is case 0.
public struct PropertyRun: Sendable {
    /// How many cases this run checks.
    public var cases: Int
    /// The seed of case 0.
    public var seed: UInt64

    /// The run of the property `name` under `settings` and the process's environment.
    public init(name: String, settings: PropertySettings = PropertySettings()) {
        self.init(name: name, settings: settings) { variable in
            getenv(variable).map { String(cString: $0) }
        }
    }

    /// The run of the property `name` under `settings`, reading variables through `environment`.
    public init(name: String, settings: PropertySettings, environment: (String) -> String?) {
        let requested = environment(settings.casesVariable).flatMap(Self.integer).map { Int(clamping: $0) }
        self.cases = max(1, requested ?? settings.cases)
        self.seed = settings.seed ?? environment(settings.seedVariable).flatMap(Self.integer) ?? Self.nameSeed(name)
    }

    /// The run of the property `name` with `cases` cases and the default variables.
    public init(name: String, cases: Int) {
        self.init(name: name, settings: PropertySettings(cases: cases))
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

    /// A decimal or `0x`-hex integer, spaces around it ignored; nil for anything else.
    static func integer(_ raw: String) -> UInt64? {
        let text = raw.trimmingSpaces
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return UInt64(text.dropFirst(2), radix: 16) }
        return UInt64(text)
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
    }
}
