#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Labels read from standard input, one a line, as `gum choose` and fzf read their choices.
enum StandardInputLabels {
    /// Every line of stdin up to its end: LF or CR LF ends a line, empty lines are skipped.
    /// Invalid UTF-8 reads as U+FFFD.
    static func read() -> [String] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                break
            }
        }
        return lines(of: bytes)
    }

    /// The non-empty lines of `bytes`, without their line ends.
    static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).compactMap { line in
            let text = line.last == 0x0D ? line.dropLast() : line
            return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
        }
    }
}

/// `read(2)`, under a name apart from `StandardInputLabels.read()`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
