import BrowserHarness
import Foundation
import PropertyTesting
import Testing

// Nested in PickerBrowserTests, whose `.serialized` it takes: the browser tests share one page
// and run one at a time, holding one of the test runner's threads, never more.
extension PickerBrowserTests {
    /// The element explored: sequences of a web developer's and a user's actions, drawn from a
    /// seed (settings as attributes and properties, before and after the upgrade; value writes,
    /// also from `input` handlers and during motion; removal, re-append and moves mid-motion; form
    /// reset; disabled and read-only; focus, keys, typed text, clicks, drags, flings, the wheel;
    /// waits), with the invariants checked after every action and at each rest
    /// (ExplorationPage.script). A failure is shrunk by the property harness to a minimal
    /// sequence, printed with its seed and the line that replays it.
    ///
    /// `swift test --filter Exploration` runs it; `DIAL_EXPLORE_RUNS=N` runs N sequences an
    /// engine (a fixed number without), `DIAL_EXPLORE_SEED=S` replays a reported seed first.
    @Suite(.timeLimit(.minutes(5)), .enabled(if: BrowserFixture.enabled, Comment(rawValue: BrowserFixture.skipReason)))
    struct ExplorationBrowserTests {
        /// Sequences an engine when DIAL_EXPLORE_RUNS does not say: about a minute an engine.
        static let runs = 30
        /// The actions in one sequence.
        static let actions = 1...14
        /// The longest a motion takes to come to rest: the longest fling's coast (the bound of
        /// EventsBrowserTests' typed digits, 12 s) and a loaded machine's margin.
        static let restBound = 15.0

        static func environment(_ name: String) -> UInt64? {
            guard let text = ProcessInfo.processInfo.environment[name]?.trimmingCharacters(in: .whitespaces) else { return nil }
            return text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
        }

        /// Runs `actions` on a fresh element; throws the first invariant broken.
        static func explore(_ fixture: BrowserFixture, _ explored: ExplorationCase) throws {
            let page = fixture.page
            try fixture.show(ExplorationPage.html)
            try page.evaluate(ExplorationPage.script)
            let settings = explored.start.settings.map { "['\($0.0)', '\($0.1)']" }.joined(separator: ", ")
            try page.evaluate("explorer.make([\(settings)], \(explored.start.beforeDefine))")
            try page.wait(for: "document.getElementById('p').ready", timeout: 5)
            try check(page, "start", atRest: false)
            for (index, action) in explored.actions.enumerated() {
                try PropertyCase.checkBudget()
                try perform(action, fixture)
                try check(page, "after action \(index + 1), \(action)", atRest: action == .rest)
            }
            try perform(.rest, fixture)
            try check(page, "at the end, at rest", atRest: true)
        }

        /// The invariants broken now, as a failure that says when.
        static func check(_ page: BrowserPage, _ when: String, atRest: Bool) throws {
            let broken: [String] = try PickerPage.read(page, "explorer.check(\(atRest))")
            if !broken.isEmpty { throw PropertyFailure("\(when): " + broken.joined(separator: "; ")) }
        }

        /// A JavaScript literal of `text` (or null).
        static func literal(_ text: String?) -> String {
            guard let text else { return "null" }
            return "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
        }

