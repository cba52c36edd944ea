/// Reads the one event at the front of a run of terminal bytes: the decision procedure of
/// ``InputParser``, without its state.
///
/// Prefix stability is the property everything rests on: unless the answer is
/// ``Outcome/incomplete``, appending bytes to the run never changes it. Every decision is
/// made from bytes that are present, never from the absence of one (a lone ESC is
/// `incomplete`, not Escape), so a stream gives the same events however it is split.
/// `incomplete` is only ever the answer for at most ``maximumSequenceLength`` + 1 bytes.
struct SequenceScanner: Sendable, Hashable {
    /// What the bytes at the front hold.
    enum Outcome: Equatable {
        /// An event, `length` bytes long (`length ≥ 1`).
        case event(InputEvent, length: Int)
        /// `ESC [ 200 ~`, `length` bytes: what follows is pasted text.
        case startPaste(length: Int)
        /// A sequence that ran past the length limit: `event` reports its first `length`
        /// bytes, and the rest of it should be skipped (see ``InputParser``).
        case startDiscard(InputEvent, length: Int)
        /// The beginning of a sequence that needs more bytes.
        case incomplete
    }

    /// The longest CSI or SS3 sequence read as a whole, in bytes, ESC included (≥ 8).
    let maximumSequenceLength: Int

    init(maximumSequenceLength: Int) {
        self.maximumSequenceLength = max(8, maximumSequenceLength)
    }

    private static let escape: UInt8 = 0x1B
    private static let leftBracket: UInt8 = 0x5B
    private static let letterO: UInt8 = 0x4F

    /// The event at `start` in `bytes`. With `atEnd`, no more bytes will come (the escape
    /// timeout passed), so incomplete sequences are resolved instead: ESC alone is Escape,
    /// `ESC [` and `ESC O` are Alt-[ and Alt-O, a truncated longer sequence is
    /// ``InputEvent/unknown(_:)`` and a truncated UTF-8 scalar is U+FFFD; with `atEnd`,
    /// the answer is never `incomplete`.
    ///
    /// - Complexity: O(k) in the length k of the event, at most ``maximumSequenceLength``
    ///   for sequences.
    func scan(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        guard start >= 0, start < bytes.count else { return .incomplete }
        if bytes[start] == Self.escape { return scanEscape(bytes, from: start, atEnd: atEnd) }
        return scanPlain(bytes, from: start, atEnd: atEnd)
    }

    // MARK: - Single keys

    /// A control byte, an ASCII character or one UTF-8 scalar (not ESC).
    private func scanPlain(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        let byte = bytes[start]
        if let (key, modifiers) = ControlByte.key(for: byte) {
            return .event(.key(key, modifiers), length: 1)
        }
        switch UTF8Scalar.decode(bytes, at: start) {
        case let .scalar(scalar, length):
            return .event(.character(Character(scalar)), length: length)
        case let .invalid(length):
            return .event(.character("\u{FFFD}"), length: length)
        case .incomplete:
            return atEnd ? .event(.character("\u{FFFD}"), length: bytes.count - start) : .incomplete
        }
    }

    /// Everything that begins with ESC: CSI, SS3, and Alt as an ESC prefix.
    private func scanEscape(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        let next = start + 1
        guard next < bytes.count else {
            return atEnd ? .event(.key(.escape, []), length: 1) : .incomplete
        }
        switch bytes[next] {
        case Self.leftBracket:
            return scanCSI(bytes, from: start, atEnd: atEnd)
        case Self.letterO:
            return scanSS3(bytes, from: start, atEnd: atEnd)
        case Self.escape:
            // ESC ESC [ … and ESC ESC O …: Alt with a key sequence (rxvt, some macOS setups).
            let third = start + 2
            guard third < bytes.count else {
                return atEnd ? .event(.key(.escape, .alt), length: 2) : .incomplete
            }
            let inner: Outcome
            switch bytes[third] {
            case Self.leftBracket: inner = scanCSI(bytes, from: next, atEnd: atEnd)
            case Self.letterO: inner = scanSS3(bytes, from: next, atEnd: atEnd)
            default: return .event(.key(.escape, .alt), length: 2)
            }
            return Self.altPrefixed(inner)
        default:
            return Self.altPrefixed(scanPlain(bytes, from: next, atEnd: atEnd))
        }
    }

    // MARK: - CSI

