/// How one dial of a picker starts: what it is called, its labels, and the stop it starts on.
public struct StageSetup: Sendable, Equatable {
    /// A short name shown when a picker has several stages ("hour", "minute").
    public var name: String
    public var face: PickerFace
    /// Where the dial starts: for a stage with ``bounds`` or a ``time``, its value (the stop
    /// under the pointer counted across turns); for any other, the index of the stop.
    public var initial: Int
    /// The values the dial may rest on, or nil to turn forever.
    public var bounds: ClosedRange<Int>?
    /// The part of a time this stage turns, for the stages of a time picker (``TimeStage``).
    public var time: TimeStage?

    public init(name: String, face: PickerFace, initial: Int = 0, bounds: ClosedRange<Int>? = nil, time: TimeStage? = nil) {
        self.name = name
        self.face = face
        self.initial = initial
        self.bounds = bounds
        self.time = time
    }
}
