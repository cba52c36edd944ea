/// How a chosen time is printed (`--format`): a pattern in the manner of `strftime`.
///
/// Directives:
/// - `%H` the hour, 00–23; `%k` the same with a space for the leading zero
/// - `%I` the hour on a 12-hour clock, 01–12; `%l` the same with a space for the leading zero
/// - `%M` the minute, 00–59
/// - `%p` AM or PM; `%P` am or pm
/// - `%R` the same as `%H:%M`
/// - `%%` a percent sign
///
/// Every other character is printed as it is. The default, `%H:%M`, prints `09:30`;
/// `%I:%M %p` prints `09:30 PM`. Whatever the pattern, what it prints of a time reads back
/// (``TimeExpression/parse(_:)``) as that time when it holds the hour (`%H`, or `%I` with `%p`)
/// and the minute in the same order and form as `%H:%M` or `%I:%M %p`.
public struct TimeFormat: Sendable, Hashable {
    /// The default pattern: `%H:%M`.
    public static let defaultPattern = "%H:%M"
    /// The default format: `%H:%M`.
    public static let standard = TimeFormat(pieces: [.hour24, .text(":"), .minute])

    /// A piece of a pattern.
    enum Piece: Sendable, Hashable {
        case text(String)
        case hour24, hour24Spaced, hour12, hour12Spaced, minute, meridiemUpper, meridiemLower
    }

    let pieces: [Piece]

    private init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The format a pattern describes.
    /// - Throws: ``TimeUsageError/badFormatDirective(_:)`` naming the first directive it does not
    ///   know (`%Q`), or a `%` that ends the pattern; ``TimeUsageError/formatWithoutDirective(_:)``
    ///   for a pattern with no directive of a time (`minutes`, `''`, `%%`), which would print the
    ///   same whatever is picked.
    /// - Complexity: O(length of `pattern`).
    public init(pattern: String) throws(TimeUsageError) {
        var pieces: [Piece] = []
        var text = ""
        var iterator = pattern.makeIterator()
        func add(_ piece: Piece) {
            if !text.isEmpty { pieces.append(.text(text)); text = "" }
            pieces.append(piece)
        }
        while let character = iterator.next() {
            guard character == "%" else { text.append(character); continue }
            guard let directive = iterator.next() else { throw .badFormatDirective("%") }
            switch directive {
            case "H": add(.hour24)
            case "k": add(.hour24Spaced)
            case "I": add(.hour12)
            case "l": add(.hour12Spaced)
            case "M": add(.minute)
            case "p": add(.meridiemUpper)
            case "P": add(.meridiemLower)
            case "R": add(.hour24); text = ":"; add(.minute)
            case "%": text.append("%")
            default: throw .badFormatDirective("%" + String(directive))
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        guard pieces.contains(where: { if case .text = $0 { false } else { true } }) else { throw .formatWithoutDirective(pattern) }
        self.pieces = pieces
    }

    /// `time` as the pattern says.
    /// - Complexity: O(length of the result).
    public func string(for time: TimeOfDay) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .text(let text): result += text
            case .hour24: result += TimeOfDay.twoDigits(time.hour)
            case .hour24Spaced: result += Self.spaced(time.hour)
            case .hour12: result += TimeOfDay.twoDigits(time.hour12)
            case .hour12Spaced: result += Self.spaced(time.hour12)
            case .minute: result += TimeOfDay.twoDigits(time.minute)
            case .meridiemUpper: result += time.meridiem.description
            case .meridiemLower: result += time.meridiem.description.lowercased()
            }
        }
        return result
    }

    private static func spaced(_ value: Int) -> String {
        value < 10 ? " \(value)" : "\(value)"
    }
}
