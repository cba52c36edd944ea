import DialCore
import PropertyTesting

/// Generators of the engine's inputs, shared by the property tests.
enum DialGen {
    /// Label counts: mostly clock-like (1…120), sometimes large.
    static var labelCount: Gen<Int> { Gen.oneOf([
        Gen.int(in: 1...120),
        Gen.element(of: [12, 24, 60]),
        Gen.int(in: 1...DialFace.maximumLabelCount),
    ]) }

    /// Faces built from ``labelCount``.
    static var face: Gen<DialFace> { labelCount.map { count in
        // Valid counts only: a throw is a defect, and stops the run rather than testing another face.
        try! DialFace(labelCount: count)
    } }

    /// A twelve-label face.
    static let twelve: DialFace = {
        guard let face = try? DialFace(labelCount: 12) else { fatalError("12 labels is a valid face") }
        return face
    }()

    /// Angles and rotations: ordinary ones, exact label angles and exact half-ways, and
    /// thousands of turns away.
    static func angle(on face: DialFace) -> Gen<Double> {
        Gen.oneOf([
            Gen.double(in: -20...20),
            Gen.int(in: -5_000...5_000).map { Double($0) * face.angleStep },
            Gen.int(in: -5_000...5_000).map { (Double($0) + 0.5) * face.angleStep },
            Gen.double(in: -70_000...70_000),
        ])
    }

    /// A face and an angle on it.
    static var faceAndAngle: Gen<(DialFace, Double)> { face.flatMap { face in angle(on: face).map { (face, $0) } } }

    /// Fling velocities in rad/s, slow and fast, both ways.
    static var velocity: Gen<Double> { Gen.oneOf([
        Gen.double(in: -1...1),
        Gen.double(in: -60...60),
    ]) }
}

/// Circular distance between two angles, in `[0, π]`.
func circularDistance(_ a: Double, _ b: Double) -> Double {
    let twoPi = 2 * Double.pi
    var d = (a - b).truncatingRemainder(dividingBy: twoPi)
    if d < 0 { d += twoPi }
    return min(d, twoPi - d)
}
