/// The media type a file is served with, from its extension; `dial.wasm` must be
/// `application/wasm` for `WebAssembly.instantiateStreaming`, and a module script a JavaScript type.
public enum ContentType {
    public static func of(_ name: String) -> String {
        let ext = name.split(separator: ".").last.map(String.init) ?? ""
        switch ext {
        case "html": return "text/html; charset=utf-8"
        case "js": return "text/javascript; charset=utf-8"
        case "css": return "text/css; charset=utf-8"
        case "wasm": return "application/wasm"
        case "svg": return "image/svg+xml"
        case "json": return "application/json"
        default: return "application/octet-stream"
        }
    }
}
