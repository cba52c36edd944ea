import DialCore

/// What the picker should do after an input.
public enum PickerOutcome: Sendable, Equatable {
    /// A label (or, for `--time`, an `HH:MM`) was chosen: print it and exit 0.
    case chose(String)
    /// Esc, Ctrl-C, or q when it types no label: print nothing, exit 130.
    case canceled
    /// Ctrl-Z: give the terminal back and stop until continued.
    case suspend
}

/// The picker's state: one dial per stage (one stage, or hour then minute for `--time`), the
/// key-repeat and type-ahead state, the mouse drag, and the layout. A pure value driven by
/// input events and by time, both handed in; it reads no clock and draws nothing.
///
/// Keys: Right and Up select the next label (index + 1), Left and Down the previous; a tap moves
/// one label, a held key spins faster and faster and coasts when let go, and no press is ever
/// lost (``KeyRepeat``).
/// PageUp/PageDown turn a quarter, Home and End go to the first and last label (in time mode
/// the earliest and latest time), typed digits jump (``TypeAhead``; in time mode they type a
/// time, ``TypedEntry``), Tab and Shift-Tab move between stages, Enter chooses from any stage,
/// fzf's Ctrl-N and Ctrl-J do what → does and Ctrl-P and Ctrl-K what ← does, Esc, Ctrl-C and
/// Ctrl-G cancel, and so does q unless it types a label (one starting with q, or the
/// one being typed going on with q), Ctrl-Z suspends. Pasted text is typed text: it can jump to
/// a label, never pick, cancel or move. The mouse drags the dial round its centre and flings
/// it, the wheel steps it, a click on a label selects it (in time mode it sets that part of
/// the time and keeps the rest, and a click on AM or PM toggles it); a press on a moving dial
/// stops it where it is, and let go it rests on the nearest stop. Keys and the wheel count
/// stops (detents): on a minute dial, minutes.
///
/// A question beyond labels — a time, a duration, a range — is a ``kind`` (``PickerKind``): the
/// model hands it the keys, the typing, the clicks and Enter, and what it does not take the
/// model does as for labels. A range draws and moves a face of its own (``RangeKind``).
///
/// The screen names one value at every instant, the one Enter picks: the stop the dial is
/// headed for (``chosenIndex``), or the one under the pointer while it is held.
public struct PickerModel: Sendable {
    /// One dial of the picker: its labels and its state.
    public struct Stage: Sendable {
        public let name: String
        public let face: PickerFace
        public internal(set) var dial: Dial
        /// The labels as drawn: sanitized once (``DisplayText/sanitize(_:)``), never per frame.
        public let displayLabels: [String]
        /// The display width of each of ``displayLabels``, in terminal columns.
        public let displayWidths: [Int]
        /// The widest label, in terminal columns.
        public let labelWidth: Int
        /// The names of the stops as shown: sanitized once, like ``displayLabels``.
        public let displayDetentNames: [String]
        /// The display width of each of ``displayDetentNames``, in terminal columns.
        public let displayDetentWidths: [Int]
        /// The part of the time this stage turns, in time mode.
        public let time: TimeStage?

        /// The stop this stage's dial is headed for, or shows when it is held or at rest: the one
        /// value the screen names for the stage and Enter picks.
        public var chosenIndex: Int { dial.restingIndex ?? dial.selectedIndex }
    }

