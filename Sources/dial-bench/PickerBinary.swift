import ProcessHarness
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `dial-tui` the process figures run: the one built beside this bench (the same
/// configuration), building it first when `swift run dial-bench` built only the bench.
enum PickerBinary {
    static func locate() throws(ProcessFigureError) -> String {
        let directory = ownDirectory()
        let picker = directory + "/dial-tui"
        if ExecutableLookup.isExecutableFile(picker) { return picker }
        guard let swift = ExecutableLookup.find("swift") else {
            throw .toolMissing("swift (to build dial-tui beside \(directory))")
        }
        let configuration = directory.hasSuffix("/debug") ? "debug" : "release"
        try ToolCommand.run(swift, ["build", "-c", configuration, "--product", "dial-tui"],
                            environment: ProcessEnvironmentList.current(), timeout: 900)
        guard ExecutableLookup.isExecutableFile(picker) else { throw .pickerNotExecutable(picker) }
        return picker
    }

    /// The directory of this executable (from /proc/self/exe, else the command line).
    private static func ownDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path = length > 0
            ? String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }
}
