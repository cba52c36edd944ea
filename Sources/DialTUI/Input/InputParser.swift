/// Turns the bytes a terminal sends into ``InputEvent``s: keys, mouse reports, pastes.
///
/// Pure and deterministic: it never reads a clock or the terminal. The caller hands it the
/// bytes it read, with the time it read them, and asks it to resolve an ESC that stays alone:
///
/// ```swift
/// var parser = InputParser()
/// while true {
///     let timeout = parser.pendingDeadline.map { max(0, $0 - clock.now) }  // nil: block
///     if let bytes = terminal.read(timeout: timeout) {
///         handle(parser.feed(bytes, at: clock.now))
///     } else {
///         handle(parser.flush(at: clock.now))
///     }
/// }
/// ```
///
/// **Guarantees.**
/// - Split invariance: the events of a byte stream are the same however it is split across
///   ``feed(_:at:)`` calls, as long as no flush happens in between (no ``flush(at:)`` that
///   resolves something, and no feed later than ``pendingDeadline``).
/// - Nothing traps, on any bytes and any times. Invalid UTF-8 becomes U+FFFD.
/// - Bounded state: outside a paste at most ``maximumSequenceLength`` + 1 bytes are held;
///   inside one at most ``maximumPasteLength`` + 5 (see ``bufferedByteCount``). A sequence
///   that runs longer is reported as ``InputEvent/unknown(_:)`` with its first
///   ``maximumSequenceLength`` bytes, and the rest of it (parameter bytes 0x20–0x3F up to a
///   final byte 0x40–0x7E) is skipped; a control byte, ESC or a non-ASCII byte ends the
///   skipping early, and so does the escape timeout.
///
/// **What it reads.** Text (UTF-8) and control bytes, with Alt as an ESC prefix; CSI keys
/// (`ESC [ A`–`D`, `H`, `F`, `Z`, `P`, `Q`, `S`, `ESC [ n ~` for Home, Insert, Delete, End,
/// Page Up, Page Down and F1–F20, all with xterm's `; m` modifier parameter, and
/// `ESC [ code ; m u`); SS3 keys (`ESC O A`–`D`, `H`, `F`, `M`, `P`–`S`); the Linux console's
/// `ESC [ [ A`–`E`; SGR, urxvt and X10 mouse reports; bracketed paste; cursor position
/// reports. Well-formed sequences it does not know become ``InputEvent/unknown(_:)``.
/// 8-bit C1 controls (0x9B for CSI) are not read as such: those bytes are not UTF-8 and
/// come out as U+FFFD.
///
/// **Ambiguities** a terminal leaves open, and how they fall: Alt-[ and Alt-O (Alt-Shift-O)
/// begin CSI and SS3, so they are read as Alt keys only when nothing that continues a
/// sequence follows within the escape timeout; ESC then a key within the timeout is that
/// key with Alt; CR and LF are both Enter, so CR LF is two.
public struct InputParser: Sendable, Hashable {
    /// How long, in seconds, a held incomplete sequence waits for its next byte before
    /// ``flush(at:)`` resolves it (a lone ESC becomes Escape). Default 0.05 s; NaN or
    /// negative counts as 0.
    ///
    /// Measured from the last byte received, like Vim's `ttimeoutlen`: a sequence arriving a
    /// byte at a time over a slow link stays whole as long as its bytes keep coming.
    public var escapeTimeout: Double

    /// How long, in seconds, a bracketed paste may go without a byte before ``flush(at:)``
    /// ends it, so a paste whose end marker never comes does not swallow all later input.
    /// Default 0.5 s; NaN or negative counts as 0.
    public var pasteTimeout: Double

    /// The longest CSI or SS3 sequence, in bytes with its ESC, that is read as a whole.
    /// Default 64; values below 8 count as 8.
    public var maximumSequenceLength: Int

