/// What one engine's automation does for a ``BrowserPage``: the DevTools protocol
/// (``DevToolsPage``), or W3C WebDriver over Marionette or HTTP (``WebDriverPage``).
///
/// Coordinates are CSS pixels from the viewport's top left. A method an engine cannot do throws
/// ``BrowserError/unsupported(_:_:)`` saying what.
protocol PageDriver: AnyObject {
    var engine: BrowserEngine { get }
    /// The browser's name and version as it reports them, e.g. "Firefox 153.7.0".
    var version: String { get }
    /// Starts loading `url` (a load may still be under way when this returns).
    func navigate(_ url: String) throws(BrowserError)
    /// The value of `script` run as an indirect `eval` in the page, a promise awaited, as JSON
    /// gives it.
    func evaluate(_ script: String, timeout: Double) throws(BrowserError) -> Any?
    func mouse(_ action: MouseAction, x: Double, y: Double) throws(BrowserError)
    func wheel(x: Double, y: Double, deltaY: Double) throws(BrowserError)
    func touch(_ phase: TouchPhase, x: Double, y: Double) throws(BrowserError)
    /// A key pressed and released.
    func press(_ key: KeyName) throws(BrowserError)
    /// A PNG of the viewport.
    func screenshot() throws(BrowserError) -> [UInt8]
    /// Emulates the media feature `feature` with `value`; `""` ends its emulation.
    func emulateMedia(_ feature: String, _ value: String) throws(BrowserError)
    /// The computed role and accessible name of each element `elements` (a script) gives.
    func accessibility(of elements: String) throws(BrowserError) -> [AccessibleNode]
    /// A DevTools command in the page's session (Chromium alone has them).
    func devTools(_ method: String, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> [String: Any]
    /// Lets go of every button, finger and key held, and ends touch emulation where there is one.
    func releaseInput() throws(BrowserError)
    /// Ends the browser and its processes; removes its profile.
    func close()
    /// The processes started for the page: the browser, and its driver and display where it has them.
    var processes: [BrowserProcess] { get }
}

/// A mouse event, as the DevTools protocol's `Input.dispatchMouseEvent` names them.
enum MouseAction: Equatable {
    /// The left button pressed.
    case pressed
    /// The pointer moved, the left button held or not.
    case moved(buttonHeld: Bool)
    /// The left button released.
    case released
}

/// One finger's touch, as `Input.dispatchTouchEvent` names them.
enum TouchPhase: String {
    case touchStart, touchMove, touchEnd
}

/// What an accessibility tree says of an element: its computed role (`slider`, `button`, …)
/// and accessible name, as W3C WebDriver's `computedrole` and `computedlabel` give them.
public struct AccessibleNode: Equatable, Sendable, CustomStringConvertible {
    public var role: String
    public var name: String

    public init(role: String, name: String) {
        self.role = role
        self.name = name
    }

    public var description: String { "\(role) \"\(name)\"" }
}
