import DialCore

/// Touch points for range tests, by clock position: `angle` radians clockwise from 12 o'clock,
/// `distance` from the centre of a box of side `2 · radius`.
enum RangeTouch {
    static func at(angle: Double, distance: Double, radius: Double = 150) -> DialPoint {
        DialPoint(x: radius + distance * _sin(angle), y: radius - distance * _cos(angle))
    }

    /// A point on the handles' track (radius 150, handle radius 22: 128 from the centre) at
    /// `turns` of a turn clockwise from 12 o'clock.
    static func onTrack(turns: Double) -> DialPoint {
        at(angle: turns * 2 * Double.pi, distance: 128)
    }
}
