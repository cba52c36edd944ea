/// Why a value was rejected. One case per kind of bad input, each carrying the offending value.
///
/// Every throwing call of DialCore leaves its receiver exactly as it was when it throws.
/// Equality compares `Double` payloads by bit pattern, so two NaN payloads are equal and a
/// test can assert the exact error: `#expect(throws: DialError.nonFiniteTime(.nan)) { … }`.
///
/// Every throwing call names `DialError` as its only error (typed throws): in a
/// `do throws(DialError)` a `catch` sees the case without a cast.
///
/// ```swift
/// do throws(DialError) {
///     _ = try dial.advance(to: frameTime)
/// } catch .timeWentBackwards(let time) {
///     log("a frame at \(time) came more than Dial.timeTolerance late")   // the dial is unchanged
/// } catch {
///     log("\(error)")         // its description names the value and the rule
/// }
/// ```
public enum DialError: Error, Sendable, CustomStringConvertible {
    /// A face needs at least one label, and at most ``DialFace/maximumLabelCount``.
    case invalidLabelCount(Int)
    /// A face needs at least one detent per label, and at most `limit` detents in all
    /// (``DialFace/maximumDetentCount``); a product that overflows `Int` is rejected too.
    case invalidDetentCount(labelCount: Int, detentsPerLabel: Int, limit: Int)
    /// A dial's value must lie within its bounds.
    case valueOutOfBounds(Int)
    /// A dial's value, and each of its bounds, must lie within `−limit ... limit`
    /// (``Dial/maximumValueMagnitude``), where a `Double` rotation still counts detents exactly.
    case valueOutOfRange(Int, limit: Int)
    /// A dial's radius must be finite and greater than zero.
    case invalidRadius(Double)
    /// A deceleration rate must lie strictly between 0 and 1.
    case invalidDecelerationRate(Double)
    /// A velocity must be finite.
    case nonFiniteVelocity(Double)
    /// A distance must be finite.
    case nonFiniteDistance(Double)
    /// No exponential deceleration from the given velocity comes to rest at this distance:
    /// it lies behind the motion, or is zero for a moving body (or non-zero for a still one),
    /// or needs a rate that rounds to 0 or 1.
    case unreachableDistance(Double)
    /// A spring's initial displacement must be finite.
    case nonFiniteDisplacement(Double)
    /// A spring's response (its period, in seconds) must be finite and greater than zero.
    case invalidSpringResponse(Double)
    /// A spring's damping ratio must be finite and greater than zero.
    case invalidDampingRatio(Double)
    /// A configuration parameter is out of its documented range.
    case invalidConfiguration(DialConfiguration.Parameter, Double)
    /// A time must be finite.
    case nonFiniteTime(Double)
    /// Time handed to a dial never goes backwards; this time is earlier than the last one.
    case timeWentBackwards(Double)
    /// A touch point must have finite coordinates.
    case nonFiniteTouch(DialPoint)
    /// A scroll offset must have finite coordinates.
    case nonFiniteOffset(DialPoint)
    /// One call may not move the dial across more than `limit` detents
    /// (``Dial/maximumLabelsPerCall``); this is how many it would have crossed.
    case excessiveTravel(Double, limit: Int)
    /// A range's span limits must satisfy `0 ≤ lower ≤ upper ≤ detentCount`.
    case invalidSpanLimits(lower: Int, upper: Int)
    /// A range's span must lie within its span limits; this is the span given.
    case spanOutsideLimits(Int)
    /// A range's ``DialConfiguration/handleRadius`` must be below its radius (and, as every
    /// field, finite and greater than zero); this is the handle radius given.
    case invalidHandleRadius(Double)

    /// The error in words, naming the offending value and the rule it broke:
    /// `invalid radius 0.0: it must be finite and greater than zero`.
    public var description: String {
        switch self {
        case .invalidLabelCount(let count):
            "invalid label count \(count): a face has from 1 label up to DialFace.maximumLabelCount"
        case let .invalidDetentCount(labels, detents, limit):
            "invalid detent count: \(labels) labels of \(detents) detents; a face needs at least 1 detent a label and at most \(limit) in all"
        case .valueOutOfBounds(let value):
            "value \(value) lies outside the dial's bounds"
        case let .valueOutOfRange(value, limit):
            "value \(value) lies outside -\(limit)...\(limit)"
        case .invalidRadius(let radius):
            "invalid radius \(radius): it must be finite and greater than zero"
        case .invalidDecelerationRate(let rate):
            "invalid deceleration rate \(rate): it must lie strictly between 0 and 1"
        case .nonFiniteVelocity(let velocity):
            "non-finite velocity \(velocity)"
        case .nonFiniteDistance(let distance):
            "non-finite distance \(distance)"
        case .unreachableDistance(let distance):
            "unreachable distance \(distance): no deceleration from this velocity comes to rest there"
        case .nonFiniteDisplacement(let displacement):
            "non-finite spring displacement \(displacement)"
        case .invalidSpringResponse(let response):
            "invalid spring response \(response) s: it must be finite and greater than zero"
        case .invalidDampingRatio(let ratio):
            "invalid damping ratio \(ratio): it must be finite and greater than zero"
        case .invalidConfiguration(let parameter, let value):
            "invalid \(parameter.rawValue) \(value): \(parameter.validRange)"
        case .nonFiniteTime(let time):
            "non-finite time \(time)"
        case .timeWentBackwards(let time):
            "time \(time) is earlier than the time of the previous call"
        case .nonFiniteTouch(let point):
            "non-finite touch point (\(point.x), \(point.y))"
        case .nonFiniteOffset(let point):
            "non-finite scroll offset (\(point.x), \(point.y))"
        case let .excessiveTravel(detents, limit):
            "the call would cross \(detents) detents; one call may cross at most \(limit)"
        case let .invalidSpanLimits(lower, upper):
            "invalid span limits \(lower)...\(upper): they need 0 <= lower <= upper <= the face's detent count"
        case .spanOutsideLimits(let span):
            "span \(span) lies outside the range's span limits"
        case .invalidHandleRadius(let radius):
            "invalid handle radius \(radius): it must be finite, greater than zero and below the range's radius"
        }
    }
}

