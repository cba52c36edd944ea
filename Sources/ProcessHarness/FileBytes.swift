#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whole small files read with `open`/`read`: the `/proc` files and the typescript.
public enum FileBytes {
    /// The contents of the file at `path`; `nil` if it cannot be opened or read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                contents.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return contents
            } else if errno != EINTR {
                return nil
            }
        }
    }

    /// The size of the file at `path` in bytes (`stat`); `nil` if it does not exist.
    public static func size(_ path: String) -> Int? {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        return Int(information.st_size)
    }
}

/// `read(2)`, under a name apart from `FileBytes.read(_:)`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
