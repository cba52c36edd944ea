#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment handed to the programs the figures start: the bench's own, with changes.
enum ProcessEnvironmentList {
    /// The bench's environment as `NAME=value` entries, without the variables in `removing`
    /// and with those in `setting` replaced or added.
    static func current(removing: Set<String> = [], setting: [String: String] = [:]) -> [String] {
        var entries: [String] = []
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            let name = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? text
            if !removing.contains(name) && setting[name] == nil { entries.append(text) }
            entry += 1
        }
        for (name, value) in setting.sorted(by: { $0.key < $1.key }) { entries.append("\(name)=\(value)") }
        return entries
    }
}
