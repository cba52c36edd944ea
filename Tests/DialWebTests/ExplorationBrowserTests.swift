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

        /// Runs `actions` on a fresh page and the default element; throws the first invariant broken.
        static func explore(_ fixture: BrowserFixture, _ actions: [ExplorationAction]) throws {
            let page = fixture.page
            try fixture.show(ExplorationPage.html)
            try page.evaluate(ExplorationPage.script)
            try perform(.create(.default), fixture)
            try check(page, "start", atRest: false)
            for (index, action) in actions.enumerated() {
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

        /// A new element as `start` says, in place of the one there.
        static func create(_ start: ExplorationStart, _ page: BrowserPage) throws {
            let settings = start.settings.map { "[\(literal($0.0)), \(literal($0.1))]" }.joined(separator: ", ")
            try page.evaluate("explorer.make([\(settings)], \(start.beforeDefine))")
            try page.wait(for: "document.getElementById('p').ready", timeout: 5)
        }

        /// Waits until the element is at rest (or out of the document), within restBound.
        static func waitForRest(_ page: BrowserPage) throws {
            var rested = true
            do {
                try page.wait(for: "!document.getElementById('p')?.isConnected || document.getElementById('p').settled", timeout: restBound)
            } catch {
                guard case .timedOut = error else { throw error }
                rested = false
            }
            if !rested { throw PropertyFailure("not at rest within \(restBound) s") }
        }

        static func perform(_ action: ExplorationAction, _ fixture: BrowserFixture) throws {
            let page = fixture.page
            let connected: Bool = try PickerPage.read(page, "document.getElementById('p') !== null")
            switch action {
            case let .create(start): try create(start, page)
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
            case .rest: try waitForRest(page)
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
                // A minute an engine at most; a replay shrinks for up to two minutes more.
                let settings = PropertySettings(cases: Self.runs, seedVariable: "DIAL_EXPLORE_SEED", casesVariable: "DIAL_EXPLORE_RUNS",
                                                runSeconds: 60, shrinkBudget: 300, shrinkSeconds: 120, caseSeconds: 60)
                let report = checkExploration("dial-picker explored in \(engine)", length: Self.actions, settings: settings,
                                              actions: ExplorationAction.generator) { actions in
                    try Self.explore(fixture, actions)
                }
                if let report {
                    Issue.record(Comment(rawValue: "\(report.description)\n  in one engine: DIAL_BROWSERS=\(engine) \(report.replay)"))
                }
            }
        }
    }
}
