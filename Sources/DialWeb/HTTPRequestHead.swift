/// The first line of an HTTP/1.1 request, `GET /path HTTP/1.1`: all a static server reads.
public struct HTTPRequestHead: Equatable, Sendable {
    public var method: String
    public var path: String

    /// Parses the request line of `bytes` (a request's head, up to its blank line); nil when it
    /// is not `METHOD SP PATH SP HTTP/x` with a path that starts with `/`.
    public static func parse(_ bytes: [UInt8]) -> HTTPRequestHead? {
        let line = bytes.prefix { $0 != UInt8(ascii: "\r") && $0 != UInt8(ascii: "\n") }
        let parts = String(decoding: line, as: UTF8.self).split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, parts[1].hasPrefix("/"), parts[2].hasPrefix("HTTP/") else { return nil }
        return HTTPRequestHead(method: String(parts[0]), path: String(parts[1]))
    }
}

/// A complete response, with the headers a static file needs and `Connection: close`. Every
/// answer also makes the page cross-origin isolated (all its files come from this one origin), so
/// `performance.now()` counts in microseconds there: the bench times a frame's script with it.
/// Nothing else needs these two headers.
public enum HTTPResponse {
    public static func bytes(status: Int, reason: String, contentType: String, body: [UInt8], includeBody: Bool) -> [UInt8] {
        let head = "HTTP/1.1 \(status) \(reason)\r\nContent-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
            + "Cross-Origin-Opener-Policy: same-origin\r\nCross-Origin-Embedder-Policy: require-corp\r\n"
            + "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + (includeBody ? body : [])
    }

    /// The answer to `request` from `site`: the file, 404, or 405 for a method other than GET and HEAD.
    public static func answer(_ request: HTTPRequestHead?, from site: Site) -> [UInt8] {
        guard let request else {
            return bytes(status: 400, reason: "Bad Request", contentType: "text/plain", body: Array("bad request\n".utf8), includeBody: true)
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return bytes(status: 405, reason: "Method Not Allowed", contentType: "text/plain", body: Array("GET or HEAD only\n".utf8), includeBody: true)
        }
        let includeBody = request.method == "GET"
        guard let file = site.file(atRequestPath: request.path) else {
            return bytes(status: 404, reason: "Not Found", contentType: "text/plain", body: Array("not found\n".utf8), includeBody: includeBody)
        }
        return bytes(status: 200, reason: "OK", contentType: ContentType.of(file.name), body: file.bytes, includeBody: includeBody)
    }
}
