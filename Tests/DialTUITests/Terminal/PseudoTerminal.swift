#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal made in-process for tests: the slave side plays the user's
/// terminal, the master side plays the terminal emulator that reads what the
/// program draws and types into it.
final class PseudoTerminal {
    /// Why a pseudo-terminal could not be set up.
    struct Failure: Error, CustomStringConvertible {
        var step: String
        var code: Int32
        var description: String { "\(step) failed: errno \(code)" }
    }

    /// The emulator's side.
    let master: Int32
    /// The program's side: a terminal.
    let slave: Int32
    private var masterOpen = true

    init() throws {
        #if canImport(Darwin)
        let master = posix_openpt(O_RDWR | O_NOCTTY)
        guard master >= 0 else { throw Failure(step: "posix_openpt", code: errno) }
        guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
            let code = errno
            close(master)
            throw Failure(step: "grantpt/unlockpt/ptsname", code: code)
        }
        let slave = open(name, O_RDWR | O_NOCTTY)
        guard slave >= 0 else {
            let code = errno
            close(master)
            throw Failure(step: "open slave", code: code)
        }
        #else
        // The C library's openpty opens the slave with O_NOCTTY.
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            throw Failure(step: "openpty", code: errno)
        }
        #endif
        self.master = master
        self.slave = slave
    }

    deinit {
        closeMaster()
        close(slave)
    }

    /// Hangs the terminal up, as a closed emulator window does.
    func closeMaster() {
        guard masterOpen else { return }
        masterOpen = false
        close(master)
    }

    /// The slave's modes, exactly as `tcgetattr` returns them.
    func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return attributes
    }

    /// The bytes of the slave's `termios` struct, for byte-for-byte comparisons.
    func attributeBytes() -> [UInt8] {
        var attributes = termios()
        _ = tcgetattr(slave, &attributes)
        return withUnsafeBytes(of: &attributes) { Array($0) }
    }

    /// Sets the window size, as an emulator does when its window is resized.
    func setSize(columns: UInt16, rows: UInt16, pixelWidth: UInt16 = 0, pixelHeight: UInt16 = 0) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: pixelWidth, ws_ypixel: pixelHeight)
        _ = ioctl(master, UInt(TIOCSWINSZ), &window)
    }

    /// Types `bytes` into the terminal.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads what the program wrote until `count` bytes have arrived or
    /// `timeout` seconds passed with nothing new.
    func readOutput(count: Int = .max, timeout: Double = 1) -> [UInt8] {
        Self.readOutput(from: master, count: count, timeout: timeout)
    }

    /// ``readOutput(count:timeout:)`` on a master descriptor, for use from another thread.
    static func readOutput(from master: Int32, count: Int = .max, timeout: Double = 1) -> [UInt8] {
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while output.count < count {
            var readable = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&readable, 1, Int32(timeout * 1000))
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