    /// The most bytes of pasted text held before they are handed out as a
    /// ``InputEvent/paste(_:)``; a longer paste comes as several, cut between UTF-8 scalars.
    /// Default 65,536; values below 16 count as 16.
    public var maximumPasteLength: Int

    private enum Mode: Sendable, Hashable {
        /// Reading events; `pending` holds the start of an incomplete one.
        case ground
        /// Skipping the rest of an overlong sequence.
        case discarding
        /// Inside a bracketed paste; `pasteBytes` holds the text so far.
        case pasting
    }

    private var mode = Mode.ground
    private var pending: [UInt8] = []
    private var pasteBytes: [UInt8] = []
    private var lastInputTime = 0.0

    /// The ESC [ 201 ~ that ends a bracketed paste.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]

    /// A parser with nothing held.
    ///
    /// - Complexity: O(1).
    public init(
        escapeTimeout: Double = 0.05,
        pasteTimeout: Double = 0.5,
        maximumSequenceLength: Int = 64,
        maximumPasteLength: Int = 65_536
    ) {
        self.escapeTimeout = escapeTimeout
        self.pasteTimeout = pasteTimeout
        self.maximumSequenceLength = maximumSequenceLength
        self.maximumPasteLength = maximumPasteLength
    }

    /// When the caller should call ``flush(at:)``: the time, in the caller's seconds, at
    /// which the parser stops waiting for the rest of an incomplete sequence (or of a paste,
    /// or of an overlong sequence being skipped). Nil when it waits for nothing, so the
    /// caller may block on input indefinitely.
    ///
    /// - Complexity: O(1).
    public var pendingDeadline: Double? {
        switch mode {
        case .ground: pending.isEmpty ? nil : lastInputTime + Self.duration(escapeTimeout)
        case .discarding: lastInputTime + Self.duration(escapeTimeout)
        case .pasting: lastInputTime + Self.duration(pasteTimeout)
        }
    }

    /// How many bytes the parser holds: the start of an incomplete sequence, or the text of a
    /// paste in progress. At most ``maximumSequenceLength`` + 1 outside a paste and
    /// ``maximumPasteLength`` + 5 inside one (with the minimums those properties state).
    ///
    /// - Complexity: O(1).
    public var bufferedByteCount: Int {
        pending.count + pasteBytes.count
    }

    /// Decodes `bytes`, read at `time` (seconds, from the caller's monotonic clock), and
    /// returns the events they complete, in order.
    ///
    /// Bytes that begin a sequence but do not finish it are held for the next call. If the
    /// held bytes were already due (`time` is at or past ``pendingDeadline``), they are
    /// resolved first, as ``flush(at:)`` would, so a late feed does not glue an old ESC to
    /// new keys.
    ///
    /// ```swift
    /// parser.feed([0x1B, 0x5B, 0x41], at: now)  // [.key(.up, [])]
    /// parser.feed([0x1B], at: now)              // [], Escape or a sequence: wait
    /// ```
    /// - Complexity: O(n + h) for n new bytes and h held ones.
    public mutating func feed(_ bytes: some Collection<UInt8>, at time: Double) -> [InputEvent] {
        var events = flush(at: time)
        guard !bytes.isEmpty else { return events }
        lastInputTime = time.isNaN ? -.infinity : time
        var input = pending
        pending = []
        input.append(contentsOf: bytes)
        process(input, atEnd: false, into: &events)
        return events
    }

