/// The options of the interactive picker beyond its faces: where it draws (``inlineHeight``,
/// ``accessible``), what it shows above the dial, when it gives up, and where its labels come
/// from.
public struct ProgramOptions: Sendable, Equatable {
    /// `--header TEXT`: a line above the dial.
    public var header: String?
    /// `--prompt TEXT`: text at the start of the row naming the value.
    public var prompt: String?
    /// `--timeout S`: seconds without input before giving up (`5`, `0.5`, or gum's `5s`).
    public var timeout: Double?
    /// `--select-on-timeout`: the timeout chooses the label shown.
    public var selectOnTimeout = false
    /// `--accessible`: plain lines for a screen reader.
    public var accessible = false
    /// `--height N` or `N%` without `--render`: inline, in that many rows below the cursor.
    public var inlineHeight: InlineHeight?
    /// Whether no face was asked for (no `--face`, `--labels` or `--time`), so the labels may come
    /// from standard input when it is not a terminal.
    public var labelsFromInput = false
    /// `--initial` as given, for labels read later from standard input.
    public var initialLabel: String?
    /// `--color`: the colours asked for, a later `--color` winning part by part.
    public var colors = PickerColors()
    /// `--color auto|always|never` and `--no-color`: whether to draw in colour, the later
    /// winning.
    public var colorChoice = ColorChoice.auto
    /// `--no-mouse`: the mouse is left to the terminal (its own selection, scrolling).
    public var mouse = true
    /// `--no-hint`: no row of keys at the bottom.
    public var keyHint = true

    public init() {}

    /// The longest `--timeout`, in seconds: a day.
    public static let longestTimeout = 86_400.0

    /// Takes the option `name`, reading its value with `value` when it has one.
    mutating func take(_ name: String, value: () throws(UsageError) -> String) throws(UsageError) {
        switch name {
        case "--header":
            header = try value()
        case "--prompt":
            prompt = try value()
        case "--timeout":
            // Seconds, plain or with an `s` as gum writes them (`5s`).
            let text = try value()
            let number = text.hasSuffix("s") ? String(text.dropLast()) : text
            guard let seconds = Self.decimal(number), seconds > 0, seconds <= Self.longestTimeout else {
                throw .badValue(name, text, "a number of seconds above 0, at most 86400 (5, 0.5 or 5s)")
            }
            timeout = seconds
        case "--select-on-timeout":
            selectOnTimeout = true
        case "--color":
            // Items joined by commas: `auto`, `always` or `never`, and `PART=COLOUR` pairs.
            let items = try value().split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            var pairs: [String] = []
            for item in items {
                if let choice = ColorChoice(rawValue: item) { colorChoice = choice } else { pairs.append(item) }
            }
            if !pairs.isEmpty || items.isEmpty { colors = colors.merging(try PickerColors(parsing: pairs.joined(separator: ","))) }
        case "--no-color":
            colorChoice = .never
        case "--no-mouse":
            mouse = false
        case "--no-hint":
            keyHint = false
        default:
            accessible = true
        }
    }

    /// A plain decimal number, `5`, `0.5`, `.5`: digits with at most one point, nothing else
    /// (no sign, exponent, hexadecimal, `inf` or blank, all of which `Double` would read).
    static func decimal(_ text: String) -> Double? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.contains(where: { !$0.isEmpty }), text.count <= 32,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return Double(text)
    }

    /// Checks the options together.
    func check() throws(UsageError) {
        if selectOnTimeout, timeout == nil { throw .conflict("--select-on-timeout", "no --timeout") }
        if accessible, inlineHeight != nil { throw .conflict("--accessible", "--height") }
    }

    /// Whether the picker speaks in plain lines: `--accessible`, `DIAL_TUI_ACCESSIBLE=1`, or a
    /// terminal that can do nothing else (`TERM=dumb`).
    public func isAccessible(environment: [String: String]) -> Bool {
        accessible || environment["DIAL_TUI_ACCESSIBLE"] == "1" || environment["TERM"] == "dumb"
    }
}

extension PickerOptions {
    /// These options with `labels` (read from standard input) as the face, `--initial` applied
    /// to them.
    /// - Throws: ``UsageError/badLabels(_:)`` for an empty list or an empty label,
    ///   ``UsageError/unknownInitial(_:)`` when `--initial` names none of them.
    public func withLabels(_ labels: [String]) throws(UsageError) -> PickerOptions {
        let face: PickerFace
        do { face = try PickerFace(labels: labels) } catch { throw .badLabels(error) }
        var options = self
        options.stages = [try Self.stage("label", face, initial: program.initialLabel)]
        options.program.labelsFromInput = false
        return options
    }
}
