import DialCore

/// The picker as a program, in the manner of bubbletea's `Program` and ratatui's
/// `Terminal<Backend>`: a value that is told what the terminal sent and what happened to it,
/// with the time, and answers with the bytes to write, the next deadline and whether it is done.
///
/// It reads no clock and touches no terminal: ``ProgramRunner`` ties it to a ``TerminalPort``
/// (the real ``TerminalSession``, or a virtual terminal in tests) and a clock.
///
/// ```swift
/// var program = PickerProgram(model: model, settings: ProgramSettings(colorMode: .ansi256))
/// try session.enter(sequence: program.enterSequence(for: session.size()), exitSequence: program.exitSequence)
/// let ending = ProgramRunner.run(&program, on: session, clock: MonotonicClock.now)
/// session.restore()
/// ```
///
/// **Behaviour.**
/// - The start asks the terminal whether it supports synchronized output (DECRQM for mode
///   2026) and the kitty keyboard protocol (`CSI ? u`); frames are wrapped in synchronized
///   output once it says so, and where it speaks the protocol, flags that report key repeats
///   and releases are pushed (``KittyKeyboard``), and popped on every way out
///   (``ProgramAnswer/exitSequence``).
/// - Every answer draws what changed at its own time: a key is answered in the same wake-up
///   that reads it (the label the dial is headed for shows in the centre at once), and while
///   the dial moves the deadline is the next frame, ``ProgramSettings/frameInterval`` later.
/// - At rest the deadline is nil: no frame, no timer. The other deadlines: the parser's
///   escape timeout while a lone Esc waits, ``PickerModel/nextDeadline``, the idle timeout
///   (``ProgramSettings/timeout``) and, inline, the wait for the cursor position: one timer,
///   the earliest of them.
/// - Inline (``ProgramDisplay/inline(_:)``) it draws in the rows below the cursor
///   (``InlineRegion``), found by asking the terminal where the cursor is. After every frame
///   the cursor is left at the first column of the rows' first row, so that after a resize
///   (when the terminal may have rewrapped its lines and moved everything) asking where the
///   cursor is says where the rows went: when they did not move, the picker redraws in them;
///   when they did, it erases from there down and reserves its rows again from there.
/// - Accessible (``ProgramDisplay/accessible``) it writes an opening line that says what is
///   asked and which keys work, then one plain line per change of what the screen would show
///   (``Announcement``: "10", or "hour 10, 10:00" in time mode), and no escape sequence at all.
/// - A resize or a resume redraws everything; Ctrl-Z asks the port to suspend; Enter, Esc,
///   q, Ctrl-C, a hang-up and the timeout end it (``ProgramEnding``).
public struct PickerProgram: Sendable {
    /// The picker's state.
    public private(set) var model: PickerModel
    /// How it runs.
    public let settings: ProgramSettings
    /// The frame step; ``FrameStep/screen`` is what the terminal shows.
    public private(set) var frames: FrameStep
    private var parser = InputParser()
    /// When the user last did something (a key, the mouse, a paste), for the idle timeout.
    private var lastInputTime = 0.0
    /// Whether the kitty keyboard flags are pushed.
    public private(set) var pushedKeyboardFlags = false
    /// Whether the screen last drawn showed the value (``showsValue``).
    private var showedValue = true
    /// The terminal's size.
    private var size = TerminalSize.fallback
    /// Inline: the rows reserved below the cursor.
    private var inlineRows = 0
    /// Inline: since when the program waits to hear where the cursor is; nil when it knows.
    private var awaitingCursorSince: Double?
    /// Inline: the cursor report the rows were placed from (1-based), where the reservation
    /// saved the cursor; nil before the rows are placed.
    private var placedFrom: (row: Int, column: Int)?
    /// Inline: whether the awaited report says where the rows' first row went (after a resize
    /// or a redraw), rather than where a reservation saved the cursor.
    private var relocating = false
    /// Inline: cursor position queries sent and not answered yet. Reports come in the order of
    /// the queries, so only the one that leaves none unanswered tells where the cursor is now
    /// (two resizes in a row send two queries before the first answer).
    private var unansweredCursorQueries = 0
    /// Accessible: the line as it stood at the last change (written, or left unsaid as no news).
    private var announced: AccessibleLine?
    /// The labels read while the program runs (standard input), nil when the face was given.
    public private(set) var labelStream: LabelStream?
    /// How many of the stream's labels the model shows, and since when.
    private var labelsShown = 0
    private var labelsShownAt = -Double.infinity

