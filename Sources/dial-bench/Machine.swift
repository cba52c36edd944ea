#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A one-line description of the machine the figures were taken on.
enum Machine {
    static func describe() -> String {
        var name = utsname()
        uname(&name)
        let system = field(&name.sysname), release = field(&name.release), machine = field(&name.machine)
        let cores = sysconf(Int32(_SC_NPROCESSORS_ONLN))
        return "\(cpuModel() ?? machine), \(cores) cores, \(system) \(release)"
    }

    private static func field<T>(_ value: inout T) -> String {
        withUnsafeBytes(of: &value) { bytes in
            String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// The CPU's model name from /proc/cpuinfo (Linux), if any.
    private static func cpuModel() -> String? {
        guard let file = fopen("/proc/cpuinfo", "r") else { return nil }
        defer { fclose(file) }
        var line: UnsafeMutablePointer<CChar>?
        var capacity = 0
        defer { free(line) }
        while getline(&line, &capacity, file) > 0, let line {
            let text = String(cString: line)
            if text.hasPrefix("model name"), let colon = text.firstIndex(of: ":") {
                return String(text[text.index(after: colon)...]).trimmingCharacters(in: " \t\n")
            }
        }
        return nil
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let characters = Set(set)
        return String(drop { characters.contains($0) }.reversed().drop { characters.contains($0) }.reversed())
    }
}
