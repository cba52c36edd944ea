import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialFaceDetentTests {
    @Test func aMinuteDialHasTwelveLabelsAndSixtyDetents() throws {
        let minutes = try DialFace(labelCount: 12, detentsPerLabel: 5)
        #expect(minutes.labelCount == 12 && minutes.detentsPerLabel == 5 && minutes.detentCount == 60)
        #expect(minutes.angleStep == 2 * Double.pi / 12)
        #expect(minutes.detentStep == 2 * Double.pi / 60)
        #expect(minutes.detentOfLabel(7) == 35 && minutes.detentOfLabel(-1) == 55)
        #expect(minutes.labelOnDetent(35) == 7 && minutes.labelOnDetent(36) == nil && minutes.labelOnDetent(-5) == 11)
        #expect(minutes.labelNearestDetent(37) == 7 && minutes.labelNearestDetent(38) == 8 && minutes.labelNearestDetent(58) == 0)
        #expect(minutes.angle(ofDetent: 15) == Double.pi / 2)
        #expect(minutes.nearestDetent(to: Double.pi / 2) == 15)
        #expect(minutes.selectedDetent(forRotation: -Double.pi / 2) == 15)
        #expect(minutes.selectedDetent(forRotation: minutes.rotation(selectingDetent: 37, near: 100)) == 37)
        // Labels are placed as on a twelve-label face.
        #expect(minutes.placement(ofLabel: 3, radius: 150, inset: 10) == DialGen.twelve.placement(ofLabel: 3, radius: 150, inset: 10))
    }

    @Test func oneDetentPerLabelIsTheLabelFace() throws {
        let face = try DialFace(labelCount: 12, detentsPerLabel: 1)
        #expect(face == DialGen.twelve)
        #expect(face.detentCount == 12 && face.detentStep == face.angleStep)
    }

    @Test func badDetentCountsAreTypedErrors() {
        let limit = DialFace.maximumDetentCount
        for (labels, detents) in [(12, 0), (12, -1), (12, Int.min), (1 << 10, 1 << 10 + 1), (2, Int.max), (Int.max / 2, 3), (3, limit)] {
            if labels > DialFace.maximumLabelCount {
                #expect(throws: DialError.invalidLabelCount(labels)) { try DialFace(labelCount: labels, detentsPerLabel: detents) }
            } else {
                #expect(throws: DialError.invalidDetentCount(labelCount: labels, detentsPerLabel: detents, limit: limit)) {
                    try DialFace(labelCount: labels, detentsPerLabel: detents)
                }
            }
        }
        #expect(throws: DialError.invalidLabelCount(0)) { try DialFace(labelCount: 0, detentsPerLabel: 5) }
        #expect(throws: Never.self) { try DialFace(labelCount: 1 << 10, detentsPerLabel: 1 << 10) }
        #expect(throws: Never.self) { try DialFace(labelCount: 1, detentsPerLabel: limit) }
        #expect(throws: DialError.self) { try DialFace(labelCount: 1, detentsPerLabel: limit + 1) }
    }

    static var detentFace: Gen<DialFace> {
        zip(Gen.int(in: 1...200), Gen.int(in: 1...30)).map { labels, detents in
            try! DialFace(labelCount: labels, detentsPerLabel: detents)
        }
    }

    @Test func labelsSitOnEveryDetentsPerLabelthDetent() {
        let gen = Self.detentFace.flatMap { face in Gen.int(in: -100_000...100_000).map { (face, $0) } }
        property("label i sits on detent i·detentsPerLabel, at the same angle", gen) { face, label in
            let detent = face.detentOfLabel(label)
            try ensureEqual(face.labelOnDetent(detent), face.nearestLabel(to: face.angle(ofLabel: label)))
            try ensureEqual(face.labelNearestDetent(detent), face.nearestLabel(to: face.angle(ofLabel: label)))
            try ensureClose(face.angle(ofDetent: detent), face.angle(ofLabel: label), tolerance: 1e-12)
            try ensureEqual(face.nearestDetent(to: face.angle(ofLabel: label)), detent)
        }
    }
}