    /// DECRQM for mode 2026, synchronized output: "do you support it?"
    public static let synchronizedOutputQuery: [UInt8] = Array("\u{1B}[?2026$p".utf8)

    /// A program for `model`, which it lays out on the terminal's size at ``start(size:at:)``.
    /// With `readsLabels`, its labels come as ``ProgramInput/labels(_:ended:)`` while it runs,
    /// into a model made by ``PickerModel/awaitingLabels(initial:columns:rows:cellAspect:)``.
    public init(model: PickerModel, settings: ProgramSettings, readsLabels: Bool = false) {
        self.model = model
        self.settings = settings
        labelStream = readsLabels ? LabelStream() : nil
        frames = FrameStep(encoder: FrameEncoder(synchronizedOutput: false), colorMode: settings.colorMode)
    }

    // MARK: Taking the terminal and giving it back

    /// What the port writes to take a terminal of `size` over: the alternate screen, the cursor
    /// hidden, mouse reporting and bracketed paste for the whole screen; the cursor hidden,
    /// mouse reporting, bracketed paste and the reserved rows inline; nothing at all when
    /// accessible. Without the mouse (``ProgramSettings/mouse``), no mouse reporting.
    public func enterSequence(for size: TerminalSize) -> [UInt8] {
        let mouse = settings.mouse ? TerminalSequence.enableMouse : []
        switch settings.display {
        case .fullScreen:
            return settings.mouse ? TerminalSequence.enter
                : TerminalSequence.enterAlternateScreen + TerminalSequence.hideCursor + TerminalSequence.enableBracketedPaste
                    + TerminalSequence.clearScreen
        case .inline(let height):
            return TerminalSequence.hideCursor + mouse + TerminalSequence.enableBracketedPaste
                + InlineRegion.reservation(rows: height.rows(on: size.rows))
        case .accessible:
            return []
        }
    }

    /// What the port writes on every way out: the kitty keyboard flags popped if they were
    /// pushed, then the modes of ``enterSequence(for:)`` undone (inline, the rows erased and the
    /// cursor put back where it was).
    public var exitSequence: [UInt8] {
        let pop = pushedKeyboardFlags ? KittyKeyboard.pop : []
        switch settings.display {
        case .fullScreen:
            return pop + TerminalSequence.exit
        case .inline:
            return pop + TerminalSequence.disableBracketedPaste + TerminalSequence.disableMouse
                + TerminalSequence.resetAttributes + InlineRegion.erase + TerminalSequence.showCursor
        case .accessible:
            return pop
        }
    }

    // MARK: Running

    /// Starts on a terminal of `size` at `time`: the queries and the first frame (inline, once
    /// the terminal has said where the cursor is; accessible, the first line).
    /// - Complexity: O(columns × rows).
    public mutating func start(size: TerminalSize, at time: Double) -> ProgramAnswer {
        lastInputTime = time
        var answer = ProgramAnswer()
        if case .accessible = settings.display {
            model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
            Self.appendLine(Announcement.opening(for: model), to: &answer.output)
        } else {
            answer.output = Self.synchronizedOutputQuery + KittyKeyboard.query
            place(on: size, at: time, into: &answer)
        }
        finish(&answer, at: time)
        return answer
    }

