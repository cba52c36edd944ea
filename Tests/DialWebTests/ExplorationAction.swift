import PropertyTesting

/// One step a web developer or a user takes with a `<dial-picker>`: what the exploration draws,
/// runs and shrinks. Its description is the step as it reads and replays: `key(ArrowRight)`,
/// `setProperty(step, "0")`, `drag(from: 90°, to: 0°, radius 120, 10 moves, fling)`.
enum ExplorationAction: Equatable, CustomStringConvertible {
    /// A new element in place of the one there (a sequence without one explores the default
    /// element, ExplorationStart.default).
    case create(ExplorationStart)
    /// An attribute set (nil: removed) on the element.
    case setAttribute(String, String?)
    /// A setting written as a property (its attribute's name; nil: null).
    case setProperty(String, String?)
    /// The page writes `value`.
    case writeValue(String)
    /// The page's `input` handler writes the value back: "off", "now", or "microtask".
    case writeBack(String)
    /// The element removed from the document (its motion, if any, going on meanwhile).
    case remove
    /// The element appended again where it was (or first appended, when it was removed).
    case reappend
    /// The element moved to another place in the form (a removal and an insertion at once).
    case move
    /// The element removed and appended again `milliseconds` later (mid-motion, after a fling).
    case removeAndReappend(Int)
    /// The form reset.
    case formReset
    /// A slider focused by script.
    case focus(Int)
    /// The focus taken away.
    case blur
    /// A key pressed (on whatever has the focus).
    case key(String)
    /// Text typed, character by character.
    case type(String)
    /// A click at `angle` degrees clockwise from 12 o'clock, `radius` units from the centre.
    case click(angle: Int, radius: Int)
    /// A drag along the circle of `radius` from `from` to `to` degrees in `moves` moves; released
    /// at once (a fling) or after a pause.
    case drag(from: Int, to: Int, radius: Int, moves: Int, fling: Bool)
    /// A wheel event on the focused slider: deltaY in its deltaMode (0 pixels, 1 lines, 2 pages).
    case wheel(deltaY: Int, mode: Int)
    /// Nothing for `milliseconds`.
    case wait(Int)
    /// Waits until the element is at rest (within the bound of any motion) and checks what holds
    /// at rest.
    case rest

