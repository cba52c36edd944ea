/// What the bytes at a position hold, read as one UTF-8 encoded scalar.
enum UTF8Scalar: Equatable {
    /// A well-formed scalar, `length` bytes long.
    case scalar(Unicode.Scalar, length: Int)
    /// Ill-formed: the first `length` bytes are the maximal ill-formed subpart (Unicode's
    /// "substitution of maximal subparts"), to become one U+FFFD; decoding resumes after them.
    case invalid(length: Int)
    /// A well-formed beginning that needs more bytes.
    case incomplete

    /// Reads one scalar at `start` (which must be a valid index of `bytes`).
    ///
    /// Accepts exactly the well-formed sequences of Unicode's table 3-7: no overlong forms,
    /// no surrogates, nothing above U+10FFFF. The answer never depends on bytes after the
    /// scalar, and `incomplete` only when every byte present could still begin a scalar, so
    /// decoding a stream in pieces gives what decoding it whole gives.
    /// - Complexity: O(1).
    static func decode(_ bytes: [UInt8], at start: Int) -> UTF8Scalar {
        guard start >= 0, start < bytes.count else { return .incomplete }
        let lead = bytes[start]
        if lead < 0x80 { return .scalar(Unicode.Scalar(lead), length: 1) }
        let continuations: Int
        let secondRange: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (continuations, secondRange) = (1, 0x80...0xBF)
        case 0xE0: (continuations, secondRange) = (2, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (continuations, secondRange) = (2, 0x80...0xBF)
        case 0xED: (continuations, secondRange) = (2, 0x80...0x9F)
        case 0xF0: (continuations, secondRange) = (3, 0x90...0xBF)
        case 0xF1...0xF3: (continuations, secondRange) = (3, 0x80...0xBF)
        case 0xF4: (continuations, secondRange) = (3, 0x80...0x8F)
        default: return .invalid(length: 1)
        }
        var value = UInt32(lead & (0x7F >> (continuations + 1)))
        for offset in 1...continuations {
            let index = start + offset
            guard index < bytes.count else { return .incomplete }
            let byte = bytes[index]
            let range: ClosedRange<UInt8> = offset == 1 ? secondRange : 0x80...0xBF
            guard range.contains(byte) else { return .invalid(length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        guard let scalar = Unicode.Scalar(value) else { return .invalid(length: continuations + 1) }
        return .scalar(scalar, length: continuations + 1)
    }

    /// True for the bytes that can only continue a scalar, 0x80–0xBF.
    static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }
}
