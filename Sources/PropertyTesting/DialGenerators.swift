import DialCore

/// Generators of the engine's inputs: faces, angles, velocities.
public enum DialGen {
    /// Label counts: mostly clock-like (1…120), sometimes large.
    public static var labelCount: Gen<Int> { Gen.oneOf([
        Gen.int(in: 1...120),
        Gen.element(of: [12, 24, 60]),
        Gen.int(in: 1...DialFace.maximumLabelCount),
    ]) }

    /// Faces built from ``labelCount``.
    public static var face: Gen<DialFace> { labelCount.map { count in
        // Valid counts only: a throw is a defect, and stops the run rather than testing another face.
        do { return try DialFace(labelCount: count) } catch { fatalError("\(count) labels is a valid face: \(error)") }
    } }

    /// A twelve-label face.
    public static let twelve: DialFace = {
        guard let face = try? DialFace(labelCount: 12) else { fatalError("12 labels is a valid face") }
        return face
    }()

    /// Angles and rotations: ordinary ones, exact label angles and exact half-ways, and
    /// thousands of turns away.
    public static func angle(on face: DialFace) -> Gen<Double> {
        Gen.oneOf([
            Gen.double(in: -20...20),
            Gen.int(in: -5_000...5_000).map { Double($0) * face.angleStep },
            Gen.int(in: -5_000...5_000).map { (Double($0) + 0.5) * face.angleStep },
            Gen.double(in: -70_000...70_000),
        ])
    }

    /// A face and an angle on it.
    public static var faceAndAngle: Gen<(DialFace, Double)> { face.flatMap { face in angle(on: face).map { (face, $0) } } }

    /// Fling velocities in rad/s, slow and fast, both ways.
    public static var velocity: Gen<Double> { Gen.oneOf([
        Gen.double(in: -1...1),
        Gen.double(in: -60...60),
    ]) }
}
