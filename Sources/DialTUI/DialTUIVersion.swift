/// The version of the picker.
public enum DialTUIVersion {
    public static let string = "0.1.0"
}
