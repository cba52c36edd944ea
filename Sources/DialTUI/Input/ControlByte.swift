/// The key a C0 control byte or DEL stands for, when typed alone.
enum ControlByte {
    /// The key and modifiers of `byte`, or nil for printable bytes, bytes ≥ 0x80 and ESC
    /// (which starts a sequence and has rules of its own).
    ///
    /// - Complexity: O(1).
    static func key(for byte: UInt8) -> (Key, KeyModifiers)? {
        switch byte {
        // Enter sends CR in raw mode; LF is Ctrl-J, a key of its own (fzf's "down").
        case 0x0D: return (.enter, [])
        case 0x09: return (.tab, [])
        case 0x08, 0x7F: return (.backspace, [])
        case 0x00: return (.character(" "), .control)
        case 0x01...0x1A: return (.character(Character(Unicode.Scalar(byte + 0x60))), .control)
        case 0x1C...0x1F: return (.character(Character(Unicode.Scalar(byte + 0x40))), .control)
        default: return nil
        }
    }
}
