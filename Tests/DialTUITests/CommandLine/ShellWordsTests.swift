@testable import DialTUI
import Testing

@Suite(.timeLimit(.minutes(3))) struct ShellWordsTests {
    @Test func blanksSeparateWords() throws {
        #expect(try ShellWords.split("") == [])
        #expect(try ShellWords.split("  \t\n ") == [])
        #expect(try ShellWords.split("--height 12\t--clock  24\n") == ["--height", "12", "--clock", "24"])
    }

    @Test func singleQuotesKeepEveryCharacter() throws {
        #expect(try ShellWords.split("--header 'Pick a time'") == ["--header", "Pick a time"])
        #expect(try ShellWords.split(#"'a\b "c"'"#) == [#"a\b "c""#])
        #expect(try ShellWords.split("''") == [""], "an empty quoted word is a word")
    }

    @Test func doubleQuotesEscapeOnlyTheirSpecials() throws {
        #expect(try ShellWords.split(#""Pick \"a\" time""#) == [#"Pick "a" time"#])
        #expect(try ShellWords.split(#""a\b\\c""#) == [#"a\b\c"#], "\\b stays, \\\\ is one backslash")
        #expect(try ShellWords.split(#""it's""#) == ["it's"])
    }

    @Test func aBackslashOutsideQuotesMakesTheNextCharacterItself() throws {
        #expect(try ShellWords.split(#"Pick\ a\ time \'x"#) == ["Pick a time", "'x"])
        #expect(try ShellWords.split("a\\\nb") == ["ab"], "a backslash before a newline joins the lines")
        #expect(try ShellWords.split(#"end\"#) == [#"end\"#], "a backslash at the end is itself")
    }

    @Test func quotesJoinWithTheirNeighbours() throws {
        #expect(try ShellWords.split(#"--header='a b'"c d"e"#) == ["--header=a bc de"])
    }

    @Test func anUnclosedQuoteIsAnError() {
        #expect(throws: ShellWords.SplitError.unterminatedQuote("'")) { try ShellWords.split("--header 'x") }
        #expect(throws: ShellWords.SplitError.unterminatedQuote("\"")) { try ShellWords.split(#"--header "x"#) }
        #expect(throws: ShellWords.SplitError.unterminatedQuote("\"")) { try ShellWords.split(#""x\""#) }
    }
}
