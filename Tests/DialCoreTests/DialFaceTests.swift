import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct DialFaceTests {
    let twelve = DialGen.twelve

    @Test func angleStepIsAFullTurnOverTheCount() throws {
        #expect(twelve.angleStep == 2 * Double.pi / 12)
        #expect(try DialFace(labelCount: 1).angleStep == 2 * Double.pi)
    }

    @Test func labelAnglesWrapWithEuclideanModulo() {
        #expect(twelve.angle(ofLabel: 0) == 0)
        #expect(twelve.angle(ofLabel: 3) == Double.pi / 2)
        #expect(twelve.angle(ofLabel: 12) == 0)
        #expect(twelve.angle(ofLabel: -1) == twelve.angle(ofLabel: 11))
        #expect(twelve.angle(ofLabel: -13) == twelve.angle(ofLabel: 11))
        for index in [Int.min, Int.max, Int.min + 1] {
            let angle = twelve.angle(ofLabel: index)
            #expect(angle >= 0 && angle < 2 * Double.pi)
        }
    }

    @Test func nearestLabelIsExactAtEveryLabel() throws {
        let sixty = try DialFace(labelCount: 60)
        var summed = 0.0
        for index in 0..<60 {
            #expect(sixty.nearestLabel(to: sixty.angle(ofLabel: index)) == index)
            #expect(sixty.nearestLabel(to: Double(index) * sixty.angleStep) == index)
            #expect(sixty.nearestLabel(to: summed) == index, "\(index) steps of 60 summed one by one")
            summed += sixty.angleStep
        }
        #expect(sixty.nearestLabel(to: 11 * sixty.angleStep) == 11)
    }

    @Test func exactHalfWayGoesClockwise() {
        #expect(twelve.nearestLabel(to: twelve.angleStep / 2) == 1)
        #expect(twelve.nearestLabel(to: Double.pi / 12) == 1)
        #expect(twelve.nearestLabel(to: -twelve.angleStep / 2) == 0)
        #expect(twelve.nearestLabel(to: 2 * Double.pi - twelve.angleStep / 2) == 0)
        #expect(twelve.nearestLabel(to: twelve.angleStep / 2 - 1e-12) == 0)
    }

    @Test func nearestLabelIsCircular() {
        #expect(twelve.nearestLabel(to: 2 * Double.pi - 0.01) == 0)
        #expect(twelve.nearestLabel(to: -0.01) == 0)
        #expect(twelve.nearestLabel(to: -twelve.angleStep) == 11)
        #expect(twelve.nearestLabel(to: 1_000 * 2 * Double.pi + twelve.angleStep * 5) == 5)
    }

    @Test func nonFiniteAnglesGiveLabelZero() {
        for angle in [Double.nan, .infinity, -.infinity, .signalingNaN] {
            #expect(twelve.nearestLabel(to: angle) == 0)
            #expect(twelve.selectedLabel(forRotation: angle) == 0)
        }
        #expect(twelve.nearestLabel(to: 1e300) >= 0)
        #expect(twelve.nearestLabel(to: -Double.greatestFiniteMagnitude) < 12)
    }

    @Test func selectedLabelIsNearestToMinusRotation() {
        #expect(twelve.selectedLabel(forRotation: 0) == 0)
        #expect(twelve.selectedLabel(forRotation: twelve.angleStep) == 11, "clockwise brings the previous label")
        #expect(twelve.selectedLabel(forRotation: -twelve.angleStep) == 1, "counterclockwise brings the next label")
        #expect(twelve.selectedLabel(forRotation: Double.pi / 2) == 9)
    }

    @Test func rotationSelectingALabelIsTheNearestSuch() {
        #expect(twelve.rotation(selecting: 0, near: 0) == 0)
        #expect(twelve.rotation(selecting: 1, near: 0) == -twelve.angleStep)
        #expect(abs(twelve.rotation(selecting: 1, near: 4 * Double.pi) - (4 * Double.pi - twelve.angleStep)) < 1e-12)
        #expect(twelve.rotation(selecting: 13, near: 0) == twelve.rotation(selecting: 1, near: 0))
        #expect(twelve.rotation(selecting: 3, near: .nan) == 9 * twelve.angleStep)
    }

    @Test func touchAnglesAreExactAtTheCardinalPoints() {
        let center = DialPoint(x: 150, y: 150)
        #expect(twelve.angle(of: DialPoint(x: 150, y: 10), around: center) == 0)
        #expect(twelve.angle(of: DialPoint(x: 290, y: 150), around: center) == Double.pi / 2)
        #expect(twelve.angle(of: DialPoint(x: 150, y: 290), around: center) == Double.pi)
        #expect(twelve.angle(of: DialPoint(x: 10, y: 150), around: center) == 3 * Double.pi / 2)
        #expect(twelve.angle(of: DialPoint(x: 250, y: 50), around: center) == Double.pi / 4)
        #expect(twelve.angle(of: center, around: center) == 0, "the centre has no angle")
        #expect(twelve.angle(of: DialPoint(x: .nan, y: 0), around: center) == 0)
        let justLeftOfTop = twelve.angle(of: DialPoint(x: 150 - 1e-9, y: 10), around: center)
        #expect(justLeftOfTop < 2 * Double.pi && justLeftOfTop > 6.28)
    }

    @Test func invalidLabelCountsAreRejected() {
        for count in [0, -1, Int.min, DialFace.maximumLabelCount + 1, Int.max] {
            #expect(throws: DialError.invalidLabelCount(count)) { try DialFace(labelCount: count) }
        }
        #expect(throws: Never.self) { try DialFace(labelCount: DialFace.maximumLabelCount) }
    }

    // MARK: Properties

    @Test func nearestLabelIsTrulyNearest() {
        property("nearest label is truly nearest", DialGen.faceAndAngle) { face, angle in
            let nearest = face.nearestLabel(to: angle)
            try ensure((0..<face.labelCount).contains(nearest), "label \(nearest) out of range")
            let best = circularDistance(face.angle(ofLabel: nearest), angle)
            // No other label is nearer (checking the neighbours suffices: labels are evenly spaced).
            for other in [nearest - 1, nearest + 1] where face.labelCount > 1 {
                let distance = circularDistance(face.angle(ofLabel: other), angle)
                try ensure(best <= distance + 1e-12 * max(1, abs(angle)), "label \(other) is nearer than \(nearest)")
            }
            try ensure(best <= face.angleStep / 2 + 1e-12 * max(1, abs(angle)), "further than half a step")
        }
    }

    @Test func labelAnglesRoundTrip() {
        let gen = DialGen.face.flatMap { face in Gen.int(in: -10_000_000...10_000_000).map { (face, $0) } }
        property("nearestLabel(angle(ofLabel: i)) == i mod N", gen) { face, index in
            let wrapped = ((index % face.labelCount) + face.labelCount) % face.labelCount
            try ensureEqual(face.nearestLabel(to: face.angle(ofLabel: index)), wrapped)
            try ensureEqual(face.selectedLabel(forRotation: -face.angle(ofLabel: index)), wrapped)
        }
    }

    @Test func rotationSelectingSelectsAndIsNearest() {
        let gen = DialGen.faceAndAngle.flatMap { face, near in Gen.int(in: -1_000...1_000).map { (face, near, $0) } }
        property("rotation(selecting:near:) selects the label, within half a turn", gen) { face, near, index in
            let rotation = face.rotation(selecting: index, near: near)
            let wrapped = ((index % face.labelCount) + face.labelCount) % face.labelCount
            try ensureEqual(face.selectedLabel(forRotation: rotation), wrapped)
            try ensure(abs(rotation - near) <= Double.pi + 1e-9 * max(1, abs(near)), "\(rotation) is more than half a turn from \(near)")
        }
    }

    @Test func touchAnglesRoundTrip() {
        let gen = zip(Gen.double(in: 0...(2 * Double.pi).nextDown), Gen.double(in: 1...1_000))
        property("the angle of a point at angle a is a", gen) { angle, distance in
            let center = DialPoint(x: 500, y: 500)
            let point = DialPoint(x: center.x + distance * _sin(angle), y: center.y - distance * _cos(angle))
            let measured = DialGen.twelve.angle(of: point, around: center)
            try ensure(measured >= 0 && measured < 2 * Double.pi, "\(measured) out of [0, 2π)")
            try ensure(circularDistance(measured, angle) < 1e-9, "\(measured) != \(angle)")
        }
    }
}
