import DialCore

/// The labels a picker offers round its dial, in order clockwise from 12 o'clock, and the stops
/// (detents) the dial rests on.
///
/// The built-in faces are the clock's: ``hours12`` (12, 1, 2, …, 11, with 12 at the top),
/// ``hours24`` (00–23) and ``minutes`` (labels 00, 05, …, 55; a stop at every minute). Any
/// other list comes from ``init(labels:)``, one stop per label.
public struct PickerFace: Sendable, Hashable {
    /// The labels drawn round the dial.
    public let labels: [String]
    /// The name of every stop, in order: what the picker prints when one is chosen and shows
    /// in the centre. Label `i` sits on stop `i · dialFace.detentsPerLabel`; with one stop per
    /// label the names are the labels.
    public let detentNames: [String]
    /// The dial face of these labels and stops.
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
        detentNames = labels
    }

    /// A face of `labels` with `detentNames.count / labels.count` stops from one label to the
    /// next; nil unless that is a whole number and the dial can hold them.
    init?(labels: [String], detentNames: [String]) {
        guard !labels.isEmpty, detentNames.count % labels.count == 0,
              let face = try? DialFace(labelCount: labels.count, detentsPerLabel: detentNames.count / labels.count)
        else { return nil }
        self.labels = labels
        self.detentNames = detentNames
        dialFace = face
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
    /// The 24 hours of a day on a 12-hour clock, midnight at the top and noon at the bottom:
    /// 12, 1, …, 11 down the right (AM), 12, 1, …, 11 up the left (PM).
    public static let dayHours12 = preset((0...23).map { "\(($0 + 11) % 12 + 1)" })
    /// Labels 00, 05, …, 55 and a stop at every minute (``minutes(every:)``).
    public static let minutes = minutes(every: .everyMinute)

    /// How many labels the face has.
    public var count: Int { labels.count }

    /// How many stops the face has: ``detentNames``'s count.
    public var detentCount: Int { detentNames.count }

    /// The stop `text` names: the stop named by it, or else the one with the same number
    /// ("7" names "07"), or nil.
    /// - Complexity: O(stops).
    public func index(of text: String) -> Int? {
        if let exact = detentNames.firstIndex(of: text) { return exact }
        guard let number = Int(text) else { return nil }
        return detentNames.firstIndex { Int($0) == number }
    }

    /// The stop typed-ahead `text` jumps to: an exact match (ignoring case), a stop with the
    /// same number, or the first stop whose name starts with it.
    /// - Complexity: O(stops).
    public func index(matchingTyped text: String) -> Int? {
        let typed = text.lowercased()
        if let exact = detentNames.firstIndex(where: { $0.lowercased() == typed }) { return exact }
        if let number = Int(text), let numeric = detentNames.firstIndex(where: { Int($0) == number }) { return numeric }
        return detentNames.firstIndex { $0.lowercased().hasPrefix(typed) }
    }

    static func twoDigits(_ value: Int) -> String {
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
