/// One limit of what a kind's value may be, as the header and the accessible lines name it:
/// `min 30m`, `max-span 10h`, `min 9:30 AM`. A kind lists its limits (``PickerKind``'s
/// `limits`); the header shows those given and any just met (``LimitMet``), and the accessible
/// line says "reached" of one just met.
public struct KindLimit: Sendable, Hashable {
    /// Which end of the values it holds.
    public enum Side: Sendable, Hashable {
        case lower, upper
    }

    public var side: Side
    /// The flag that sets it, without its dashes: `min`, `max-span`.
    public var name: String
    /// Its value as shown: `30m`, `09:30`.
    public var value: String
    /// Whether it is the limit a kind has when none is given (a duration's 0m and 24h): left
    /// out of the header unless just met.
    public var isDefault: Bool

    public init(_ side: Side, name: String, value: String, isDefault: Bool = false) {
        self.side = side
        self.name = name
        self.value = value
        self.isDefault = isDefault
    }

    /// `min 30m`.
    public var text: String { "\(name) \(value)" }

    /// As a short header shows it: `≥30m`, `≤10h`.
    public var shortText: String { (side == .lower ? "≥" : "≤") + value }

    /// The limits as the header shows them, each with whether it was just met: the given ones,
    /// and a default one only while met.
    static func shown(_ limits: [KindLimit], met: [LimitMet]) -> [(limit: KindLimit, met: Bool)] {
        limits.compactMap { limit in
            let isMet = met.contains(limit)
            return limit.isDefault && !isMet ? nil : (limit, isMet)
        }
    }

    /// The parts an accessible line adds for the limits just met: `max-span 10h reached`.
    static func reached(_ limits: [KindLimit], met: [LimitMet]) -> [String] {
        limits.filter { met.contains($0) }.map { "\($0.text) reached" }
    }
}