extension DialError: Hashable {
    /// Whether two errors are the same case with the same payloads, `Double`s compared by bit
    /// pattern (so two NaN payloads are equal, and `0.0` and `-0.0` are not).
    public static func == (lhs: DialError, rhs: DialError) -> Bool {
        switch (lhs, rhs) {
        case let (.invalidLabelCount(a), .invalidLabelCount(b)), let (.valueOutOfBounds(a), .valueOutOfBounds(b)),
             let (.spanOutsideLimits(a), .spanOutsideLimits(b)): a == b
        case let (.invalidSpanLimits(a, b), .invalidSpanLimits(x, y)): a == x && b == y
        case let (.invalidDetentCount(a, b, c), .invalidDetentCount(x, y, z)): a == x && b == y && c == z
        case let (.valueOutOfRange(a, b), .valueOutOfRange(x, y)): a == x && b == y
        case let (.invalidRadius(a), .invalidRadius(b)),
             let (.invalidDecelerationRate(a), .invalidDecelerationRate(b)),
             let (.nonFiniteVelocity(a), .nonFiniteVelocity(b)),
             let (.nonFiniteDistance(a), .nonFiniteDistance(b)),
             let (.unreachableDistance(a), .unreachableDistance(b)),
             let (.nonFiniteDisplacement(a), .nonFiniteDisplacement(b)),
             let (.invalidSpringResponse(a), .invalidSpringResponse(b)),
             let (.invalidDampingRatio(a), .invalidDampingRatio(b)),
             let (.nonFiniteTime(a), .nonFiniteTime(b)),
             let (.timeWentBackwards(a), .timeWentBackwards(b)),
             let (.invalidHandleRadius(a), .invalidHandleRadius(b)):
            a.bitPattern == b.bitPattern
        case let (.excessiveTravel(a, x), .excessiveTravel(b, y)):
            a.bitPattern == b.bitPattern && x == y
        case let (.invalidConfiguration(p, a), .invalidConfiguration(q, b)):
            p == q && a.bitPattern == b.bitPattern
        case let (.nonFiniteTouch(a), .nonFiniteTouch(b)),
             let (.nonFiniteOffset(a), .nonFiniteOffset(b)):
            a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
        default:
            false
        }
    }
}

extension DialError {
    /// Hashes the case and its payloads, `Double`s by bit pattern, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .invalidLabelCount(let a): hasher.combine(0); hasher.combine(a)
        case let .invalidDetentCount(a, b, c): hasher.combine(1); hasher.combine(a); hasher.combine(b); hasher.combine(c)
        case .valueOutOfBounds(let a): hasher.combine(2); hasher.combine(a)
        case let .valueOutOfRange(a, b): hasher.combine(3); hasher.combine(a); hasher.combine(b)
        case .invalidRadius(let a): hasher.combine(4); hasher.combine(a.bitPattern)
        case .invalidDecelerationRate(let a): hasher.combine(5); hasher.combine(a.bitPattern)
        case .nonFiniteVelocity(let a): hasher.combine(6); hasher.combine(a.bitPattern)
        case .nonFiniteDistance(let a): hasher.combine(7); hasher.combine(a.bitPattern)
        case .unreachableDistance(let a): hasher.combine(8); hasher.combine(a.bitPattern)
        case .nonFiniteDisplacement(let a): hasher.combine(9); hasher.combine(a.bitPattern)
        case .invalidSpringResponse(let a): hasher.combine(10); hasher.combine(a.bitPattern)
        case .invalidDampingRatio(let a): hasher.combine(11); hasher.combine(a.bitPattern)
        case let .invalidConfiguration(p, a): hasher.combine(12); hasher.combine(p); hasher.combine(a.bitPattern)
        case .nonFiniteTime(let a): hasher.combine(13); hasher.combine(a.bitPattern)
        case .timeWentBackwards(let a): hasher.combine(14); hasher.combine(a.bitPattern)
        case .nonFiniteTouch(let a): hasher.combine(15); hasher.combine(a.x.bitPattern); hasher.combine(a.y.bitPattern)
        case .nonFiniteOffset(let a): hasher.combine(16); hasher.combine(a.x.bitPattern); hasher.combine(a.y.bitPattern)
        case let .excessiveTravel(a, b): hasher.combine(17); hasher.combine(a.bitPattern); hasher.combine(b)
        case let .invalidSpanLimits(a, b): hasher.combine(18); hasher.combine(a); hasher.combine(b)
        case .spanOutsideLimits(let a): hasher.combine(19); hasher.combine(a)
        case .invalidHandleRadius(let a): hasher.combine(20); hasher.combine(a.bitPattern)
        }
    }
}
