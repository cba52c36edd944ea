/// The modifier keys held with a key press or a mouse event.
///
/// Terminals report modifiers only for some keys: an uppercase letter arrives as the
/// character `"A"` with no `.shift`, and Ctrl with a letter arrives as a control byte (see
/// ``InputEvent``). Arrow, editing and function keys carry every modifier the terminal sends.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The modifier bits: shift 1, alt 2, control 4, meta 8 (xterm's order).
    public let rawValue: UInt8

    /// Modifiers from their bits (see ``rawValue``).
    ///
    /// - Complexity: O(1).
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (Option); also what an ESC prefix before a key means.
    public static let alt = KeyModifiers(rawValue: 2)
    /// Control.
    public static let control = KeyModifiers(rawValue: 4)
    /// Meta (xterm's fourth modifier bit; Super on terminals that use the kitty protocol).
    public static let meta = KeyModifiers(rawValue: 8)

    /// The modifiers of xterm's modifier parameter `m` (as in `ESC [ 1 ; m A`): the bits of
    /// `m − 1`, shift 1, alt 2, control 4, meta 8. A missing parameter or `m ≤ 1` means none;
    /// higher bits (kitty's hyper, caps lock, num lock) are ignored.
    init(xtermParameter parameter: Int?) {
        guard let parameter, parameter > 1 else {
            self = []
            return
        }
        self.init(rawValue: UInt8((parameter - 1) & 0x0F))
    }
}
