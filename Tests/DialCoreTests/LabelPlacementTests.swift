import DialCore
import PropertyTesting
import Testing

@Suite(.timeLimit(.minutes(3))) struct LabelPlacementTests {
    let twelve = DialGen.twelve

    @Test func placementsMatchAYNCircleViewsFigures() {
        let zero = twelve.placement(ofLabel: 0, radius: 150, inset: 10)
        #expect(zero.center == DialPoint(x: 150, y: 10))
        #expect(zero.rotation == 0)

        let one = twelve.placement(ofLabel: 1, radius: 150, inset: 10)
        #expect(abs(one.center.x - 220) < 1e-9)
        #expect(abs(one.center.y - 28.756) < 5e-4)
        #expect(abs(one.rotation - Double.pi / 6) < 1e-15)

        let three = twelve.placement(ofLabel: 3, radius: 150, inset: 10)
        #expect(three.center == DialPoint(x: 290, y: 150), "quarter turns are exact")
        let six = twelve.placement(ofLabel: 6, radius: 150, inset: 10)
        #expect(six.center == DialPoint(x: 150, y: 290))
        let nine = twelve.placement(ofLabel: 9, radius: 150, inset: 10)
        #expect(nine.center == DialPoint(x: 10, y: 150))
    }

    @Test func placementFollowsTheFormulaWithSinOfPiMinusA() {
        // x = r + sin(π − a)·(r − inset), y = r + cos(π − a)·(r − inset), as the original does.
        for index in 0..<12 {
            let a = Double(index) * twelve.angleStep
            let placement = twelve.placement(ofLabel: index, radius: 150, inset: 10)
            #expect(abs(placement.center.x - (150 + _sin(Double.pi - a) * 140)) < 1e-12)
            #expect(abs(placement.center.y - (150 + _cos(Double.pi - a) * 140)) < 1e-12)
        }
    }

    @Test func aTurnedDialMovesItsLabels() {
        // Turned a quarter clockwise, label 0 sits at 3 o'clock.
        let turned = twelve.placement(ofLabel: 0, radius: 150, inset: 10, rotation: Double.pi / 2)
        #expect(abs(turned.center.x - 290) < 1e-12 && abs(turned.center.y - 150) < 1e-12)
        #expect(turned.rotation == Double.pi / 2)
        #expect(twelve.placement(ofLabel: 14, radius: 150, inset: 10) == twelve.placement(ofLabel: 2, radius: 150, inset: 10))
    }

    @Test func boundingBoxesOfTurnedLabels() {
        let size = DialSize(width: 40, height: 20)
        let upright = LabelPlacement(center: DialPoint(x: 100, y: 100), rotation: 0).boundingBox(ofLabelSize: size)
        #expect(upright == DialRect(origin: DialPoint(x: 80, y: 90), size: size))
        let quarter = LabelPlacement(center: DialPoint(x: 100, y: 100), rotation: Double.pi / 2).boundingBox(ofLabelSize: size)
        #expect(quarter.size == DialSize(width: 20, height: 40))
        let eighth = LabelPlacement(center: .zero, rotation: Double.pi / 4).boundingBox(ofLabelSize: size)
        let expected = 60 * 0.5.squareRoot()
        #expect(abs(eighth.size.width - expected) < 1e-12 && abs(eighth.size.height - expected) < 1e-12)
        #expect(eighth.center == .zero)
    }

    @Test func largestLabelIsTheChordBetweenNeighbours() throws {
        // 2·(150 − 10)·sin(π/12)
        #expect(abs(twelve.largestLabelWidth(radius: 150, inset: 10) - 280 * 0.25881904510252074) < 1e-12)
        #expect(try DialFace(labelCount: 1).largestLabelWidth(radius: 150, inset: 10) == 280)
        #expect(try DialFace(labelCount: 2).largestLabelWidth(radius: 150, inset: 10) == 280)
        #expect(abs(try DialFace(labelCount: 4).largestLabelWidth(radius: 150, inset: 10) - 280 * 0.5.squareRoot()) < 1e-12)
        #expect(twelve.largestLabelWidth(radius: 10, inset: 20) == 0)
        #expect(twelve.largestLabelWidth(radius: .nan, inset: 0) == 0)
    }

    @Test func nonFiniteGeometryDoesNotTrap() {
        let placement = twelve.placement(ofLabel: 1, radius: .infinity, inset: 0, rotation: .nan)
        #expect(placement.center.x.isNaN || placement.center.x.isInfinite)
    }

    @Test func theLabelUnderThePointerIsDrawnAtTheTopOnEveryFace() throws {
        // Eleven labels, `f` (5) selected: the rest rotation leaves −5.6e-17 of a turn, which
        // once fell into the wrong quadrant and put `f` at 9 o'clock.
        let eleven = try DialFace(labelCount: 11)
        let rest = eleven.rotation(selecting: 5, near: 0)
        let f = eleven.placement(ofLabel: 5, radius: 150, inset: 10, rotation: rest)
        #expect(abs(f.center.x - 150) < 1e-9 && abs(f.center.y - 10) < 1e-9, "f is at \(f.center)")

        // Every face up to 400 labels, every label, at rest near 0, ±1, 7, ±1000 and 10⁶ turns.
        for count in 1...400 {
            let face = try DialFace(labelCount: count)
            for index in 0..<count {
                for turns in [0.0, 1, -1, 7, 1_000, -1_000, 1_000_000] {
                    let rotation = face.rotation(selecting: index, near: turns * 2 * Double.pi)
                    let center = face.placement(ofLabel: index, radius: 150, inset: 10, rotation: rotation).center
                    let tolerance = 1e-12 * 140 * (1 + abs(turns))
                    guard abs(center.x - 150) <= tolerance, abs(center.y - 10) <= tolerance else {
                        Issue.record("label \(index) of \(count) at rest near \(turns) turns is drawn at \(center)")
                        return
                    }
                }
            }
        }
    }

    // MARK: Properties

    static var placementCase: Gen<(DialFace, Int, Double, Double, Double)> {
        DialGen.face.flatMap { face in
            zip(Gen.int(in: -100_000...100_000), Gen.double(in: 1...2_000), Gen.double(in: 0...1), Gen.double(in: -50...50))
                .map { index, radius, insetFraction, rotation in (face, index, radius, radius * insetFraction, rotation) }
        }
    }

    @Test func labelsSitOnTheirCircleAtTheirAngle() {
        property("placement is at radius − inset from the centre, at the label's angle", Self.placementCase) { face, index, radius, inset, rotation in
            let placement = face.placement(ofLabel: index, radius: radius, inset: inset, rotation: rotation)
            let center = DialPoint(x: radius, y: radius)
            let dx = placement.center.x - center.x, dy = placement.center.y - center.y
            let distance = (dx * dx + dy * dy).squareRoot()
            try ensureClose(distance, radius - inset, tolerance: 1e-9 * radius, "distance from the centre")
            if radius - inset > 1e-6 * radius {
                let angle = face.angle(of: placement.center, around: center)
                let expected = face.angle(ofLabel: index) + rotation
                try ensure(circularDistance(angle, expected) < 1e-9 * max(1, radius / (radius - inset)),
                           "angle \(angle) is not the label's \(expected)")
            }
        }
    }

    @Test func labelsOnATurnedDialAreWhereSineAndCosineOfTheirAnglePutThem() {
        let gen = Gen.int(in: 1...500).flatMap { count in
            zip(Gen.int(in: 0...(count - 1)), Gen.oneOf([
                Gen.double(in: -20...20),
                Gen.int(in: -5_000...5_000).map { Double($0) * 2 * Double.pi / Double(count) },
                Gen.double(in: -1e-15...1e-15),
                Gen.double(in: -70_000...70_000),
            ])).map { (count, $0, $1) }
        }
        property("placement is (r + ρ·sin a, r − ρ·cos a) for a = i·step + rotation", gen) { count, index, rotation in
            let face = try DialFace(labelCount: count)
            let placement = face.placement(ofLabel: index, radius: 150, inset: 10, rotation: rotation)
            let angle = Double(index) * face.angleStep + rotation
            // The angle is known to about one rounding of its size; so is the placement.
            let tolerance = 140 * 1e-15 * (8 + abs(angle))
            try ensureClose(placement.center.x, 150 + 140 * _sin(angle), tolerance: tolerance, "x")
            try ensureClose(placement.center.y, 150 - 140 * _cos(angle), tolerance: tolerance, "y")
        }
    }

    @Test func neighboursAreTheLargestLabelWidthApart() {
        property("neighbouring label centres are one chord apart", Self.placementCase) { face, index, radius, inset, rotation in
            guard face.labelCount > 1 else { return }
            let a = face.placement(ofLabel: index, radius: radius, inset: inset, rotation: rotation).center
            let b = face.placement(ofLabel: index + 1, radius: radius, inset: inset, rotation: rotation).center
            let gap = ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
            try ensureClose(gap, face.largestLabelWidth(radius: radius, inset: inset), tolerance: 1e-9 * radius)
        }
    }

    @Test func labelsOfTheLargestWidthDoNotOverlapTheirNeighbours() {
        let gen = Gen.int(in: 3...60).map { count in try! DialFace(labelCount: count) }
        property("labels narrower than the chord leave their neighbours' baselines clear", gen) { face in
            let width = face.largestLabelWidth(radius: 150, inset: 10) * 0.999
            for index in 0..<face.labelCount {
                let a = face.placement(ofLabel: index, radius: 150, inset: 10)
                let b = face.placement(ofLabel: index + 1, radius: 150, inset: 10)
                // The baseline segments (width along the tangent) of neighbours must not cross.
                let ta = (x: _cos(a.rotation), y: _sin(a.rotation)), tb = (x: _cos(b.rotation), y: _sin(b.rotation))
                let a0 = (a.center.x - ta.x * width / 2, a.center.y - ta.y * width / 2)
                let a1 = (a.center.x + ta.x * width / 2, a.center.y + ta.y * width / 2)
                let b0 = (b.center.x - tb.x * width / 2, b.center.y - tb.y * width / 2)
                let b1 = (b.center.x + tb.x * width / 2, b.center.y + tb.y * width / 2)
                try ensure(!segmentsCross(a0, a1, b0, b1), "labels \(index) and \(index + 1) overlap")
            }
        }
    }

    @Test func boundingBoxContainsTheTurnedCorners() {
        let gen = zip(Gen.double(in: -10...10), Gen.double(in: 0...100), Gen.double(in: 0...100))
        property("the bounding box holds every corner of the turned label, tightly", gen) { rotation, width, height in
            let placement = LabelPlacement(center: DialPoint(x: 3, y: -4), rotation: rotation)
            let box = placement.boundingBox(ofLabelSize: DialSize(width: width, height: height))
            var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
            for (u, v) in [(-1.0, -1.0), (1, -1), (1, 1), (-1, 1)] {
                let x = 3 + (u * width / 2) * _cos(rotation) - (v * height / 2) * _sin(rotation)
                let y = -4 + (u * width / 2) * _sin(rotation) + (v * height / 2) * _cos(rotation)
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
            try ensureClose(box.minX, minX, tolerance: 1e-9)
            try ensureClose(box.maxX, maxX, tolerance: 1e-9)
            try ensureClose(box.minY, minY, tolerance: 1e-9)
            try ensureClose(box.maxY, maxY, tolerance: 1e-9)
        }
    }
}

/// Whether segments pq and rs cross (proper intersection).
private func segmentsCross(_ p: (Double, Double), _ q: (Double, Double), _ r: (Double, Double), _ s: (Double, Double)) -> Bool {
    func orient(_ a: (Double, Double), _ b: (Double, Double), _ c: (Double, Double)) -> Double {
        (b.0 - a.0) * (c.1 - a.1) - (b.1 - a.1) * (c.0 - a.0)
    }
    let d1 = orient(r, s, p), d2 = orient(r, s, q), d3 = orient(p, q, r), d4 = orient(p, q, s)
    return d1 * d2 < 0 && d3 * d4 < 0
}
