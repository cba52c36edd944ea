import Foundation

/// A Chromium tab driven over its ``DevToolsPipe``: `Runtime.evaluate`, `Input.dispatch*Event`,
/// `Emulation.setEmulatedMedia`, the `Accessibility` domain, `Page.captureScreenshot`.
final class DevToolsPage: PageDriver {
    let engine = BrowserEngine.chromium
    let version: String
    private let browser: DevToolsPipe
    private let session: String
    /// The media features emulated now: `Emulation.setEmulatedMedia` takes them all at once.
    private var media: [String: String] = [:]
    private var touchEmulated = false
    private var accessibilityEnabled = false

    /// Opens a tab of `width` × `height` CSS pixels.
    init(browser: DevToolsPipe, width: Int, height: Int) throws(BrowserError) {
        self.browser = browser
        let product = try browser.send("Browser.getVersion")["product"] as? String ?? "Chromium"
        version = product.replacingOccurrences(of: "HeadlessChrome/", with: "Chromium ").replacingOccurrences(of: "Chrome/", with: "Chromium ")
        let target = try browser.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw .failed("Target.createTarget gave no targetId") }
        let attached = try browser.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw .failed("Target.attachToTarget gave no sessionId") }
        self.session = session
        try send("Page.enable")
        try send("Runtime.enable")
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    @discardableResult
    private func send(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 5) throws(BrowserError) -> [String: Any] {
        try browser.send(method, parameters, session: session, timeout: timeout)
    }

    func devTools(_ method: String, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> [String: Any] {
        try send(method, parameters, timeout: timeout)
    }

    func navigate(_ url: String) throws(BrowserError) {
        try send("Page.navigate", ["url": url])
    }

    /// `script` as a string literal handed to the page's `window.eval` (an indirect eval in the
    /// page's global), as the WebDriver pages run it.
    static func pageEval(_ script: String) -> String {
        let literal = (try? JSONSerialization.data(withJSONObject: [script])).map { String(decoding: $0, as: UTF8.self) } ?? "[\"\"]"
        return "window.eval(\(literal)[0])"
    }

    func evaluate(_ script: String, timeout: Double) throws(BrowserError) -> Any? {
        let result = try send("Runtime.evaluate", ["expression": Self.pageEval(script), "awaitPromise": true,
                                                   "returnByValue": true, "userGesture": true], timeout: timeout)
        try Self.throwIfThrown(result)
        return (result["result"] as? [String: Any])?["value"]
    }

    private static func throwIfThrown(_ result: [String: Any]) throws(BrowserError) {
        guard let exception = result["exceptionDetails"] as? [String: Any] else { return }
        let description = (exception["exception"] as? [String: Any])?["description"] as? String
        throw .failed("script threw: \(description ?? exception["text"] as? String ?? "?")")
    }

    func mouse(_ action: MouseAction, x: Double, y: Double) throws(BrowserError) {
        let parameters: [String: Any] = switch action {
        case .pressed: ["type": "mousePressed", "button": "left", "buttons": 1, "clickCount": 1]
        case .moved(let held): ["type": "mouseMoved", "button": held ? "left" : "none", "buttons": held ? 1 : 0, "clickCount": 0]
        case .released: ["type": "mouseReleased", "button": "left", "buttons": 0, "clickCount": 1]
        }
        try send("Input.dispatchMouseEvent", parameters.merging(["x": x, "y": y]) { $1 })
    }

    func wheel(x: Double, y: Double, deltaY: Double) throws(BrowserError) {
        try send("Input.dispatchMouseEvent", ["type": "mouseWheel", "x": x, "y": y, "deltaX": 0, "deltaY": deltaY, "button": "none"])
    }

    /// A touch, with touch emulation turned on first (``releaseInput()`` turns it off).
    func touch(_ phase: TouchPhase, x: Double, y: Double) throws(BrowserError) {
        if !touchEmulated {
            try send("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 1])
            touchEmulated = true
        }
        let points: [[String: Any]] = phase == .touchEnd ? [] : [["x": x, "y": y, "id": 1]]
        try send("Input.dispatchTouchEvent", ["type": phase.rawValue, "touchPoints": points])
    }

    func press(_ key: KeyName) throws(BrowserError) {
        var down: [String: Any] = ["type": "keyDown", "key": key.key, "windowsVirtualKeyCode": key.virtualKeyCode]
        if let text = key.text { down["text"] = text }
        if key.isNamed { down["code"] = key.key }
        try send("Input.dispatchKeyEvent", down)
        try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key.key, "windowsVirtualKeyCode": key.virtualKeyCode])
    }

    func screenshot() throws(BrowserError) -> [UInt8] {
        let shot = try send("Page.captureScreenshot", ["format": "png"], timeout: 15)
        guard let data = (shot["data"] as? String).flatMap({ Data(base64Encoded: $0) }) else { throw .failed("Page.captureScreenshot gave no image") }
        return [UInt8](data)
    }

    func emulateMedia(_ feature: String, _ value: String) throws(BrowserError) {
        var wanted = media
        if value.isEmpty { wanted.removeValue(forKey: feature) } else { wanted[feature] = value }
        let features = (wanted.isEmpty ? [feature: ""] : wanted).sorted { $0.key < $1.key }.map { ["name": $0.key, "value": $0.value] }
        try send("Emulation.setEmulatedMedia", ["features": features])
        media = wanted
    }

    /// Each element's node in the accessibility tree: the script's array held as a remote
    /// object, each element's DOM node, its partial AX tree.
    func accessibility(of elements: String) throws(BrowserError) -> [AccessibleNode] {
        if !accessibilityEnabled {
            try send("DOM.enable")
            try send("Accessibility.enable")
            accessibilityEnabled = true
        }
        let group = "dial-accessibility"
        let listed = try send("Runtime.evaluate", ["expression": "((v) => v instanceof Node ? [v] : [...v])(\(Self.pageEval(elements)))",
                                                    "returnByValue": false, "awaitPromise": true, "objectGroup": group])
        defer { _ = try? send("Runtime.releaseObjectGroup", ["objectGroup": group]) }
        try Self.throwIfThrown(listed)
        guard let array = (listed["result"] as? [String: Any])?["objectId"] as? String else { throw .failed("\(elements) gave no elements") }
        let properties = try send("Runtime.getProperties", ["objectId": array, "ownProperties": true, "objectGroup": group])["result"] as? [[String: Any]] ?? []
        var nodes: [AccessibleNode] = []
        for property in properties {
            guard let name = property["name"] as? String, Int(name) != nil else { continue }
            guard let element = (property["value"] as? [String: Any])?["objectId"] as? String else { throw .failed("\(elements)[\(name)] is not an element") }
            let tree = try send("Accessibility.getPartialAXTree", ["objectId": element, "fetchRelatives": false])
            let node = (tree["nodes"] as? [[String: Any]])?.first ?? [:]
            let ignored = node["ignored"] as? Bool ?? false
            nodes.append(AccessibleNode(role: ignored ? "" : (node["role"] as? [String: Any])?["value"] as? String ?? "",
                                        name: (node["name"] as? [String: Any])?["value"] as? String ?? ""))
        }
        return nodes
    }

    func releaseInput() throws(BrowserError) {
        guard touchEmulated else { return }
        try send("Emulation.setTouchEmulationEnabled", ["enabled": false])
        touchEmulated = false
    }

    func close() {
        browser.close()
    }

    var processes: [BrowserProcess] { [browser.process] }
}
