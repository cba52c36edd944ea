import DialWeb
import Foundation
import ProcessHarness
import Testing

/// The element's words share what Intl makes for a language (`dial-words.js`): every dial of a
/// page that speaks one language on one hour cycle uses the same Intl objects, each with its own
/// replaced strings, and a page of many languages keeps only the last `INTL_WORDS_KEPT` of them.
/// Run by Node, which has the same Intl.
@Suite(.timeLimit(.minutes(3)), .enabled(if: ExecutableLookup.find("node") != nil, "no node on PATH (apt-get install nodejs)"))
struct WordsSharingTests {
    /// What `script` prints, run as a module by Node with `Words` and `INTL_WORDS_KEPT` of the
    /// site's `dial-words.js` in scope.
    static func run(_ script: String) throws -> String {
        let node = try #require(ExecutableLookup.find("node"))
        let words = PackageLayout.current.siteFolder + "/dial-words.js"
        return try ToolCommand.run(node, ["--input-type=module", "-e", """
            const { Words, INTL_WORDS_KEPT } = await import(process.argv[1]);
            \(script)
            """, "--", words], environment: ProcessEnvironmentList.current(), timeout: 30)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func dialsOfOneLanguageShareItsIntlObjectsAndKeepTheirOwnStrings() throws {
        let printed = try Self.run("""
            const a = new Words('de', 24), b = new Words('de', 24, { start: 'Beginn' }), twelve = new Words('de', 12);
            console.log(JSON.stringify([a.timeFormat === b.timeFormat, a.timeFormat === twelve.timeFormat,
              a.strings.start, b.strings.start, a.strings.hour, a.time(1281), twelve.time(1281),
              Object.isFrozen(a.digitSet), Object.isFrozen(a.periods)]));
            """)
        #expect(printed == #"[true,false,"start","Beginn","Stunde","21:21","9:21 PM",true,true]"#)
    }

    /// Both sides of the bound: `INTL_WORDS_KEPT - 1` other languages since a language was last
    /// used keep its Intl objects; `INTL_WORDS_KEPT` others make them again, and the words are
    /// the same either way.
    @Test func aPageOfManyLanguagesKeepsTheLastOnesUsed() throws {
        let printed = try Self.run("""
            const others = ['fr', 'es', 'it', 'ja', 'ar-EG', 'pt', 'nl', 'sv', 'pl', 'ko'];
            const after = (count) => {
              const first = new Words('de', 24);
              for (const language of others.slice(0, count)) new Words(language, 24);
              const again = new Words('de', 24);
              return [again.timeFormat === first.timeFormat, again.time(1281) === first.time(1281)];
            };
            console.log(JSON.stringify([INTL_WORDS_KEPT, after(INTL_WORDS_KEPT - 1), after(INTL_WORDS_KEPT)]));
            """)
        #expect(printed == "[8,[true,true],[false,true]]")
    }
}
