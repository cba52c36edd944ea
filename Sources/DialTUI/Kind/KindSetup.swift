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
    public func makeKind() throws(DialError) -> any PickerKind {
        switch self {
        case .duration(let setup): DurationKind(setup: setup)
        case .range(let setup): try RangeKind(setup: setup)
        }
    }

    /// The model's dial for the kind: the one it turns, or one that gives the layout its face.
    public var stage: StageSetup {
        switch self {
        case .duration(let setup): DurationKind(setup: setup).stage
        case .range: RangeKind.stage
        }
    }
}

extension PickerModel {
    /// A picker for what the command line asks: its stages, or a kind's.
    public init(options: PickerOptions, columns: Int, rows: Int, cellAspect: Double? = nil) throws(DialError) {
        if let setup = options.kind {
            try self.init(stages: [setup.stage], columns: columns, rows: rows, cellAspect: cellAspect, kind: try setup.makeKind())
        } else {
            try self.init(stages: options.stages, columns: columns, rows: rows, cellAspect: cellAspect)
        }
    }
}
