/// One frame of the picker: advance the model to a time, render it, and encode what changed
/// since the frame the terminal shows. The one frame step of the program, the bench and the
/// golden tests.
///
/// ```swift
/// var step = FrameStep(colorMode: .ansi256)
/// var bytes: [UInt8] = []
/// step.draw(&model, at: now, into: &bytes)   // a full frame first, then only what changed
/// ```
public struct FrameStep: Sendable {
    /// Encodes the frames; its ``FrameEncoder/synchronizedOutput`` may change between frames.
    public var encoder: FrameEncoder
    /// The colours the terminal shows.
    public var colorMode: ColorMode
    /// The grid the terminal shows: the last frame drawn; nil before the first and after
    /// ``invalidate()``, when the next frame is a full one.
    public private(set) var screen: CellGrid?

    /// A step that has drawn nothing yet.
    public init(encoder: FrameEncoder = FrameEncoder(), colorMode: ColorMode) {
        self.encoder = encoder
        self.colorMode = colorMode
    }

    /// Forgets what the terminal shows (it was cleared, resized or taken away): the next frame
    /// is drawn in full.
    public mutating func invalidate() {
        screen = nil
    }

    /// Advances `model` to `time`, renders it and appends the bytes that take the terminal from
    /// ``screen`` to the new frame (nothing when the frame is unchanged).
    /// - Returns: how many bytes were appended.
    /// - Complexity: O(columns × rows), as ``PickerView/render(_:)`` and
    ///   ``FrameEncoder/encode(previous:next:colorMode:into:)``.
    @discardableResult
    public mutating func draw(_ model: inout PickerModel, at time: Double, into bytes: inout [UInt8]) -> Int {
        model.advance(to: time)
        let grid = PickerView.render(model)
        let start = bytes.count
        encoder.encode(previous: screen, next: grid, colorMode: colorMode, into: &bytes)
        screen = grid
        return bytes.count - start
    }
}
