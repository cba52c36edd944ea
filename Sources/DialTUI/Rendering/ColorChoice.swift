/// Whether the picker draws in colour: `--color auto` (the default: as the environment says,
/// ``ColorMode/init(environment:)``), `--color always` (even with `NO_COLOR` set: a choice made
/// on the command line, or in `DIAL_TUI_OPTS`, wins over the variable, as no-color.org asks),
/// or `--color never` (also `--no-color`). Bold, underline and reverse video are drawn whatever
/// the choice, so the highlights survive without colour.
public enum ColorChoice: String, Sendable, Hashable, CaseIterable {
    case auto, always, never
}

extension ColorMode {
    /// The colours to draw with, as `choice` and the environment say: none for `never`; for
    /// `auto` the environment's (``init(environment:)``); for `always` the environment's with
    /// `NO_COLOR` and `TERM=dumb` left out of it, so at least the 16 named colours.
    /// - Complexity: O(length of the variables).
    public init(environment: [String: String], choice: ColorChoice) {
        switch choice {
        case .never:
            self = .none
        case .auto:
            self.init(environment: environment)
        case .always:
            var asked = environment
            asked["NO_COLOR"] = nil
            if asked["TERM"] == "dumb" { asked["TERM"] = nil }
            self.init(environment: asked)
        }
    }
}
