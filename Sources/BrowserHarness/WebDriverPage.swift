import DialTUI
import Foundation

/// A page driven by W3C WebDriver commands, over Marionette (Firefox) or HTTP (WebKitGTK):
/// scripts by `execute/sync`, input by actions, the accessibility by `computedrole` and
/// `computedlabel`, screenshots.
///
/// A script is handed to the page's own `window.eval`, not run as the command's body: Marionette
/// runs that body in a sandbox whose global only has the window as its prototype, so there a
/// `var`, or an assignment to a global the page set, lands on the sandbox and the page never
/// sees it. `window.eval` is the page realm's, so every engine runs the script in the page's global.
///
/// The input sources keep their state between commands, as WebDriver's do: the mouse and the
/// finger stay where they last went, and a move to where a pointer already is is not sent
/// (an engine may or may not fire an event for it; the DevTools protocol never moves in place).
/// Coordinates are rounded to whole CSS pixels, which every WebDriver engine takes.
///
/// A gesture keeps its timing: each command costs a round trip (a pointer move took 18 ms in
/// WebKitGTK here, 2 ms in Firefox, against well under 1 ms over the DevTools pipe), so mouse
/// and touch actions are held back, with pauses as long as the gaps between the calls that made
/// them, and sent as one sequence by the next other command (a script, a key, …). The browser
/// then plays the gesture at the pace the test made it, and a fling is as fast in every engine.
final class WebDriverPage: PageDriver {
    let engine: BrowserEngine
    let version: String
    private let transport: any WebDriverTransport
    /// The browser's processes, closed last first.
    let processes: [BrowserProcess]
    private let media: MediaEmulation
    private let touchIsSupported: Bool
    private var mouseAt: (x: Int, y: Int)?
    private var fingerAt: (x: Int, y: Int)?
    private var wheelSources = 0
    /// The pointer actions held back: their source, and when the last call that made them came.
    private var held: (source: [String: Any], actions: [[String: Any]], lastCall: Double)?

    /// How an engine's page takes a media feature: `nil` when it cannot.
    typealias MediaEmulation = ((_ feature: String, _ value: String) throws(BrowserError) -> Void)?

    /// The key W3C WebDriver gives an element reference in JSON.
    static let elementKey = "element-6066-11e4-a52e-4f735466cecf"

    /// A session of `transport` opened (with `capabilities`), and its window sized so the
    /// viewport is `width` × `height` CSS pixels.
    init(engine: BrowserEngine, transport: any WebDriverTransport, processes: [BrowserProcess], capabilities: [String: Any],
         width: Int, height: Int, media: MediaEmulation, touchIsSupported: Bool) throws(BrowserError) {
        self.engine = engine
        self.transport = transport
        self.processes = processes
        self.media = media
        self.touchIsSupported = touchIsSupported
        do {
            let session = try transport.send(.newSession, ["capabilities": ["alwaysMatch": capabilities]], timeout: 30) as? [String: Any]
            let granted = session?["capabilities"] as? [String: Any] ?? [:]
            let browserVersion = granted["browserVersion"] as? String ?? "?"
            version = "\(engine.displayName) \(browserVersion)"
            // The window's frame differs by engine: size it, read the viewport, size it again.
            try transport.send(.setWindowRect, ["width": width, "height": height], timeout: 10)
            let inner = try evaluate("[innerWidth, innerHeight]", timeout: 10) as? [Int] ?? [width, height]
            if inner != [width, height] {
                try transport.send(.setWindowRect, ["width": 2 * width - inner[0], "height": 2 * height - inner[1]], timeout: 10)
            }
        } catch {
            for process in processes.reversed() { process.close() }
            transport.close()
            throw error
        }
    }

    deinit { close() }

    func navigate(_ url: String) throws(BrowserError) {
        try sendHeldActions()
        try transport.send(.navigate, ["url": url], timeout: 30)
    }

    func evaluate(_ script: String, timeout: Double) throws(BrowserError) -> Any? {
        try sendHeldActions()
        return try transport.send(.executeScript, ["script": "return window.eval(arguments[0]);", "args": [script]], timeout: timeout)
    }

    /// One action sequence of one input source, after any held back.
    private func perform(_ source: [String: Any], _ actions: [[String: Any]]) throws(BrowserError) {
        try sendHeldActions()
        try send(source, actions)
    }

    private func send(_ source: [String: Any], _ actions: [[String: Any]]) throws(BrowserError) {
        guard !actions.isEmpty else { return }
        var sequence = source
        sequence["actions"] = actions
        let paused = actions.reduce(0) { $0 + (($1["type"] as? String) == "pause" ? $1["duration"] as? Int ?? 0 : 0) }
        try transport.send(.performActions, ["actions": [sequence]], timeout: 10 + Double(paused) / 1000)
    }

    /// Holds `actions` of a pointer `source` back, after a pause as long as the time since the
    /// last call that held some (another source's are sent first).
    private func hold(_ source: [String: Any], _ actions: [[String: Any]]) throws(BrowserError) {
        let now = MonotonicClock.now()
        if let held, held.source["id"] as? String != source["id"] as? String { try sendHeldActions() }
        var gesture = held ?? (source, [], now)
        let gap = Int(((now - gesture.lastCall) * 1000).rounded())
        if gap > 0 { gesture.actions.append(["type": "pause", "duration": gap]) }
        gesture.actions += actions
        gesture.lastCall = now
        held = gesture
    }