    public internal(set) var stages: [Stage]
    public private(set) var stageIndex = 0
    /// The kind of question asked beyond labels (a time, a duration, a range): see
    /// ``PickerKind``; nil for labels.
    public internal(set) var kind: (any PickerKind)?
    public private(set) var layout: DialLayout
    /// The ring of ``layout``, drawn once for it (``PickerBackdrop``).
    public private(set) var backdrop: PickerBackdrop
    /// What the ring is drawn with (``setRingGlyphs(_:)``); Braille unless set.
    public private(set) var ringGlyphs = RingGlyphs.braille
    /// The characters the picker draws with (``setRepertoire(_:)``); any unless set.
    public private(set) var repertoire = CharacterRepertoire.unicode
    /// The colours `--color` asks for (``setColors(_:)``); the picker's own unless set.
    public private(set) var colors = PickerColors()
    /// The row of keys at the bottom (``setKeyHint(_:)``): shown, with the mouse's, unless set.
    public private(set) var keyHint = KeyHint()
    var keyRepeat = KeyRepeat(coastRate: PickerModel.configuration.decelerationRate)
    var typeAhead = TypeAhead()
    var press: MousePress?
    var keyHold = KeyHold()
    /// The last operation a dial refused (``DialError``), kept so it can be seen; the dial was
    /// left exactly as it was. Nil when none has been refused.
    public internal(set) var lastRejection: DialError?
    /// The text above the dial (``PickerHeader``), if any.
    public internal(set) var header: PickerHeader?
    /// The text at the start of the row naming the value (`--prompt`), if any.
    public internal(set) var prompt: PickerHeader?
    /// Whether the labels are still to come (read from standard input while the picker runs)
    /// and none has arrived: the face shows nothing and Enter picks nothing
    /// (``PickerModel/receiveLabels(_:at:)``).
    public internal(set) var awaitsLabels = false
    /// The label `--initial` names, while labels are still to come and it has not arrived:
    /// selected when it does, unless a key or the mouse moved the dial first.
    public internal(set) var awaitedInitial: String?
    /// The latest time handed in; times that go backwards or are not finite count as this one
    /// (``admit(_:)``), so the dials are only ever handed a valid clock.
    var clock = -Double.infinity

    /// A mouse button held on the dial.
    struct MousePress: Sendable {
        var column: Int
        var row: Int
        /// The label pressed: a click (a press and a release on the same cell) selects it,
        /// unless the press stopped a motion.
        var label: Int?
        var moved = false
    }

    /// The dial configuration of the picker: UIKit's fast deceleration (a terminal dial is small,
    /// and a held key's spin should stop within a few labels when let go), a dead radius of 15%
    /// of the dial, and a rest tolerance of 0.005 rad — under a tenth of a column where the labels
    /// sit on the largest terminals, so a motion ends as soon as no cell can change any more.
    public static var configuration: DialConfiguration {
        var configuration = DialConfiguration()
        configuration.decelerationRate = Deceleration.fastRate
        configuration.deadRadius = DialLayout.modelRadius * 0.15
        configuration.restTolerance = 0.005
        return configuration
    }

    /// A picker of the given stages (a twelve-hour dial when there are none), laid out on a
    /// terminal of `columns` × `rows` cells; the stages of a time read a typed `now` from `clock`.
    public init(stages: [StageSetup], columns: Int, rows: Int, cellAspect: Double? = nil,
                kind: (any PickerKind)? = nil, clock: LocalTime = .system) throws(DialError) {
        var built: [Stage] = []
        for stage in stages.isEmpty ? [StageSetup(name: "hour", face: .hours12)] : stages {
            built.append(try Self.stage(stage))
        }
        self.stages = built
        // Stages of a time are the time kind's dials.
        self.kind = kind ?? stages.lazy.compactMap(\.time).first.map { TimeKind(setup: $0.setup, clock: clock) }
        layout = DialLayout(columns: columns, rows: rows, cellAspect: cellAspect, labelWidth: built[0].labelWidth,
                            fittingLabelsOf: built[0].face.dialFace, headerRows: built.count > 1 || self.kind != nil ? 1 : 0)
        backdrop = PickerBackdrop(layout: layout)
    }

    /// The dial and the labels as drawn of `stage`.
    static func stage(_ stage: StageSetup) throws(DialError) -> Stage {
        // A stage that counts its value (a time's, or a bounded one) starts on that value; any
        // other on its stop, at the rotation nearest 0 that shows it.
        let dial = if stage.time == nil, stage.bounds == nil {
            try Dial(face: stage.face.dialFace, radius: DialLayout.modelRadius,
                     configuration: Self.configuration, selectedIndex: stage.initial)
        } else {
            try Dial(face: stage.face.dialFace, radius: DialLayout.modelRadius,
                     configuration: Self.configuration, value: stage.initial, bounds: stage.bounds)
        }
        let shown = stage.face.labels.map(DisplayText.sanitize)
        let widths = shown.map(DisplayText.displayWidth(of:))
        let sameNames = stage.face.detentNames == stage.face.labels
        let names = sameNames ? shown : stage.face.detentNames.map(DisplayText.sanitize)
        return Stage(name: stage.name, face: stage.face, dial: dial,
                     displayLabels: shown, displayWidths: widths, labelWidth: widths.max() ?? 1,
                     displayDetentNames: names, displayDetentWidths: sameNames ? widths : names.map(DisplayText.displayWidth(of:)),
                     time: stage.time)
    }

