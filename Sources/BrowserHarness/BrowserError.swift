/// Why a browser could not be started or driven: each a one-line message a test shows.
public enum BrowserError: Error, CustomStringConvertible {
    /// The engine's browser (or its driver) was not found; the message says what to install.
    case notInstalled(BrowserEngine)
    /// A system call failed.
    case system(String)
    /// The browser did not answer within the time given.
    case timedOut(String)
    /// The browser closed its end of the connection (it crashed or was killed at its deadline).
    case closed
    /// The browser answered a command with an error, or a page's script threw.
    case failed(String)
    /// The engine cannot do what was asked (`what` says it, for example "emulate
    /// prefers-reduced-motion"): not a failure of the page, a limit of the engine's automation.
    case unsupported(BrowserEngine, String)

    public var description: String {
        switch self {
        case .notInstalled(let engine): "\(engine.displayName) is not installed (\(engine.installHint))"
        case .system(let what): what
        case .timedOut(let what): "timed out: \(what)"
        case .closed: "the browser closed its connection"
        case .failed(let what): what
        case .unsupported(let engine, let what): "\(engine.displayName) cannot \(what)"
        }
    }
}