    /// Sends the pointer actions held back, if any, and waits until the browser has played them.
    private func sendHeldActions() throws(BrowserError) {
        guard let gesture = held else { return }
        held = nil
        try send(gesture.source, gesture.actions)
    }

    private static var mouseSource: [String: Any] { ["type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"]] }
    private static var fingerSource: [String: Any] { ["type": "pointer", "id": "finger", "parameters": ["pointerType": "touch"]] }

    /// A move of a pointer to `(x, y)` rounded, unless it is there already.
    private static func move(from at: inout (x: Int, y: Int)?, x: Double, y: Double) -> [[String: Any]] {
        let target = (x: Int(x.rounded()), y: Int(y.rounded()))
        guard at.map({ $0 != target }) ?? true else { return [] }
        at = target
        return [["type": "pointerMove", "x": target.x, "y": target.y, "origin": "viewport", "duration": 0]]
    }

    func mouse(_ action: MouseAction, x: Double, y: Double) throws(BrowserError) {
        let button: Bool? = switch action {
        case .pressed: true
        case .moved: nil
        case .released: false
        }
        try pointer(Self.mouseSource, at: &mouseAt, x: x, y: y, button: button)
    }

    /// A pointer's move to `(x, y)`, then its button pressed (`true`), released (`false`) or
    /// neither, held back.
    private func pointer(_ source: [String: Any], at position: inout (x: Int, y: Int)?, x: Double, y: Double,
                         button: Bool?) throws(BrowserError) {
        var actions = Self.move(from: &position, x: x, y: y)
        if let button { actions.append(["type": button ? "pointerDown" : "pointerUp", "button": 0]) }
        try hold(source, actions)
    }

    /// Each scroll is a wheel source of its own: WebKitGTK 2.50's WebDriver takes a scroll's
    /// delta as a position and sends the difference from the source's last one (+100, +100
    /// arrives as 100 and nothing; −100 after +100 as −200), so a source used once is the only
    /// one that gives every engine the delta asked for.
    func wheel(x: Double, y: Double, deltaY: Double) throws(BrowserError) {
        wheelSources += 1
        try perform(["type": "wheel", "id": "wheel-\(wheelSources)"], [["type": "scroll", "x": Int(x.rounded()), "y": Int(y.rounded()), "deltaX": 0,
                                                        "deltaY": Int(deltaY.rounded()), "origin": "viewport", "duration": 0]])
    }

    func touch(_ phase: TouchPhase, x: Double, y: Double) throws(BrowserError) {
        guard touchIsSupported else { throw .unsupported(engine, "touch: its WebDriver delivers a touch pointer's actions as mouse events") }
        let button: Bool? = switch phase {
        case .touchStart: true
        case .touchMove: nil
        case .touchEnd: false
        }
        try pointer(Self.fingerSource, at: &fingerAt, x: x, y: y, button: button)
    }

    func press(_ key: KeyName) throws(BrowserError) {
        try perform(["type": "key", "id": "keyboard"], [["type": "keyDown", "value": key.webDriverValue],
                                                        ["type": "keyUp", "value": key.webDriverValue]])
    }

    func screenshot() throws(BrowserError) -> [UInt8] {
        try sendHeldActions()
        guard let data = (try transport.send(.takeScreenshot, [:], timeout: 15) as? String).flatMap({ Data(base64Encoded: $0) }) else {
            throw .failed("\(engine.displayName) gave no screenshot")
        }
        return [UInt8](data)
    }

    func emulateMedia(_ feature: String, _ value: String) throws(BrowserError) {
        try sendHeldActions()
        guard let media else { throw .unsupported(engine, "emulate \(feature)\(value.isEmpty ? "" : ": \(value)") (its WebDriver has no media emulation)") }
        try media(feature, value)
    }

    func accessibility(of elements: String) throws(BrowserError) -> [AccessibleNode] {
        let listed = try evaluate("((v) => v instanceof Node ? [v] : [...v])(\(DevToolsPage.pageEval(elements)))", timeout: 10)
        guard let references = listed as? [[String: Any]] else { throw .failed("\(elements) gave no elements") }
        var nodes: [AccessibleNode] = []
        for reference in references {
            guard let element = reference[Self.elementKey] as? String else { throw .failed("\(elements) gave \(reference), not an element") }
            nodes.append(AccessibleNode(role: try transport.send(.computedRole(element: element), [:], timeout: 10) as? String ?? "",
                                        name: try transport.send(.computedLabel(element: element), [:], timeout: 10) as? String ?? ""))
        }
        return nodes
    }

    func devTools(_ method: String, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> [String: Any] {
        throw .unsupported(engine, "run the DevTools command \(method) (Chromium's protocol)")
    }

    func releaseInput() throws(BrowserError) {
        held = nil
        mouseAt = nil
        fingerAt = nil
        try transport.send(.releaseActions, [:], timeout: 10)
    }

    /// Kills the browser without ending the session first: nothing of it is kept.
    func close() {
        transport.close()
        for process in processes.reversed() { process.close() }
    }
}
