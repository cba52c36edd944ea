/// Why the browser could not be started or driven: each a one-line message a test shows.
public enum BrowserError: Error, CustomStringConvertible {
    /// No Chromium was found (`DIAL_CHROMIUM`, `/usr/lib/chromium/chromium`, `chromium` on PATH).
    case notInstalled
    /// A system call failed.
    case system(String)
    /// The browser did not answer within the time given.
    case timedOut(String)
    /// The browser closed its end of the pipe (it crashed or was killed at its deadline).
    case closed
    /// The browser answered a command with an error, or a page's script threw.
    case failed(String)

    public var description: String {
        switch self {
        case .notInstalled: "no Chromium found (set DIAL_CHROMIUM, or apt-get install chromium)"
        case .system(let what): what
        case .timedOut(let what): "timed out: \(what)"
        case .closed: "the browser closed the DevTools pipe"
        case .failed(let what): what
        }
    }
}
