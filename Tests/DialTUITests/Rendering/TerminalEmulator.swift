@testable import DialTUI

/// A tiny terminal for tests: it interprets exactly what ``FrameEncoder`` may send (CUP, SGR,
/// `CSI 2J`, synchronized output, printable UTF-8) and notes anything else as a problem.
///
/// It is stricter than a real terminal where strictness finds bugs: overwriting half of a wide
/// character leaves `¤` in the other half (a real terminal leaves a blank), so a half the
/// encoder forgets to rewrite shows; printing past the last column or a wide character into
/// the last column is a problem, not a wrap; `CSI 2J` clears to the current background
/// (back-colour erase), so clearing without a reset shows.
struct TerminalEmulator {
    struct ScreenCell: Equatable, CustomStringConvertible {
        var character: Character
        var style: CellStyle
        var isContinuation = false

        var description: String {
            isContinuation ? "(continuation \(style))" : "\"\(character)\" \(style)"
        }
    }

    let width: Int
    private(set) var height: Int
    private(set) var screen: [ScreenCell]
    private(set) var row = 0
    private(set) var column = 0
    private(set) var pendingWrap = false
    private(set) var pen: CellStyle
    private(set) var synchronizedBegins = 0
    private(set) var synchronizedEnds = 0
    private(set) var problems: [String] = []

    // What a whole program may also send (see `TerminalEmulator+Program.swift`).
    /// Whether LF and CR move the cursor (a program's plain lines) instead of being problems
    /// (the frame encoder never sends them).
    var acceptsLineControls = false
    /// The DEC private modes set (`CSI ? n h`) and not reset since.
    var privateModes: Set<Int> = []
    /// The kitty keyboard protocol's stack of pushed flags, last pushed last.
    var keyboardFlagStack: [Int] = []
    /// The bytes the terminal answers with (replies to queries), not yet read.
    var replies: [UInt8] = []
    /// How the terminal answers DECRQM for mode 2026 (1 set, 2 reset); nil: it does not answer.
    var synchronizedOutputSetting: Int?
    /// Whether it answers `CSI ? u` (the kitty keyboard protocol), with the flags in force.
    var speaksKittyKeyboard = false
    /// Whether it answers `CSI 6 n` with the cursor's position.
    var reportsCursorPosition = true
    /// The cursor saved by `ESC 7`.
    var savedCursor: (row: Int, column: Int)?
    /// How many lines scrolled off the top.
    private(set) var scrolledLines = 0
    /// The rows that went into the scrollback: scrolled off the top, or kept there by an erase
    /// of the whole screen (``keepInHistory(rows:)``).
    var history: [String] = []

    /// A terminal showing `grid` as `mode` draws it, with the cursor and style left in some
    /// arbitrary state by whatever wrote before.
    /// A blank terminal of `width` × `height` cells, the cursor at the top-left corner.
    init(width: Int, height: Int) {
        self.init(showing: CellGrid(width: width, height: height), mode: .none)
    }

    init(showing grid: CellGrid, mode: ColorMode, pen: CellStyle = CellStyle(), row: Int = 0, column: Int = 0) {
        width = grid.width
        height = grid.height
        screen = grid.cells.map {
            ScreenCell(character: $0.character, style: $0.style.resolved(for: mode), isContinuation: $0.isContinuation)
        }
        self.pen = pen
        self.row = row
        self.column = column
    }

