import Testing
import PropertyTesting
@testable import DialTUI

@Suite(.timeLimit(.minutes(3))) struct BigTextTests {
    @Test func twelve() {
        #expect(BigText.render("12", maxWidth: 80) == [
            "▄█  ▀▀█",
            " █  █▀▀",
            "▀▀▀ ▀▀▀",
        ])
    }

    @Test func zeroFive() {
        #expect(BigText.render("05", maxWidth: 80) == [
            "█▀█ █▀▀",
            "█ █ ▀▀█",
            "▀▀▀ ▀▀▀",
        ])
    }

    @Test func halfPastNine() {
        #expect(BigText.render("09:30", maxWidth: 17) == [
            "█▀█ █▀█ ▄ ▀▀█ █▀█",
            "█ █ ▀▀█ ▄ ▀▀█ █ █",
            "▀▀▀ ▀▀▀   ▀▀▀ ▀▀▀",
        ])
    }

    @Test func lettersIgnoreCase() {
        let upper = BigText.render("AM PM", maxWidth: 80)
        #expect(upper == BigText.render("am pm", maxWidth: 80))
        #expect(upper == [
            "█▀█ █▄█    █▀█ █▄█",
            "█▀█ █▀█    █▀▀ █▀█",
            "▀ ▀ ▀ ▀    ▀   ▀ ▀",
        ])
    }

    @Test func widthCountsGlyphsAndGaps() {
        #expect(BigText.width(of: "12") == 7)
        #expect(BigText.width(of: "09:30") == 17)
        #expect(BigText.width(of: "1") == 3)
        #expect(BigText.width(of: ".") == 1)
        #expect(BigText.width(of: "") == nil)
        #expect(BigText.width(of: "1½") == nil)
    }

    @Test func fallsBackWhenItCannotDraw() {
        #expect(BigText.render("09:30", maxWidth: 16) == nil)
        #expect(BigText.render("", maxWidth: 80) == nil)
        #expect(BigText.render("12時", maxWidth: 80) == nil)
        #expect(BigText.render("ß", maxWidth: 80) == nil)
        #expect(BigText.render("\u{1B}[1m", maxWidth: 80) == nil)
        #expect(BigText.render("1", maxWidth: -1) == nil)
    }

    @Test func everySupportedCharacterRendersAsABlock() {
        let supported = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz .,:'!-+/?")
        let text = Gen<Character>.element(of: supported).array(count: 1...8).map { String($0) }
        property("big text is a block of half blocks", text) { text in
            guard let width = BigText.width(of: text), let lines = BigText.render(text, maxWidth: width) else {
                throw PropertyFailure("\(text) did not render")
            }
            try ensureEqual(lines.count, BigText.height)
            for line in lines {
                try ensureEqual(DisplayText.displayWidth(of: line), width, "line width")
                try ensure(line.allSatisfy { " ▀▄█".contains($0) }, "unexpected character in \(line)")
            }
            try ensure(BigText.render(text, maxWidth: width - 1) == nil, "renders narrower than its width")
        }
    }

    @Test func glyphsAreDistinct() {
        let glyphs = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ.,:'!-+/?").map { String($0) }
        let renderings = glyphs.compactMap { BigText.render($0, maxWidth: 3) }
        #expect(renderings.count == glyphs.count)
        #expect(Set(renderings).count == glyphs.count)
    }
}
