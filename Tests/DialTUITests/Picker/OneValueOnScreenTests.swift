import DialCore
@testable import DialTUI
import PropertyTesting
import Testing

/// The header, the large centre and the highlighted label name one value at every frame, from
/// the first frame of a motion: the value the dial is headed for; Enter prints it whenever it
/// comes. A press on the dial stops a coast where it is.
@Suite(.timeLimit(.minutes(3))) struct OneValueOnScreenTests {
    /// A picker from command-line arguments, at a fixed "now" of 09:41.
    static func picker(_ arguments: [String], columns: Int = 80, rows: Int = 24) throws -> PickerDriver {
        let options = try PickerOptions.parse(arguments, clock: .fixed(TimeOfDay(wrapping: 9 * 60 + 41)))
        return try PickerDriver(options.stages, columns: columns, rows: rows)
    }

    /// What Enter prints at this instant (on a copy: the picker goes on).
    static func printed(_ model: PickerModel, at time: Double) -> String? {
        var copy = model
        if case .chose(let text)? = copy.handle(.key(.enter, []), at: time) { return text }
        return nil
    }

    /// Fails the test where the frame at this instant does not show what Enter prints.
    static func expectAgreement(_ picker: PickerDriver, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let printed = printed(picker.model, at: picker.time) else {
            Issue.record("Enter picked nothing: \(context)", sourceLocation: sourceLocation)
            return
        }
        if let mismatch = ShownValue.mismatch(in: picker.model, printed: printed) {
            Issue.record("\(context): \(mismatch)", sourceLocation: sourceLocation)
        }
    }

    /// A fast drag a quarter turn counter-clockwise from 12 o'clock, let go while moving: a fling.
    static func fling(_ picker: inout PickerDriver) {
        let r = DialLayout.modelRadius
        picker.mouse(.press(.left), at: DialPoint(x: r, y: r * 0.2))
        for degrees in stride(from: 5.0, through: 90, by: 5) {
            let angle = degrees * Double.pi / 180
            picker.mouse(.drag(.left), at: DialPoint(x: r - r * 0.8 * _sin(angle), y: r - r * 0.8 * _cos(angle)), after: 0.005)
        }
        picker.mouse(.release(.left), at: DialPoint(x: r - r * 0.8, y: r), after: 0.005)
    }

    @Test func aFlingsCoastShowsWhereItIsHeadedAtEveryFrameAndEnterPrintsIt() throws {
        for arguments in [["--time", "--clock", "24", "--initial", "15:00"], ["--time", "--clock", "12", "--format", "%H:%M"], []] {
            var picker = try Self.picker(arguments)
            Self.fling(&picker)
            #expect(picker.model.isAnimating, "\(arguments): the fling coasts")
            var frames = 0
            while picker.model.isAnimating, frames < 600 {
                Self.expectAgreement(picker, "\(arguments) frame \(frames)")
                picker.time += 1.0 / 60
                picker.model.advance(to: picker.time)
                frames += 1
            }
            #expect(frames > 5 && frames < 600, "\(arguments): the coast took \(frames) frames")
            Self.expectAgreement(picker, "\(arguments) at rest")
        }
    }

    @Test func aKeySpinShowsItsTargetFromTheFirstFrame() throws {
        var picker = try Self.picker(["--time", "--clock", "24", "--initial", "09:58"])
        _ = picker.key(.tab)
        _ = picker.key(.pageUp)
        for frame in 0..<40 {
            Self.expectAgreement(picker, "frame \(frame) of a page up from 09:58")
            picker.time += 1.0 / 60
            picker.model.advance(to: picker.time)
        }
        var labels = try Self.picker([])
        for _ in 0..<6 { _ = labels.key(.right, after: 0.001) }
        for frame in 0..<40 {
            Self.expectAgreement(labels, "frame \(frame) of six quick presses")
            labels.time += 1.0 / 60
            labels.model.advance(to: labels.time)
        }
        #expect(labels.model.result == "6")
    }

    /// Cells of the dial in front at which a press is tried: its centre, on the ring half-way
    /// between two labels, and on the cell of a label other than the one under the pointer.
    static func pressCells(_ model: PickerModel) -> [(name: String, column: Int, row: Int)] {
        let layout = model.layout
        let centre = layout.cell(atScreen: layout.center)
        let face = model.stage.face.dialFace
        let between = face.placement(ofLabel: 0, radius: DialLayout.modelRadius, inset: 4, rotation: model.dial.rotation - face.angleStep / 2)
        let ring = layout.cell(atScreen: layout.screenPoint(of: between.center))
        var label: (name: String, column: Int, row: Int)?
        search: for row in 0..<layout.rows {
            for column in 0..<layout.columns {
                guard let found = model.label(atColumn: column, row: row),
                      found * face.detentsPerLabel != model.dial.selectedIndex else { continue }
                label = ("a label", column, row)
                break search
            }
        }
        return [("the centre", centre.column, centre.row), ("the ring", ring.column, ring.row)] + (label.map { [$0] } ?? [])
    }

    @Test func aPressAnywhereOnTheDialStopsACoastWhereItIsAndItRestsOnTheNearestStop() throws {
        for index in 0..<3 {
            var picker = try Self.picker([])
            Self.fling(&picker)
            picker.time += 0.05
            picker.model.advance(to: picker.time)
            let places = Self.pressCells(picker.model)
            #expect(places.count == 3)
            guard places.indices.contains(index) else { continue }
            let place = places[index]
            #expect(picker.model.label(atColumn: place.column, row: place.row) == nil || place.name == "a label")
            #expect(picker.model.isAnimating, "coasting before the press on \(place.name)")
            let rotation = picker.model.dial.rotation
            let nearest = picker.model.dial.selectedIndex
            picker.send(.mouse(MouseEvent(kind: .press(.left), column: place.column + 1, row: place.row + 1)), after: 0)
            #expect(!picker.model.isAnimating, "a press on \(place.name) stops the coast")
            #expect(abs(picker.model.dial.rotation - rotation) < 1e-9, "where it is (\(place.name))")
            Self.expectAgreement(picker, "held on \(place.name)")
            picker.send(.mouse(MouseEvent(kind: .release(.left), column: place.column + 1, row: place.row + 1)), after: 0.1)
            picker.settle()
            #expect(picker.model.result == "\(nearest == 0 ? 12 : nearest)",
                    "let go, it rests on the nearest stop, not on the label pressed (\(place.name), case \(index))")
        }
    }

    @Test func aClickOnALabelAtRestStillSelectsIt() throws {
        var picker = try Self.picker([])
        let place = try #require(Self.pressCells(picker.model).last)
        let label = try #require(picker.model.label(atColumn: place.column, row: place.row))
        #expect(label != 0)
        picker.send(.mouse(MouseEvent(kind: .press(.left), column: place.column + 1, row: place.row + 1)))
        picker.send(.mouse(MouseEvent(kind: .release(.left), column: place.column + 1, row: place.row + 1)))
        Self.expectAgreement(picker, "just after the click")
        picker.settle()
        #expect(picker.model.dial.selectedIndex == label)
    }

    // MARK: The property

    /// One thing a person does: a key, a mouse event at a cell, or nothing, after a pause.
    enum Action: CustomStringConvertible {
        case key(Key)
        case mouse(MouseEvent.Kind, column: Int, row: Int)

        var description: String {
            switch self {
            case .key(let key): "\(key)"
            case .mouse(let kind, let column, let row): "\(kind)@\(column),\(row)"
            }
        }
    }

    static var actions: Gen<Action> {
        let keys: [Key] = [.right, .left, .up, .down, .pageUp, .pageDown, .home, .end, .tab, .backTab,
                           .character("1"), .character("9"), .character("3"), .character("0"), .character(":"),
                           .character("p"), .character("a"), .character("7")]
        let kinds: [MouseEvent.Kind] = [.press(.left), .drag(.left), .drag(.left), .drag(.left), .release(.left), .wheelUp, .wheelDown]
        return Gen.oneOf([
            Gen.element(of: keys).map { Action.key($0) },
            zip(Gen.element(of: kinds), Gen.int(in: 1...80), Gen.int(in: 1...24)).map { Action.mouse($0, column: $1, row: $2) },
        ])
    }

    static let commandLines: [[String]] = [
        [], ["--face", "hours24"], ["--labels", "north,east,south,west"],
        ["--time", "--clock", "24"], ["--time", "--clock", "12", "--format", "%H:%M"],
        ["--time", "--clock", "24", "--min", "09:30", "--max", "17:00", "--initial", "10:00"],
        ["--time", "--clock", "24", "--step", "15"],
    ]

    @Test func atEveryFrameTheThreeAgreeAndEnterPrintsWhatTheyShow() {
        let scenario = zip(Gen.element(of: Self.commandLines),
                           zip(Self.actions, Gen.element(of: [0.0, 0.003, 0.03, 0.08, 0.3, 1.2])).array(count: 1...12),
                           Gen.element(of: [1.0 / 30, 0.05, 0.1]))
        // Every frame is drawn and read back, which costs about a millisecond: 50 cases of up to
        // 12 actions keep the test within a few seconds.
        property("one value on screen", cases: 50, scenario) { arguments, steps, frame in
            var picker = try Self.picker(arguments)
            for (action, pause) in steps {
                // Frames during the pause, then the action at its own instant.
                let end = picker.time + pause
                var frames = 0
                while picker.time + frame < end, frames < 400 {
                    picker.time += frame
                    picker.model.advance(to: picker.time)
                    try Self.ensureAgreement(picker, "frame before \(action)")
                    frames += 1
                }
                picker.time = end
                switch action {
                case .key(let key): _ = picker.send(.key(key, []), after: 0)
                case .mouse(let kind, let column, let row): _ = picker.send(.mouse(MouseEvent(kind: kind, column: column, row: row)), after: 0)
                }
                try Self.ensureAgreement(picker, "right after \(action)")
            }
            for _ in 0..<10 {
                picker.time += 0.3
                picker.model.advance(to: picker.time)
                try Self.ensureAgreement(picker, "settling")
            }
        }
    }

    /// The property's check: where Enter picks, the frame shows what it prints, and the
    /// accessible line says it.
    static func ensureAgreement(_ picker: PickerDriver, _ context: String) throws {
        guard let printed = printed(picker.model, at: picker.time) else { return }
        if let mismatch = ShownValue.mismatch(in: picker.model, printed: printed) {
            throw PropertyFailure("\(context) at \(picker.time): \(mismatch)")
        }
        let line = Announcement.line(for: picker.model)
        if let mode = picker.model.timeMode, let time = TimeExpression.parse(printed) {
            let said = time.written(on: mode.setup.hourCycle.cycle)
            try ensure(line.contains(said), "\(context): the accessible line '\(line)' does not say \(said)")
        } else {
            // The value, then what goes with it (a typing notice).
            try ensureEqual(Announcement.parts(for: picker.model).value, printed, "\(context): the accessible line '\(line)'")
        }
    }
}
