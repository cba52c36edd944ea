import PropertyTesting

/// What an exploration of the terminal front asks: labels (given, or read from stdin while
/// the picker runs), a time, a range or a duration; the arguments it starts with, and random
/// arguments, valid and invalid, for ``TUIAction/launch(_:)``.
enum TUIExplorationKind: String, CaseIterable, Sendable {
    case labels, stdinLabels, time, range, duration

    /// The arguments a sequence starts with.
    var arguments: [String] {
        switch self {
        case .labels: ["--labels", "red,green,blue,quiet,10,1"]
        case .stdinLabels: []
        case .time: ["--time", "--initial", "09:41"]
        case .range: ["--range", "--initial", "22:30-06:45"]
        case .duration: ["--duration", "--initial", "1h30m"]
        }
    }

    /// Options any mode takes, each valid or not.
    static let common: [[String]] = [
        ["--prompt", "Pick: "], ["--header", "A header"], ["--no-mouse"], ["--no-hint"], ["--timeout", "2"],
        ["--timeout", "1", "--select-on-timeout"], ["--height", "6"], ["--height", "12"], ["--accessible"], ["--accessible"],
        ["--timeout", "-1"], ["--height", "0"], ["--color", "accent=pink"], ["--no-color"],
    ]

    /// The options of this kind, valid and invalid.
    var own: [[String]] {
        switch self {
        case .labels, .stdinLabels:
            [["--labels", "a,b"], ["--labels", "q,quiet,quit,2,20,200"], ["--labels", ",,"], ["--face", "hours24"],
             ["--initial", "green"], ["--initial", "nothing"], ["--face", "days"]]
        case .time:
            [["--clock", "12"], ["--clock", "24"], ["--step", "5"], ["--step", "15"], ["--step", "7"], ["--min", "09:00", "--max", "17:30"],
             ["--initial", "23:59"], ["--initial", "7p"], ["--initial", "25:00"], ["--min", "17:00", "--max", "09:00"]]
        case .range:
            [["--step", "15"], ["--min-span", "1h"], ["--max-span", "10h"], ["--initial", "08:00-08:00"], ["--initial", "22:30+24h"],
             ["--min", "08:00", "--max", "18:00", "--initial", "09:00-10:00"], ["--min-span", "7m", "--step", "5"], ["--initial", "junk"]]
        case .duration:
            [["--step", "5"], ["--max", "2h"], ["--min", "30m"], ["--format", "seconds"], ["--format", "minutes"], ["--format", "iso"],
             ["--format", "clock"], ["--initial", "9999h", "--max", "9999h"], ["--initial", "1h75m"], ["--format", "json"], ["--max", "1h7m", "--step", "5"]]
        }
    }

    /// The mode's flag (none for labels).
    var flag: [String] {
        switch self {
        case .labels, .stdinLabels: []
        case .time: ["--time"]
        case .range: ["--range"]
        case .duration: ["--duration"]
        }
    }

    /// Arguments for a launch: the mode, and up to three options of its own or any mode's.
    var launchArguments: Gen<[String]> {
        let option = Gen.oneOf([Gen.element(of: own), Gen.element(of: Self.common)])
        let flag = self.flag
        let base = self == .labels ? ["--labels", "red,green,blue"] : []
        return option.array(count: 0...3).map { flag + base + $0.flatMap { $0 } }
    }

    /// Text typed or pasted in this kind: what its `--initial` reads, and what it does not.
    var typedText: Gen<String> {
        switch self {
        case .labels, .stdinLabels: Gen.element(of: ["r", "gr", "q", "qu", "zz", "1", "10", "b", "x"])
        case .time: Gen.element(of: ["930", "19:30", "7p", "1945", "12am", "99", "2", "zz", "0000"])
        case .range: Gen.element(of: ["23:00-7:15", "8", "08:00", "22:30+8h", "zz", "23:00-", "1-2"])
        case .duration: Gen.element(of: ["90", "1h30m", "5400", "5400s", "1:30", "1.5h", "PT2H", "zz", "1h75", "0"])
        }
    }

    /// One action of a sequence: mostly keys and time, some typing, mouse, resizes, suspends,
    /// stdin and launches; the keys that end the picker rarely.
    var action: Gen<TUIAction> {
        let keys = TUIKey.allCases.filter { !$0.ends }
        let key = Gen.element(of: keys)
        let anyKey = Gen.element(of: TUIKey.allCases)
        var generators: [Gen<TUIAction>] = [
            key.map(TUIAction.press), key.map(TUIAction.press), key.map(TUIAction.press),
            Gen.double(in: 0.01...1.5).map { TUIAction.wait(($0 * 100).rounded() / 100) },
            Gen.double(in: 0.01...1.5).map { TUIAction.wait(($0 * 100).rounded() / 100) },
            zip(Gen.element(of: [TUIKey.right, .left, .up, .down, .pageUp]), Gen.int(in: 2...40)).map { TUIAction.hold($0.0, count: $0.1) },
            typedText.map(TUIAction.type), typedText.map(TUIAction.paste),
            zip(Gen.element(of: TUIMouse.allCases), Gen.int(in: 1...80), Gen.int(in: 1...24))
                .map { TUIAction.mouse($0.0, column: $0.1, row: $0.2) },
            zip(Gen.int(in: 1...100), Gen.int(in: 1...40)).map { TUIAction.resize(columns: $0.0, rows: $0.1) },
            Gen.element(of: [TUIAction.resize(columns: 1, rows: 1), .resize(columns: 80, rows: 24), .resize(columns: 10, rows: 5),
                             .resize(columns: 20, rows: 3)]),
            Gen.constant(TUIAction.suspend),
            launchArguments.map(TUIAction.launch),
            Gen.int(in: 0...19).map { $0 == 0 ? TUIAction.press(.enter) : $0 == 1 ? .press(.escape) : .press(.right) },
            anyKey.array(count: 2...3).map(TUIAction.burst),
            Gen.element(of: [TUIKey.right, .left, .pageUp, .end]).map { TUIAction.burst([$0, .enter]) },
        ]
        if self == .stdinLabels {
            let chunk = Gen.element(of: ["alpha\n", "beta\ngamma\n", "del", "ta\n", "\n", "  \n", "caf\u{E9}\n", "q\nquit\n"])
            generators += [chunk.map(TUIAction.labels), chunk.map(TUIAction.labels), Gen.constant(TUIAction.endLabels)]
        }
        return Gen.oneOf(generators)
    }
}
