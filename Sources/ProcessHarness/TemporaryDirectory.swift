#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A fresh directory under `TMPDIR` (or `/tmp`), removed with the files in it when released.
public final class TemporaryDirectory {
    public let path: String

    /// Creates the directory with `mkdtemp`, its name starting with `prefix`.
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when it cannot be created.
    public init(prefix: String) throws(ProcessHarnessError) {
        let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base + "/" + prefix + "-XXXXXX").utf8CString)
        let created = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.flatMap { mkdtemp($0) } }
        guard created != nil else { throw .systemCall("mkdtemp", errno: errno) }
        path = String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Removes the files directly inside the directory, then the directory.
    deinit {
        if let stream = opendir(path) {
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                    String(decoding: buffer.prefix(while: { $0 != 0 }), as: UTF8.self)
                }
                if name != "." && name != ".." { unlink(path + "/" + name) }
            }
            closedir(stream)
        }
        rmdir(path)
    }
}
