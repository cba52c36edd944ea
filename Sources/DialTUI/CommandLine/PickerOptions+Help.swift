extension PickerOptions {
    /// The text of `--help`: the ``usage`` and how the clock of `--time` is chosen here, from
    /// the locale in `environment` (``HourCycleChoice``).
    public static func help(environment: [String: String]) -> String {
        let choice = (try? HourCycleChoice.choose(flag: nil, environment: environment))
            ?? HourCycleChoice(cycle: .twentyFourHour, source: .fallback)
        return usage + "\n\nHere, without --clock, \(choice)."
    }
}
