import BrowserHarness
import Foundation
import Testing

/// What the element's tests ask of a page, written with the calls every engine's page has
/// (`evaluate`, `wait(for:timeout:)`, `press`, `mouse`), so the tests run wherever those do.
enum PickerPage {
    /// Evaluates `script` and casts its value, failing the test with the script when the type is
    /// not the one asked.
    static func read<T>(_ page: BrowserPage, _ script: String, as type: T.Type = T.self,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> T {
        let result = try page.evaluate(script)
        return try #require(result as? T, "\(script) gave \(String(describing: result))", sourceLocation: sourceLocation)
    }

    /// The picker `id`'s value.
    static func value(_ page: BrowserPage, _ id: String) throws -> String {
        try read(page, "document.getElementById('\(id)').value")
    }

    /// Types `keys` one by one into thumb `thumb` of the picker `id`.
    static func type(_ page: BrowserPage, _ id: String, thumb: Int, _ keys: [String]) throws {
        try page.evaluate(PickerScripts.focus(id, thumb: thumb))
        for key in keys { try page.press(key) }
    }

    /// Clicks at the centre of the first node of the picker `id`'s shadow root that `selector`
    /// matches.
    static func click(_ page: BrowserPage, _ id: String, _ selector: String) throws {
        let point: [Double] = try read(page, """
            (() => { const r = document.getElementById('\(id)').shadowRoot.querySelector('\(selector)').getBoundingClientRect();
              return [r.left + r.width / 2, r.top + r.height / 2]; })()
            """)
        try page.mouse("mousePressed", x: point[0], y: point[1], pressed: true)
        try page.mouse("mouseReleased", x: point[0], y: point[1])
    }

    /// A point of the picker `id` on the page: `radius` units from its centre at `angle` (radians
    /// clockwise from 12 o'clock), in its 300-unit box.
    static func point(_ page: BrowserPage, _ id: String) throws -> (Double, Double) -> (Double, Double) {
        let box: [Double] = try read(page, PickerScripts.box(id))
        return { angle, radius in
            (box[0] + (150 + radius * sin(angle)) * box[2], box[1] + (150 - radius * cos(angle)) * box[2])
        }
    }

    /// A quick drag of the dial `id` a quarter turn back (from 3 o'clock to 12, in ten moves 8 ms
    /// apart, 120 of its 150 units from the centre) and its release: a fling that coasts.
    static func flingAQuarterBack(_ page: BrowserPage, _ id: String) throws {
        let at = try point(page, id)
        var point = at(Double.pi / 2, 120)
        try page.mouse("mousePressed", x: point.0, y: point.1, pressed: true)
        for move in 1...10 {
            point = at(Double.pi / 2 - Double(move) * Double.pi / 20, 120)
            usleep(8_000)
            try page.mouse("mouseMoved", x: point.0, y: point.1, pressed: true)
        }
        try page.mouse("mouseReleased", x: point.0, y: point.1)
    }

    /// Records the page's console warnings in `window.warnings` from now on.
    static let recordWarnings = """
        window.warnings = []; if (!window.originalWarn) window.originalWarn = console.warn;
        console.warn = (...a) => { warnings.push(a.join(' ')); }; true
        """
}
