import DialTUI

/// The environment handed to the programs this process starts: its own, with changes.
public enum ProcessEnvironmentList {
    /// This process's environment as `NAME=value` entries (sorted by name), without the
    /// variables in `removing` and with those in `setting` replaced or added.
    public static func current(removing: Set<String> = [], setting: [String: String] = [:]) -> [String] {
        var variables = ProcessEnvironment.current()
        for name in removing { variables[name] = nil }
        variables.merge(setting) { _, new in new }
        return variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
    }
}
