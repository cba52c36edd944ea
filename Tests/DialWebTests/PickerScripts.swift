/// Scripts the browser tests run in the page, by what they do.
enum PickerScripts {
    /// The picker `id`'s thumbs' attribute `name`, in tab order.
    static func thumbs(_ id: String, _ name: String) -> String {
        "[...document.getElementById('\(id)').shadowRoot.querySelectorAll('[role=slider]')].map((t) => t.getAttribute('\(name)'))"
    }

    /// Focuses thumb `index` of the picker `id`, and waits for the typing's module that a focus
    /// fetches (dial-typing.js): a key typed then is typed at once, as on a page where the dial
    /// took focus a moment before. (``TypingBrowserTests`` types before it is in.)
    static func focus(_ id: String, thumb index: Int) -> String {
        "document.getElementById('\(id)').shadowRoot.querySelectorAll('[role=slider]')[\(index)].focus(); import('./dial-typing.js').then(() => true)"
    }

    /// Counts the picker `id`'s `input` and `change` events in `window.counts`, and records in
    /// `window.seen`, from a keydown listener that runs after the element's own in the key's
    /// task, the value and the thumbs' value texts as they are then.
    static func watch(_ id: String) -> String {
        """
        window.counts = { input: 0, change: 0 }; window.seen = [];
        const p = document.getElementById('\(id)');
        p.addEventListener('input', () => counts.input += 1);
        p.addEventListener('change', () => counts.change += 1);
        document.addEventListener('keydown', () => seen.push([p.value, ...\(thumbs(id, "aria-valuetext"))]));
        true
        """
    }

    /// The centre of the picker `id` on the page and its scale (CSS pixels per unit of its 300-unit box).
    static func box(_ id: String) -> String {
        "(() => { const r = document.getElementById('\(id)').getBoundingClientRect(); return [r.left, r.top, r.width / 300]; })()"
    }
}