    /// The stage in front.
    public var stage: Stage { stages[stageIndex] }
    /// The dial in front.
    public var dial: Dial { stages[stageIndex].dial }

    /// Whether frames must keep coming: a motion is in flight.
    public var isAnimating: Bool { stages.contains { $0.dial.isMoving } || kind?.isMoving == true }

    /// The stop Enter would choose now: where the dial is headed, or what it shows.
    public var chosenIndex: Int { stage.chosenIndex }

    /// The earliest time the model wants to be advanced without input (nil: never): a typed
    /// time's pause ending, a notice (a kind's, or a label's typing) or a bound's highlight fading. The program wakes at it, as
    /// it wakes for frames while the dial moves.
    public var nextDeadline: Double? {
        guard let kind else { return typeAhead.noticeDeadline }
        return kind.deadline
    }

    /// What a picker of labels says about the text typed now: "no label starts with zz" for a
    /// while after a text no label starts with (a kind says its own, ``TypedEntry``).
    public var typingNotice: String? { kind == nil ? typeAhead.notice(at: clock) : nil }

    /// Draws the ring with `glyphs` from now on (``RingGlyphs/init(environment:)``).
    /// - Complexity: O(columns × rows) when they change.
    public mutating func setRingGlyphs(_ glyphs: RingGlyphs) {
        ringGlyphs = glyphs
        if backdrop.glyphs != glyphs { backdrop = PickerBackdrop(layout: layout, glyphs: glyphs, ringColor: colors.ring) }
    }

    /// Draws with the characters of `repertoire` from now on: in ASCII, the ring too.
    /// - Complexity: O(columns × rows) when the ring's glyphs change.
    public mutating func setRepertoire(_ repertoire: CharacterRepertoire) {
        self.repertoire = repertoire
        if repertoire == .ascii { setRingGlyphs(.ascii) }
    }

    /// Draws with `colors` from now on (`--color`), the ring redrawn when its colour changes.
    /// - Complexity: O(columns × rows) when the ring's colour changes.
    public mutating func setColors(_ colors: PickerColors) {
        self.colors = colors
        if backdrop.ringColor != colors.ring { backdrop = PickerBackdrop(layout: layout, glyphs: ringGlyphs, ringColor: colors.ring) }
    }

    /// Shows the key hint as `hint` says from now on (`--no-hint`, `--no-mouse`); the dial
    /// takes the hint's row where it is hidden.
    /// - Complexity: O(columns × rows) when the layout changes.
    public mutating func setKeyHint(_ hint: KeyHint) {
        keyHint = hint
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
    }

    /// The terminal changed size.
    public mutating func resize(columns: Int, rows: Int, cellAspect: Double?) {
        layout = DialLayout(columns: columns, rows: rows, cellAspect: cellAspect, labelWidth: stage.labelWidth,
                            fittingLabelsOf: stage.face.dialFace, headerRows: headerRows, footerRows: keyHint.isShown ? 1 : 0)
        if backdrop.layout != layout || backdrop.glyphs != ringGlyphs {
            backdrop = PickerBackdrop(layout: layout, glyphs: ringGlyphs, ringColor: colors.ring)
        }
    }

    /// The rows above the dial: the row naming the value (the stages' names when there are
    /// several, the kind's row, or the prompt's), and the header.
    var headerRows: Int { (stages.count > 1 || kind != nil || prompt != nil ? 1 : 0) + (header == nil ? 0 : 1) }

