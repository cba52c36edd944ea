#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal whose master side the bench holds, sized like a terminal window, for a
/// child to run on as its controlling terminal.
///
/// Opened with `posix_openpt`, `grantpt`, `unlockpt` and `ptsname_r`. The Swift module of the
/// C library leaves these out (they need `_XOPEN_SOURCE`/`_GNU_SOURCE`), so they are looked up
/// by name in the C library with `dlsym`.
final class PseudoTerminal {
    /// The master side: what the child writes to its terminal is read here, and what is
    /// written here is the child's input.
    let master: Int32
    /// The path of the slave side (`/dev/pts/N`), for the child to open.
    let slavePath: String

    /// Opens a pseudo-terminal of `columns` × `rows` cells (`TIOCSWINSZ`).
    /// - Throws: ``ProcessFigureError/systemCall(_:errno:)`` naming the call that failed.
    init(columns: Int, rows: Int) throws(ProcessFigureError) {
        let functions = try PseudoTerminalFunctions.load()
        let descriptor = functions.openpt(O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .systemCall("posix_openpt", errno: errno) }
        var name = [CChar](repeating: 0, count: 128)
        guard functions.grantpt(descriptor) == 0 else { let code = errno; close(descriptor); throw .systemCall("grantpt", errno: code) }
        guard functions.unlockpt(descriptor) == 0 else { let code = errno; close(descriptor); throw .systemCall("unlockpt", errno: code) }
        let code = functions.ptsname(descriptor, &name, name.count)
        guard code == 0 else { close(descriptor); throw .systemCall("ptsname_r", errno: code) }
        var window = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(descriptor, UInt(TIOCSWINSZ), &window) == 0 else {
            let code = errno
            close(descriptor)
            throw .systemCall("ioctl TIOCSWINSZ", errno: code)
        }
        master = descriptor
        slavePath = String(decoding: name.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Writes `bytes` to the master side: input for the child.
    /// - Throws: ``ProcessFigureError/systemCall(_:errno:)`` when the write fails.
    func write(_ bytes: [UInt8]) throws(ProcessFigureError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { systemWrite(master, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written > 0 {
                offset += written
            } else if written < 0 && (errno == EINTR || errno == EAGAIN) {
                continue
            } else {
                throw .systemCall("write to the pseudo-terminal", errno: errno)
            }
        }
    }

    deinit {
        close(master)
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

    static func load() throws(ProcessFigureError) -> PseudoTerminalFunctions {
        // The handle of the program itself: dlsym searches it and the libraries it loaded.
        let handle = dlopen(nil, RTLD_NOW)
        func symbol(_ name: String) throws(ProcessFigureError) -> UnsafeMutableRawPointer {
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
