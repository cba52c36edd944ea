@testable import DialTUI
import PropertyTesting
import Testing

/// The picker's frame as a whole, checked as properties over many terminal sizes, faces and
/// moments of a spin: its bytes, the hint, the ring and the pointer, the stage names.
@Suite(.timeLimit(.minutes(3))) struct PickerViewFramePropertyTests {
    static func isBraille(_ cell: Cell) -> Bool {
        cell.character.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } ?? false
    }

    static var sceneAndMode: Gen<(PickerScene, ColorMode)> {
        zip(PickerScene.scenes, Gen.element(of: [ColorMode.none, .ansi16, .ansi256, .trueColor]))
    }

    @Test func theFrameIsTheTerminalAndItsBytesDrawExactlyIt() {
        property("frame bytes draw the grid", cases: 150, Self.sceneAndMode) { scene, mode in
            let grid = PickerView.render(try scene.model())
            try ensureEqual(grid.width, max(0, scene.columns))
            try ensureEqual(grid.height, max(0, scene.rows))
            // A terminal has at least one cell (TerminalSize never reports 0); the emulator
            // would take the frame's home position on an empty screen as a stray cursor move.
            guard !grid.cells.isEmpty else { return }
            let bytes = FrameEncoder().encode(previous: nil, next: grid, colorMode: mode)
            var terminal = TerminalEmulator(showing: CellGrid(width: grid.width, height: grid.height), mode: mode)
            terminal.feed(bytes)
            try ensure(terminal.problems.isEmpty, "the terminal saw \(terminal.problems.prefix(3))")
            if let mismatch = terminal.mismatch(with: grid, mode: mode) { throw PropertyFailure(mismatch) }
        }
    }

    @Test func theHintIsCutOnlyBetweenWordsAndStaysOnItsRow() {
        property("hint cut at a word boundary", cases: 250, PickerScene.scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall, grid.height > 0 else { return }
            // The whole hint: the same picker on a terminal wide enough for all of it.
            var wide = model
            wide.resize(columns: 300, rows: 10, cellAspect: nil)
            let full = PickerView.render(wide).lines.last?.trimmingSpaces ?? ""
            let row = grid.height - 1
            let shown = grid.lines[row].trimmingSpaces
            try ensure(full.hasPrefix(shown), "'\(shown)' is not the start of '\(full)'")
            if shown != full {
                try ensure(full.dropFirst(shown.count).first == " ", "'\(shown)' cuts '\(full)' inside a word")
            }
            try ensure(shown.isEmpty || DisplayText.displayWidth(of: shown) + 2 <= grid.width, "'\(shown)' fills the row")
            // The essential keys first: the first item shows once the row is wide enough for it.
            let first = full.components(separatedBy: " · ").first ?? ""
            if DisplayText.displayWidth(of: first) + 2 <= grid.width { try ensure(shown.hasPrefix(first), "'\(shown)'") }
            // The hint's row holds the hint and nothing else.
            for column in 0..<grid.width {
                let cell = grid[column: column, row: row]
                try ensure(cell.style == PickerView.Palette.hint || cell == Cell.blank(), "cell \(column) of the hint row is \(cell)")
            }
        }
    }

    @Test func theRingAndPointerStayBetweenTheHeaderAndTheHint() {
        property("ring inside its rows", cases: 250, PickerScene.scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall else {
                try ensure(!grid.cells.contains(where: Self.isBraille), "a ring on a terminal too small for it")
                return
            }
            for index in grid.cells.indices where Self.isBraille(grid.cells[index]) {
                let row = index / grid.width
                try ensure(row >= model.layout.headerRows && row < grid.height - 1, "ring on row \(row)")
                try ensureEqual(grid.cells[index].style, PickerView.Palette.ring)
            }
            let pointers = grid.cells.indices.filter { grid.cells[$0].character == "▼" }
            try ensureEqual(pointers.count, 1)
            let pointer = pointers[0]
            try ensureEqual(grid.cells[pointer].style, PickerView.Palette.pointer)
            try ensure(abs(pointer % grid.width - grid.width / 2) <= 1, "the pointer is off centre at column \(pointer % grid.width)")
            try ensure(pointer / grid.width >= model.layout.headerRows, "the pointer is in the header")
        }
    }

    @Test func theStagesAreNamedOnTheFirstRowTheCurrentOneMarked() {
        let scenes = zip(PickerScene.sizes, Gen.element(of: [Key.tab, .right, .left]).array(count: 0...3))
            .map { PickerScene(arguments: ["--time", "--initial", "09:30"], columns: $0.0, rows: $0.1, keys: $1, settle: 10) }
        property("stage names", cases: 200, scenes) { scene in
            let model = try scene.model()
            let grid = PickerView.render(model)
            guard !model.layout.isTooSmall else { return }
            try ensure(model.stages.count > 1, "time mode has stages")
            let first = grid.lines[0]
            for stage in model.stages where grid.width >= 40 {
                try ensure(first.contains(stage.name), "'\(stage.name)' missing from '\(first)'")
            }
            let marked = (0..<grid.width).filter { grid[column: $0, row: 0].style == PickerView.Palette.stage }
            guard let start = marked.first, let end = marked.last else {
                throw PropertyFailure("no stage is marked on '\(first)'")
            }
            let current = PickerViewLabelPropertyTests.text(in: grid, row: 0, columns: start..<(end + 1))
            // Where the names do not fit, the values alone ("09  30"): the current one's is marked.
            let value = model.headerValue(ofStage: model.stageIndex)
            try ensure(current.hasPrefix(model.stage.name) || (grid.width < 40 && current == value),
                       "'\(current)' is marked, the current stage is \(model.stage.name) \(value)")
        }
    }

    @Test func aTerminalTooSmallForADialShowsTheChosenLabelOnOneLine() {
        let small = zip(Gen.int(in: 1...40), Gen.int(in: 1...12)).map { PickerScene(arguments: [], columns: $0, rows: $1, keys: [], settle: 0) }
        property("too small", cases: 200, small) { scene in
            let model = try scene.model()
            guard model.layout.isTooSmall else { return }
            let grid = PickerView.render(model)
            try ensure(!grid.cells.contains(where: Self.isBraille), "a ring")
            try ensure(!grid.cells.contains { $0.character == "▼" }, "a pointer")
            let chosen = model.stage.displayDetentNames[model.chosenIndex]
            let selected = grid.cells.filter { $0.style == PickerView.Palette.selected }.map(\.character)
            if grid.width >= chosen.count + 4 {
                try ensureEqual(String(selected), chosen)
            }
            try ensure(!grid.text.contains("too small"), grid.text)
        }
    }
}

private extension String {
    var trimmingSpaces: String {
        String(reversed().drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }))
    }
}
