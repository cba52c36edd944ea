@testable import DialTUI
import PropertyTesting
import Testing

/// The terminal front explored: random sequences, from a seed, of every key binding, held
/// keys, typing, pastes, the mouse, resizes down to 1×1 and back, suspends, time passing (the
/// timeout among it), stdin arriving slowly or ending, and launches with random valid and
/// invalid options, for each kind. After every step: nothing crashed; nothing was written
/// outside the screen and the terminal shows the frame drawn; the value on screen is the one
/// Enter prints; every value printed with `--accessible` was said first; and after any way
/// out the terminal is as it was.
///
/// A failure prints its seed and the minimal sequence: `DIAL_EXPLORE_SEED=… swift test
/// --filter TUIExploration` replays it; `DIAL_EXPLORE_RUNS=N` runs more sequences.
@Suite(.serialized) struct TUIExplorationTests {
    /// CI's bound: 50 sequences a kind, none started after 10 s (five kinds: under a minute on
    /// a loaded machine).
    static let settings = PropertySettings(cases: 50, seedVariable: "DIAL_EXPLORE_SEED", casesVariable: "DIAL_EXPLORE_RUNS",
                                           runSeconds: 10, shrinkBudget: 500, shrinkSeconds: 20, caseSeconds: 20)

    @Test(arguments: TUIExplorationKind.allCases)
    func exploration(_ kind: TUIExplorationKind) {
        explore("dial-tui \(kind.rawValue) holds its invariants", length: 1...40, settings: Self.settings, actions: kind.action) { actions in
            try Self.play(actions, kind: kind)
        }
    }

    /// Plays `actions` on a fresh picker of `kind`, checking the invariants after each.
    static func play(_ actions: [TUIAction], kind: TUIExplorationKind) throws {
        var driver = try TUIDriver(kind: kind)
        try check(driver, after: "start")
        for action in actions {
            // A value the screen cannot show stays as it is (a pane narrower than the value).
            let hidden = driver.program.showsValue ? nil : driver.valueEnterPrints
            driver.play(action)
            try check(driver, after: action.description)
            if driver.ending != nil { break }
            let launched = if case .launch = action { true } else { false }
            // Bytes the parser still holds (`Esc` before its timeout) are keys not yet handled.
            if let hidden, !launched, !driver.program.showsValue, !driver.program.holdsInput {
                try ensureEqual(driver.valueEnterPrints, hidden, "after \(action): a change nothing on screen shows")
            }
        }
    }

    /// The invariants, after the step `step`.
    static func check(_ driver: TUIDriver, after step: String) throws {
        if let ending = driver.ending {
            let modes = driver.emulator.privateModes.subtracting([25])
            try ensure(modes.isEmpty && driver.emulator.keyboardFlagStack.isEmpty,
                       "after \(step): the terminal is not given back (modes \(modes.sorted()), keyboard \(driver.emulator.keyboardFlagStack))")
            if case .chose(let value) = ending {
                // Keys before Enter in the same read move the value with no frame between (the
                // accessible lines still say it first).
                // A timeout picks what is shown even where Enter would not (a typed text not
                // understood): only a pick by a key is compared.
                let timedOut = step.hasPrefix("wait") && driver.valueBeforeEnding == nil
                if !step.hasPrefix("burst"), !timedOut {
                    try ensureEqual(value, driver.valueBeforeEnding ?? "(nothing)", "after \(step): printed what the screen did not show")
                }
                if let stream = driver.program.labelStream {
                    try ensure(stream.labels.map(InputLabels.text(of:)).contains(value), "after \(step): printed \(value), no label read")
                }
                if driver.isAccessible {
                    // The value's own line, then the pick.
                    let said = String(decoding: driver.written, as: UTF8.self).components(separatedBy: "\r\n")
                    let line = Announcement.parts(for: driver.program.model)
                    let forms = [line.value, line.firstValue ?? line.value]
                    try ensure(said.contains { text in forms.contains { text.hasPrefix($0) } } && said.contains { $0.hasSuffix("picked \(value)") },
                               "after \(step): printed \(value), said \(said.suffix(4))")
                }
            }
            return
        }
        guard !driver.isAccessible else { return }
        try ensure(driver.emulator.problems.isEmpty, "after \(step): \(driver.emulator.problems.prefix(3))")
        if !driver.isInline, let frame = driver.program.frames.screen {
            let mismatch = driver.emulator.mismatch(with: frame, mode: .ansi256)
            try ensure(mismatch == nil, "after \(step): the terminal shows another frame: \(mismatch ?? "")")
        }
        if let value = driver.valueEnterPrints, driver.program.showsValue {
            if let wrong = shownMismatch(value, driver) { throw PropertyFailure("after \(step): \(wrong)") }
        }
    }

    /// Where the screen does not show `value`, the one Enter prints; nil when it does.
    static func shownMismatch(_ value: String, _ driver: TUIDriver) -> String? {
        let model = driver.program.model
        let screen = driver.emulator.lines.joined(separator: "\n")
        let tiny = model.layout.isTooSmall
        switch driver.kind {
        case .labels, .stdinLabels:
            if !tiny {
                // A label too wide for the centre is shown whole where it is highlighted.
                let wrong = ShownValue.mismatch(in: model, printed: value)
                let centreCut = wrong?.hasPrefix("the centre does not show") == true
                    && ShownValue.highlightedText(PickerView.render(model), from: model.headerRows) == value
                return centreCut ? nil : wrong
            }
            guard DisplayText.displayWidth(of: value) <= model.layout.columns else { return nil }
            let shown = ShownValue.highlightedText(PickerView.render(model), from: 0)
            return shown == value ? nil : "the one-line picker highlights '\(shown)', Enter prints \(value)"
        case .time:
            if !tiny {
                // The stages' row starts after the prompt, where there is one.
                let wrong = ShownValue.mismatch(in: model, printed: value)
                let row = ShownValue.expected(printing: value, in: model).stagesRow ?? ""
                let afterPrompt = model.prompt != nil && wrong?.hasPrefix("stages' row") == true
                    && PickerView.render(model).lines[PickerView.stagesRow(model)].contains(row.dropFirst())
                return afterPrompt ? nil : wrong
            }
            guard let time = TimeExpression.parse(value), let mode = model.timeMode else { return "printed \(value)" }
            let twelve = mode.setup.hourCycle.cycle == .twelveHour
            let parts = [twelve ? "\(time.hour12)" : PickerFace.twoDigits(time.hour), PickerFace.twoDigits(time.minute)]
                + (twelve ? ["\(time.meridiem)"] : [])
            return parts.allSatisfy { screen.contains($0) } ? nil : "the one-line picker does not show \(value): \(screen)"
        case .range:
            let ends = value.split(whereSeparator: { $0 == "-" || $0 == "+" }).map(String.init)
            guard let start = ends.first else { return "printed \(value)" }
            let parts = value.contains("+") ? [start] : ends
            return parts.allSatisfy { screen.contains($0) } ? nil : "the screen does not show \(value): \(screen)"
        case .duration:
            let seconds = (model.kind as? DurationKind)?.setup.format == .seconds
            guard let span = DurationExpression.parse(value, bareSeconds: seconds) else { return "printed \(value), which reads as no duration" }
            return screen.contains(span.description) ? nil : "the screen does not show \(span) (printed \(value)): \(screen)"
        }
    }
}
