/// The kitty keyboard protocol's functional keys that have no code point of their own: it sends
/// them as `CSI code u` with a code in the Private Use Area, 57344…57454 (F13–F35, the keypad,
/// media keys, modifier keys alone, Caps Lock and the like).
///
/// The keypad's keys are the keys they stand for: its digits and operators the characters on
/// them, its Enter ``Key/enter``, its arrows and page keys the arrows and page keys. A key of the
/// range with no use in a picker (Keypad Begin, Caps Lock, a media or modifier key) is none:
/// it is read as an unknown sequence, never as typed text.
enum KittyFunctionalKey {
    /// The codes the protocol gives its functional keys.
    static let codes = 57344...57454

    /// F13 is 57376, F35 is 57398.
    static let functionKeys = 57376...57398

    /// KP_0 is 57399, KP_9 is 57408.
    static let keypadDigits = 57399...57408

    /// The key of `code`, one of ``codes``; nil for one the picker has no use for.
    static func key(_ code: Int) -> Key? {
        if functionKeys.contains(code) { return .function(code - functionKeys.lowerBound + 13) }
        if keypadDigits.contains(code) {
            return .character(Character(Unicode.Scalar(UInt8(0x30 + code - keypadDigits.lowerBound))))
        }
        switch code {
        case 57409: return .character(".")
        case 57410: return .character("/")
        case 57411: return .character("*")
        case 57412: return .character("-")
        case 57413: return .character("+")
        case 57414: return .enter
        case 57415: return .character("=")
        case 57416: return .character(",")
        case 57417: return .left
        case 57418: return .right
        case 57419: return .up
        case 57420: return .down
        case 57421: return .pageUp
        case 57422: return .pageDown
        case 57423: return .home
        case 57424: return .end
        case 57425: return .insert
        case 57426: return .delete
        default: return nil
        }
    }
}
