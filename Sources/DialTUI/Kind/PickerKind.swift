import DialCore

/// One kind of question the picker asks beyond labels (a duration, a time range): the one small
/// interface the model, the view and the accessible lines use, so that a new kind is a folder
/// of its own and not a new branch in each of them.
///
/// The model keeps what every kind shares — the layout, the header, the clock, key repeat, Enter,
/// Esc, Ctrl-C and Ctrl-Z — and hands the kind the rest. A kind that ``usesDial`` is turned on
/// the model's dial (the stage in front: the view draws its ring, labels and pointer, and it takes
/// the drag and the wheel); the kind gets that dial as `dial` in each call and changes only what
/// its question changes (the centre, Page Up and Down, Home and End, typing, what is printed). A
/// kind that does not use the dial draws a face of its own (``draw(_:into:)``), takes the mouse
/// and is stepped by the arrows itself (``step(by:dial:at:)``); the `dial` it is handed is left
/// alone.
///
/// Every value a kind names — in the centre, the header, the accessible line and what Enter
/// prints — is the one the screen shows: where the motion in flight is headed.
public protocol PickerKind: Sendable {
    /// Whether the model's dial is the kind's face (drawn, dragged and stepped by the model).
    var usesDial: Bool { get }
    /// Whether a motion of the kind's own is in flight (frames must come).
    var isMoving: Bool { get }
    /// The earliest instant the kind changes with no input (a typed text's pause ending, a
    /// notice or a highlight fading), or nil.
    var deadline: Double? { get }

    /// Moves the kind to `time`.
    mutating func advance(to time: Double, dial: inout Dial) throws(DialError)
    /// The arrows, the wheel and held keys: `stops` later (positive) or earlier (negative).
    /// Only called when the kind does not use the dial.
    mutating func step(by stops: Int, dial: inout Dial, at time: Double) throws(DialError)
    /// A key other than the arrows, Enter, Esc and Ctrl-C/Ctrl-Z; returns whether the kind took it.
    mutating func handle(key: Key, modifiers: KeyModifiers, dial: inout Dial, at time: Double) throws(DialError) -> Bool
    /// A mouse event, at the 0-based `column`, `row` of `layout`; returns whether the kind took it.
    mutating func handle(mouse: MouseEvent, column: Int, row: Int, layout: DialLayout, dial: inout Dial,
                         at time: Double) throws(DialError) -> Bool
    /// A typed (or pasted) character.
    mutating func type(_ character: Character, dial: inout Dial, at time: Double) throws(DialError)
    /// The events of the model's dial (a bound met, say).
    mutating func observe(_ events: [DialEvent], dial: Dial, at time: Double)
    /// Enter: what is printed, or nil when nothing is picked (a typed text not understood; the
    /// kind shows why).
    mutating func pick(dial: inout Dial, at time: Double) throws(DialError) -> String?
    /// What the screen shows, as Enter prints it (for `--select-on-timeout`, say).
    func result(dial: Dial) -> String

    /// The large text in the centre of the dial, for a kind that uses it.
    func centerText(dial: Dial) -> String
    /// What the kind draws: over the model's dial (``usesDial``) its header parts, or its whole face.
    func draw(_ model: PickerModel, into grid: inout CellGrid)
    /// The whole answer on one line, for a terminal too small for a dial (``CompactView``):
    /// `duration 1h30m`, `▸start 22:30   end 06:45   8h 15m`, with what is being typed.
    func compactText(dial: Dial) -> String
    /// The keys, for the hint on the last row, most useful first.
    var hints: [String] { get }

    /// The accessible opening line: what is asked (`asked`, the header, when there is one) and
    /// the keys that work.
    func opening(asked: String?) -> String
    /// The accessible line for what the screen shows now.
    func line(dial: Dial) -> String
}
