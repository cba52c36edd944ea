extension PickerModel {
    /// Shows what the command line asks of the screen beside the faces: the header, the prompt, the colours,
    /// the key hint (hidden with `--no-hint`, without the mouse's gestures with `--no-mouse`)
    /// the ring's glyphs for the terminal in `environment` (``RingGlyphs/init(environment:)``) and
    /// the characters its locale allows (``CharacterRepertoire/init(environment:)``).
    /// - Complexity: O(columns × rows).
    public mutating func show(_ options: ProgramOptions, environment: [String: String]) {
        setHeader(options.header)
        setPrompt(options.prompt)
        setRingGlyphs(RingGlyphs(environment: environment))
        setRepertoire(CharacterRepertoire(environment: environment))
        setColors(options.colors)
        setKeyHint(KeyHint(isShown: options.keyHint, mouse: options.mouse))
    }
}