    /// Takes `input` at `time` (seconds on the caller's monotonic clock, never going back) and
    /// answers it.
    /// - Complexity: O(bytes + columns × rows).
    public mutating func receive(_ input: ProgramInput, at time: Double) -> ProgramAnswer {
        var answer = ProgramAnswer()
        switch input {
        case .bytes(let bytes):
            model.advance(to: time)
            handle(parser.feed(bytes, at: time), at: time, into: &answer)
        case .resized(let size):
            place(on: size, at: time, into: &answer, reserve: true)
        case .resumed(let size):
            // The way out popped the keyboard flags and the way back in did not push them.
            if pushedKeyboardFlags {
                pushedKeyboardFlags = false
                answer.exitSequence = exitSequence
            }
            if case .accessible = settings.display {
                announced = nil
            } else {
                answer.output = Self.synchronizedOutputQuery + KittyKeyboard.query
            }
            place(on: size, at: time, into: &answer)
        case .deadline:
            let events = parser.flush(at: time)
            if events.isEmpty, let limit = idleDeadline, !(time < limit) {
                // The timeout chooses what the screen shows: the model as last drawn, before
                // this instant moves it on (a typed time's pause may end at the same instant).
                answer.ending = settings.selectOnTimeout && !model.awaitsLabels ? .chose(model.result) : .timedOut
                endedByTimeout = true
            } else {
                model.advance(to: time)
                handle(events, at: time, into: &answer)
            }
            if let since = awaitingCursorSince, !(time < since + settings.cursorReportTimeout) {
                // No answer: take the rows at the bottom of the screen, where the reservation
                // put them when the cursor was low (the erase on the way out covers them).
                unansweredCursorQueries = 0
                placeInline(top: size.rows - inlineRows, rows: inlineRows)
            }
        case .hangUp:
            answer.ending = .canceled
            hungUp = true
        case .labels(let bytes, let ended):
            labelStream?.take(bytes)
            if ended { labelStream?.end() }
        }
        if answer.ending == nil { answer.ending = showLabels(at: time) }
        finish(&answer, at: time)
        return answer
    }

    /// Hands the model the labels read since it last showed some: at once for the first ones
    /// and at the end, else at most once a frame interval (a fast pipe of a million lines is
    /// not a face rebuilt a thousand times). At the end of the stream, the ending when it
    /// cannot be picked from: no label, more than a dial holds, or `--initial` not among them.
    private mutating func showLabels(at time: Double) -> ProgramEnding? {
        guard let stream = labelStream else { return nil }
        if stream.overflowed {
            return .failed("standard input has more than \(DialFace.maximumLabelCount) labels (lines), more than a dial holds")
        }
        let due = stream.ended || labelsShown == 0 || !(time < labelsShownAt + settings.frameInterval)
        if stream.labels.count > labelsShown, due {
            model.receiveLabels(stream.labels.map(InputLabels.text(of:)), at: time)
            labelsShown = stream.labels.count
            labelsShownAt = time
        }
        guard stream.ended else { return nil }
        if stream.labels.isEmpty { return .failed("no labels on standard input (one label a line)") }
        if let initial = model.awaitedInitial {
            return .failed(UsageError.unknownInitial(initial).description)
        }
        return nil
    }

    /// The bytes to print for `ending`'s answer (without the line end): a label read from
    /// standard input as the bytes it was read as, invalid UTF-8 included; any other answer as
    /// its UTF-8. Nil when the ending prints nothing.
    public func printedBytes(for ending: ProgramEnding) -> [UInt8]? {
        guard case .chose(let answer) = ending else { return nil }
        if let stream = labelStream, model.kind == nil, stream.labels.indices.contains(model.chosenIndex) {
            return stream.labels[model.chosenIndex]
        }
        return Array(answer.utf8)
    }

    /// Lays the picker out on a terminal of `size`: the whole screen, or inline the rows below
    /// the cursor, asked for; with `reserve` (after a resize) the old rows are erased and new
    /// ones reserved first (at the start and on resuming, the port's way in has reserved them).
    private mutating func place(on size: TerminalSize, at time: Double, into answer: inout ProgramAnswer, reserve: Bool = false) {
        self.size = size
        frames.invalidate()
        guard case .inline(let height) = settings.display else {
            model.resize(columns: size.columns, rows: size.rows, cellAspect: size.cellAspectRatio)
            return
        }
        inlineRows = height.rows(on: size.rows)
        relocating = false
        if reserve {
            if placedFrom != nil {
                // The cursor was left on the rows' first row: ask where that went.
                relocating = true
            } else {
                answer.output += InlineRegion.erase + InlineRegion.reservation(rows: inlineRows)
            }
        }
        answer.output += InlineRegion.cursorPositionQuery
        unansweredCursorQueries += 1
        awaitingCursorSince = time
    }

