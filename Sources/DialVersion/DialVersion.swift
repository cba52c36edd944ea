/// Dial's version: one for the engine, the terminal front and the web package.
///
/// It is the version of the first entry of `CHANGELOG.md` that has one; `ReleaseTests` fails
/// when they differ, and when `dial-tui --version`, `dial-web --version` or the web package
/// (its `package.json`, the element's `DialPicker.version`) says otherwise.
public enum DialVersion {
    /// `MAJOR.MINOR.PATCH`, as Semantic Versioning writes it.
    public static let string = "1.0.0"
}
