/// Labels as `gum choose` and fzf read their choices from standard input: one a line.
///
/// One rule for every source of labels (standard input and `--labels`): a label with nothing to
/// show, empty or only spaces and tabs (``isBlank(_:)``), is left out.
public enum InputLabels {
    /// The labels of `bytes` as text: ``rawLines(of:)``, invalid UTF-8 read as U+FFFD.
    ///
    /// ```swift
    /// InputLabels.lines(of: Array("alpha\r\n\nbeta".utf8))   // ["alpha", "beta"]
    /// ```
    /// - Complexity: O(n) in the number of bytes.
    public static func lines(of bytes: [UInt8]) -> [String] {
        rawLines(of: bytes).map(text(of:))
    }

    /// The lines of `bytes` that are labels, as their bytes, without their line ends (LF, or
    /// CR LF); blank lines are left out, and a last line without a line end counts.
    /// - Complexity: O(n) in the number of bytes.
    public static func rawLines(of bytes: [UInt8]) -> [[UInt8]] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).compactMap(label(ofLine:))
    }

    /// The label a line (without its LF) reads as: the line without a CR at its end; nil when
    /// it is blank.
    static func label(ofLine line: some BidirectionalCollection<UInt8>) -> [UInt8]? {
        let bytes = line.last == 0x0D ? Array(line.dropLast()) : Array(line)
        return isBlank(bytes) ? nil : bytes
    }

    /// Whether a label has nothing to show: empty, or only spaces and tabs.
    public static func isBlank(_ bytes: [UInt8]) -> Bool {
        bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
    }

    /// A label's text: its bytes read as UTF-8, what is not UTF-8 read as U+FFFD (drawn so; the
    /// bytes are what is printed).
    public static func text(of bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
