#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI

/// Labels read from standard input, one a line, as `gum choose` and fzf read their choices.
enum StandardInputLabels {
    /// Every line of stdin up to its end (``InputLabels/lines(of:)``), waiting for it as long
    /// as it takes.
    static func read() -> [String] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += chunk[0..<count]
            } else if count < 0, errno == EINTR {
                continue
            } else if count < 0, errno == EAGAIN {
                // A non-blocking stdin with nothing yet: sleep until there is.
                var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
                _ = poll(&ready, 1, -1)
            } else {
                break
            }
        }
        return InputLabels.lines(of: bytes)
    }
}

/// `read(2)`, under a name apart from `StandardInputLabels.read()`.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
