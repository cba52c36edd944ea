/// How a page whose dials are drawn by the server loads the element's module: fetched at once,
/// run after the page's first frame.
///
/// A served dial is painted with the page, before any script. The module must not delay that
/// paint: loaded `async`, it runs the moment it arrives, and where it arrives before the first
/// frame (a fast server, a cache) its evaluation and the dials' take-over come first and the paint
/// waits for them (WebKitGTK painted a served dial at 32–34 ms against 15 ms without the module,
/// figure 11). `modulepreload` fetches and parses it as soon as the head is read; the import,
/// after the first animation frame and the task that paints it, runs it once the dial is on the
/// screen. Input before then is the native input's, or nothing: the served drawing takes no
/// input until the module has taken it over.
public enum ServedPage {
    /// The tags for the page's `<head>` that load `module` after the first frame: the URL of
    /// `dial-picker.js` as the page names it, relative (`./dial-picker.js`) or absolute
    /// (`/js/dial-picker.js`), never a bare specifier (`modulepreload` fetches a URL).
    public static func loader(module: String) -> String {
        #"<link rel="modulepreload" href="\#(module)"><script type="module">requestAnimationFrame(() => setTimeout(() => import('\#(module)')));</script>"#
    }
}
