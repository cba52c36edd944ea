import BrowserHarness

/// The few checks that need a Chromium DevTools command, each in one function so that a harness
/// for another engine can supply its own (or leave the check out).
enum ChromiumOnly {
    /// Emulates a media feature (`forced-colors`, `prefers-reduced-motion`, …); `""` ends it.
    static func emulate(_ page: BrowserPage, _ feature: String, _ value: String) throws {
        try page.send("Emulation.setEmulatedMedia", ["features": [["name": feature, "value": value]]])
    }

    /// The name of every slider in the page's accessibility tree (what a screen reader is told),
    /// in document order.
    static func sliderNames(_ page: BrowserPage) throws -> [String] {
        try page.send("Accessibility.enable")
        let tree = try page.send("Accessibility.getFullAXTree")
        let nodes = tree["nodes"] as? [[String: Any]] ?? []
        return nodes.filter { ($0["role"] as? [String: Any])?["value"] as? String == "slider" }
            .map { ($0["name"] as? [String: Any])?["value"] as? String ?? "" }
    }
}
