#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds programs the way a shell does, so that a missing tool is reported before anything runs.
public enum ExecutableLookup {
    /// The full path of `name` in the first `PATH` directory that holds it as an executable
    /// file, or `nil`. A `name` with a slash is checked as it is.
    public static func find(_ name: String) -> String? {
        if name.contains("/") { return isExecutableFile(name) ? name : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for directory in path.split(separator: ":", omittingEmptySubsequences: false) {
            let candidate = (directory.isEmpty ? "." : String(directory)) + "/" + name
            if isExecutableFile(candidate) { return candidate }
        }
        return nil
    }

    /// Whether `path` is a regular file this process may execute.
    public static func isExecutableFile(_ path: String) -> Bool {
        var information = stat()
        guard stat(path, &information) == 0, (information.st_mode & S_IFMT) == S_IFREG else { return false }
        return access(path, X_OK) == 0
    }
}
