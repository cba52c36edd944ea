/// How much colour the terminal shows: none, the 16 named colours, the 256-colour palette,
/// or 24-bit RGB.
///
/// Only colour depends on the mode: bold, dim, underline and reverse video are written in
/// every mode, so a highlight drawn with reverse video survives `NO_COLOR`.
public enum ColorMode: Sendable, Hashable, CaseIterable {
    /// No colour at all (SGR attributes only).
    case none
    /// The 16 named colours.
    case ansi16
    /// xterm's 256-colour palette.
    case ansi256
    /// 24-bit RGB.
    case trueColor

    /// The mode the environment asks for.
    ///
    /// The first rule that applies wins:
    /// 1. `NO_COLOR` set to a non-empty value → `.none` (https://no-color.org);
    /// 2. `TERM` is `dumb` → `.none` (it wins over an inherited `COLORTERM`);
    /// 3. `COLORTERM` is `truecolor` or `24bit` (any case) → `.trueColor`;
    /// 4. `TERM` contains `256color` → `.ansi256`;
    /// 5. otherwise → `.ansi16`.
    ///
    /// ```swift
    /// ColorMode(environment: ["TERM": "xterm-256color"])   // .ansi256
    /// ```
    /// - Complexity: O(length of the three variables).
    public init(environment: [String: String]) {
        let term = environment["TERM"] ?? ""
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty {
            self = .none
        } else if term == "dumb" {
            self = .none
        } else if colorTerm == "truecolor" || colorTerm == "24bit" {
            self = .trueColor
        } else if term.contains("256color") {
            self = .ansi256
        } else {
            self = .ansi16
        }
    }
}
