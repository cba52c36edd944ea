import PropertyTesting

/// One thing a user, a pipe or the terminal does to a running picker, in the exploration of
/// the terminal front. Its `description` is a readable, replayable step (`press(→)`,
/// `resize(1×1)`, `labels("b\n")`).
enum TUIAction: CustomStringConvertible, Sendable {
    /// A key, by its binding.
    case press(TUIKey)
    /// Keys arriving in one read (typed faster than the picker wakes, or sent by a script).
    case burst([TUIKey])
    /// A key held: `count` presses 30 ms apart, as a terminal repeats it.
    case hold(TUIKey, count: Int)
    /// Text typed one character at a time, 80 ms apart.
    case type(String)
    /// Text pasted (bracketed paste).
    case paste(String)
    /// A mouse report at a 1-based cell.
    case mouse(TUIMouse, column: Int, row: Int)
    /// The terminal resized (`SIGWINCH`).
    case resize(columns: Int, rows: Int)
    /// Ctrl-Z, and the shell's `fg` after it.
    case suspend
    /// Time passing with no input (frames, a coast, a typed text's pause, the timeout).
    case wait(Double)
    /// Bytes arriving on stdin, for a picker whose labels come from there.
    case labels(String)
    /// Stdin ending.
    case endLabels
    /// The picker started again with these arguments; refused ones leave the running picker
    /// as it was (the command line says no, exit 2).
    case launch([String])

    var description: String {
        switch self {
        case .press(let key): "press(\(key))"
        case .burst(let keys): "burst(\(keys.map(\.description).joined(separator: " ")))"
        case .hold(let key, let count): "hold(\(key) ×\(count))"
        case .type(let text): "type(\(String(reflecting: text)))"
        case .paste(let text): "paste(\(String(reflecting: text)))"
        case .mouse(let kind, let column, let row): "\(kind)(\(column),\(row))"
        case .resize(let columns, let rows): "resize(\(columns)×\(rows))"
        case .suspend: "suspend"
        case .wait(let seconds): "wait(\(seconds) s)"
        case .labels(let text): "labels(\(String(reflecting: text)))"
        case .endLabels: "endLabels"
        case .launch(let arguments): "launch(\(arguments.joined(separator: " ")))"
        }
    }
}

/// The key bindings the exploration presses: every one the picker has, and a few it has not.
enum TUIKey: String, CaseIterable, CustomStringConvertible, Sendable {
    case right = "→", left = "←", up = "↑", down = "↓", pageUp = "PgUp", pageDown = "PgDn"
    case home = "Home", end = "End", tab = "Tab", backTab = "Shift-Tab", backspace = "Backspace"
    case enter = "Enter", escape = "Esc", q = "q", a = "a", p = "p"
    case ctrlC = "Ctrl-C", ctrlG = "Ctrl-G", ctrlN = "Ctrl-N", ctrlP = "Ctrl-P", ctrlJ = "Ctrl-J", ctrlK = "Ctrl-K"
    case f1 = "F1", altQ = "Alt-q"

    var description: String { rawValue }

    /// The bytes a terminal sends for it.
    var bytes: [UInt8] {
        switch self {
        case .right: Array("\u{1B}[C".utf8)
        case .left: Array("\u{1B}[D".utf8)
        case .up: Array("\u{1B}[A".utf8)
        case .down: Array("\u{1B}[B".utf8)
        case .pageUp: Array("\u{1B}[5~".utf8)
        case .pageDown: Array("\u{1B}[6~".utf8)
        case .home: Array("\u{1B}[H".utf8)
        case .end: Array("\u{1B}[F".utf8)
        case .tab: [0x09]
        case .backTab: Array("\u{1B}[Z".utf8)
        case .backspace: [0x7F]
        case .enter: [0x0D]
        case .escape: [0x1B]
        case .q: Array("q".utf8)
        case .a: Array("a".utf8)
        case .p: Array("p".utf8)
        case .ctrlC: [0x03]
        case .ctrlG: [0x07]
        case .ctrlN: [0x0E]
        case .ctrlP: [0x10]
        case .ctrlJ: [0x0A]
        case .ctrlK: [0x0B]
        case .f1: Array("\u{1B}OP".utf8)
        case .altQ: Array("\u{1B}q".utf8)
        }
    }

    /// Whether the key ends the picker (Enter, a cancel): drawn rarely, so sequences go on.
    var ends: Bool { [.enter, .escape, .q, .ctrlC, .ctrlG].contains(self) }
}

/// A mouse report's kind.
enum TUIMouse: String, CaseIterable, CustomStringConvertible, Sendable {
    case press, drag, release, wheelUp, wheelDown

    var description: String { rawValue }

    /// The SGR report at a 1-based cell.
    func bytes(column: Int, row: Int) -> [UInt8] {
        let (button, final) = switch self {
        case .press: (0, "M")
        case .drag: (32, "M")
        case .release: (0, "m")
        case .wheelUp: (64, "M")
        case .wheelDown: (65, "M")
        }
        return Array("\u{1B}[<\(button);\(column);\(row)\(final)".utf8)
    }
}
