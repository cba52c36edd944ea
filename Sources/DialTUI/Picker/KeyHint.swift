/// The row of keys at the bottom of the picker: whether it is shown (`--no-hint` hides it, as
/// gum's `--show-help=false` does, and the dial takes its row) and whether it names the mouse's
/// gestures (not with `--no-mouse`, where the mouse does nothing).
public struct KeyHint: Sendable, Hashable {
    public var isShown: Bool
    public var mouse: Bool

    public init(isShown: Bool = true, mouse: Bool = true) {
        self.isShown = isShown
        self.mouse = mouse
    }
}
