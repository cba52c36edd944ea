#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What Linux's `/proc` tells about another process: its name, parent, CPU time and context
/// switches. Reading these files costs the observed process nothing.
public enum ProcFileSystem {
    /// The fields of `/proc/PID/stat` the figures use.
    public struct ProcessStat: Sendable {
        /// The command name (`comm`: the executable's name, at most 15 bytes).
        public var commandName: String
        /// The state letter (`R`, `S`, `Z`, …).
        public var state: Character
        public var parent: pid_t
        /// User and system CPU time, in clock ticks, of all its threads.
        public var userTicks: Int
        public var systemTicks: Int
    }

    /// Parses `/proc/PID/stat`; `nil` if the process is gone or the file is unreadable.
    ///
    /// The command name is in parentheses and may hold spaces and parentheses itself, so the
    /// fields after it are counted from the last `)`.
    public static func stat(of pid: pid_t) -> ProcessStat? {
        guard let bytes = FileBytes.read("/proc/\(pid)/stat"),
              let open = bytes.firstIndex(of: UInt8(ascii: "(")),
              let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close
        else { return nil }
        let name = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
        let fields = String(decoding: bytes[(close + 1)...], as: UTF8.self).split(separator: " ")
        // After the name: state (field 3), ppid (4), …, utime (14), stime (15).
        guard fields.count > 12, let state = fields[0].first, let parent = pid_t(fields[1]),
              let user = Int(fields[11]), let system = Int(fields[12])
        else { return nil }
        return ProcessStat(commandName: name, state: state, parent: parent, userTicks: user, systemTicks: system)
    }

    /// The CPU time (user + system) the process has used, in seconds: the ticks of
    /// `/proc/PID/stat` divided by `sysconf(_SC_CLK_TCK)`.
    public static func cpuSeconds(of pid: pid_t) -> Double? {
        guard let stat = stat(of: pid) else { return nil }
        let ticksPerSecond = max(1, sysconf(Int32(_SC_CLK_TCK)))
        return Double(stat.userTicks + stat.systemTicks) / Double(ticksPerSecond)
    }

    /// The context switches of all the process's threads: the sum of
    /// `voluntary_ctxt_switches` and `nonvoluntary_ctxt_switches` over
    /// `/proc/PID/task/*/status`. `nil` if the process is gone.
    public static func contextSwitches(of pid: pid_t) -> Int? {
        guard let threads = numericEntries(of: "/proc/\(pid)/task"), !threads.isEmpty else { return nil }
        var total = 0
        for thread in threads {
            guard let bytes = FileBytes.read("/proc/\(pid)/task/\(thread)/status") else { continue }
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
            where line.hasPrefix("voluntary_ctxt_switches:") || line.hasPrefix("nonvoluntary_ctxt_switches:") {
                if let value = line.split(separator: ":").last.flatMap({ Int($0.trimmingPrefix(while: { $0 == " " || $0 == "\t" })) }) {
                    total += value
                }
            }
        }
        return total
    }

    /// A live process named `commandName` whose chain of parents leads to `ancestor`, or `nil`.
    public static func descendant(of ancestor: pid_t, named commandName: String) -> pid_t? {
        descendants(of: ancestor).first { pid in
            guard let stat = stat(of: pid) else { return false }
            return stat.commandName == commandName && stat.state != "Z"
        }
    }

    /// The processes whose chain of parents leads to `ancestor`, parents before their children.
    public static func descendants(of ancestor: pid_t) -> [pid_t] {
        guard let pids = numericEntries(of: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for pid in pids {
            if let stat = stat(of: pid) { children[stat.parent, default: []].append(pid) }
        }
        var found: [pid_t] = []
        var next = children[ancestor] ?? []
        while !next.isEmpty, found.count < 10_000 {
            found += next
            next = next.flatMap { children[$0] ?? [] }
        }
        return found
    }

    /// Whether the process exists and has not ended (a zombie has ended).
    public static func isRunning(_ pid: pid_t) -> Bool {
        guard let stat = stat(of: pid) else { return false }
        return stat.state != "Z" && stat.state != "X"
    }

    /// The names in `directory` that are numbers (process or thread IDs); `nil` if it cannot
    /// be opened.
    private static func numericEntries(of directory: String) -> [pid_t]? {
        guard let stream = opendir(directory) else { return nil }
        defer { closedir(stream) }
        var numbers: [pid_t] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                String(decoding: buffer.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if let number = pid_t(name) { numbers.append(number) }
        }
        return numbers
    }
}