    /// Draws inline from screen row `top` (0-based), in `rows` rows.
    private mutating func placeInline(top: Int, rows: Int) {
        awaitingCursorSince = nil
        relocating = false
        frames.encoder.inlineTop = max(0, top)
        frames.invalidate()
        model.resize(columns: size.columns, rows: rows, cellAspect: size.cellAspectRatio)
    }

    /// Answers the cursor report `row`, `column` (1-based) inline: places the rows from it, or
    /// after a resize or a redraw, where the rows' first row went (``relocating``).
    private mutating func placeInline(cursorRow row: Int, column: Int, into answer: inout ProgramAnswer) {
        if relocating, let saved = placedFrom {
            let placement = InlineRegion.placement(cursorRow: saved.row, cursorColumn: saved.column,
                                                   rows: inlineRows, terminalRows: size.rows)
            let wanted = saved.column > 1 ? inlineRows - 1 : inlineRows
            if row - 1 == frames.encoder.inlineTop, placement.rows >= wanted {
                // Nothing moved and the rows still fit below: the saved cursor still holds.
                placeInline(top: placement.top, rows: placement.rows)
                return
            }
            // Moved (rewrapped, scrolled), or the rows no longer fit below: erase from the rows'
            // first row down, reserve the rows again from there (scrolling the output above up
            // where they must) and ask where the reservation saved the cursor.
            relocating = false
            placedFrom = nil
            let top = Array("\u{1B}[\(row);1H".utf8)
            answer.output += top + InlineRegion.eraseToEnd + top + InlineRegion.reservation(rows: inlineRows)
                + InlineRegion.cursorPositionQuery
            unansweredCursorQueries += 1
            return
        }
        placedFrom = (row, column)
        let placement = InlineRegion.placement(cursorRow: row, cursorColumn: column, rows: inlineRows, terminalRows: size.rows)
        placeInline(top: placement.top, rows: placement.rows)
    }

    /// Hands decoded events to the model, in order, until one ends the program or suspends it.
    private mutating func handle(_ events: [InputEvent], at time: Double, into answer: inout ProgramAnswer) {
        for event in events {
            switch event {
            case .modeReport(mode: 2026, let setting):
                frames.encoder.synchronizedOutput = (1...3).contains(setting)
                continue
            case .keyboardFlags:
                if !pushedKeyboardFlags {
                    pushedKeyboardFlags = true
                    answer.exitSequence = exitSequence
                    answer.output += KittyKeyboard.push
                }
                continue
            case .cursorPosition(let row, let column):
                unansweredCursorQueries = max(0, unansweredCursorQueries - 1)
                if awaitingCursorSince != nil, unansweredCursorQueries == 0 {
                    placeInline(cursorRow: row, column: column, into: &answer)
                }
                continue
            case .modeReport, .unknown:
                break
            case .key, .keyRepeat, .keyRelease, .mouse, .paste:
                lastInputTime = time
            }
            // A change nothing on screen can show is not made (a pane narrower than the value).
            if !showsValue, Self.changesValue(event) { continue }
            switch model.handle(event, at: time) {
            case .chose(let label)?: answer.ending = .chose(label)
            case .canceled?: answer.ending = .canceled
            case .suspend?: answer.suspends = true
            case nil: continue
            }
            return
        }
    }

    /// Whether the parser holds bytes it has not yet told apart (a lone ESC, until its timeout):
    /// keys that are not events yet.
    var holdsInput: Bool { parser.pendingDeadline != nil }

