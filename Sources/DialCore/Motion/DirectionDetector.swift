/// Tells which way a position is moving, with hysteresis: the direction flips only once the
/// position has come back more than `hysteresis` from the furthest point it reached.
///
/// Before any direction is known, the position must leave `anchor ± hysteresis`. After that,
/// the detector follows the extreme in the current direction; jitter smaller than the
/// hysteresis never flips it (a property test checks this on random jitter).
///
/// ```swift
/// var detector = DirectionDetector(hysteresis: 0.02)
/// detector.move(to: 0.01)   // nil: within the hysteresis
/// detector.move(to: 0.05)   // .clockwise
/// detector.move(to: 0.04)   // nil: jitter
/// detector.move(to: 0.02)   // .counterclockwise: 0.03 back from 0.05
/// ```
public struct DirectionDetector: Sendable, Hashable {
    /// How far back from the extreme the position must come to flip the direction (≥ 0).
    public var hysteresis: Double
    /// The current direction; nil until the position first leaves the hysteresis band.
    public private(set) var direction: DialDirection?
    /// The furthest position reached in ``direction``, or the anchor while there is none.
    public private(set) var extreme: Double

    /// A detector with no direction yet, anchored at `position`.
    public init(hysteresis: Double, position: Double = 0) {
        self.hysteresis = hysteresis
        self.extreme = position
    }

    /// The position beyond which a motion turning clockwise (`true`: increasing) or
    /// counterclockwise would change the direction, or nil when moving that way keeps it.
    ///
    /// A position strictly beyond it flips: `> extreme + hysteresis` clockwise,
    /// `< extreme − hysteresis` counterclockwise.
    /// - Complexity: O(1).
    public func changePosition(movingClockwise clockwise: Bool) -> Double? {
        if clockwise {
            direction == .clockwise ? nil : extreme + hysteresis
        } else {
            direction == .counterclockwise ? nil : extreme - hysteresis
        }
    }

    /// Moves to `position`; returns the new direction when it changed.
    /// - Complexity: O(1).
    @inline(__always)
    public mutating func move(to position: Double) -> DialDirection? {
        switch direction {
        case .clockwise?:
            if position > extreme {
                extreme = position
            } else if position < extreme - hysteresis {
                return flip(to: .counterclockwise, at: position)
            }
        case .counterclockwise?:
            if position < extreme {
                extreme = position
            } else if position > extreme + hysteresis {
                return flip(to: .clockwise, at: position)
            }
        case nil:
            if position > extreme + hysteresis {
                return flip(to: .clockwise, at: position)
            } else if position < extreme - hysteresis {
                return flip(to: .counterclockwise, at: position)
            }
        }
        return nil
    }

    private mutating func flip(to newDirection: DialDirection, at position: Double) -> DialDirection {
        direction = newDirection
        extreme = position
        return newDirection
    }
}
