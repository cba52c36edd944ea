/// A key as the DOM's `KeyboardEvent.key` names it (`ArrowRight`, `Tab`, `7`, `h`), with what
/// each protocol needs to press it: the DevTools protocol's Windows virtual key code and text,
/// and W3C WebDriver's code point for the key (a private-use character for a named key).
struct KeyName: Equatable {
    let key: String
    /// Whether it is a named key (`Tab`), not a character.
    let isNamed: Bool
    let virtualKeyCode: Int
    /// The character a key types (`Input.dispatchKeyEvent`'s `text`), `nil` for a named key
    /// that types nothing.
    let text: String?
    /// The `value` of a W3C `keyDown`/`keyUp` action.
    let webDriverValue: String

    /// Named keys: the DOM's name, its virtual key code, its WebDriver code point, what it types.
    private static let named: [String: (code: Int, point: UInt32, text: String?)] = [
        "Tab": (9, 0xE004, nil), "Enter": (13, 0xE007, "\r"), "Escape": (27, 0xE00C, nil),
        "Backspace": (8, 0xE003, nil), "Delete": (46, 0xE017, nil),
        "PageUp": (33, 0xE00E, nil), "PageDown": (34, 0xE00F, nil), "End": (35, 0xE010, nil), "Home": (36, 0xE011, nil),
        "ArrowLeft": (37, 0xE012, nil), "ArrowUp": (38, 0xE013, nil), "ArrowRight": (39, 0xE014, nil), "ArrowDown": (40, 0xE015, nil),
    ]

    /// The key `key` names: a named key of the table above, or one printable character.
    /// - Throws: ``BrowserError/failed(_:)`` for any other name.
    init(_ key: String) throws(BrowserError) {
        self.key = key
        if let entry = Self.named[key], let point = Unicode.Scalar(entry.point) {
            isNamed = true
            virtualKeyCode = entry.code
            text = entry.text
            webDriverValue = String(Character(point))
            return
        }
        guard key.count == 1, let scalar = key.unicodeScalars.first, scalar.value >= 0x20, scalar.value != 0x7F else {
            throw .failed("unknown key '\(key)': a printable character or one of \(Self.named.keys.sorted().joined(separator: ", "))")
        }
        isNamed = false
        // A letter's or digit's code is its upper-case ASCII; the browsers compute the rest.
        virtualKeyCode = Int(key.uppercased().unicodeScalars.first?.value ?? 0)
        text = key
        webDriverValue = key
    }
}
