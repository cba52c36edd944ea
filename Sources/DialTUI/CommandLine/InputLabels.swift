/// Labels as `gum choose` and fzf read their choices from standard input: one a line.
public enum InputLabels {
    /// The non-empty lines of `bytes`, without their line ends (LF, or CR LF). Invalid UTF-8
    /// reads as U+FFFD; a last line without a line end counts.
    ///
    /// ```swift
    /// InputLabels.lines(of: Array("alpha\r\n\nbeta".utf8))   // ["alpha", "beta"]
    /// ```
    /// - Complexity: O(n) in the number of bytes.
    public static func lines(of bytes: [UInt8]) -> [String] {
        bytes.split(separator: 0x0A, omittingEmptySubsequences: true).compactMap { line in
            let text = line.last == 0x0D ? line.dropLast() : line
            return text.isEmpty ? nil : String(decoding: text, as: UTF8.self)
        }
    }
}
