import DialCore
import Foundation
import Testing

/// Codable where a front saves something (a face, a configuration, points, events), Hashable
/// for the dial, the range and the error, consistent with their `==`.
@Suite(.timeLimit(.minutes(3))) struct ConformanceTests {
    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        try JSONDecoder().decode(T.self, from: JSONEncoder().encode(value))
    }

    @Test func facesConfigurationsAndEventsRoundTrip() throws {
        let face = try DialFace(labelCount: 12, detentsPerLabel: 5)
        #expect(try Self.roundTrip(face) == face)
        var configuration = DialConfiguration()
        configuration.springResponse = 0.42
        configuration.reducesMotion = true
        #expect(try Self.roundTrip(configuration) == configuration)
        #expect(try Self.roundTrip(DialPoint(x: 1.5, y: -2)) == DialPoint(x: 1.5, y: -2))
        let rect = DialRect(origin: DialPoint(x: 1, y: 2), size: DialSize(width: 3, height: 4))
        #expect(try Self.roundTrip(rect) == rect)
        let events: [DialEvent] = [.selectionChanged(3), .directionChanged(.clockwise), .settled(7), .limitReached(1020)]
        #expect(try Self.roundTrip(events) == events)
        let rangeEvents: [DialRangeEvent] = [.changed(.end, 3), .limitReached(.start, 240), .settled(start: 1, span: 2)]
        #expect(try Self.roundTrip(rangeEvents) == rangeEvents)
        #expect(try Self.roundTrip([DialRange.Part.arc, .handle(.end)]) == [.arc, .handle(.end)])
    }

    @Test func theEncodingsReadAsTheirDocumentationSays() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        func json<T: Encodable>(_ value: T) throws -> String { String(decoding: try encoder.encode(value), as: UTF8.self) }
        #expect(try json(DialEvent.settled(7)) == #"{"settled":7}"#)
        #expect(try json(DialEvent.directionChanged(.clockwise)) == #"{"directionChanged":"clockwise"}"#)
        #expect(try json(DialRangeEvent.changed(.end, 390)) == #"{"changed":{"detent":390,"handle":"end"}}"#)
        #expect(try json(DialRangeEvent.settled(start: 1320, span: 510)) == #"{"settled":{"span":510,"start":1320}}"#)
        #expect(try json([DialRange.Part.handle(.start), .arc]) == #"["start","arc"]"#)
        #expect(try json(DialFace(labelCount: 12, detentsPerLabel: 5)) == #"{"detentsPerLabel":5,"labelCount":12}"#)
        #expect(try json(DialPoint(x: 1, y: 2)) == #"{"x":1,"y":2}"#)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DialEvent.self, from: Data(#"{"settled":1,"limitReached":2}"#.utf8)) }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DialRange.Part.self, from: Data(#""middle""#.utf8)) }
        #expect(DialConfiguration.Parameter(rawValue: "springResponse") == .springResponse)
        #expect(DialConfiguration.Parameter(rawValue: "spring") == nil)
        #expect(DialConfiguration.Parameter.allCases.allSatisfy { DialConfiguration.Parameter(rawValue: $0.rawValue) == $0 })
    }

    @Test func decodingValidates() throws {
        let json = Data(#"{"labelCount": 0}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(DialFace.self, from: json) }
        let one = try JSONDecoder().decode(DialFace.self, from: Data(#"{"labelCount": 12}"#.utf8))
        #expect(one == (try DialFace(labelCount: 12)))
        let bad = Data(#"{"springResponse": 0}"#.utf8)
        do {
            _ = try JSONDecoder().decode(DialConfiguration.self, from: bad)
            Issue.record("a spring response of 0 was accepted")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.underlyingError as? DialError == .invalidConfiguration(.springResponse, 0))
        }
        let partial = try JSONDecoder().decode(DialConfiguration.self, from: Data(#"{"deadRadius": 4}"#.utf8))
        var expected = DialConfiguration()
        expected.deadRadius = 4
        #expect(partial == expected, "missing fields keep their defaults")
    }

    @Test func dialsRangesAndErrorsHashAsTheyCompare() throws {
        let face = try DialFace(labelCount: 12)
        var a = try Dial(face: face, radius: 150)
        var b = a
        _ = try a.release(velocity: 5, time: 1)
        _ = try b.release(velocity: 5, time: 1)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(Set([a, b]).count == 1)
        _ = try b.advance(to: 1.1)
        #expect(Set([a, b]).count == 2)

        let range = try DialRange(face: face, radius: 150, start: 1, span: 3)
        var moved = range
        _ = try moved.step(.arc, by: 1, time: 0)
        #expect(Set([range, range, moved]).count == 2)

        let errors: [DialError] = [.nonFiniteTime(.nan), .nonFiniteTime(.nan), .nonFiniteTime(.infinity),
                                   .invalidRadius(0), .invalidRadius(-0.0), .nonFiniteTouch(DialPoint(x: .nan, y: 1)),
                                   .nonFiniteTouch(DialPoint(x: .nan, y: 1)), .invalidLabelCount(0)]
        #expect(Set(errors).count == 6, "NaN payloads equal by bit pattern, 0.0 and -0.0 apart")
        for x in errors { for y in errors where x == y { #expect(x.hashValue == y.hashValue) } }
    }
}
