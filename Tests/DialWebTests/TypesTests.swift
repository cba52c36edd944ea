import DialWeb
import Foundation
import ProcessHarness
import Testing

/// `dial-picker.d.ts` type-checks a page's TypeScript with `tsc --noEmit --strict` (Debian's
/// node-typescript): a consumer that uses the element as documented compiles, and one that
/// misuses it is refused for exactly its mistakes.
@Suite(.serialized, .timeLimit(.minutes(3)), .enabled(if: TypeScriptCompiler.path != nil || BrowserFixture.required,
                                                      "no tsc installed (apt-get install node-typescript)"))
struct TypesTests {

    /// Type-checks `source` beside the declarations; returns tsc's status and its output.
    static func check(_ source: String) throws -> (Bool, String) {
        let tsc = try #require(TypeScriptCompiler.path, "tsc is not installed (apt-get install node-typescript)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dial-types-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for name in ["dial-picker.d.ts", "dial-render.d.ts", "dial-values.d.ts"] {
            let declarations = try #require(FileManager.default.contents(atPath: PackageLayout.current.siteFolder + "/" + name))
            try declarations.write(to: URL(fileURLWithPath: folder + "/" + name))
        }
        try Data(source.utf8).write(to: URL(fileURLWithPath: folder + "/page.ts"))
        let outcome = try ToolCommand.outcome(tsc, ["--noEmit", "--strict", "--target", "es2022", "--module", "es2022",
                                                    "--moduleResolution", "node", "--lib", "es2022,dom", folder + "/page.ts"],
                                              environment: ProcessEnvironmentList.current(), timeout: 120)
        return (outcome.status == .exited(0), outcome.output + outcome.errorOutput)
    }

    static let consumer = """
        import { DialPicker } from './dial-picker.js';
        const picker = document.createElement('dial-picker');
        const typed: DialPicker = picker;
        picker.mode = 'range';
        picker.value = '22:30-06:45';
        picker.step = 15;
        const step: number = picker.step;
        picker.labels = 'Mon,Tue';
        picker.labels = ['Mon', 'Tue'];
        picker.hourCycle = 12;
        picker.disabled = false;
        picker.required = true;
        picker.readOnly = false;
        picker.strings = { start: 'Beginn' };
        const found: DialPicker | null = document.querySelector('dial-picker');
        picker.addEventListener('tick', (event) => { const detent: number = event.detail; void detent; });
        picker.addEventListener('change', (event) => { void event.target; });
        const valid: boolean = picker.checkValidity() && picker.reportValidity() && picker.settled && picker.reducesMotion;
        picker.setCustomValidity('');
        const labels: NodeListOf<HTMLLabelElement> = picker.labels;
        const form: HTMLFormElement | null = picker.form;
        const version: string = DialPicker.version;
        void typed, found, valid, labels, form, version, step;
        """

    @Test func aConsumerUsingTheElementAsDocumentedTypeChecks() throws {
        let (passed, output) = try Self.check(Self.consumer)
        #expect(passed, "\(output)")
    }

    @Test func aConsumerMisusingTheElementIsRefusedForEachMistake() throws {
        let (passed, output) = try Self.check("""
            import './dial-picker.js';
            const picker = document.createElement('dial-picker');
            picker.value = 5;
            picker.mode = 'clock';
            picker.addEventListener('tick', (event) => { const word: string = event.detail; void word; });
            """)
        #expect(!passed)
        let errors = output.split(separator: "\n").filter { $0.contains("error TS") }
        #expect(errors.count == 3, "\(output)")
        for line in ["page.ts(3,", "page.ts(4,", "page.ts(5,"] {
            #expect(errors.contains { $0.contains(line) }, "\(line) in \(output)")
        }
    }

    /// A server's use of the render as documented type-checks; a misuse is refused for each mistake.
    @Test func aServerUsingTheRenderAsDocumentedTypeChecksAndAMisuseIsRefused() throws {
        let (passed, output) = try Self.check("""
            import { renderDialPicker, renderShadowRoot, version } from './dial-render.js';
            const page: string = renderDialPicker({ mode: 'time', value: '07:30', name: 'wake', disabled: true, lang: undefined },
              { content: '<input type="time" name="wake" value="07:30">', language: 'en-GB', warn: (message) => { void message.length; } });
            const root: string = renderShadowRoot({ mode: 'range' });
            const said: string = version;
            void page, root, said;
            """)
        #expect(passed, "\(output)")
        let (refused, errors) = try Self.check("""
            import { renderDialPicker } from './dial-render.js';
            const page: number = renderDialPicker({ mode: 'time' });
            renderDialPicker({ step: 5 });
            void page;
            """)
        #expect(!refused)
        let lines = errors.split(separator: "\n").filter { $0.contains("error TS") }
        #expect(lines.count == 2 && lines.contains { $0.contains("page.ts(2,") } && lines.contains { $0.contains("page.ts(3,") }, "\(errors)")
    }

    /// A page's use of the value strings (`dial-picker/values`) type-checks; a misuse is refused
    /// for each mistake.
    @Test func aPageUsingTheValueStringsAsDocumentedTypeChecksAndAMisuseIsRefused() throws {
        let (passed, output) = try Self.check("""
            import { formatTime, parseTime, formatDuration, parseDuration, formatRange, parseRange } from './dial-values.js';
            const range = parseRange('22:30-06:45');
            const back: string = range === null ? formatTime(parseTime('07:30') ?? 0) : formatRange(range.start, range.span);
            const minutes: number | null = parseDuration(formatDuration(90));
            void back, minutes;
            """)
        #expect(passed, "\(output)")
        let (refused, errors) = try Self.check("""
            import { parseRange, formatDuration } from './dial-values.js';
            const start: number = parseRange('22:30-06:45').start;
            formatDuration('90m');
            """)
        #expect(!refused)
        let lines = errors.split(separator: "\n").filter { $0.contains("error TS") }
        #expect(lines.count == 2 && lines.contains { $0.contains("page.ts(2,") } && lines.contains { $0.contains("page.ts(3,") }, "\(errors)")
    }
}

/// Debian's `tsc`, when it is installed.
enum TypeScriptCompiler {
    static let path = ExecutableLookup.find("tsc")
}