    /// Whether the screen shows the value whole: always, but on a one-line picker narrower
    /// than the value alone (``CompactView/showsValue(_:columns:)``); accessible, the lines say it.
    public var showsValue: Bool {
        settings.display == .accessible || !model.layout.isTooSmall || CompactView.showsValue(model, columns: model.layout.columns)
    }

    /// Whether `event` may change the value: anything but Enter, Esc, q and the control keys
    /// that cancel or suspend.
    static func changesValue(_ event: InputEvent) -> Bool {
        switch event {
        case .key(.enter, _), .key(.escape, _), .key(.character("q"), []): false
        case .key(.character(let character), let modifiers) where modifiers.contains(.control): !"cgz".contains(character)
        case .key, .keyRepeat, .mouse, .paste: true
        default: false
        }
    }

    /// Shows the state at `time` (unless the program ended) and sets the next deadline: a frame
    /// of what changed, or accessible, a line when what the screen would show changed.
    private mutating func finish(_ answer: inout ProgramAnswer, at time: Double) {
        if let ending = answer.ending {
            guard case .accessible = settings.display, !hungUp else { return }
            // A value picked in the same read as the key that turned to it is said before the
            // pick: every value printed is said first.
            if case .chose = ending, !endedByTimeout {
                let line = Announcement.parts(for: model)
                if line.value != announced?.value { Self.appendLine(line.text, to: &answer.output) }
            }
            Self.appendLine(Announcement.ending(ending, timedOut: endedByTimeout), to: &answer.output)
            return
        }
        if case .accessible = settings.display {
            model.advance(to: time)
            let line = Announcement.parts(for: model)
            if line.isNews(after: announced) {
                Self.appendLine(announced == nil ? line.firstText : line.text, to: &answer.output)
            }
            announced = line
        } else if awaitingCursorSince == nil {
            // A screen that stops showing the value (made too small, or placed inline too low):
            // a text typed before ends on what it showed, so that no pause unseen changes what
            // Enter picks. Once, when it stops: keys that would type are refused meanwhile.
            let shows = showsValue
            if showedValue, !shows { model.endTyping(at: time) }
            showedValue = shows
            let drawn = frames.draw(&model, at: time, into: &answer.output)
            if drawn > 0, let top = frames.encoder.inlineTop {
                answer.output += Array("\u{1B}[\(top + 1);1H".utf8)
            }
        }
        answer.deadline = nextDeadline(after: time)
    }

    /// What the accessible picker says for what the screen would show now
    /// (``Announcement/line(for:)``).
    public var announcement: String {
        Announcement.line(for: model)
    }

    /// Whether the answer being finished is the idle timeout's.
    private var endedByTimeout = false
    /// Whether the terminal hung up: nothing more is said on it.
    private var hungUp = false

    /// `line` and CR LF (the terminal is in raw mode: a line feed alone does not return).
    private static func appendLine(_ line: String, to bytes: inout [UInt8]) {
        bytes += Array(line.utf8)
        bytes += [0x0D, 0x0A]
    }

    /// When the idle timeout runs out; nil without one.
    private var idleDeadline: Double? {
        settings.timeout.map { lastInputTime + $0 }
    }

    /// The earliest of: the next frame while the dial moves (drawn displays only), the parser's
    /// escape timeout, the model's own deadline, the idle timeout and the wait for the cursor
    /// position. Deadlines already past are the model's to clear; they are skipped so that they
    /// cannot wake the program over and over.
    private func nextDeadline(after time: Double) -> Double? {
        var deadline: Double?
        func consider(_ candidate: Double?) {
            guard let candidate, candidate.isFinite else { return }
            deadline = min(deadline ?? candidate, candidate)
        }
        if model.isAnimating, settings.display != .accessible, awaitingCursorSince == nil {
            consider(time + settings.frameInterval)
        }
        consider(parser.pendingDeadline)
        consider(model.nextDeadline.flatMap { $0 > time ? $0 : nil })
        consider(idleDeadline)
        if let stream = labelStream, stream.labels.count > labelsShown { consider(labelsShownAt + settings.frameInterval) }
        consider(awaitingCursorSince.map { $0 + settings.cursorReportTimeout })
        return deadline
    }
}
