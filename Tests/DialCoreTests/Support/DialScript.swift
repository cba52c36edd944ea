import DialCore
import PropertyTesting

/// One thing a user (or a display link) does to a dial, for scripted and random tests.
enum DialAction: CustomStringConvertible {
    case beginDrag(DialPoint)
    case drag(DialPoint)
    case scroll(offset: DialPoint, touch: DialPoint)
    case release
    case fling(Double)
    case step(Int)
    case select(Int)
    case wait(Double)

    var description: String {
        switch self {
        case .beginDrag(let p): "beginDrag(\(p.x), \(p.y))"
        case .drag(let p): "drag(\(p.x), \(p.y))"
        case .scroll(let o, let t): "scroll(offset: \(o.x), \(o.y), touch: \(t.x), \(t.y))"
        case .release: "release"
        case .fling(let v): "fling(\(v))"
        case .step(let n): "step(\(n))"
        case .select(let i): "select(\(i))"
        case .wait(let dt): "wait(\(dt))"
        }
    }
}

/// Plays actions on a dial, keeping the clock: every action takes `frame` seconds after the
/// previous one (waits take their own time).
struct DialPlayer {
    var dial: Dial
    var time = 0.0
    var frame = 1.0 / 60
    var events: [DialEvent] = []

    init(_ dial: Dial) { self.dial = dial }

    /// Plays `action`; returns its events.
    @discardableResult
    mutating func play(_ action: DialAction) throws -> [DialEvent] {
        let new: [DialEvent]
        switch action {
        case .beginDrag(let touch): time += frame; new = try dial.beginDrag(at: touch, time: time)
        case .drag(let touch): time += frame; new = try dial.drag(to: touch, time: time)
        case .scroll(let offset, let touch): time += frame; new = try dial.scroll(toOffset: offset, touch: touch, time: time)
        case .release: time += frame; new = try dial.release(time: time)
        case .fling(let velocity): time += frame; new = try dial.release(velocity: velocity, time: time)
        case .step(let labels): time += frame; new = try dial.step(by: labels, time: time)
        case .select(let index): time += frame; new = try dial.select(label: index, time: time)
        case .wait(let seconds): time += seconds; new = try dial.advance(to: time)
        }
        events += new
        return new
    }

    /// Advances frame by frame until the dial rests (or `limit` seconds pass); returns the events.
    @discardableResult
    mutating func settle(limit: Double = 30) throws -> [DialEvent] {
        var new: [DialEvent] = []
        let end = time + limit
        while !dial.isSettled, time < end {
            time += frame
            new += try dial.advance(to: time)
        }
        events += new
        return new
    }
}

enum DialScriptGen {
    /// A point in the box of a dial of radius 150, anywhere (the centre and outside included).
    static var touch: Gen<DialPoint> {
        zip(Gen.double(in: -20...320), Gen.double(in: -20...320)).map { DialPoint(x: $0, y: $1) }
    }

    /// A point on a ring round the centre of a dial of radius 150.
    static var ringTouch: Gen<DialPoint> {
        zip(Gen.double(in: 0...(2 * Double.pi)), Gen.double(in: 30...150)).map { angle, distance in
            DialPoint(x: 150 + distance * _sin(angle), y: 150 - distance * _cos(angle))
        }
    }

    static var action: Gen<DialAction> {
        Gen.oneOf([
            touch.map { .beginDrag($0) },
            ringTouch.map { .drag($0) },
            ringTouch.map { .drag($0) },
            zip(zip(Gen.double(in: -400...400), Gen.double(in: -400...400)), ringTouch)
                .map { .scroll(offset: DialPoint(x: $0.0, y: $0.1), touch: $1) },
            Gen.constant(.release),
            DialGen.velocity.map { .fling($0) },
            Gen.int(in: -5...5).map { .step($0) },
            Gen.int(in: -20...20).map { .select($0) },
            Gen.double(in: 0...0.5).map { .wait($0) },
        ])
    }

    static var script: Gen<[DialAction]> { action.array(count: 0...25) }

    /// A dial of a random face, radius 150, default configuration.
    static var dial: Gen<Dial> {
        Gen.int(in: 1...60).map { count in
            // Valid by construction.
            try! Dial(face: DialFace(labelCount: count), radius: 150)
        }
    }
}
