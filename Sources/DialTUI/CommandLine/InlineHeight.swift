/// How many rows an inline picker takes: `--height 12` or `--height 40%`.
public enum InlineHeight: Sendable, Hashable {
    /// A number of rows, 1…1000.
    case rows(Int)
    /// A percentage of the terminal's rows, 1…100.
    case percent(Int)

    /// Parses `N` or `N%`.
    /// - Throws: ``UsageError/badValue(_:_:_:)`` for anything else.
    public init(parsing text: String) throws(UsageError) {
        let expected = "a number of rows from 1 to 1000, or a percentage from 1% to 100%"
        if text.hasSuffix("%") {
            guard let percent = Int(text.dropLast()), (1...100).contains(percent) else { throw .badValue("--height", text, expected) }
            self = .percent(percent)
        } else {
            guard let rows = Int(text), (1...1_000).contains(rows) else { throw .badValue("--height", text, expected) }
            self = .rows(rows)
        }
    }

    /// The rows it takes on a terminal of `terminalRows`: never more than the terminal has, at
    /// least one; a percentage rounds down.
    public func rows(on terminalRows: Int) -> Int {
        let wanted: Int
        switch self {
        case .rows(let rows): wanted = rows
        case .percent(let percent): wanted = terminalRows * percent / 100
        }
        return max(1, min(wanted, terminalRows))
    }
}
