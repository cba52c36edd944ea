import Foundation
import DialTUI

/// One page (a tab) of a ``DevToolsPipe``'s browser: navigation, scripts and input.
public final class BrowserPage: @unchecked Sendable {
    public let browser: DevToolsPipe
    public let session: String

    /// Opens a tab of `width` × `height` CSS pixels.
    public init(browser: DevToolsPipe, width: Int = 800, height: Int = 700) throws(BrowserError) {
        self.browser = browser
        let target = try browser.send("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String else { throw .failed("Target.createTarget gave no targetId") }
        let attached = try browser.send("Target.attachToTarget", ["targetId": targetID, "flatten": true])
        guard let session = attached["sessionId"] as? String else { throw .failed("Target.attachToTarget gave no sessionId") }
        self.session = session
        try send("Page.enable")
        try send("Runtime.enable")
        try send("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": false])
    }

    /// A DevTools command in this page's session.
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 5) throws(BrowserError) -> [String: Any] {
        try browser.send(method, parameters, session: session, timeout: timeout)
    }

    /// Evaluates `expression` (awaiting a promise) and returns its value as JSON gives it.
    /// - Throws: ``BrowserError/failed(_:)`` with the exception's text when the script throws.
    @discardableResult
    public func evaluate(_ expression: String, timeout: Double = 5) throws(BrowserError) -> Any? {
        let result = try send("Runtime.evaluate", ["expression": expression, "awaitPromise": true, "returnByValue": true,
                                                   "userGesture": true], timeout: timeout)
        if let exception = result["exceptionDetails"] as? [String: Any] {
            let description = (exception["exception"] as? [String: Any])?["description"] as? String
            throw .failed("script threw: \(description ?? exception["text"] as? String ?? "?")")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Loads `url` and waits until `ready` (a script) is true, polling every 20 ms.
    public func load(_ url: String, until ready: String, timeout: Double = 5) throws(BrowserError) {
        try send("Page.navigate", ["url": url])
        try wait(for: ready, timeout: timeout)
    }

    /// Waits until the script `condition` is true, polling every 20 ms.
    public func wait(for condition: String, timeout: Double = 5) throws(BrowserError) {
        let deadline = MonotonicClock.now() + timeout
        // Each pass evaluates once and sleeps 20 ms, until the deadline.
        while MonotonicClock.now() < deadline {
            if (try? evaluate(condition, timeout: max(0.1, deadline - MonotonicClock.now()))) as? Bool == true { return }
            usleep(20_000)
        }
        throw .timedOut("waiting for \(condition)")
    }

    /// A mouse event at `(x, y)` in CSS pixels: `mousePressed`, `mouseMoved`, `mouseReleased`, `mouseWheel`.
    public func mouse(_ type: String, x: Double, y: Double, pressed: Bool = false, deltaY: Double = 0) throws(BrowserError) {
        var parameters: [String: Any] = ["type": type, "x": x, "y": y, "button": (type == "mouseMoved" && !pressed) ? "none" : "left",
                                         "buttons": pressed ? 1 : 0, "clickCount": type == "mouseMoved" ? 0 : 1]
        if type == "mouseWheel" { parameters["deltaX"] = 0; parameters["deltaY"] = deltaY; parameters["button"] = "none" }
        try send("Input.dispatchMouseEvent", parameters)
    }

    /// A touch event with one finger at `(x, y)`: `touchStart`, `touchMove`, `touchEnd` (touch
    /// emulation must be on: `Emulation.setTouchEmulationEnabled`).
    public func touch(_ type: String, x: Double, y: Double) throws(BrowserError) {
        let points: [[String: Any]] = type == "touchEnd" ? [] : [["x": x, "y": y, "id": 1]]
        try send("Input.dispatchTouchEvent", ["type": type, "touchPoints": points])
    }

    /// A key pressed and released: `key` as the DOM names it (`ArrowRight`, `Home`, `7`).
    public func press(_ key: String) throws(BrowserError) {
        let codes: [String: Int] = ["ArrowLeft": 37, "ArrowUp": 38, "ArrowRight": 39, "ArrowDown": 40, "PageUp": 33,
                                    "PageDown": 34, "Home": 36, "End": 35, "Enter": 13, "Tab": 9]
        var down: [String: Any] = ["type": "keyDown", "key": key]
        if let code = codes[key] {
            down["windowsVirtualKeyCode"] = code
            down["code"] = key
        } else {
            down["text"] = key
            down["windowsVirtualKeyCode"] = Int(key.uppercased().unicodeScalars.first?.value ?? 0)
        }
        try send("Input.dispatchKeyEvent", down)
        try send("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "windowsVirtualKeyCode": down["windowsVirtualKeyCode"] ?? 0])
    }
}
