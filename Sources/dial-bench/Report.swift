/// Prints the figures as a table, or as JSON.
enum Report {
    static func table(_ figures: [Figure], machine: String) -> String {
        var lines = ["dial-bench — \(machine)", ""]
        for figure in figures {
            let status = figure.met.map { $0 ? "met" : "MISSED" } ?? ""
            lines.append("\(figure.number). \(figure.name)")
            lines.append("   \(figure.value)")
            if !figure.goal.isEmpty { lines.append("   goal: \(figure.goal) — \(status)") }
            if !figure.method.isEmpty { lines.append("   (\(figure.method))") }
        }
        return lines.joined(separator: "\n")
    }

    static func json(_ figures: [Figure], machine: String) -> String {
        var entries: [String] = []
        for figure in figures {
            let numbers = figure.numbers.keys.sorted().map { key in
                "\"\(key)\": \(jsonNumber(figure.numbers[key] ?? .nan))"
            }.joined(separator: ", ")
            let met = figure.met.map { $0 ? "true" : "false" } ?? "null"
            entries.append("""
                    {"figure": \(figure.number), "name": \(quoted(figure.name)), "value": \(quoted(figure.value)), \
                "goal": \(quoted(figure.goal)), "met": \(met), "method": \(quoted(figure.method)), "numbers": {\(numbers)}}
                """)
        }
        return "{\n  \"machine\": \(quoted(machine)),\n  \"figures\": [\n" + entries.joined(separator: ",\n") + "\n  ]\n}"
    }

    static func quoted(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    escaped.unicodeScalars.append(scalar)
                }
            }
        }
        return escaped + "\""
    }

    static func jsonNumber(_ value: Double) -> String {
        value.isFinite ? "\(value)" : "null"
    }
}
