import DialCore

/// Labels that arrive in pieces, one a line (standard input read while the picker runs): the
/// complete lines so far, as the bytes they were read as (``InputLabels``'s rule for blank
/// lines and line ends), and the unfinished line held until its LF or the end.
///
/// ```swift
/// var stream = LabelStream()
/// stream.take(Array("first\nsec".utf8))   // labels: ["first"]
/// stream.take(Array("ond\n".utf8))        // labels: ["first", "second"]
/// stream.end()
/// ```
public struct LabelStream: Sendable {
    /// The labels read so far, as their bytes.
    public private(set) var labels: [[UInt8]] = []
    /// Whether the stream has ended: no label will come any more.
    public private(set) var ended = false
    /// Whether more labels came than a dial holds (``DialFace/maximumLabelCount``); the labels
    /// past it are not kept.
    public private(set) var overflowed = false
    /// The line being read, up to the bytes read so far.
    private var partial: [UInt8] = []

    public init() {}

    /// Takes the next bytes of the stream.
    /// - Complexity: O(bytes).
    public mutating func take(_ bytes: [UInt8]) {
        guard !ended else { return }
        var start = bytes.startIndex
        while let end = bytes[start...].firstIndex(of: 0x0A) {
            partial += bytes[start..<end]
            add(line: partial)
            partial.removeAll(keepingCapacity: true)
            start = end + 1
        }
        partial += bytes[start...]
    }

    /// The stream ended: a last line without a line end counts.
    public mutating func end() {
        guard !ended else { return }
        add(line: partial)
        partial = []
        ended = true
    }

    private mutating func add(line: [UInt8]) {
        guard let label = InputLabels.label(ofLine: line) else { return }
        guard labels.count < DialFace.maximumLabelCount else {
            overflowed = true
            return
        }
        labels.append(label)
    }
}