    var description: String {
        switch self {
        case let .create(start): "create(\(start))"
        case let .setAttribute(name, value): "setAttribute(\(name), \(value.map { "\"\($0)\"" } ?? "removed"))"
        case let .setProperty(name, value): "setProperty(\(name), \(value.map { "\"\($0)\"" } ?? "null"))"
        case let .writeValue(value): "writeValue(\"\(value)\")"
        case let .writeBack(when): "writeBack(\(when))"
        case .remove: "remove"
        case .reappend: "reappend"
        case .move: "move"
        case let .removeAndReappend(milliseconds): "removeAndReappend(after \(milliseconds) ms)"
        case .formReset: "formReset"
        case let .focus(thumb): "focus(\(thumb))"
        case .blur: "blur"
        case let .key(key): "key(\(key))"
        case let .type(text): "type(\"\(text)\")"
        case let .click(angle, radius): "click(\(angle)°, radius \(radius))"
        case let .drag(from, to, radius, moves, fling): "drag(from: \(from)°, to: \(to)°, radius \(radius), \(moves) moves, \(fling ? "fling" : "held"))"
        case let .wheel(deltaY, mode): "wheel(\(deltaY), mode \(mode))"
        case let .wait(milliseconds): "wait(\(milliseconds) ms)"
        case .rest: "rest"
        }
    }

    /// Settings with valid and invalid texts for every mode (a text one mode takes another refuses).
    static let settings: [(String, [String?])] = [
        ("mode", ["time", "hours", "minutes", "range", "duration", "labels", "clock", nil]),
        ("step", ["1", "5", "15", "0", "7", "-5", nil]),
        ("min", ["08:00", "18:00", "2", "20", "1h", "noon", nil]),
        ("max", ["20:00", "06:00", "10", "50", "3h", nil]),
        ("hour-cycle", ["12", "24", "13", nil]),
        ("labels", ["Mon,Tue,Wed", "Breakfast,Lunch,Afternoon tea,Dinner", ",,,", nil]),
        ("label-orientation", ["upright", "radial", "sideways", nil]),
        ("min-span", ["1h", "10h", "30h", nil]),
        ("max-span", ["2h", "12h", nil]),
    ]

    /// Values in every mode's forms, and some in none.
    static let values = ["09:41", "23:30", "00:00", "7:15", "25:00", "noon", "22:30-06:45", "06:00+24h", "1h30m", "0m",
                         "Tue", "Lunch", "05", "45", ""]

    static let keys = ["ArrowRight", "ArrowLeft", "ArrowUp", "ArrowDown", "PageUp", "PageDown", "Home", "End", "a", "p", "7", "Enter"]

    /// One action, drawn.
    static var generator: Gen<ExplorationAction> {
        let setting = Gen<Int>.int(in: 0...(settings.count - 1)).flatMap { index in
            Gen<String?>.element(of: settings[index].1).map { (settings[index].0, $0) }
        }
        let attributes = Gen<String?>.element(of: ["", nil])
        let drag = zip(Gen<Int>.int(in: 0...11), Gen<Int>.int(in: -6...6), Gen<Int>.element(of: [84, 120, 128]), Gen<Bool>.bool).map {
            ExplorationAction.drag(from: $0.0 * 30, to: $0.0 * 30 + $0.1 * 30, radius: $0.2, moves: 8, fling: $0.3)
        }
        let removal = Gen<Int>.element(of: [0, 50, 200]).map(ExplorationAction.removeAndReappend)
        let focus = Gen<Int>.int(in: 0...1).map(ExplorationAction.focus)
        // Motions, focus (keys and the wheel need it) and removals mid-motion twice as often as the rest.
        return Gen.oneOf([
            drag, drag, removal, removal, focus,
            setting.map { ExplorationAction.setAttribute($0.0, $0.1) },
            setting.map { ExplorationAction.setProperty($0.0, $0.1) },
            zip(Gen<String>.element(of: ["disabled", "readonly", "required"]), attributes).map { ExplorationAction.setAttribute($0.0, $0.1) },
            Gen<String>.element(of: values).map(ExplorationAction.writeValue),
            Gen<String>.element(of: ["off", "now", "microtask"]).map(ExplorationAction.writeBack),
            Gen.element(of: [ExplorationAction.remove, .reappend, .move, .formReset, .blur, .rest]),
            focus,
            Gen<String>.element(of: keys).map(ExplorationAction.key),
            Gen<String>.element(of: keys).map(ExplorationAction.key),
            Gen<String>.element(of: ["7:15", "2300", "23:00-07:00", "19", "Tu", "1h"]).map(ExplorationAction.type),
            zip(Gen<Int>.int(in: 0...11), Gen<Int>.element(of: [30, 84, 120, 140])).map { ExplorationAction.click(angle: $0.0 * 30, radius: $0.1) },
            zip(Gen<Int>.element(of: [3, -3, 40, 100, -100, 1, -1]), Gen<Int>.element(of: [0, 0, 1, 2])).map {
                ExplorationAction.wheel(deltaY: $0.1 == 0 ? $0.0 : $0.0.signum(), mode: $0.1)
            },
            Gen<Int>.element(of: [16, 100, 300]).map(ExplorationAction.wait),
            ExplorationStart.generator.map(ExplorationAction.create),
            ExplorationStart.generator.map(ExplorationAction.create),
        ])
    }
}

/// How an explored element starts: its attributes, set on it before it is in the document or
/// as properties on an element made in a document without a browsing context (not yet upgraded,
/// as on a page whose module has not loaded).
struct ExplorationStart: Equatable, CustomStringConvertible {
    var settings: [(String, String)]
    var beforeDefine: Bool

    static func == (a: ExplorationStart, b: ExplorationStart) -> Bool {
        a.beforeDefine == b.beforeDefine && a.settings.map { "\($0.0)=\($0.1)" } == b.settings.map { "\($0.0)=\($0.1)" }
    }

    var description: String {
        "\(beforeDefine ? "before define" : "attributes") [\(settings.map { "\($0.0)=\"\($0.1)\"" }.joined(separator: " "))]"
    }

    static let modes: [(mode: String, settings: [(String, String)])] = [
        ("time", [("value", "09:41"), ("hour-cycle", "24")]),
        ("time", [("value", "07:30"), ("hour-cycle", "12"), ("step", "5")]),
        ("time", [("value", "23:30"), ("min", "18:00"), ("max", "08:00"), ("hour-cycle", "24")]),
        ("hours", [("value", "21"), ("hour-cycle", "12")]),
        ("minutes", [("value", "20"), ("step", "5")]),
        ("range", [("value", "22:30-06:45"), ("step", "15")]),
        ("duration", [("value", "1h30m"), ("step", "5")]),
        ("labels", [("labels", "Mon,Tue,Wed,Thu,Fri,Sat,Sun"), ("value", "Tue")]),
        // Required and given no value: empty until the user or the page gives it one.
        ("time", [("required", "required"), ("hour-cycle", "24")]),
        ("range", [("required", "required"), ("step", "15")]),
    ]

    /// The element a sequence without `create` explores: a 24-hour time.
    static let `default` = ExplorationStart(settings: [("mode", "time")] + modes[0].settings, beforeDefine: false)

    static var generator: Gen<ExplorationStart> {
        zip(Gen<Int>.int(in: 0...(modes.count - 1)), Gen<Bool>.bool).map { index, early in
            ExplorationStart(settings: [("mode", modes[index].mode)] + modes[index].settings, beforeDefine: early)
        }
    }
}