    /// Moves every dial to `time`.
    public mutating func advance(to time: Double) {
        let time = admit(time)
        for index in stages.indices {
            apply(to: index) { (dial: inout Dial) throws(DialError) in try dial.advance(to: time) }
        }
        withKind { (kind, stage) throws(DialError) in try kind.advance(to: time, stage: &stage) }
    }

    /// Handles one input event at `time`; returns what the picker should do, if anything.
    public mutating func handle(_ event: InputEvent, at time: Double) -> PickerOutcome? {
        let time = admit(time)
        switch event {
        case .key, .keyRepeat, .mouse, .paste: awaitedInitial = nil
        default: break
        }
        endTyping(before: event, at: time)
        switch event {
        case .key(let key, let modifiers):
            keyHold.press(StepDirection(arrow: key))
            return handle(key: key, modifiers: modifiers, at: time)
        case .keyRepeat(let key, let modifiers):
            return handleRepeat(key, modifiers: modifiers, at: time)
        case .keyRelease(let key, _):
            handleRelease(key, at: time)
            return nil
        case .mouse(let mouse):
            handle(mouse: mouse, at: time)
            return nil
        case .paste(let text):
            if kind != nil {
                for character in text { withKind { (kind, stage) throws(DialError) in try kind.type(character, stage: &stage, at: time) } }
            } else if let index = typeAhead.type(pasted: text, at: time, on: stage.face) {
                select(index, at: time)
            }
            return nil
        case .cursorPosition, .modeReport, .keyboardFlags, .unknown:
            return nil
        }
    }

    // MARK: Keys

    private mutating func handle(key: Key, modifiers: KeyModifiers, at time: Double) -> PickerOutcome? {
        if modifiers.contains(.control) {
            switch key {
            case .character("c"), .character("g"): return .canceled
            case .character("z"): return .suspend
            // fzf's next and previous: Ctrl-N and Ctrl-J, Ctrl-P and Ctrl-K, as → and ←.
            case .character("n"), .character("j"): return handle(key: .right, modifiers: [], at: time)
            case .character("p"), .character("k"): return handle(key: .left, modifiers: [], at: time)
            default: return nil
            }
        }
        // A key the kind took, or one it refused (nil: the engine said no), is done with.
        if kind != nil, !Self.modelKeys.contains(key),
           withKind({ (kind, stage) throws(DialError) in try kind.handle(key: key, modifiers: modifiers, stage: &stage, at: time) }) != false {
            return nil
        }
        switch key {
        case .right, .up: press(.next, at: time)
        case .left, .down: press(.previous, at: time)
        case .pageUp: step(by: max(1, stage.face.detentCount / 4), at: time)
        case .pageDown: step(by: -max(1, stage.face.detentCount / 4), at: time)
        case .home: select(0, at: time)
        case .end: select(stage.face.detentCount - 1, at: time)
        case .tab: moveToStage(stageIndex + 1, at: time)
        case .backTab: moveToStage(stageIndex - 1, at: time)
        case .enter: return pick(at: time)
        case .escape: return .canceled
        case .character("q") where !modifiers.contains(.alt) && !typeAhead.wouldJump(typing: "q", at: time, on: stage.face):
            return .canceled
        case .character(let character) where !modifiers.contains(.alt) && kind != nil:
            withKind { (kind, stage) throws(DialError) in try kind.type(character, stage: &stage, at: time) }
        case .character(let character) where !modifiers.contains(.alt):
            if let index = typeAhead.type(character, at: time, on: stage.face) { select(index, at: time) }
        default: break
        }
        return nil
    }

    /// What the picker prints: the kind's answer (a time, a range, a duration, formatted), or
    /// the chosen stop's name, or for several stages their names joined by ":".
    public var result: String {
        if let kind { return kind.result(stage: stage) }
        return stages.map { $0.face.detentNames[$0.chosenIndex] }.joined(separator: ":")
    }

    /// Enter: the answer, unless the kind picks nothing now (a typed text not understood: it
    /// shows why).
    mutating func pick(at time: Double) -> PickerOutcome? {
        guard !awaitsLabels else { return nil }
        guard kind != nil else { return .chose(result) }
        return withKind { (kind, stage) throws(DialError) in try kind.pick(stage: &stage, at: time) }.flatMap { $0 }.map(PickerOutcome.chose)
    }

