/// The W3C WebDriver commands a ``WebDriverPage`` sends, with the two ways they travel:
/// Marionette's command names (Firefox) and WebDriver's HTTP routes (WebKitWebDriver).
enum WebDriverCommand {
    case newSession, navigate, executeScript, performActions, releaseActions, takeScreenshot, setWindowRect
    case computedRole(element: String)
    case computedLabel(element: String)

    /// The command's name in Marionette.
    var marionetteName: String {
        switch self {
        case .newSession: "WebDriver:NewSession"
        case .navigate: "WebDriver:Navigate"
        case .executeScript: "WebDriver:ExecuteScript"
        case .performActions: "WebDriver:PerformActions"
        case .releaseActions: "WebDriver:ReleaseActions"
        case .takeScreenshot: "WebDriver:TakeScreenshot"
        case .setWindowRect: "WebDriver:SetWindowRect"
        case .computedRole: "WebDriver:GetComputedRole"
        case .computedLabel: "WebDriver:GetComputedLabel"
        }
    }

    /// Marionette names the element of a command in its parameters, HTTP in its path.
    var marionetteParameters: [String: Any] {
        switch self {
        case .computedRole(let element), .computedLabel(let element): ["id": element]
        default: [:]
        }
    }

    /// The command's HTTP method and path in `session`.
    func route(session: String) -> (method: String, path: String) {
        let base = "/session/\(session)"
        return switch self {
        case .newSession: ("POST", "/session")
        case .navigate: ("POST", base + "/url")
        case .executeScript: ("POST", base + "/execute/sync")
        case .performActions: ("POST", base + "/actions")
        case .releaseActions: ("DELETE", base + "/actions")
        case .takeScreenshot: ("GET", base + "/screenshot")
        case .setWindowRect: ("POST", base + "/window/rect")
        case .computedRole(let element): ("GET", base + "/element/\(element)/computedrole")
        case .computedLabel(let element): ("GET", base + "/element/\(element)/computedlabel")
        }
    }

    /// The error a WebDriver error answer means: the engine's refusal of an operation it does
    /// not have is ``BrowserError/unsupported(_:_:)``, a script's exception says so.
    func error(_ code: String, _ message: String, engine: BrowserEngine) -> BrowserError {
        switch code {
        case "unsupported operation", "unknown command": .unsupported(engine, "\(marionetteName): \(message)")
        case "javascript error": .failed("script threw: \(message)")
        case "script timeout", "timeout": .timedOut("\(marionetteName): \(message)")
        default: .failed("\(marionetteName): \(code): \(message)")
        }
    }
}

/// A connection that carries ``WebDriverCommand``s to one browser session.
protocol WebDriverTransport: AnyObject {
    /// Sends `command` with `parameters` and returns the answer's `value` (for
    /// ``WebDriverCommand/newSession``: the session id and capabilities).
    @discardableResult
    func send(_ command: WebDriverCommand, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> Any?
    /// Closes the connection.
    func close()
}