    /// `ESC [ …`: parameter and intermediate bytes (0x20–0x3F) up to a final byte
    /// (0x40–0x7E), plus two forms that break that grammar: X10 mouse `ESC [ M cb cx cy` and
    /// the Linux console's `ESC [ [ A`…`E` (F1–F5).
    private func scanCSI(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        let first = start + 2
        guard first < bytes.count else {
            return atEnd ? .event(.key(.character("["), .alt), length: 2) : .incomplete
        }
        switch bytes[first] {
        case 0x4D: // M: X10 mouse, three raw bytes follow.
            let last = first + 3
            guard last < bytes.count else { return truncated(bytes, from: start, atEnd: atEnd) }
            let mouse = MouseEvent(
                code: Int(bytes[first + 1]) - 32,
                column: Int(bytes[first + 2]) - 32,
                row: Int(bytes[last]) - 32,
                released: false)
            let length = last - start + 1
            guard let mouse, mouse.column >= 1, mouse.row >= 1 else {
                return .event(.unknown(Array(bytes[start...last])), length: length)
            }
            return .event(.mouse(mouse), length: length)
        case Self.leftBracket: // Linux console F1–F5.
            let last = first + 1
            guard last < bytes.count else { return truncated(bytes, from: start, atEnd: atEnd) }
            let length = last - start + 1
            guard (0x41...0x45).contains(bytes[last]) else {
                return .event(.unknown(Array(bytes[start...last])), length: length)
            }
            return .event(.key(.function(Int(bytes[last] - 0x40)), []), length: length)
        default:
            break
        }
        var index = first
        while index < bytes.count {
            if index - start >= maximumSequenceLength {
                return overlong(bytes, from: start)
            }
            let byte = bytes[index]
            switch byte {
            case 0x20...0x3F:
                index += 1
            case 0x40...0x7E:
                let length = index - start + 1
                if byte == 0x79, index > first, bytes[index - 1] == 0x24 { // $ y: a mode report
                    return modeReport(CSIParameters(bytes[first..<(index - 1)]),
                                      raw: Array(bytes[start...index]), length: length)
                }
                return interpretCSI(
                    CSIParameters(bytes[first..<index]), final: byte,
                    raw: Array(bytes[start...index]), length: length)
            default:
                // A control byte, DEL or a non-ASCII byte cuts the sequence short.
                if index == first { return .event(.key(.character("["), .alt), length: 2) }
                return .event(.unknown(Array(bytes[start..<index])), length: index - start)
            }
        }
        return truncated(bytes, from: start, atEnd: atEnd)
    }

    /// `ESC [ ? mode ; setting $ y`: DECRPM, the answer to a DEC private mode query.
    private func modeReport(_ parameters: CSIParameters, raw: [UInt8], length: Int) -> Outcome {
        guard parameters.isWellFormed, parameters.marker == 0x3F, parameters.values.count == 2,
              let mode = parameters.value(at: 0), let setting = parameters.value(at: 1)
        else { return .event(.unknown(raw), length: length) }
        return .event(.modeReport(mode: mode, setting: setting), length: length)
    }

    /// What a complete CSI sequence means.
    private func interpretCSI(_ parameters: CSIParameters, final: UInt8, raw: [UInt8], length: Int) -> Outcome {
        let unknown = Outcome.event(.unknown(raw), length: length)
        guard parameters.isWellFormed else { return unknown }
        if parameters.marker == 0x3C { // <: SGR mouse.
            guard final == 0x4D || final == 0x6D, parameters.values.count == 3,
                let code = parameters.value(at: 0), let column = parameters.value(at: 1),
                let row = parameters.value(at: 2),
                let mouse = MouseEvent(code: code, column: column, row: row, released: final == 0x6D)
            else { return unknown }
            return .event(.mouse(mouse), length: length)
        }
        if parameters.marker == 0x3F, final == 0x75, parameters.values.count == 1 { // ? flags u: kitty flags
            return .event(.keyboardFlags(parameters.value(at: 0) ?? 0), length: length)
        }
        guard parameters.marker == nil else { return unknown }
        let modifiers = KeyModifiers(xtermParameter: parameters.value(at: 1))
        let key: Key
        switch final {
        case 0x41...0x44, 0x46, 0x48:
            guard let cursor = Self.cursorKey(final) else { return unknown }
            key = cursor
        case 0x50: key = .function(1)
        case 0x51: key = .function(2)
        case 0x53: key = .function(4)
        case 0x5A: key = .backTab
        case 0x52: // R: cursor position report.
            guard parameters.values.count == 2, let row = parameters.value(at: 0),
                let column = parameters.value(at: 1)
            else { return unknown }
            return .event(.cursorPosition(row: row, column: column), length: length)
        case 0x7E: // ~: a numbered key.
            guard let number = parameters.value(at: 0) else { return unknown }
            if number == 200, parameters.values.count == 1 { return .startPaste(length: length) }
            guard let numbered = Self.tildeKey(number) else { return unknown }
            key = numbered
        case 0x75: // u: a key by its code point (fixterms, the kitty keyboard protocol).
            guard let codePoint = parameters.value(at: 0), let coded = Self.codePointKey(codePoint) else {
                return unknown
            }
            key = coded
        case 0x4D: // M without <: urxvt mouse, ESC [ code+32 ; x ; y M.
            guard parameters.values.count == 3, let code = parameters.value(at: 0),
                let column = parameters.value(at: 1), let row = parameters.value(at: 2),
                let mouse = MouseEvent(code: code - 32, column: column, row: row, released: false)
            else { return unknown }
            return .event(.mouse(mouse), length: length)
        default:
            return unknown
        }
        guard parameters.values.count <= 2 else { return unknown }
        // The kitty keyboard protocol's event type, after the modifiers: 2 repeat, 3 release.
        switch parameters.subValues[1] {
        case 2?: return .event(.keyRepeat(key, modifiers), length: length)
        case 3?: return .event(.keyRelease(key, modifiers), length: length)
        default: return .event(.key(key, modifiers), length: length)
        }
    }

