extension PickerOptions {
    /// The variable of default options, read before the command line's (as fzf's
    /// `FZF_DEFAULT_OPTS`): `DIAL_TUI_OPTS='--height 12 --clock 24'`.
    public static let defaultOptionsVariable = "DIAL_TUI_OPTS"

    /// The words of ``defaultOptionsVariable`` in `environment` (split as a shell splits simple
    /// quoting, ``ShellWords``) followed by `arguments`, so that an option given twice takes the
    /// command line's value.
    ///
    /// A mode on the command line (``PickerFlag/modeFlags``) replaces the variable's: the
    /// variable's mode flags are left out, and so are its options whose value is written for a
    /// mode (``PickerFlag/valueFollowsMode``: `--initial`, `--min`, `--max`, `--format`) when the
    /// variable names another mode. Of the rest, the variable's options that mean nothing with
    /// what is asked (``PickerFlag/refusal(mode:render:accessible:)``: `--clock` for a duration,
    /// `--timeout` with `--render`) are left out too, where the command line's own would be
    /// refused.
    /// - Throws: ``UsageError/unterminatedQuote(_:_:)``, or ``UsageError/inVariable(_:_:)`` for a
    ///   word of the variable that is not an option, an unknown option, or one missing its value.
    static func withDefaultOptions(_ arguments: [String], environment: [String: String]) throws(UsageError) -> [String] {
        guard let line = environment[defaultOptionsVariable] else { return arguments }
        let words: [String]
        do { words = try ShellWords.split(line) } catch {
            switch error { case .unterminatedQuote(let quote): throw .unterminatedQuote(defaultOptionsVariable, quote) }
        }
        var options: [(flag: PickerFlag, words: [String])] = []
        var remaining = words[...]
        while let word = remaining.popFirst() {
            let name = flagName(word)
            guard word.hasPrefix("-"), let flag = PickerFlag.named(name) else {
                throw .inVariable(defaultOptionsVariable, .unknownOption(word))
            }
            var option = [word]
            if flag.takesValue, name == word {
                guard let value = remaining.popFirst() else { throw .inVariable(defaultOptionsVariable, .missingValue(name)) }
                option.append(value)
            }
            options.append((flag, option))
        }
        let lineNames = arguments.map(flagName), variableNames = options.map(\.flag.name)
        let lineMode = lineNames.lazy.compactMap(PickerMode.init(flag:)).first
        let variableModeFlag = variableNames.first { PickerFlag.modeFlags.contains($0) }
        let mode = lineMode ?? variableModeFlag.flatMap(PickerMode.init(flag:)) ?? .labels
        let names = lineNames + variableNames
        let render = names.contains("--render"), accessible = names.contains("--accessible")
        // The variable's mode, when the command line names one that is not it: `--face` and
        // `--labels` are two, the faces' values being written for one of them.
        let lineModeFlag = lineNames.first { PickerFlag.modeFlags.contains($0) }
        let modeReplaced = lineModeFlag != nil && variableModeFlag != nil
            && (lineModeFlag != variableModeFlag || lineModeFlag == "--labels")
        let kept = options.filter { option in
            let flag = option.flag
            if lineModeFlag != nil, PickerFlag.modeFlags.contains(flag.name) { return false }
            if modeReplaced, flag.valueFollowsMode { return false }
            return flag.refusal(mode: mode, render: render, accessible: accessible) == nil
        }
        return kept.flatMap(\.words) + arguments
    }

    /// The flag of `word`: `--face` for `--face=hours24`.
    private static func flagName(_ word: String) -> String {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return word }
        return String(word[..<equals])
    }
}
