import DialTUI
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal sized like a terminal window. This process holds the master side and
/// plays the terminal emulator: it reads what the program draws and types into it. The
/// program runs on the slave side, either as a child that opens ``slavePath`` (its
/// controlling terminal when it starts a new session) or in this process through ``slave``.
///
/// Opened with `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`. The Swift module of the
/// C library leaves these out (they need `_XOPEN_SOURCE`/`_GNU_SOURCE`), so they are looked up
/// by name in the C library with `dlsym`.
///
/// ```swift
/// let terminal = try PseudoTerminal(columns: 80, rows: 24)
/// let child = try SpawnedProcess.spawn(program, arguments: [], environment: environment, fileActions: [
///     .open(descriptor: 0, path: terminal.slavePath, flags: O_RDWR), .duplicate(0, to: 1), .duplicate(0, to: 2),
/// ], newSession: true)
/// try terminal.write([0x1B])
/// ```
public final class PseudoTerminal {
    /// The master side: what the program writes to its terminal is read here, and what is
    /// written here is the program's input.
    public let master: Int32
    /// The path of the slave side (`/dev/pts/N`), for a child to open.
    public let slavePath: String
    private var masterOpen = true
    private var openedSlave: Int32?

    /// Opens a pseudo-terminal of `columns` × `rows` cells (`TIOCSWINSZ`).
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` naming the call that failed.
    public init(columns: Int = 80, rows: Int = 24) throws(ProcessHarnessError) {
        let functions = try PseudoTerminalFunctions.load()
        let descriptor = functions.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .systemCall("posix_openpt", errno: errno) }
        var name = [CChar](repeating: 0, count: 128)
        guard functions.grantpt(descriptor) == 0 else { let code = errno; close(descriptor); throw .systemCall("grantpt", errno: code) }
        guard functions.unlockpt(descriptor) == 0 else { let code = errno; close(descriptor); throw .systemCall("unlockpt", errno: code) }
        let code = functions.ptsname(descriptor, &name, name.count)
        guard code == 0 else { close(descriptor); throw .systemCall("ptsname_r", errno: code) }
        var window = winsize(ws_row: UInt16(clamping: rows), ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(descriptor, UInt(TIOCSWINSZ), &window) == 0 else {
            let code = errno
            close(descriptor)
            throw .systemCall("ioctl TIOCSWINSZ", errno: code)
        }
        master = descriptor
        slavePath = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    deinit {
        closeMaster()
        if let openedSlave { close(openedSlave) }
    }

    /// The slave side opened in this process, for code that runs on the terminal in process
    /// (a terminal session under test). Opened on first use with `O_NOCTTY` (it does not
    /// become this process's controlling terminal) and kept until the terminal is released;
    /// -1 if it cannot be opened, which every call on it reports as `EBADF`.
    ///
    /// While it is open the terminal outlives any child that uses it: reading the master
    /// does not reach end of file when the child exits. So it is opened only when asked for.
    public var slave: Int32 {
        if let openedSlave { return openedSlave }
        let descriptor = open(slavePath, O_RDWR | O_NOCTTY | O_CLOEXEC)
        openedSlave = descriptor
        return descriptor
    }

    /// Hangs the terminal up, as a closed emulator window does. Idempotent.
    public func closeMaster() {
        guard masterOpen else { return }
        masterOpen = false
        close(master)
    }

    /// Writes `bytes` to the master side: input for the program.
    ///
    /// A program that never reads fills the terminal's input queue: the write waits for room
    /// at most `timeout` seconds in all, then gives up.
    /// - Throws: ``ProcessHarnessError/systemCall(_:errno:)`` when the write fails,
    ///   ``ProcessHarnessError/timedOut(_:)`` when no room came in time.
    public func write(_ bytes: [UInt8], timeout: Double = 10) throws(ProcessHarnessError) {
        let end = MonotonicClock.now() + timeout
        // Non-blocking for the write, so a full queue answers EAGAIN instead of blocking.
        let flags = fcntl(master, F_GETFL)
        if flags >= 0 { _ = fcntl(master, F_SETFL, flags | O_NONBLOCK) }
        defer { if flags >= 0 { _ = fcntl(master, F_SETFL, flags) } }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(master, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0 && (errno == EINTR || errno == EAGAIN) else {
                throw .systemCall("write to the pseudo-terminal", errno: errno)
            }
            let left = end - MonotonicClock.now()
            guard left > 0 else {
                throw .timedOut("the program read none of \(bytes.count - offset) bytes in \(timeout) s")
            }
            var writable = pollfd(fd: master, events: Int16(POLLOUT), revents: 0)
            _ = poll(&writable, 1, Int32(min(left * 1_000, 1_000).rounded(.up)))
        }
    }

    /// Types `bytes` into the terminal, as ``write(_:)`` does, for a test that checks what
    /// the program makes of them rather than whether the write succeeded.
    public func type(_ bytes: [UInt8]) {
        try? write(bytes)
    }

    /// The slave's modes, exactly as `tcgetattr` returns them.
    public func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// The bytes of the slave's `termios` struct, for byte-for-byte comparisons.
    public func attributeBytes() -> [UInt8] {
        var attributes = attributes()
        return withUnsafeBytes(of: &attributes) { Array($0) }
    }

    /// Sets the window size, as an emulator does when its window is resized (the program's
    /// process group gets `SIGWINCH`).
    public func setSize(columns: UInt16, rows: UInt16, pixelWidth: UInt16 = 0, pixelHeight: UInt16 = 0) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: pixelWidth, ws_ypixel: pixelHeight)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// Reads what the program wrote until `count` bytes have arrived, `timeout` seconds pass
    /// with nothing new, or `limit` seconds pass in all (so a program that never stops
    /// writing cannot keep the reader forever).
    public func readOutput(count: Int = .max, timeout: Double = 1, limit: Double = 10) -> [UInt8] {
        Self.readOutput(from: master, count: count, timeout: timeout, limit: limit)
    }

    /// ``readOutput(count:timeout:limit:)`` on a master descriptor, for use from another thread.
    ///
    /// It reads no byte past `count`: what follows stays in the terminal for the next read.
    public static func readOutput(from master: Int32, count: Int = .max, timeout: Double = 1, limit: Double = 10) -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let end = MonotonicClock.now() + limit
        while output.count < count {
            let wait = min(timeout, end - MonotonicClock.now())
            guard wait > 0 else { break }
            var readable = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&readable, 1, Int32((wait * 1_000).rounded(.up)))
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let wanted = min(chunk.count, count - output.count)
            let got = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, wanted) }
            if got < 0 && errno == EINTR { continue }
            guard got > 0 else { break }
            output += chunk[0..<got]
        }
        return output
    }
}

/// `write(2)`, under a name apart from `PseudoTerminal.write(_:)`.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// The C library's pseudo-terminal functions, found by name.
private struct PseudoTerminalFunctions {
    typealias DescriptorFunction = @convention(c) (Int32) -> Int32
    typealias NameFunction = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

    let openpt: DescriptorFunction
    let grantpt: DescriptorFunction
    let unlockpt: DescriptorFunction
    let ptsname: NameFunction

    static func load() throws(ProcessHarnessError) -> PseudoTerminalFunctions {
        // The handle of the program itself: dlsym searches it and the libraries it loaded.
        let handle = dlopen(nil, RTLD_NOW)
        func symbol(_ name: String) throws(ProcessHarnessError) -> UnsafeMutableRawPointer {
            guard let address = dlsym(handle, name) else { throw .systemCall("dlsym \(name)", errno: ENOSYS) }
            return address
        }
        return PseudoTerminalFunctions(
            openpt: unsafeBitCast(try symbol("posix_openpt"), to: DescriptorFunction.self),
            grantpt: unsafeBitCast(try symbol("grantpt"), to: DescriptorFunction.self),
            unlockpt: unsafeBitCast(try symbol("unlockpt"), to: DescriptorFunction.self),
            ptsname: unsafeBitCast(try symbol("ptsname_r"), to: NameFunction.self)
        )
    }
}
