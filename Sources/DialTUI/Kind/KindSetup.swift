import DialCore

/// The kind of question the command line asks beyond labels and a time: how its picker starts.
/// The one place that names every kind; everything else goes through ``PickerKind``.
public enum KindSetup: Sendable, Equatable {
    /// `--duration`.
    case duration(DurationSetup)
    /// `--range`.
    case range(RangeSetup)

    /// The kind, at its start.
    /// - Throws: what the engine says of a setup it cannot hold (a setup made by the
    ///   arguments always holds).
    public func makeKind(clock: LocalTime = .system) throws(DialError) -> any PickerKind {
        switch self {
        case .duration(let setup): DurationKind(setup: setup)
        case .range(let setup): try RangeKind(setup: setup, clock: clock)
        }
    }

    /// The model's dial for the kind: the one it turns, or one that gives the layout its face.
    public var stage: StageSetup {
        switch self {
        case .duration(let setup): DurationKind(setup: setup).stage
        case .range(let setup): RangeKind.stage(for: setup)
        }
    }
}

extension PickerModel {
    /// A picker for what the command line asks: its stages, or a kind's; `clock` is the local
    /// time a typed `now` names.
    public init(options: PickerOptions, columns: Int, rows: Int, cellAspect: Double? = nil, clock: LocalTime = .system) throws(DialError) {
        if let setup = options.kind {
            try self.init(stages: [setup.stage], columns: columns, rows: rows, cellAspect: cellAspect, kind: try setup.makeKind(clock: clock))
        } else {
            try self.init(stages: options.stages, columns: columns, rows: rows, cellAspect: cellAspect, clock: clock)
        }
    }
}
