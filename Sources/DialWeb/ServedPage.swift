/// How a page whose dials are drawn by the server loads the element's module: fetched and run
/// after the page's first frame.
///
/// A served dial is painted with the page, before any script. The module must not delay that
/// paint: loaded `async`, it runs the moment it arrives, and where it arrives before the first
/// frame (a fast server, a cache) its evaluation and the dials' take-over come first and the paint
/// waits for them (WebKitGTK painted a served dial at 32–34 ms against 15 ms without the module,
/// figure 11). Fetched early with `modulepreload`, it is parsed and compiled as it arrives, and in
/// Chromium that came before the first frame and held it back (the served dial painted at 1.09–1.22
/// × the same drawing's time, against 1.01–1.07 × fetched after the frame; figure 11). So the
/// import, after the first animation frame and the task that paints it, fetches and runs it once
/// the dial is on the screen: the engine drove the dial about one fetch later (Chromium, a
/// loopback server: 115–120 ms after the navigation against 106–115 with the preload). The tag is
/// a classic script, run as the parser reaches it, where a module script, even inline, is put off
/// to the end of parsing; in WebKitGTK, whose clock steps 1 ms at a first frame of 13–19 ms, the
/// two were within its steps (1.07, 0.95, 1.00 × the same drawing's time with a module script;
/// 1.00, 1.00, 1.00 × and, in later runs, 1.15, 1.15, 1.00 × with a classic one). Input before
/// then is the native input's, or nothing: the served drawing takes no input until the module has
/// taken it over.
public enum ServedPage {
    /// The tag for the page's `<head>` that loads `module` after the first frame: the URL of
    /// `dial-picker.js` as the page names it, relative (`./dial-picker.js`) or absolute
    /// (`/js/dial-picker.js`), or a specifier the page's import map resolves.
    public static func loader(module: String) -> String {
        #"<script>requestAnimationFrame(() => setTimeout(() => import('\#(module)')));</script>"#
    }
}
