/// One mouse report from the terminal: what happened, where, with which modifiers.
///
/// Coordinates are **1-based**, as the terminal sends them: the top-left cell is column 1,
/// row 1. Subtract one for 0-based grid indices.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did.
    public enum Kind: Sendable, Hashable {
        /// A button went down.
        case press(MouseButton)
        /// A button went up. `nil` when the terminal does not say which: the legacy X10
        /// encoding (`ESC [ M cb cx cy`) reports every release alike.
        case release(MouseButton?)
        /// The pointer moved with a button held (reported in button-event or any-event mode).
        case drag(MouseButton)
        /// The pointer moved with no button held (reported in any-event mode only).
        case motion
        /// One notch of the wheel away from the user.
        case wheelUp
        /// One notch of the wheel toward the user.
        case wheelDown
        /// One notch of horizontal scrolling to the left.
        case wheelLeft
        /// One notch of horizontal scrolling to the right.
        case wheelRight
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column of the pointer, 1-based (the leftmost column is 1).
    public var column: Int
    /// The row of the pointer, 1-based (the top row is 1).
    public var row: Int
    /// Shift, alt (meta) and control as the terminal reports them. Many terminals keep
    /// Shift-clicks for their own selection and never report them.
    public var modifiers: KeyModifiers

    /// A mouse event.
    ///
    /// - Complexity: O(1).
    public init(kind: Kind, column: Int, row: Int, modifiers: KeyModifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// Decodes xterm's button code `code` (as in SGR mouse, `ESC [ < code ; x ; y M|m`):
    /// bits 0–1 the button (3: none), +4 shift, +8 alt, +16 control, +32 motion, +64 wheel
    /// (64–67: up, down, left, right), +128 buttons 8–11. `released` is SGR's final `m`.
    /// Returns nil for a negative code and for a wheel "release", which no terminal means.
    init?(code: Int, column: Int, row: Int, released: Bool) {
        guard code >= 0 else { return nil }
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }
        let low = code & 3
        let moved = code & 32 != 0
        let button: MouseButton?
        if code & 128 != 0 {
            button = .other(8 + low)
        } else if code & 64 != 0 {
            guard !released else { return nil }
            let wheel: Kind
            switch low {
            case 0: wheel = .wheelUp
            case 1: wheel = .wheelDown
            case 2: wheel = .wheelLeft
            default: wheel = .wheelRight
            }
            self.init(kind: wheel, column: column, row: row, modifiers: modifiers)
            return
        } else {
            switch low {
            case 0: button = .left
            case 1: button = .middle
            case 2: button = .right
            default: button = nil
            }
        }
        let kind: Kind
        if released {
            kind = .release(button)
        } else if let button {
            kind = moved ? .drag(button) : .press(button)
        } else {
            kind = moved ? .motion : .release(nil)
        }
        self.init(kind: kind, column: column, row: row, modifiers: modifiers)
    }
}
