@testable import DialTUI
import Testing

/// A time typed in `--accessible` is said once: each line names a change of what the screen
/// shows, however the typed digits arrive (one read, two, or a digit a read at any pace),
/// while the typed text stays and after it ends.
@Suite(.timeLimit(.minutes(3))) struct AccessibleTypedTimeTests {
    typealias K = KindKeys

    /// "1930" as reads: the chunks and the gap between them, in seconds, each gap shorter than
    /// ``TypedEntry/pause``, 1 s (a longer one ends the text: four texts, not one).
    static let splits: [(chunks: [String], gap: Double)] = [
        (["1930"], 0), (["19", "30"], 0.05), (["19", "30"], 0.6), (["193", "0"], 0.2), (["1", "930"], 0.2),
        (["1", "9", "3", "0"], 0.01), (["1", "9", "3", "0"], 0.08), (["1", "9", "3", "0"], 0.3),
    ]

    @Test(arguments: splits.indices, [0.5, 4.0])
    func nineteenThirtyTypedIsSaidOnce(split: Int, enterAfter: Double) throws {
        let (chunks, gap) = Self.splits[split]
        #expect(gap < TypedEntry().pause)
        var keys = chunks.enumerated().map { ($0.element, 1 + gap * Double($0.offset)) }
        let last = keys.last?.1 ?? 1
        keys.append((K.enter, last + enterAfter))
        let spoken = try KindRun.spoken(["--time", "--clock", "24", "--initial", "08:00"], keys)
        let lines = Array(spoken.lines.dropFirst())
        #expect(lines.filter { $0 == "hour 19, 19:30, typed 1930" }.count == 1, "\(chunks) \(gap)s apart: \(lines)")
        #expect(lines.last == "picked 19:30", "\(lines)")
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line != next, "said twice in a row: \(line), in \(lines)")
        }
        #expect(!lines.contains { $0.contains("19:30") && !$0.contains("typed") && !$0.hasPrefix("picked") },
                "nothing changed when the typed text ended: \(lines)")
    }
}
