import BrowserHarness
import Foundation

/// The page's `Math` functions against the C library's, on the same arguments, bit for bit.
///
/// The engine in the page takes its six elementary functions from the page's `Math`, the
/// native engine from the C library; where they differ in the last place, so may the two
/// engines' numbers. (Measured here: Chromium 156 and WebKitGTK 2.50 give the C library's
/// values; Firefox 153's differ in 3–12 % of arguments.)
enum PageMath {
    struct Comparison: CustomStringConvertible {
        /// How many values were compared.
        var count: Int
        /// How many differed, by function.
        var differences: [String: Int]

        var agrees: Bool { differences.values.allSatisfy { $0 == 0 } }

        var description: String {
            differences.sorted { $0.key < $1.key }.filter { $0.value > 0 }
                .map { "\($0.key) \($0.value) of \(count / differences.count)" }.joined(separator: ", ")
        }
    }

    static let names = ["exp", "expm1", "log", "sin", "cos", "atan2"]
    /// Arguments for each function.
    static let samples = 2000

    /// The arguments of sample `i`: `x` over [−20, 5] (exp, expm1), `p` over (0, 1000] (log),
    /// `a` over [−10, 10] (sin, cos, and atan2 with `x`); written in the same operations in
    /// JavaScript below, so both sides compute the same doubles.
    static func arguments(_ i: Int) -> (x: Double, p: Double, a: Double) {
        let n = Double(samples), k = Double(i)
        return (-20 + 25 * k / n + 0.001414, 0.001 + 1000 * k / n, -10 + 20 * k / n + 0.001732)
    }

    static let script = """
        (() => { const n = \(samples), out = []; const view = new DataView(new ArrayBuffer(8));
          const bits = (v) => { view.setFloat64(0, v); return view.getBigUint64(0).toString(16).padStart(16, '0'); };
          for (let k = 0; k < n; k += 1) {
            const x = -20 + 25 * k / n + 0.001414, p = 0.001 + 1000 * k / n, a = -10 + 20 * k / n + 0.001732;
            out.push([Math.exp(x), Math.expm1(x), Math.log(p), Math.sin(a), Math.cos(a), Math.atan2(a, x)].map(bits));
          }
          return out; })()
        """

    static func compare(_ page: BrowserPage) throws -> Comparison {
        guard let values = try page.evaluate(script, timeout: 20) as? [[String]], values.count == samples else {
            throw PageMathError(description: "the page's Math values did not come back")
        }
        var differences = Dictionary(uniqueKeysWithValues: names.map { ($0, 0) })
        for (i, row) in values.enumerated() {
            let (x, p, a) = arguments(i)
            let native = [exp(x), expm1(x), log(p), sin(a), cos(a), atan2(a, x)].map(NativeReplay.bits)
            for (name, (page, native)) in zip(names, zip(row, native)) where page != native { differences[name, default: 0] += 1 }
        }
        return Comparison(count: samples * names.count, differences: differences)
    }

    struct PageMathError: Error, CustomStringConvertible { var description: String }
}
