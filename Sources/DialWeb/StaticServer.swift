#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A small HTTP/1.1 server of a ``Site`` on the loopback address: one connection at a time,
/// each answered and closed (`Connection: close`), so a page's few requests are served in turn.
///
/// It listens from ``init(port:)`` (port 0: one the system picks, see ``port``), so a port in
/// use is known before the site is built, and answers in ``serve(_:until:)``, which checks its
/// stop condition at least every 100 ms.
public final class StaticServer: @unchecked Sendable {
    /// The port it listens on.
    public let port: Int
    private let listener: Int32
    /// The longest a client may take to send its request, in seconds.
    static let requestTimeout = 5.0
    /// The longest request head read: past it the request is refused.
    static let maximumHeadSize = 16384

    /// Listens on `127.0.0.1:port`.
    /// - Throws: ``WebError/portInUse(_:)``, or ``WebError/socket(_:)`` for any other failure.
    public init(port: Int) throws(WebError) {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .socket("socket failed: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else {
            let code = errno
            close(descriptor)
            if code == EADDRINUSE || code == EACCES { throw code == EADDRINUSE ? .portInUse(port) : .socket("port \(port) is not allowed: \(String(cString: strerror(code)))") }
            throw .socket("bind to 127.0.0.1:\(port) failed: \(String(cString: strerror(code)))")
        }
        guard listen(descriptor, 16) == 0 else {
            close(descriptor)
            throw .socket("listen failed: \(String(cString: strerror(errno)))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        listener = descriptor
    }

    deinit { close(listener) }

    /// Answers connections until `stop` returns true (checked at least every 100 ms).
    public func serve(_ site: Site, until stop: () -> Bool) {
        while !stop() {  // each pass waits at most 100 ms
            var waiting = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&waiting, 1, 100) > 0 else { continue }
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            answer(connection, from: site)
            close(connection)
        }
    }

    /// Reads one request's head (until its blank line, the size cap or the timeout) and writes
    /// the answer.
    private func answer(_ connection: Int32, from site: Site) {
        var head: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        let deadline = Date().addingTimeInterval(Self.requestTimeout)
        // Each pass reads at least one byte or ends: bounded by the size cap and the deadline.
        while head.count < Self.maximumHeadSize, !head.containsBlankLine {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return }
            var readable = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            guard poll(&readable, 1, Int32(left * 1000) + 1) > 0 else { return }
            let count = read(connection, &chunk, chunk.count)
            guard count > 0 else { return }
            head += chunk[0..<count]
        }
        let response = HTTPResponse.answer(HTTPRequestHead.parse(head), from: site)
        var sent = 0
        // Each pass sends at least one byte or ends.
        while sent < response.count {
            let count = response[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

private extension Array where Element == UInt8 {
    /// Whether the bytes hold the blank line that ends a request's head.
    var containsBlankLine: Bool {
        guard count >= 4 else { return false }
        for index in 0...(count - 4) where self[index] == 13 && self[index + 1] == 10 && self[index + 2] == 13 && self[index + 3] == 10 {
            return true
        }
        return false
    }
}
