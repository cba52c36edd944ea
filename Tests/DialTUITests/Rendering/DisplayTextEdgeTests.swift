import Testing
@testable import DialTUI

/// The ranges ``DisplayText`` states, checked at their ends and just outside them.
@Suite(.timeLimit(.minutes(3))) struct DisplayTextEdgeTests {
    @Test(arguments: [
        (0x1F, false), (0x20, true), (0x7E, true), (0x7F, false), (0x80, false), (0x9F, false), (0xA0, true),
        (0x2027, true), (0x2028, false), (0x2029, false), (0x202A, false), (0x202E, false), (0x202F, true),
        (0x2065, true), (0x2066, false), (0x2069, false), (0x206A, true),
    ] as [(UInt32, Bool)])
    func safetyAtTheEdgesOfTheUnsafeRanges(value: UInt32, safe: Bool) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayText.isSafe(scalar) == safe)
        #expect(DisplayText.sanitize(String(Character(scalar))).unicodeScalars.elementsEqual([scalar]) == safe)
    }

    /// The first and last scalar of each East Asian Wide range of the width table (U+16FE3 for
    /// U+16FE4, a format character, which is zero-width by an earlier rule).
    static let wideEnds: [UInt32] = [
        0x1100, 0x115F, 0x2329, 0x232A, 0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF,
        0xA000, 0xA4CF, 0xA960, 0xA97F, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE6F,
        0xFF00, 0xFF60, 0xFFE0, 0xFFE6, 0x16FE0, 0x16FE3, 0x17000, 0x18CFF, 0x1AFF0, 0x1B2FF,
        0x1F200, 0x1F2FF, 0x20000, 0x2FFFD, 0x30000, 0x3FFFD,
    ]

    /// A scalar just outside each range that is not wide by another rule (emoji presentation).
    static let narrowNeighbours: [UInt32] = [
        0x10FF, 0x1160, 0x2328, 0x232B, 0x2E7F, 0x303F, 0x3040, 0x4DC0, 0xA4D0, 0xA95F, 0xA980, 0xD7A4,
        0xF8FF, 0xFB00, 0xFE1A, 0xFE2F, 0xFE70, 0xFF61, 0xFFDF, 0xFFE7, 0x16FDF, 0x16FE5, 0x18D00,
        0x1AFEF, 0x1B300, 0x1FFFF, 0x2FFFE, 0x3FFFE,
    ]

    @Test func wideRangesAreWideToTheirEnds() throws {
        for value in Self.wideEnds {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayText.displayWidth(of: Character(scalar)) == 2, "U+\(String(value, radix: 16, uppercase: true))")
        }
        for value in Self.narrowNeighbours {
            let scalar = try #require(Unicode.Scalar(value))
            #expect(DisplayText.displayWidth(of: Character(scalar)) < 2, "U+\(String(value, radix: 16, uppercase: true))")
        }
    }

    @Test(arguments: [
        // Controls and Latin-1 (the fast path below U+0300), its edge, and the zero-width ranges.
        (0x1F, 0), (0x20, 1), (0x7E, 1), (0x7F, 0), (0x9F, 0), (0xA0, 1), (0x2FF, 1), (0x300, 0),
        (0x115F, 2), (0x1160, 0), (0x11FF, 0), (0x1200, 1), (0xD7AF, 1), (0xD7B0, 0), (0xD7FF, 0),
        (0x200B, 0), (0x20DD, 0), (0xFE0F, 0),
    ] as [(UInt32, Int)])
    func widthAtTheEdgesOfTheNarrowAndZeroRanges(value: UInt32, width: Int) throws {
        let scalar = try #require(Unicode.Scalar(value))
        #expect(DisplayText.displayWidth(of: Character(scalar)) == width)
    }

    @Test func aTextDefaultEmojiIsWideOnlyWithItsVariationSelector() {
        #expect(DisplayText.displayWidth(of: Character("\u{2764}")) == 1)
        #expect(DisplayText.displayWidth(of: Character("\u{2764}\u{FE0F}")) == 2)
        #expect(DisplayText.displayWidth(of: Character("\u{2764}\u{FE0E}")) == 1)
        #expect(DisplayText.displayWidth(of: Character("#\u{FE0F}\u{20E3}")) == 2)
        // A letter is not an emoji: U+FE0F does not widen it.
        #expect(DisplayText.displayWidth(of: Character("a\u{FE0F}")) == 1)
    }
}
