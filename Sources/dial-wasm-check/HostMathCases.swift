#if arch(wasm32)
/// The check's own math functions (``hostExp(_:)`` and the rest) against the values of the C
/// library's, within 4 units in the last place: the cases below lean on them.
enum HostMathCases {
    static func run(_ report: inout CheckReport) {
        let unary: [(String, (Double) -> Double, Double, Double)] = [
            ("exp", hostExp, 1, 2.718281828459045), ("exp", hostExp, -1, 0.36787944117144233),
            ("exp", hostExp, -20.5, 1.2501528663867426e-09), ("exp", hostExp, 700, 1.0142320547350045e+304),
            ("expm1", hostExpm1, 1e-10, 1.00000000005e-10), ("expm1", hostExpm1, -0.3, -0.2591817793182821),
            ("expm1", hostExpm1, 2, 6.38905609893065),
            ("log", hostLog, 10, 2.302585092994046), ("log", hostLog, 1.0000001, 9.999999505838704e-08),
            ("log", hostLog, 1e-300, -690.7755278982137),
            ("sin", hostSin, 1, 0.8414709848078965), ("sin", hostSin, 100, -0.5063656411097588),
            ("sin", hostSin, -2.5, -0.5984721441039565),
            ("cos", hostCos, 1, 0.5403023058681398), ("cos", hostCos, 1e4, -0.9521553682590148),
            ("cos", hostCos, -2.5, -0.8011436155469337),
        ]
        for (name, function, x, expected) in unary {
            report.expect(close(function(x), expected), "\(name)(\(x)) = \(function(x)), not \(expected)")
        }
        let binary: [(Double, Double, Double)] = [
            (1, 1, 0.7853981633974483), (1, -1, 2.356194490192345),
            (-3, 0.5, -1.4056476493802699), (1e-5, -7, 3.141591225018365),
        ]
        for (y, x, expected) in binary {
            report.expect(close(hostAtan2(y, x), expected), "atan2(\(y), \(x)) = \(hostAtan2(y, x)), not \(expected)")
        }
        // Exact where the engine needs exactness: the four directions.
        report.expect(hostAtan2(0, 1) == 0 && hostAtan2(1, 0) == Double.pi / 2 && hostAtan2(0, -1) == Double.pi
                      && hostAtan2(-1, 0) == -Double.pi / 2, "atan2 is exact at the four directions")
    }

    /// Within 4 units in the last place of `expected`.
    static func close(_ value: Double, _ expected: Double) -> Bool {
        abs(value - expected) <= 4 * expected.ulp
    }
}
#endif
