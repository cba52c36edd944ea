#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment variables, read from `environ`: what the picker's colour mode
/// follows (`NO_COLOR`, `COLORTERM`, `TERM`), and what the bench hands the programs it starts.
public enum ProcessEnvironment {
    /// Every variable, by name.
    /// - Complexity: O(size of the environment).
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }
}