    /// Resolves the held bytes if their deadline has come (`time ≥ pendingDeadline`):
    /// - an incomplete sequence is read as if no more bytes will come: a lone ESC is
    ///   `.key(.escape, [])`, ESC ESC is Escape with `.alt`, `ESC [` and `ESC O` are Alt-[
    ///   and Alt-O, a truncated longer sequence is ``InputEvent/unknown(_:)``, a truncated
    ///   UTF-8 scalar is U+FFFD (with `.alt` after ESC);
    /// - a paste without its end marker ends, its text so far as a ``InputEvent/paste(_:)``;
    /// - the skipping of an overlong sequence stops.
    ///
    /// Returns nothing, and changes nothing, before the deadline or when nothing is held.
    /// - Complexity: O(h) in the h held bytes.
    public mutating func flush(at time: Double) -> [InputEvent] {
        guard let deadline = pendingDeadline, !(time < deadline) else { return [] }
        var events: [InputEvent] = []
        switch mode {
        case .pasting:
            events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
            pasteBytes = []
            mode = .ground
        case .discarding:
            mode = .ground
        case .ground:
            let input = pending
            pending = []
            process(input, atEnd: true, into: &events)
        }
        return events
    }

    /// Runs `input` through the modes, appending events; keeps an incomplete tail in `pending`.
    private mutating func process(_ input: [UInt8], atEnd: Bool, into events: inout [InputEvent]) {
        let scanner = SequenceScanner(maximumSequenceLength: maximumSequenceLength)
        var index = 0
        while index < input.count {
            switch mode {
            case .pasting:
                index = consumePaste(input, from: index, into: &events)
            case .discarding:
                let byte = input[index]
                if (0x20...0x3F).contains(byte) {
                    index += 1
                } else {
                    if (0x40...0x7E).contains(byte) { index += 1 }
                    mode = .ground
                }
            case .ground:
                switch scanner.scan(input, from: index, atEnd: atEnd) {
                case let .event(event, length):
                    events.append(event)
                    index += max(1, length)
                case let .startPaste(length):
                    mode = .pasting
                    index += max(1, length)
                case let .startDiscard(event, length):
                    events.append(event)
                    mode = .discarding
                    index += max(1, length)
                case .incomplete:
                    let rest = Array(input[index...])
                    if atEnd {
                        events.append(.unknown(rest))
                    } else {
                        pending = rest
                    }
                    return
                }
            }
        }
    }

    /// Adds pasted bytes from `start` until the end marker (which returns to `.ground`) or the
    /// end of `input`; hands out full chunks. Returns the index after the last byte consumed.
    ///
    /// A chunk is handed out only once `limit + 6` bytes are held and they do not end with the
    /// marker: the marker then starts at byte `limit + 1` or later, so more than `limit` bytes
    /// are text and the chunk (at most `limit` bytes) leaves some text behind. A paste of at
    /// most `limit` bytes is therefore one event, and the last chunk of a longer one is never
    /// empty.
    private mutating func consumePaste(_ input: [UInt8], from start: Int, into events: inout [InputEvent]) -> Int {
        let limit = max(16, maximumPasteLength)
        let tail = Self.pasteEnd.count
        var index = start
        while index < input.count {
            pasteBytes.append(input[index])
            index += 1
            if pasteBytes.count >= Self.pasteEnd.count, pasteBytes.last == 0x7E,
                pasteBytes[(pasteBytes.count - Self.pasteEnd.count)...].elementsEqual(Self.pasteEnd)
            {
                pasteBytes.removeLast(Self.pasteEnd.count)
                events.append(.paste(String(decoding: pasteBytes, as: UTF8.self)))
                pasteBytes = []
                mode = .ground
                return index
            }
            if pasteBytes.count >= limit + tail {
                // Keep a tail as long as the end marker; cut between scalars.
                var cut = pasteBytes.count - tail
                let earliest = max(1, cut - 3)
                while cut > earliest, UTF8Scalar.isContinuation(pasteBytes[cut]) { cut -= 1 }
                if UTF8Scalar.isContinuation(pasteBytes[cut]) { cut = pasteBytes.count - tail }
                events.append(.paste(String(decoding: pasteBytes[..<cut], as: UTF8.self)))
                pasteBytes.removeFirst(cut)
            }
        }
        return index
    }

    /// A timeout as a usable duration: NaN and negative values are 0.
    private static func duration(_ seconds: Double) -> Double {
        seconds >= 0 ? seconds : 0
    }
}
