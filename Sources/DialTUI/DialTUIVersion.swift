import DialVersion

/// The version of the picker: Dial's (``DialVersion``).
public enum DialTUIVersion {
    public static var string: String { DialVersion.string }
}
