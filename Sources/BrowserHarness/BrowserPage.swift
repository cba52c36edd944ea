import Foundation
import DialTUI

/// One page of a headless browser, in any of the three engines (``BrowserEngine``): navigation,
/// scripts, input, screenshots, media emulation and the accessibility a test needs, the same
/// calls whichever engine is underneath. What an engine cannot do throws
/// ``BrowserError/unsupported(_:_:)`` naming the engine and what it could not do.
///
/// Not for use from two threads at once.
public final class BrowserPage: @unchecked Sendable {
    private let driver: any PageDriver

    init(driver: any PageDriver) {
        self.driver = driver
    }

    /// A tab of `width` × `height` CSS pixels in a Chromium already started.
    public convenience init(browser: DevToolsPipe, width: Int = 800, height: Int = 700) throws(BrowserError) {
        self.init(driver: try DevToolsPage(browser: browser, width: width, height: height))
    }

    deinit { driver.close() }

    /// The engine underneath.
    public var engine: BrowserEngine { driver.engine }
    /// The browser's name and version as it reports them, e.g. "Chromium 156.0.8078.108".
    public var version: String { driver.version }

    /// Runs `script` in the page and returns its value as JSON gives it (a promise awaited):
    /// `String`, `Bool`, a number (`Int` or `Double` by cast), arrays and dictionaries of them,
    /// `nil` for `null` and `undefined`.
    ///
    /// The script runs in every engine as the page's `window.eval` runs it (an indirect eval in
    /// the page's global): its value is its last statement's; `var` and `function` declarations
    /// become the window's; `let` and `const` stay the script's own.
    /// - Throws: ``BrowserError/failed(_:)`` with the exception's text when the script throws.
    @discardableResult
    public func evaluate(_ script: String, timeout: Double = 5) throws(BrowserError) -> Any? {
        let value = try driver.evaluate(script, timeout: timeout)
        return value is NSNull ? nil : value
    }

    /// Loads `url` and waits until `ready` (a script) is true.
    public func load(_ url: String, until ready: String, timeout: Double = 5) throws(BrowserError) {
        let deadline = MonotonicClock.now() + timeout
        try driver.navigate(url)
        try wait(for: ready, timeout: max(0.1, deadline - MonotonicClock.now()))
    }

    /// Waits until the script `condition` is true, evaluating it every 20 ms or so.
    public func wait(for condition: String, timeout: Double = 5) throws(BrowserError) {
        let deadline = MonotonicClock.now() + timeout
        // Each pass evaluates once and sleeps 20 ms, until the deadline.
        while MonotonicClock.now() < deadline {
            if (try? evaluate(condition, timeout: max(0.1, deadline - MonotonicClock.now()))) as? Bool == true { return }
            usleep(20_000)
        }
        throw .timedOut("waiting for \(condition)")
    }

    /// A mouse event at `(x, y)` in CSS pixels, named as the DevTools protocol names them:
    /// `mousePressed` and `mouseReleased` (the left button), `mouseMoved` (`pressed`: with the
    /// button held), `mouseWheel` (`deltaY` pixels, down positive; the same as ``wheel(x:y:deltaY:)``).
    /// - Throws: ``BrowserError/failed(_:)`` for another name.
    public func mouse(_ type: String, x: Double, y: Double, pressed: Bool = false, deltaY: Double = 0) throws(BrowserError) {
        switch type {
        case "mousePressed": try driver.mouse(.pressed, x: x, y: y)
        case "mouseMoved": try driver.mouse(.moved(buttonHeld: pressed), x: x, y: y)
        case "mouseReleased": try driver.mouse(.released, x: x, y: y)
        case "mouseWheel": try driver.wheel(x: x, y: y, deltaY: deltaY)
        default: throw .failed("unknown mouse event '\(type)' (mousePressed, mouseMoved, mouseReleased, mouseWheel)")
        }
    }

    /// A wheel turned by `deltaY` pixels (down positive) with the pointer at `(x, y)`.
    public func wheel(x: Double, y: Double, deltaY: Double) throws(BrowserError) {
        try driver.wheel(x: x, y: y, deltaY: deltaY)
    }

    /// One finger at `(x, y)`: `touchStart`, `touchMove`, `touchEnd`.
    /// - Throws: ``BrowserError/failed(_:)`` for another name.
    public func touch(_ type: String, x: Double, y: Double) throws(BrowserError) {
        guard let phase = TouchPhase(rawValue: type) else { throw .failed("unknown touch event '\(type)' (touchStart, touchMove, touchEnd)") }
        try driver.touch(phase, x: x, y: y)
    }

    /// A key pressed and released, named as the DOM names it: `ArrowRight`, `Tab`, `PageUp`,
    /// `Home`, `Enter`, `Escape`, `Backspace`, `Delete`, or one printable character (`7`, `h`, `P`).
    public func press(_ key: String) throws(BrowserError) {
        try driver.press(KeyName(key))
    }

    /// A PNG image of the viewport.
    public func screenshot() throws(BrowserError) -> [UInt8] {
        try driver.screenshot()
    }

    /// Makes the page see the media feature `feature` (`prefers-reduced-motion`,
    /// `prefers-color-scheme`, `forced-colors`) as `value` (`reduce`, `dark`, `active`, …), with
    /// the `change` events a user's setting would fire; `""` ends the emulation. Until
    /// ``reset()``, whatever pages load.
    public func emulateMedia(_ feature: String, _ value: String) throws(BrowserError) {
        try driver.emulateMedia(feature, value)
        if value.isEmpty { emulated.removeValue(forKey: feature) } else { emulated[feature] = value }
    }
    private var emulated: [String: String] = [:]

    /// The computed role and accessible name (what a screen reader is told) of each element the
    /// script `elements` gives (one element or an array; elements in an open shadow root too),
    /// from the engine's accessibility tree.
    public func accessibility(of elements: String) throws(BrowserError) -> [AccessibleNode] {
        try driver.accessibility(of: elements)
    }

    /// A DevTools protocol command in the page's session: Chromium alone has them, so a check
    /// that needs one says so by name elsewhere (``BrowserError/unsupported(_:_:)``).
    @discardableResult
    public func send(_ method: String, _ parameters: [String: Any] = [:], timeout: Double = 5) throws(BrowserError) -> [String: Any] {
        try driver.devTools(method, parameters, timeout: timeout)
    }

    /// Ends every media emulation and lets go of every button, finger and key, so the next
    /// user of the page finds it as a fresh one.
    public func reset() throws(BrowserError) {
        for feature in emulated.keys.sorted() { try emulateMedia(feature, "") }
        try driver.releaseInput()
    }

    /// Ends the browser and every process it started; removes its profile.
    public func close() {
        driver.close()
    }

    /// The processes started for the page, each the leader of its own session.
    var processes: [BrowserProcess] { driver.processes }
}
