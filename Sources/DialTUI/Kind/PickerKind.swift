import DialCore

/// One kind of question the picker asks beyond labels (a time, a duration, a time range): the
/// one small interface the model, the view and the accessible lines use, so that a new kind is
/// a folder of its own and not a new branch in each of them.
///
/// The model keeps what every kind shares — the stages and their dials, the layout, the header,
/// the clock, key repeat, Tab between stages, Enter, Esc, Ctrl-C and Ctrl-Z — and hands the kind
/// the rest, lending it the stage in front (`stage`, with its dial) in each call. A kind that
/// ``usesDial`` is turned on the model's dials: the view draws their rings, labels and pointer,
/// and they take the drag and the wheel; the kind changes only what its question changes (the
/// centre, Home and End, typing, a click on a label, what is printed). A kind that does not use
/// the dial draws a face of its own (``draw(_:into:)``), takes the mouse and is stepped by the
/// arrows itself (``step(by:stage:at:)``); the stage it is lent is left alone.
///
/// Every value a kind names — in the centre, the header, the accessible line and what Enter
/// prints — is the one the screen shows: where the motion in flight is headed.
public protocol PickerKind: Sendable {
    /// Whether the model's dials are the kind's face (drawn, dragged and stepped by the model).
    var usesDial: Bool { get }
    /// Whether a motion of the kind's own is in flight (frames must come).
    var isMoving: Bool { get }
    /// The earliest instant the kind changes with no input (a typed text's pause ending, a
    /// notice or a highlight fading), or nil.
    var deadline: Double? { get }

    /// Moves the kind to `time`.
    mutating func advance(to time: Double, stage: inout PickerModel.Stage) throws(DialError)
    /// The arrows, the wheel and held keys: `stops` later (positive) or earlier (negative).
    /// Only called when the kind does not use the dial.
    mutating func step(by stops: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError)
    /// A key other than the arrows, Enter, Esc and Ctrl-C/Ctrl-Z; returns whether the kind took it.
    mutating func handle(key: Key, modifiers: KeyModifiers, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool
    /// A mouse event at the 0-based `column`, `row`, with `model` as last drawn; returns whether
    /// the kind took it (else the model drags, wheels and clicks its dial).
    mutating func handle(mouse: MouseEvent, column: Int, row: Int, in model: PickerModel, stage: inout PickerModel.Stage,
                         at time: Double) throws(DialError) -> Bool
    /// A click on label `index` of the dial in front; returns whether the kind took it (else
    /// the dial turns to the label).
    mutating func click(label index: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool
    /// A typed (or pasted) character.
    mutating func type(_ character: Character, stage: inout PickerModel.Stage, at time: Double) throws(DialError)
    /// The value is about to be moved another way than typing (an arrow, a drag): a text being
    /// typed ends there (``TypedEntry/interrupt(at:read:)``).
    mutating func endTyping(stage: inout PickerModel.Stage, at time: Double) throws(DialError)
    /// The events of the dial in front (a bound met, say).
    mutating func observe(_ events: [DialEvent], stage: PickerModel.Stage, at time: Double)
    /// After every change, with the stage in front as it now is: a limit the value shown has
    /// just arrived at lights up (``LimitMet``), and one it has left goes out.
    mutating func review(stage: PickerModel.Stage, at time: Double)
    /// The stage in front changes (Tab) from `old` to `new`: the kind may set `new`'s dial.
    mutating func moveStage(from old: PickerModel.Stage, to new: inout PickerModel.Stage, at time: Double) throws(DialError)
    /// Enter: what is printed, or nil when nothing is picked (a typed text not understood; the
    /// kind shows why).
    mutating func pick(stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> String?
    /// What the screen shows, as Enter prints it (for `--select-on-timeout`, say).
    func result(stage: PickerModel.Stage) -> String

    /// The large text in the centre of the dial; nil for the name of the stop the dial is
    /// headed for.
    func centerText(stage: PickerModel.Stage) -> String?
    /// What the stages' row shows for stage `index` of `model` after its name; nil for the name
    /// of the stop its dial is headed for.
    func stageValue(ofStage index: Int, in model: PickerModel) -> String?
    /// What the kind draws: over the model's dial (``usesDial``) its parts of the header row,
    /// or its whole face.
    func draw(_ model: PickerModel, into grid: inout CellGrid)
    /// The whole answer on row `row`, for a terminal too small for a dial (``CompactView``).
    func drawCompact(_ model: PickerModel, row: Int, into grid: inout CellGrid)
    /// The columns ``drawCompact(_:row:into:)`` needs to show the value and the words around it.
    func compactWidth(_ model: PickerModel) -> Int
    /// Shorter ways of writing the value where ``compactWidth(_:)`` is more than there is, from
    /// the most words to the fewest; the last is the value alone.
    func shorterCompactForms(_ model: PickerModel) -> [CompactForm]
    /// The keys, for the hint on the last row, most useful first.
    var hints: [String] { get }

    /// The accessible opening line: what is asked (`asked`, the header, when there is one) and
    /// the keys that work.
    func opening(asked: String?) -> String
    /// The accessible line for what the screen of `model` shows now.
    func line(in model: PickerModel) -> AccessibleLine
}

/// What a kind that does not say otherwise does: nothing of its own.
extension PickerKind {
    public var isMoving: Bool { false }
    public mutating func step(by stops: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) {}
    public mutating func handle(mouse: MouseEvent, column: Int, row: Int, in model: PickerModel, stage: inout PickerModel.Stage,
                                at time: Double) throws(DialError) -> Bool { false }
    public mutating func click(label index: Int, stage: inout PickerModel.Stage, at time: Double) throws(DialError) -> Bool { false }
    public mutating func observe(_ events: [DialEvent], stage: PickerModel.Stage, at time: Double) {}
    public mutating func endTyping(stage: inout PickerModel.Stage, at time: Double) throws(DialError) {}
    public mutating func review(stage: PickerModel.Stage, at time: Double) {}
    public mutating func moveStage(from old: PickerModel.Stage, to new: inout PickerModel.Stage, at time: Double) throws(DialError) {}
    public func centerText(stage: PickerModel.Stage) -> String? { nil }
    public func stageValue(ofStage index: Int, in model: PickerModel) -> String? { nil }

    /// `text` centred on `row`, as a kind's compact line is drawn.
    public func drawCentered(_ text: String, row: Int, into grid: inout CellGrid) {
        let width = DisplayText.displayWidth(of: text)
        grid.put(text, column: max(0, (grid.width - width) / 2), row: row, style: PickerView.Palette.stage)
    }
}
