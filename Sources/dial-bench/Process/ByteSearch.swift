/// Looks for the markers of a drawn frame in a terminal's output.
enum ByteSearch {
    /// Whether `needle` occurs in `haystack` as a contiguous run of bytes.
    static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        firstIndex(of: needle, in: haystack) != nil
    }

    /// How many times `needle` (not empty) occurs in `haystack`, without overlapping.
    static func count(_ haystack: [UInt8], _ needle: [UInt8]) -> Int {
        guard !needle.isEmpty else { return 0 }
        var count = 0, from = 0
        while let index = firstIndex(of: needle, in: haystack, from: from) {
            count += 1
            from = index + needle.count
        }
        return count
    }

    /// Where `needle` first occurs in `haystack` at or after `from`; `from` itself for an
    /// empty needle.
    static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty else { return from }
        guard from >= 0, haystack.count - from >= needle.count else { return nil }
        for start in from...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
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
