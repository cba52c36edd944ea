import DialCore

/// The labels a picker offers round its dial, in order clockwise from 12 o'clock.
///
/// The built-in faces are the clock's: ``hours12`` (12, 1, 2, …, 11, with 12 at the top),
/// ``hours24`` (00–23) and ``minutes`` (00, 05, …, 55). Any other list comes from
/// ``init(labels:)``.
public struct PickerFace: Sendable, Hashable {
    /// The labels as given: what the picker prints when one is chosen.
    public let labels: [String]
    /// The dial face of this many labels.
    public let dialFace: DialFace

    /// A face of these labels.
    /// - Throws: ``PickerFaceError`` for an empty list, an empty label, or more labels than a
    ///   dial can hold.
    public init(labels: [String]) throws(PickerFaceError) {
        guard !labels.isEmpty else { throw .noLabels }
        guard labels.count <= DialFace.maximumLabelCount else { throw .tooManyLabels(labels.count) }
        if let empty = labels.firstIndex(where: \.isEmpty) { throw .emptyLabel(position: empty + 1) }
        do {
            dialFace = try DialFace(labelCount: labels.count)
        } catch {
            throw .tooManyLabels(labels.count)
        }
        self.labels = labels
    }

    /// A built-in face, valid by construction.
    private static func preset(_ labels: [String]) -> PickerFace {
        do {
            return try PickerFace(labels: labels)
        } catch {
            preconditionFailure("the built-in face \(labels) is valid: \(error)")
        }
    }

    /// 12, 1, 2, …, 11: a twelve-hour clock, 12 at the top.
    public static let hours12 = preset(["12"] + (1...11).map(String.init))
    /// 00, 01, …, 23: a twenty-four-hour clock, 00 at the top.
    public static let hours24 = preset((0...23).map(twoDigits))
    /// 00, 05, …, 55: minutes in steps of five.
    public static let minutes = preset(stride(from: 0, to: 60, by: 5).map(twoDigits))

    /// How many labels the face has.
    public var count: Int { labels.count }

    /// The label `text` names: the label equal to it, or else the one with the same number
    /// ("7" names "07"), or nil.
    /// - Complexity: O(labels).
    public func index(of text: String) -> Int? {
        if let exact = labels.firstIndex(of: text) { return exact }
        guard let number = Int(text) else { return nil }
        return labels.firstIndex { Int($0) == number }
    }

    /// The label typed-ahead `text` jumps to: an exact match (ignoring case), a label with the
    /// same number, or the first label that starts with it.
    /// - Complexity: O(labels).
    public func index(matchingTyped text: String) -> Int? {
        let typed = text.lowercased()
        if let exact = labels.firstIndex(where: { $0.lowercased() == typed }) { return exact }
        if let number = Int(text), let numeric = labels.firstIndex(where: { Int($0) == number }) { return numeric }
        return labels.firstIndex { $0.lowercased().hasPrefix(typed) }
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}

/// Why a list of labels cannot make a face.
public enum PickerFaceError: Error, Equatable, Sendable, CustomStringConvertible {
    case noLabels
    case emptyLabel(position: Int)
    case tooManyLabels(Int)

    public var description: String {
        switch self {
        case .noLabels: "no labels given"
        case .emptyLabel(let position): "label \(position) is empty"
        case .tooManyLabels(let count): "\(count) labels is more than a dial holds (\(DialFace.maximumLabelCount))"
        }
    }
}
