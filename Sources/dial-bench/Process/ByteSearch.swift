/// Looks for the markers of a drawn frame in a terminal's output.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack` as a contiguous run of bytes.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard haystack.count >= needle.count else { return false }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }

    /// Whether `bytes` hold a Braille pattern (U+2800–U+28FF, UTF-8 `E2 A0 80` to `E2 A3 BF`),
    /// the characters the dial's ring is drawn with.
    static func containsBraille(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 3 else { return false }
        for index in 0..<(bytes.count - 2) where bytes[index] == 0xE2 {
            if (0xA0...0xA3).contains(bytes[index + 1]), (0x80...0xBF).contains(bytes[index + 2]) { return true }
        }
        return false
    }

    /// `CSI ? 2026 l`: the end of synchronized output, which closes every frame the picker writes.
    static let frameEnd: [UInt8] = Array("\u{1B}[?2026l".utf8)

    /// Part of the picker's key hint, drawn on its bottom row.
    static let hint: [UInt8] = Array("Esc cancel".utf8)
}
