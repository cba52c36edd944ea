@testable import DialTUI
import PropertyTesting
import Testing

/// `dial-tui --man`: the page says what `--help` says, word for word.
@Suite(.timeLimit(.minutes(3))) struct ManualPageTests {
    /// Roff text as it reads: `\-` a hyphen, `\e` a backslash, `\ ` a space, `\&` nothing,
    /// `\[uXXXX]` the character, `\(dq` a double quote.
    static func unescape(_ roff: String) -> String {
        var text = ""
        var rest = Substring(roff)
        while let first = rest.first {
            rest = rest.dropFirst()
            guard first == "\\", let next = rest.first else { text.append(first); continue }
            rest = rest.dropFirst()
            switch next {
            case "-": text += "-"
            case "e": text += "\\"
            case " ": text += " "
            case "&": break
            case "(":
                text += rest.prefix(2) == "dq" ? "\"" : "?"
                rest = rest.dropFirst(2)
            case "[":
                let name = rest.prefix { $0 != "]" }
                rest = rest.dropFirst(name.count + 1)
                if name.hasPrefix("u"), let value = UInt32(name.dropFirst(), radix: 16), let scalar = Unicode.Scalar(value) {
                    text.unicodeScalars.append(scalar)
                }
            default: text += "\\" + String(next)
            }
        }
        return text
    }

    /// The words of the page, without the title, the fallbacks, the NAME section and the
    /// section names the page adds.
    static func pageWords(_ roff: String) -> [String] {
        var words: [String] = []
        var inName = false
        for line in roff.split(separator: "\n").map(String.init) {
            if line.hasPrefix(".TH") || line.hasPrefix(".fchar") || [".nf", ".fi", ".TP", ".PP", ".sp", ".nh", ".ad l"].contains(line) { continue }
            if line.hasPrefix(".SH") {
                let name = unescape(String(line.dropFirst(4))).replacing("\"", with: "")
                inName = name == "NAME"
                if ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT"].contains(name) { continue }
                words += name.split(separator: " ").map(String.init)
                continue
            }
            if inName { continue }
            var text = line
            if text.hasPrefix(".SS ") { text = String(text.dropFirst(4)).replacing("\"", with: "") }
            if text.hasPrefix(".B ") { text = String(text.dropFirst(3)) }
            words += unescape(text).split(separator: " ").map(String.init)
        }
        return words.map(normalized)
    }

    /// A word as both sides are compared: lowercase, without a closing colon.
    static func normalized(_ word: String) -> String {
        let lower = word.lowercased()
        return lower.hasSuffix(":") ? String(lower.dropLast()) : lower
    }

    @Test func thePageSaysWhatTheHelpSaysWordForWord() {
        let helpWords = PickerOptions.usage.split(whereSeparator: { $0 == " " || $0 == "\n" }).map { Self.normalized(String($0)) }
        #expect(helpWords.first == "usage")
        let page = Self.pageWords(ManualPage.roff())
        let expected = Array(helpWords.dropFirst())
        let difference = (0..<min(page.count, expected.count)).first { page[$0] != expected[$0] }
        #expect(page == expected, "first difference at word \(difference ?? -1): \(difference.map { "\(page[$0]) for \(expected[$0])" } ?? "")")
    }

    @Test func thePageHasTheSectionsOfAManualPage() {
        let roff = ManualPage.roff(version: "9.8.7")
        let sections = roff.split(separator: "\n").filter { $0.hasPrefix(".SH ") }.map { String($0.dropFirst(4)) }
        #expect(sections == ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "ENVIRONMENT", "\"KEYS\"", "\"EXIT STATUS\"", "EXAMPLES"])
        #expect(roff.hasPrefix(".TH DIAL\\-TUI 1 \"\" \"dial\\-tui 9.8.7\" \"User Commands\"\n"))
        #expect(roff.contains("\n.SH NAME\ndial\\-tui \\- a round, spinnable picker for the terminal\n"))
        for flag in PickerFlag.all {
            #expect([" ", ",", "\n"].contains { roff.contains(ManualPage.escape(flag.name) + $0) },
                    "\(flag.name) is on the page")
        }
    }

    @Test func exitStatusIsAListAndTheExamplesAreTheScriptsAsTheyAre() {
        let roff = ManualPage.roff()
        let exit = roff.components(separatedBy: ".SH \"EXIT STATUS\"\n").last ?? ""
        for status in ["0", "1", "2", "124", "130", "128+N"] {
            #expect(exit.contains(".TP\n.B \(status)\n"), "status \(status) a tagged paragraph")
        }
        let examples = roff.components(separatedBy: ".SH EXAMPLES\n.nf\n").last ?? ""
        let lines = examples.components(separatedBy: ".fi\n").first?.split(separator: "\n").filter { $0 != ".sp" }
            .map { Self.unescape(String($0)) } ?? []
        #expect(lines == ScriptExamples.all.flatMap { $0.split(separator: "\n").map(String.init) }, "\(lines)")
    }

    /// Each flag is one tagged paragraph of its subsection (a mode's own `--initial` is in each
    /// mode's): `--height` (inline rows, and a frame's rows with `--render`) is listed once.
    @Test func noFlagIsListedTwiceInASubsection() {
        for subsection in ManualPage.roff().components(separatedBy: "\n.SS ") {
            let tags = subsection.split(separator: "\n").filter { $0.hasPrefix(".B ") }
                .compactMap { $0.dropFirst(3).split(separator: " ").first.map { String($0).replacing(",", with: "") } }
            let repeated = Dictionary(grouping: tags, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
            #expect(repeated.isEmpty, "\(repeated) in \(subsection.prefix(20))")
        }
    }

    @Test func roffEscapes() {
        #expect(ManualPage.escape("a\\b") == "a\\eb")
        #expect(ManualPage.escape("--x") == "\\-\\-x")
        #expect(ManualPage.escape("… ←") == "\\[u2026] \\[u2190]")
        #expect(ManualPage.escape(".start") == "\\&.start")
        #expect(ManualPage.escape("'quoted") == "\\&'quoted")
    }

    @Test func everyCharacterBeyondASCIIHasAFallback() {
        let roff = ManualPage.roff()
        for scalar in PickerOptions.usage.unicodeScalars where scalar.value > 0x7E {
            #expect(ManualPage.asciiFallbacks[scalar] != nil, "U+\(String(scalar.value, radix: 16))")
            #expect(roff.contains(".fchar " + ManualPage.escape(String(scalar)) + " "))
        }
    }

    /// Any help text makes a page: lines of every length, a line ending in a space at the
    /// description column or just before it, an option line cut short. The page says what the
    /// text says, word for word (a writer that read past a line's end would crash instead).
    @Test func anyHelpTextMakesAPageThatSaysIt() {
        let pieces = ["  --flag", "  -h", "  1", " ", "  ", "x", "Label:", "--opt VALUE", "word", "A"]
        let line = Gen<String>.element(of: pieces).array(count: 0...6).map { $0.joined() }
        let paragraph = line.array(count: 1...4).map { $0.joined(separator: "\n") }
        let help = paragraph.array(count: 2...5).map { ["Usage: dial-tui x", "A picker. Of labels."] + $0 }
            .map { $0.joined(separator: "\n\n") }
        property("a page of any help", cases: 300, help) { text in
            // The characters said, in order, spaces and colons aside (a page splits `Label:x`
            // into a section and its text).
            func said(_ words: some Sequence<String>) -> String { words.joined().lowercased().filter { $0 != ":" } }
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
            try ensureEqual(said(Self.pageWords(ManualPage.roff(help: text))), said(words.dropFirst()), text)
        }
        for length in ManualPage.descriptionColumn - 2...ManualPage.descriptionColumn + 2 {
            let option = "  --flag" + String(repeating: " ", count: length - 8)
            let text = "Usage: dial-tui x\n\nA picker.\n\nOptions:\n" + option + "\n  --other  text "
            #expect(ManualPage.roff(help: text).contains(".B \\-\\-flag\n"), "a line of \(length) ending in spaces")
        }
    }
}