    /// What `ESC` followed by `inner` means: a key with Alt; or, before a mouse report, a paste
    /// or junk, the first ESC is Escape alone.
    private static func altPrefixed(_ inner: Outcome) -> Outcome {
        switch inner {
        case let .event(.key(key, modifiers), length):
            .event(.key(key, modifiers.union(.alt)), length: length + 1)
        case .incomplete:
            .incomplete
        default:
            .event(.key(.escape, []), length: 1)
        }
    }

    /// The cursor keys' final byte, shared by their CSI and SS3 forms: A ↑, B ↓, C →, D ←,
    /// H Home, F End.
    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case 0x41: .up
        case 0x42: .down
        case 0x43: .right
        case 0x44: .left
        case 0x48: .home
        case 0x46: .end
        default: nil
        }
    }

    /// The key of `ESC [ n ~` (VT220 and xterm numbering; 7 and 8 from rxvt).
    private static func tildeKey(_ number: Int) -> Key? {
        switch number {
        case 1, 7: return .home
        case 2: return .insert
        case 3: return .delete
        case 4, 8: return .end
        case 5: return .pageUp
        case 6: return .pageDown
        case 11...15: return .function(number - 10)
        case 17...21: return .function(number - 11)
        case 23...26: return .function(number - 12)
        case 28, 29: return .function(number - 13)
        case 31...34: return .function(number - 14)
        default: return nil
        }
    }

    /// The key of `ESC [ code u`.
    private static func codePointKey(_ codePoint: Int) -> Key? {
        switch codePoint {
        case 9: return .tab
        case 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 0..<32: return nil
        case KittyFunctionalKey.codes: return KittyFunctionalKey.key(codePoint)
        default:
            guard let value = UInt32(exactly: codePoint), let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    // MARK: - SS3

    /// `ESC O x`, optionally with a modifier digit run before `x` (`ESC O 5 A`).
    private func scanSS3(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        let first = start + 2
        var index = first
        var number: Int?
        while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
            if index - start >= maximumSequenceLength { return overlong(bytes, from: start) }
            number = min((number ?? 0) * 10 + Int(bytes[index] - 0x30), CSIParameters.largest)
            index += 1
        }
        guard index < bytes.count else {
            if index == first {
                return atEnd ? .event(.key(.character("O"), .alt), length: 2) : .incomplete
            }
            return truncated(bytes, from: start, atEnd: atEnd)
        }
        if index - start >= maximumSequenceLength { return overlong(bytes, from: start) }
        let final = bytes[index]
        let length = index - start + 1
        let key: Key
        switch final {
        case 0x41...0x44, 0x46, 0x48:
            guard let cursor = Self.cursorKey(final) else { return .event(.unknown(Array(bytes[start...index])), length: length) }
            key = cursor
        case 0x4D: key = .enter
        case 0x50...0x53: key = .function(Int(final - 0x4F))
        case 0x40...0x7E:
            return .event(.unknown(Array(bytes[start...index])), length: length)
        default:
            if index == first { return .event(.key(.character("O"), .alt), length: 2) }
            return .event(.unknown(Array(bytes[start..<index])), length: index - start)
        }
        return .event(.key(key, KeyModifiers(xtermParameter: number)), length: length)
    }

    // MARK: - Incomplete and overlong sequences

    /// A sequence that needs more bytes: `incomplete`, or at the end, unknown.
    private func truncated(_ bytes: [UInt8], from start: Int, atEnd: Bool) -> Outcome {
        guard atEnd else { return .incomplete }
        return .event(.unknown(Array(bytes[start...])), length: bytes.count - start)
    }

    /// A sequence longer than the limit: its first ``maximumSequenceLength`` bytes as unknown.
    private func overlong(_ bytes: [UInt8], from start: Int) -> Outcome {
        let length = maximumSequenceLength
        return .startDiscard(.unknown(Array(bytes[start..<(start + length)])), length: length)
    }
}