    /// Interprets `bytes` in order.
    mutating func feed(_ bytes: [UInt8]) {
        var index = 0
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x1B {
                printText(&text)
                index = controlSequence(bytes, from: index + 1)
            } else if acceptsLineControls, byte == 0x0A || byte == 0x0D {
                printText(&text)
                lineControl(byte)
                index += 1
            } else if byte < 0x20 || byte == 0x7F {
                printText(&text)
                problems.append("control byte \(byte)")
                index += 1
            } else {
                text.append(byte)
                index += 1
            }
        }
        printText(&text)
    }

    /// The first cell that differs from `grid` drawn in `mode`, described; nil when the screen
    /// shows exactly `grid`.
    func mismatch(with grid: CellGrid, mode: ColorMode) -> String? {
        guard grid.width == width, grid.height == height else { return "size differs" }
        for (index, cell) in grid.cells.enumerated() {
            let expected = ScreenCell(character: cell.character, style: cell.style.resolved(for: mode),
                                      isContinuation: cell.isContinuation)
            if screen[index] != expected {
                return "cell \(index % width),\(index / width): shows \(screen[index]), expected \(expected)"
            }
        }
        return nil
    }

    /// The screen as text, one line per row (continuations add nothing).
    var lines: [String] {
        (0..<height).map { row in
            String(screen[(row * width)..<((row + 1) * width)].filter { !$0.isContinuation }.map(\.character))
        }
    }

    private mutating func printText(_ text: inout [UInt8]) {
        guard !text.isEmpty else { return }
        let string = String(decoding: text, as: UTF8.self)
        text.removeAll()
        for character in string { print(character) }
    }

    private mutating func print(_ character: Character) {
        let span = DisplayText.displayWidth(of: character)
        guard span > 0 else { return problems.append("zero-width grapheme sent on its own") }
        if pendingWrap { return problems.append("printed \(character) past the right edge") }
        if span == 2 && column == width - 1 { return problems.append("wide \(character) in the last column") }
        let index = row * width + column
        // Overwriting half of a wide character breaks its other half.
        if screen[index].isContinuation, column > 0 { screen[index - 1] = ScreenCell(character: "¤", style: pen) }
        let last = index + span - 1
        if !screen[last].isContinuation, column + span < width, screen[last + 1].isContinuation {
            screen[last + 1] = ScreenCell(character: "¤", style: pen)
        }
        screen[index] = ScreenCell(character: character, style: pen)
        if span == 2 { screen[index + 1] = ScreenCell(character: " ", style: pen, isContinuation: true) }
        column += span
        if column >= width {
            column = width - 1
            pendingWrap = true
        }
    }

    /// Interprets the sequence after an ESC; returns the index just past it.
    private mutating func controlSequence(_ bytes: [UInt8], from start: Int) -> Int {
        if start < bytes.count, bytes[start] == 0x37 || bytes[start] == 0x38 {
            saveOrRestoreCursor(save: bytes[start] == 0x37)
            return start + 1
        }
        guard start < bytes.count, bytes[start] == 0x5B else {
            problems.append("ESC not followed by [")
            return start
        }
        var index = start + 1
        var isPrivate = false
        var marker: UInt8?
        if index < bytes.count, bytes[index] == 0x3F {
            isPrivate = true
            index += 1
        } else if index < bytes.count, bytes[index] == 0x3C || bytes[index] == 0x3E {
            marker = bytes[index]
            index += 1
        }
        var parameters: [Int] = []
        var current: Int?
        while index < bytes.count, (0x30...0x3B).contains(bytes[index]) {
            if bytes[index] == 0x3B {
                parameters.append(current ?? 0)
                current = nil
            } else {
                current = (current ?? 0) * 10 + Int(bytes[index] - 0x30)
            }
            index += 1
        }
        if let current { parameters.append(current) } else if !parameters.isEmpty { parameters.append(0) }
        var intermediates: [UInt8] = []
        while index < bytes.count, (0x20...0x2F).contains(bytes[index]) {
            intermediates.append(bytes[index])
            index += 1
        }
        guard index < bytes.count else {
            problems.append("unterminated CSI")
            return index
        }
        let final = bytes[index]
        if programSequence(isPrivate: isPrivate, marker: marker, parameters: parameters,
                           intermediates: intermediates, final: final) {
            return index + 1
        }
        switch (isPrivate, final) {
        case (true, 0x68) where parameters == [2026]: synchronizedBegins += 1
        case (true, 0x6C) where parameters == [2026]: synchronizedEnds += 1
        case (false, 0x48): cursorPosition(parameters)
        case (false, 0x4A) where parameters == [2]:
            screen = Array(repeating: ScreenCell(character: " ", style: CellStyle(background: pen.background)),
                           count: width * height)
        case (false, 0x6D): selectGraphicRendition(parameters.isEmpty ? [0] : parameters)
        default: problems.append("unexpected sequence ending in \(final) with \(parameters)")
        }
        return index + 1
    }

    /// Moves the cursor, clamped to the screen.
    mutating func moveCursor(toRow newRow: Int, column newColumn: Int) {
        row = min(max(0, newRow), height - 1)
        column = min(max(0, newColumn), width - 1)
        pendingWrap = false
    }

    /// `CSI J`: blanks from the cursor to the end of the screen.
    mutating func eraseBelowCursor() {
        for index in (row * width + column)..<screen.count {
            screen[index] = ScreenCell(character: " ", style: CellStyle(background: pen.background))
        }
    }

    /// Fewer rows, as tmux takes them from a pane: first blank rows at the bottom, below the
    /// cursor; then rows at the top, into the scrollback. The cursor stays on its text; the
    /// cursor saved by `ESC 7` keeps its screen position.
    mutating func shrink(toRows rows: Int) {
        guard rows >= 1, rows < height else { return }
        var excess = height - rows
        while excess > 0, height - 1 > row, lines[height - 1].allSatisfy({ $0 == " " }) {
            screen.removeLast(width)
            height -= 1
            excess -= 1
        }
        while excess > 0 {
            history.append(lines[0])
            screen.removeFirst(width)
            height -= 1
            row -= 1
            excess -= 1
        }
        row = max(0, row)
    }

    /// `CSI K`: blanks from the cursor to the end of its row.
    mutating func eraseToLineEnd() {
        for index in (row * width + column)..<((row + 1) * width) {
            screen[index] = ScreenCell(character: " ", style: CellStyle(background: pen.background))
        }
    }

    /// The screen moves up a row; a blank row comes in at the bottom.
    mutating func scrollUp() {
        history.append(lines[0])
        screen.removeFirst(width)
        screen += Array(repeating: ScreenCell(character: " ", style: CellStyle()), count: width)
        scrolledLines += 1
    }

    /// `ESC 7` saves the cursor, `ESC 8` puts it back (the top-left corner when none was saved).
    mutating func saveOrRestoreCursor(save: Bool) {
        if save {
            savedCursor = (row, column)
        } else {
            moveCursor(toRow: savedCursor?.row ?? 0, column: savedCursor?.column ?? 0)
        }
    }

    private mutating func cursorPosition(_ parameters: [Int]) {
        let newRow = (parameters.first ?? 1) - 1, newColumn = (parameters.count > 1 ? parameters[1] : 1) - 1
        guard parameters.count <= 2, (0..<height).contains(newRow), (0..<width).contains(newColumn) else {
            return problems.append("CUP \(parameters) outside the screen")
        }
        row = newRow
        column = newColumn
        pendingWrap = false
    }

    private mutating func selectGraphicRendition(_ parameters: [Int]) {
        var index = 0
        func color(_ base: Int) -> TerminalColor?? {
            let code = parameters[index]
            switch code - base {
            case 0...7: return .some(.ansi(ANSIColor(rawValue: UInt8(code - base)) ?? .black))
            case 9: return .some(nil)
            case 60...67: return .some(.ansi(ANSIColor(rawValue: UInt8(code - base - 52)) ?? .black))
            case 8:
                if index + 2 < parameters.count, parameters[index + 1] == 5 {
                    index += 2
                    return .some(.indexed(UInt8(parameters[index])))
                }
                if index + 4 < parameters.count, parameters[index + 1] == 2 {
                    index += 4
                    return .some(.rgb(red: UInt8(parameters[index - 2]), green: UInt8(parameters[index - 1]),
                                      blue: UInt8(parameters[index])))
                }
                return nil
            default: return nil
            }
        }
        while index < parameters.count {
            let code = parameters[index]
            switch code {
            case 0: pen = CellStyle()
            case 1: pen.bold = true
            case 2: pen.dim = true
            case 4: pen.underline = true
            case 7: pen.reverse = true
            case 22: pen.bold = false; pen.dim = false
            case 24: pen.underline = false
            case 27: pen.reverse = false
            case 30...39, 90...97:
                if let foreground = color(30) { pen.foreground = foreground } else { problems.append("bad SGR colour \(parameters)") }
            case 40...49, 100...107:
                if let background = color(40) { pen.background = background } else { problems.append("bad SGR colour \(parameters)") }
            default: problems.append("unexpected SGR \(code)")
            }
            index += 1
        }
    }
}
