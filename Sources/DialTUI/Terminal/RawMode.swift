#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The terminal modes of a full-screen picker, derived from the user's modes.
///
/// The same changes as `cfmakeraw(3)`, spelled out so every platform gets the
/// same result:
/// - input: no break handling, no parity marking or stripping, no CR/NL
///   translation, no XON/XOFF flow control (Ctrl-S and Ctrl-Q arrive as bytes);
/// - output: no post-processing (a `\n` is written as is);
/// - local: no echo, no canonical line editing, no `IEXTEN`, and no `ISIG`, so
///   Ctrl-C, Ctrl-Z and Ctrl-\ arrive as the bytes 0x03, 0x1A and 0x1C instead of
///   signals;
/// - control: 8-bit characters, no parity;
/// - `VMIN = 1`, `VTIME = 0`: a read returns as soon as one byte is there.
///
/// Everything else (speeds, other control characters) is kept.
enum RawMode {
    /// `attributes` with the raw-mode changes applied.
    static func attributes(from attributes: termios) -> termios {
        var raw = attributes
        raw.c_iflag &= ~tcflag_t(IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR | ICRNL | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_lflag &= ~tcflag_t(ECHO | ECHONL | ICANON | ISIG | IEXTEN)
        raw.c_cflag &= ~tcflag_t(CSIZE | PARENB)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        return raw
    }
}
