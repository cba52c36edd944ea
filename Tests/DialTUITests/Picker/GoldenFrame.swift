import DialTUI
import Testing

/// Renders a frame of the picker as a person would see it after some keys.
enum GoldenFrame {
    /// The frame for the command line `arguments` on a `columns` × `rows` terminal, after
    /// pressing `keys` 0.3 s apart and letting `settle` seconds pass.
    static func render(_ arguments: [String], columns: Int, rows: Int, keys: [Key], settle: Double) throws -> String {
        try grid(arguments, columns: columns, rows: rows, keys: keys, settle: settle).text
    }

    static func grid(_ arguments: [String], columns: Int, rows: Int, keys: [Key] = [], settle: Double = 10) throws -> CellGrid {
        let options = try PickerOptions.parse(arguments)
        var model = try PickerModel(options: options, columns: columns, rows: rows)
        var step = FrameStep(colorMode: .none)
        var bytes: [UInt8] = []
        var time = 0.0
        for key in keys {
            time += 0.3
            step.draw(&model, at: time, into: &bytes)
            _ = model.handle(.key(key, []), at: time)
        }
        step.draw(&model, at: time + settle, into: &bytes)
        return try #require(step.screen)
    }
}
