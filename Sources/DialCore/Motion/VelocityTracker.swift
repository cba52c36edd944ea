/// Estimates how fast a value changes from timed samples: the slope of the least-squares line
/// through the samples of the last `window` seconds.
///
/// For samples `(tᵢ, xᵢ)` in `[T − window, T]`, the velocity at `T` is
///
///     v = Σ (tᵢ − t̄)(xᵢ − x̄) / Σ (tᵢ − t̄)²
///
/// (times and values are taken relative to the newest sample, for precision). Fewer than two
/// samples in the window, or samples all at one instant, give 0: a finger that rested longer
/// than the window before lifting releases with zero velocity. Samples that move at a constant
/// speed give exactly that speed (up to rounding).
///
/// The tracker keeps the last ``capacity`` samples in a ring allocated once, so adding a
/// sample never allocates.
public struct VelocityTracker: Sendable {
    /// How many samples are kept; older ones are dropped. 64 samples cover the window at 640 Hz.
    public static let capacity = 64

    /// The span of samples fitted, in seconds.
    public var window: Double

    private var times: [Double]
    private var values: [Double]
    private var newest = -1
    /// How many samples are held, up to ``capacity``.
    public private(set) var count = 0

    /// An empty tracker fitting the last `window` seconds.
    public init(window: Double = 0.1) {
        self.window = window
        times = Array(repeating: 0, count: Self.capacity)
        values = Array(repeating: 0, count: Self.capacity)
    }

    /// Adds the sample `value` at `time`. Times are expected not to decrease.
    /// - Complexity: O(1), no allocation.
    public mutating func add(_ value: Double, at time: Double) {
        newest = (newest + 1) % Self.capacity
        times[newest] = time
        values[newest] = value
        count = min(count + 1, Self.capacity)
    }

    /// Forgets every sample.
    /// - Complexity: O(1).
    public mutating func reset() {
        count = 0
        newest = -1
    }

    /// The least-squares slope of the samples in `[time − window, time]`, in value units per
    /// second; 0 when fewer than two samples (at distinct times) lie in that span.
    /// - Complexity: O(``capacity``).
    public func velocity(at time: Double) -> Double {
        guard count >= 2, window > 0 else { return 0 }
        let referenceTime = times[newest]
        let referenceValue = values[newest]
        var n = 0.0, sumT = 0.0, sumX = 0.0, sumTT = 0.0, sumTX = 0.0
        for age in 0..<count {
            let index = (newest - age + Self.capacity) % Self.capacity
            let t = times[index]
            guard t >= time - window else { break }
            guard t <= time else { continue }
            let dt = t - referenceTime
            let dx = values[index] - referenceValue
            n += 1
            sumT += dt
            sumX += dx
            sumTT += dt * dt
            sumTX += dt * dx
        }
        guard n >= 2 else { return 0 }
        let varianceT = sumTT - sumT * sumT / n
        guard varianceT > 0 else { return 0 }
        let slope = (sumTX - sumT * sumX / n) / varianceT
        return slope.isFinite ? slope : 0
    }
}

extension VelocityTracker: Equatable {
    /// Two trackers are equal when they fit the same window to the same live samples.
    public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
        guard lhs.window == rhs.window, lhs.count == rhs.count else { return false }
        for age in 0..<lhs.count {
            let l = (lhs.newest - age + capacity) % capacity
            let r = (rhs.newest - age + capacity) % capacity
            if lhs.times[l] != rhs.times[r] || lhs.values[l] != rhs.values[r] { return false }
        }
        return true
    }
}