    /// A press of an arrow key: the labels ``KeyRepeat`` says, added to the target in flight.
    private mutating func press(_ direction: StepDirection, at time: Double) {
        step(by: keyRepeat.press(direction, at: time), at: time)
    }

    mutating func step(by labels: Int, at time: Double) {
        if kindOwnsFace {
            withKind { (kind, stage) throws(DialError) in try kind.step(by: labels, stage: &stage, at: time) }
            return
        }
        apply { (dial: inout Dial) throws(DialError) in try dial.step(by: labels, time: time) }
    }

    private mutating func select(_ index: Int, at time: Double) {
        apply { (dial: inout Dial) throws(DialError) in try dial.select(detent: index, time: time) }
    }

    private mutating func moveToStage(_ index: Int, at time: Double) {
        guard stages.indices.contains(index), index != stageIndex else { return }
        press = nil
        keyRepeat.reset()
        let left = stage
        stageIndex = index
        withKind { (kind, stage) throws(DialError) in try kind.moveStage(from: left, to: &stage, at: time) }
        resize(columns: layout.columns, rows: layout.rows, cellAspect: layout.cellAspect)
        advance(to: time)
    }

    // MARK: Mouse

    private mutating func handle(mouse: MouseEvent, at time: Double) {
        let column = mouse.column - 1, row = mouse.row - 1
        let drawn = self
        if kind != nil, withKind({ (kind, stage) throws(DialError) in
            try kind.handle(mouse: mouse, column: column, row: row, in: drawn, stage: &stage, at: time)
        }) != false {
            return
        }
        let point = layout.dialPoint(column: column, row: row)
        switch mouse.kind {
        case .press(.left):
            guard layout.isOnDial(column: column, row: row) else { return }
            // A press on a moving dial stops it where it is, as a touch does, and is no click:
            // let go, the dial comes to rest on the nearest stop.
            let pressed = dial.isMoving ? nil : label(atColumn: column, row: row)
            press = MousePress(column: column, row: row, label: pressed)
            apply { (dial: inout Dial) throws(DialError) in try dial.beginDrag(at: point, time: time) }
        case .drag(.left):
            guard var held = press else { return }
            if column != held.column || row != held.row { held.moved = true }
            press = held
            apply { (dial: inout Dial) throws(DialError) in try dial.drag(to: point, time: time) }
        case .release:
            guard let held = press else { return }
            press = nil
            if !held.moved, let label = held.label {
                let taken = kind == nil ? false : withKind { (kind, stage) throws(DialError) in
                    try kind.click(label: label, stage: &stage, at: time)
                }
                switch taken {
                case false?: select(label * stage.face.dialFace.detentsPerLabel, at: time)
                case true?: break
                // The kind's click was refused: the dial is let go where it is.
                case nil: apply { (dial: inout Dial) throws(DialError) in try dial.release(time: time) }
                }
            } else {
                apply { (dial: inout Dial) throws(DialError) in try dial.release(time: time) }
            }
        case .wheelUp:
            step(by: 1, at: time)
        case .wheelDown:
            step(by: -1, at: time)
        default:
            break
        }
    }

    /// The keys the model answers itself whatever the kind: the arrows (with key repeat), Enter
    /// and Esc.
    static let modelKeys: Set<Key> = [.left, .right, .up, .down, .enter, .escape]

    /// The label drawn at a cell, as the view draws them (``LabelPlan``).
    public func label(atColumn column: Int, row: Int) -> Int? {
        LabelPlan(self, selected: selectedLabel).label(atColumn: column, row: row)
    }

    /// The label highlighted on the ring: that of the stop the dial is headed for
    /// (``chosenIndex``), the one the centre and the header name, from the first frame of a
    /// motion; nil when that stop carries no label (a minute between two labels).
    public var selectedLabel: Int? {
        let perLabel = stage.face.dialFace.detentsPerLabel
        let chosen = chosenIndex
        return chosen % perLabel == 0 ? chosen / perLabel : nil
    }
}
