extension PickerOptions {
    /// The variable of default options, read before the command line's (as fzf's
    /// `FZF_DEFAULT_OPTS`): `DIAL_TUI_OPTS='--height 12 --clock 24'`.
    public static let defaultOptionsVariable = "DIAL_TUI_OPTS"

    /// The words of ``defaultOptionsVariable`` in `environment` (split as a shell splits simple
    /// quoting, ``ShellWords``) followed by `arguments`, so that an option given twice takes the
    /// command line's value. When the command line names a mode (``PickerFlag/modeFlags``), the
    /// variable's mode flags are left out: the command line's mode wins.
    /// - Throws: ``UsageError/unterminatedQuote(_:_:)``, or ``UsageError/inVariable(_:_:)`` for a
    ///   word of the variable that is not an option, an unknown option, or one missing its value.
    static func withDefaultOptions(_ arguments: [String], environment: [String: String]) throws(UsageError) -> [String] {
        guard let line = environment[defaultOptionsVariable] else { return arguments }
        let words: [String]
        do { words = try ShellWords.split(line) } catch {
            switch error { case .unterminatedQuote(let quote): throw .unterminatedQuote(defaultOptionsVariable, quote) }
        }
        let commandLineNamesMode = arguments.contains { PickerFlag.modeFlags.contains(flagName($0)) }
        var kept: [String] = []
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
            if !(commandLineNamesMode && PickerFlag.modeFlags.contains(name)) { kept += option }
        }
        return kept + arguments
    }

    /// The flag of `word`: `--face` for `--face=hours24`.
    private static func flagName(_ word: String) -> String {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return word }
        return String(word[..<equals])
    }
}
