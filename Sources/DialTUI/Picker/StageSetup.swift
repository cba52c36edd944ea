/// How one dial of a picker starts: what it is called, its labels, and the label it starts on.
public struct StageSetup: Sendable, Equatable {
    /// A short name shown when a picker has several stages ("hour", "minute").
    public var name: String
    public var face: PickerFace
    /// The index of the label under the pointer at the start.
    public var initial: Int

    public init(name: String, face: PickerFace, initial: Int = 0) {
        self.name = name
        self.face = face
        self.initial = initial
    }
}
