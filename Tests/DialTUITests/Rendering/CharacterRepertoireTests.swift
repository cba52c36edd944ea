@testable import DialTUI
import Testing

/// Outside a UTF-8 locale the picker draws with ASCII only.
@Suite struct CharacterRepertoireTests {
    @Test(arguments: [
        (["LC_ALL": "C"], CharacterRepertoire.ascii),
        ([:], .ascii),
        (["LANG": "C.UTF-8"], .unicode),
        (["LC_CTYPE": "C.utf8"], .unicode),
        (["LC_ALL": "C", "LANG": "C.UTF-8"], .ascii),
        (["LC_ALL": "", "LANG": "C.UTF-8"], .unicode),
        (["LC_CTYPE": "POSIX", "LANG": "C.UTF-8"], .ascii),
        (["LANG": "xx_YY.UTF-8"], .unicode),
        (["LANG": "xx_YY.ISO-8859-1"], .ascii),
        (["LANG": "C.UTF-8", "TERM": "vt100"], .ascii),
        (["LANG": "C.UTF-8", "TERM": "vt220"], .ascii),
        (["LANG": "C.UTF-8", "TERM": "linux"], .unicode),
        (["LANG": "C.UTF-8", "TERM": "xterm-256color"], .unicode),
    ])
    func theLocaleAndTerminalChooseTheCharacters(environment: [String: String], expected: CharacterRepertoire) {
        #expect(CharacterRepertoire(environment: environment) == expected)
    }

    /// Each kind and size, with keys that light the limits, cut labels and show typed text.
    static let runs: [(arguments: [String], columns: Int, rows: Int, keys: [String])] = [
        (["--labels", "red,green,blue,café,東京"], 80, 24, [KindKeys.right]),
        (["--labels", "red,green,blue"], 16, 10, [KindKeys.right]),
        (["--time"], 80, 24, ["1", "9", "3"]),
        (["--time", "--min", "09:00", "--max", "17:30"], 80, 24, ["1", "9", "4", "5"]),
        (["--time"], 30, 3, [KindKeys.right]),
        (["--duration", "--max", "2h"], 80, 24, [KindKeys.end]),
        (["--range", "--max-span", "10h"], 80, 24, [KindKeys.tab, KindKeys.end]),
        (["--range"], 40, 4, [KindKeys.right]),
        (["--face", "minutes"], 60, 20, [KindKeys.pageUp]),
    ]

    @Test(arguments: runs.indices)
    func everyByteWrittenIsASCIIOutsideAUTF8Locale(index: Int) throws {
        let run = Self.runs[index]
        let keys = run.keys.enumerated().map { ($0.element, 0.5 + 0.3 * Double($0.offset)) }
        let ascii = try KindRun.run(run.arguments, columns: run.columns, rows: run.rows, environment: ["LC_ALL": "C"],
                                    keys + [(KindKeys.escape, 5)])
        let written = ascii.terminal.output
        #expect(!written.isEmpty)
        let foreign = written.filter { $0 >= 0x80 }
        #expect(foreign.isEmpty, "\(run.arguments): \(String(decoding: written, as: UTF8.self))")
        // The same run in a UTF-8 locale does draw beyond ASCII: the check above can fail.
        let unicode = try KindRun.run(run.arguments, columns: run.columns, rows: run.rows, keys + [(KindKeys.escape, 5)])
        #expect(unicode.terminal.output.contains { $0 >= 0x80 })
    }

    /// The accessible lines speak the picker's own words in ASCII anyway (labels are said as given).
    @Test(arguments: [["--time", "--min", "09:00", "--max", "17:30"], ["--range", "--max-span", "10h"], ["--duration", "--max", "2h"]])
    func theAccessibleLinesAreASCII(arguments: [String]) throws {
        let run = try KindRun.run(arguments, accessible: true, environment: ["LC_ALL": "C"],
                                  [("1", 0.5), ("9", 0.6), (KindKeys.tab, 2), (KindKeys.end, 2.5), (KindKeys.enter, 4)])
        let written = run.terminal.output
        #expect(!written.isEmpty && !written.contains { $0 >= 0x80 }, "\(String(decoding: written, as: UTF8.self))")
    }

    @Test func theCharactersOfThePickerHaveASCIIForms() {
        for character in "█▀▄▼◀▶▸←→↑↓…–≤≥·●\u{2800}\u{28FF}\u{2801}\u{2840}" {
            #expect(CharacterRepertoire.asciiCharacter(for: character).isASCII)
        }
        #expect(CharacterRepertoire.asciiCharacter(for: "\u{2801}") == "'")
        #expect(CharacterRepertoire.asciiCharacter(for: "\u{2840}") == ".")
        #expect(CharacterRepertoire.asciiCharacter(for: "\u{2800}") == " ")
        #expect(CharacterRepertoire.ascii.text("←→ turn · PgUp/PgDn ¼") == "<- -> turn | PgUp/PgDn 1/4")
        #expect(CharacterRepertoire.unicode.text("←→ turn") == "←→ turn")
    }
}
