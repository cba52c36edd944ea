/// The duration options of the command line as given — `--initial`, `--step`, `--min`, `--max`,
/// `--format` — and how they make a ``DurationSetup``.
public struct DurationArguments: Sendable, Equatable {
    public var initial: String?
    public var step: String?
    public var lower: String?
    public var upper: String?
    public var format: String?

    public init(initial: String? = nil, step: String? = nil, lower: String? = nil, upper: String? = nil, format: String? = nil) {
        self.initial = initial
        self.step = step
        self.lower = lower
        self.upper = upper
        self.format = format
    }

    /// The setup these arguments describe.
    ///
    /// The bounds default to 0 and 24h (inclusive; `--max` may go up to 9999h) and must be whole
    /// numbers of steps. `--initial` (``DurationExpression``) is rounded to the nearest stop and
    /// must lie within the bounds; without it the picker starts at `--min`. With `--format
    /// seconds` a bare number given to `--initial` is seconds (a whole number of minutes), as
    /// it is typed, so that what the picker prints reads back.
    /// - Throws: ``DurationUsageError`` naming the first flag that is wrong, checked in this
    ///   order: `--step`, `--format`, `--min`, `--max`, `--min` above `--max`, `--initial`,
    ///   `--initial` outside the bounds.
    public func resolve() throws(DurationUsageError) -> DurationSetup {
        let step: MinuteStep
        do {
            step = try self.step.map { text throws(TimeUsageError) in try MinuteStep(parsing: text) } ?? .everyMinute
        } catch {
            throw .time(error)
        }
        var format = DurationFormat.standard
        if let name = self.format {
            guard let named = DurationFormat(name: name) else { throw .badFormat(name) }
            format = named
        }
        let lower = try Self.span(lower, flag: "--min", step: step) ?? .zero
        let upper = try Self.span(upper, flag: "--max", step: step) ?? .day
        guard lower <= upper else { throw .minAboveMax(lower, upper) }
        let bounds = lower...upper
        var initial = lower
        if let text = self.initial {
            guard let given = DurationExpression.parse(text, bareSeconds: format == .seconds) else {
                throw .badDuration(flag: "--initial", text: text, bareSeconds: format == .seconds)
            }
            initial = TimeSpan(minutes: step.nearestStop(to: given.minutes) * step.minutes) ?? given
            guard bounds.contains(initial) else { throw .initialOutOfBounds(initial, bounds) }
        }
        return DurationSetup(initial: initial, step: step, bounds: bounds, format: format)
    }

    private static func span(_ text: String?, flag: String, step: MinuteStep) throws(DurationUsageError) -> TimeSpan? {
        guard let text else { return nil }
        guard let span = DurationExpression.parse(text) else { throw .badDuration(flag: flag, text: text, bareSeconds: false) }
        guard span.minutes % step.minutes == 0 else { throw .offStep(flag: flag, span: span, step: step) }
        return span
    }
}