        static func perform(_ action: ExplorationAction, _ fixture: BrowserFixture) throws {
            let page = fixture.page
            let connected: Bool = try PickerPage.read(page, "document.getElementById('p') !== null")
            switch action {
            case let .setAttribute(name, value): try page.evaluate("explorer.act('setAttribute', [\(literal(name)), \(literal(value))])")
            case let .setProperty(name, value): try page.evaluate("explorer.act('setProperty', [\(literal(name)), \(literal(value))])")
            case let .writeValue(value): try page.evaluate("explorer.act('writeValue', \(literal(value)))")
            case let .writeBack(when): try page.evaluate("explorer.act('writeBack', \(literal(when)))")
            case .remove: try page.evaluate("explorer.act('remove')")
            case .reappend: try page.evaluate("explorer.act('reappend')")
            case .move: try page.evaluate("explorer.act('move')")
            case let .removeAndReappend(milliseconds):
                try page.evaluate("explorer.act('remove')")
                usleep(useconds_t(milliseconds * 1000))
                try page.evaluate("explorer.act('reappend')")
            case .formReset: try page.evaluate("explorer.act('formReset')")
            case let .focus(thumb): try page.evaluate("explorer.act('focus', \(thumb))")
            case .blur: try page.evaluate("explorer.act('blur')")
            case let .key(key): try page.press(key)
            case let .type(text): for character in text { try page.press(String(character)) }
            case let .wheel(deltaY, mode): try page.evaluate("explorer.act('wheel', [\(deltaY), \(mode)])")
            case let .wait(milliseconds): usleep(useconds_t(milliseconds * 1000))
            case .rest:
                do {
                    try page.wait(for: "!document.getElementById('p')?.isConnected || document.getElementById('p').settled", timeout: restBound)
                } catch BrowserError.timedOut {
                    throw PropertyFailure("not at rest within \(restBound) s")
                }
            case let .click(angle, radius):
                guard connected else { return }
                let at = try PickerPage.point(page, "p")(Double(angle) * Double.pi / 180, Double(radius))
                try page.mouse("mousePressed", x: at.0, y: at.1, pressed: true)
                try page.mouse("mouseReleased", x: at.0, y: at.1)
            case let .drag(from, to, radius, moves, fling):
                guard connected else { return }
                let point = try PickerPage.point(page, "p")
                let angle = { (move: Int) in (Double(from) + Double(to - from) * Double(move) / Double(moves)) * Double.pi / 180 }
                var at = point(angle(0), Double(radius))
                try page.mouse("mousePressed", x: at.0, y: at.1, pressed: true)
                for move in 1...moves {
                    at = point(angle(move), Double(radius))
                    usleep(8_000)
                    try page.mouse("mouseMoved", x: at.0, y: at.1, pressed: true)
                }
                if !fling { usleep(200_000) }
                try page.mouse("mouseReleased", x: at.0, y: at.1)
            }
        }

        @Test(arguments: BrowserFixture.engines) func theElementHoldsItsInvariantsUnderRandomActions(_ engine: BrowserEngine) async throws {
            try await BrowserFixture.start(engine).with { fixture in
                let runs = Self.environment("DIAL_EXPLORE_RUNS").map { Int(clamping: $0) } ?? Self.runs
                let name = "dial-picker explored in \(engine)"
                let report = Self.seeded(name) {
                    checkProperty(name, cases: runs, shrinkBudget: 200, shrinkSeconds: 120, caseSeconds: 60,
                                  ExplorationCase.generator(actions: Self.actions)) { explored in
                        try Self.explore(fixture, explored)
                    }
                }
                if let report {
                    Issue.record(Comment(rawValue: """
                        \(report.description)
                        replay: DIAL_EXPLORE_SEED=\(report.seed) DIAL_BROWSERS=\(engine) swift test --filter Exploration
                        """))
                }
            }
        }

        /// Runs `body` with `DIAL_EXPLORE_SEED` as the property harness's seed, when set (the harness
        /// reads its own variable).
        static func seeded<T>(_ name: String, _ body: () -> T) -> T {
            guard let seed = ProcessInfo.processInfo.environment["DIAL_EXPLORE_SEED"] else { return body() }
            let previous = ProcessInfo.processInfo.environment["DIAL_PROPERTY_SEED"]
            setenv("DIAL_PROPERTY_SEED", seed, 1)
            defer { if let previous { setenv("DIAL_PROPERTY_SEED", previous, 1) } else { unsetenv("DIAL_PROPERTY_SEED") } }
            return body()
        }
    }
}
