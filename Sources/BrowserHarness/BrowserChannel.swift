#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DialTUI
import ProcessHarness

/// Bytes to and from a browser: a DevTools pipe's two descriptors, or one loopback TCP socket
/// (Marionette, WebDriver's HTTP). Every read and write ends by a deadline on the monotonic
/// clock, so a browser that stops answering cannot hang its client.
final class BrowserChannel {
    private let reading: Int32
    private let writing: Int32
    /// Bytes read and not yet taken as a message.
    private var received: [UInt8] = []
    private var open = true

    /// A channel over descriptors this channel now owns (closed by ``close()``; one if both are
    /// the same socket). `writing` must be a socket: writes use `send` so that a peer that has
    /// gone fails with EPIPE rather than raising SIGPIPE here.
    init(reading: Int32, writing: Int32) {
        self.reading = reading
        self.writing = writing
        // A write the peer does not read returns every second, so its deadline is checked.
        var second = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(writing, SOL_SOCKET, SO_SNDTIMEO, &second, socklen_t(MemoryLayout<timeval>.size))
    }

    deinit { close() }

    /// A TCP connection to `127.0.0.1:port`.
    /// - Throws: ``BrowserError/system(_:)`` when it is refused or fails,
    ///   ``BrowserError/timedOut(_:)`` when it is not made by `deadline`.
    static func connect(port: Int, deadline: Double) throws(BrowserError) -> BrowserChannel {
        let descriptor = try loopbackSocket()
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        var address = loopbackAddress(port: port)
        let started = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { systemConnect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if started != 0 && errno != EINPROGRESS {
            let code = errno
            closeDescriptor(descriptor)
            throw .system("connect to 127.0.0.1:\(port): \(String(cString: strerror(code)))")
        }
        var ready: Int32 = 0
        // Waits for the connection until the deadline; a signal's interruption waits again.
        repeat {
            var writable = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            ready = poll(&writable, 1, Int32(max(0, (deadline - MonotonicClock.now()) * 1000)))
        } while ready < 0 && errno == EINTR && MonotonicClock.now() < deadline
        guard ready > 0 else {
            closeDescriptor(descriptor)
            throw .timedOut("connecting to 127.0.0.1:\(port)")
        }
        var failure: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
        guard failure == 0 else {
            closeDescriptor(descriptor)
            throw .system("connect to 127.0.0.1:\(port): \(String(cString: strerror(failure)))")
        }
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return BrowserChannel(reading: descriptor, writing: descriptor)
    }

    /// A loopback port nobody listens on now (the system's choice for port 0), for a program
    /// that must be told its port. Another program could take it before that one binds it: the
    /// caller sees that program fail to listen and asks again.
    static func freePort() throws(BrowserError) -> Int {
        let descriptor = try loopbackSocket()
        defer { closeDescriptor(descriptor) }
        var address = loopbackAddress(port: 0)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { throw .system("bind to 127.0.0.1:0 failed: errno \(errno)") }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    /// Writes all of `bytes`.
    /// - Throws: ``BrowserError/closed`` when the peer has gone, ``BrowserError/timedOut(_:)``.
    func write(_ bytes: [UInt8], deadline: Double, what: String) throws(BrowserError) {
        guard open else { throw .closed }
        var sent = 0
        // Each pass writes at least one byte, or waits at most a second (SO_SNDTIMEO), until the deadline.
        while sent < bytes.count {
            guard MonotonicClock.now() < deadline else { throw .timedOut("writing \(what)") }
            let count = bytes[sent...].withUnsafeBytes { send(writing, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if count < 0 && (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) { continue }
            guard count > 0 else { throw .closed }
            sent += count
        }
    }

    /// Reads until `messageEnd` finds a whole message at the start of the bytes received (it
    /// returns the message's length), and takes those bytes.
    /// - Throws: ``BrowserError/closed`` at the end of the stream, ``BrowserError/timedOut(_:)``.
    func read(deadline: Double, what: String, messageEnd: ([UInt8]) -> Int?) throws(BrowserError) -> [UInt8] {
        guard open else { throw .closed }
        let outcome: DescriptorReader.Outcome
        do {
            outcome = try DescriptorReader.read(reading, into: &received, deadline: deadline, until: { messageEnd($0) != nil })
        } catch {
            throw .system("reading \(what): \(error)")
        }
        switch outcome {
        case .satisfied:
            guard let end = messageEnd(received) else { throw .failed("reading \(what): the message was lost") }
            defer { received.removeSubrange(..<end) }
            return Array(received[..<end])
        case .endOfFile: throw .closed
        case .timedOut: throw .timedOut(what)
        }
    }

    /// Reads everything until the peer closes its end (an HTTP answer with `Connection: close`).
    /// - Throws: ``BrowserError/timedOut(_:)`` when the peer has not closed by `deadline`.
    func readToEnd(deadline: Double, what: String) throws(BrowserError) -> [UInt8] {
        guard open else { throw .closed }
        let outcome: DescriptorReader.Outcome
        do {
            outcome = try DescriptorReader.read(reading, into: &received, deadline: deadline)
        } catch {
            throw .system("reading \(what): \(error)")
        }
        guard outcome == .endOfFile else { throw .timedOut(what) }
        defer { received = [] }
        return received
    }

    /// Closes the descriptors (once).
    func close() {
        guard open else { return }
        open = false
        closeDescriptor(reading)
        if writing != reading { closeDescriptor(writing) }
    }

    private static func loopbackSocket() throws(BrowserError) -> Int32 {
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw .system("socket failed: errno \(errno)") }
        return descriptor
    }

    private static func loopbackAddress(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        return address
    }
}

/// `connect(2)`, under a name apart from ``BrowserChannel/connect(port:deadline:)``.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}
