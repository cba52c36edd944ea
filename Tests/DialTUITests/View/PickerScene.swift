import DialTUI
import PropertyTesting

/// A picker as a person might see it: a command line, a terminal size, some keys pressed
/// 0.3 s apart, then some time to settle (little, to catch the dial in motion).
struct PickerScene: CustomStringConvertible, Sendable {
    var arguments: [String]
    var columns: Int
    var rows: Int
    var keys: [Key]
    var settle: Double

    var description: String {
        "\(arguments) at \(columns)×\(rows), keys \(keys), settle \(settle) s"
    }

    /// The model after the keys and the settling.
    func model() throws -> PickerModel {
        // A fixed "now" for `--time`, so that a scene always draws the same.
        let options = try PickerOptions.parse(arguments, clock: .fixed(TimeOfDay(wrapping: 9 * 60 + 41)))
        var model = try PickerModel(options: options, columns: columns, rows: rows)
        var time = 0.0
        for key in keys {
            time += 0.3
            model.advance(to: time)
            _ = model.handle(.key(key, []), at: time)
        }
        model.advance(to: time + settle)
        return model
    }

    /// Command lines with faces of different label counts and widths, and several stages.
    static let commandLines: [[String]] = [
        [], ["--initial", "7"], ["--face", "minutes"], ["--face", "hours24"], ["--time"],
        ["--labels", "north,east,south,west"], ["--labels", "a,bb,ccc,dddd,eeeee,ffffff"],
        ["--labels", "時,時計,😀,x"], ["--labels", (1...40).map(String.init).joined(separator: ",")],
        ["--labels", "a,b,c,d,e,f,g,h"], ["--labels", "N,E,S,W"],
    ]

    /// Sizes from none at all to large, weighted to the small ones where layouts go wrong.
    static var sizes: Gen<(Int, Int)> {
        Gen.oneOf([
            zip(Gen.int(in: 0...40), Gen.int(in: 0...20)),
            zip(Gen.int(in: 15...120), Gen.int(in: 6...45)),
            zip(Gen.int(in: 120...220), Gen.int(in: 40...70)),
        ])
    }

    static var scenes: Gen<PickerScene> {
        zip(
            Gen.element(of: commandLines),
            sizes,
            Gen.element(of: [Key.right, .left, .up, .down, .pageUp, .pageDown, .home, .end, .tab]).array(count: 0...4),
            Gen.element(of: [0.0, 0.02, 0.05, 0.1, 0.3, 10])
        ).map { arguments, size, keys, settle in
            PickerScene(arguments: arguments, columns: size.0, rows: size.1, keys: keys, settle: settle)
        }
    }
}
