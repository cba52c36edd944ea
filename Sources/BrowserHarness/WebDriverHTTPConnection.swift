import Foundation
import DialTUI

/// W3C WebDriver over HTTP/1.1 on the loopback address: one connection a command
/// (`Connection: close`), its JSON body in, the answer read to its end. The protocol's few
/// requests a second need nothing more.
final class WebDriverHTTPConnection: WebDriverTransport {
    let port: Int
    private let engine: BrowserEngine
    /// The session the commands go to, once ``WebDriverCommand/newSession`` has made it.
    private(set) var session = ""

    init(port: Int, engine: BrowserEngine) {
        self.port = port
        self.engine = engine
    }

    @discardableResult
    func send(_ command: WebDriverCommand, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> Any? {
        let (method, path) = command.route(session: session)
        let deadline = MonotonicClock.now() + timeout
        let (status, body) = try Self.request(method, path, body: method == "POST" ? parameters : nil, port: port, deadline: deadline)
        guard let answer = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else {
            throw .failed("\(method) \(path): HTTP \(status) with a body that is not JSON")
        }
        let value = answer["value"] ?? nil
        if status >= 400 || (value as? [String: Any])?["error"] is String {
            let error = value as? [String: Any] ?? [:]
            throw command.error(error["error"] as? String ?? "HTTP \(status)", error["message"] as? String ?? "", engine: engine)
        }
        if case .newSession = command, let made = (value as? [String: Any])?["sessionId"] as? String { session = made }
        return value
    }

    /// Nothing to close: each command's connection is closed with its answer.
    func close() {}

    /// One HTTP request to `127.0.0.1:port`: its status and body.
    static func request(_ method: String, _ path: String, body: [String: Any]?, port: Int,
                        deadline: Double) throws(BrowserError) -> (status: Int, body: [UInt8]) {
        var content: [UInt8] = []
        if let body {
            guard let json = try? JSONSerialization.data(withJSONObject: body) else { throw .failed("\(method) \(path): the body is not JSON") }
            content = [UInt8](json)
        }
        let head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(content.count)\r\nConnection: close\r\n\r\n"
        let channel = try BrowserChannel.connect(port: port, deadline: deadline)
        defer { channel.close() }
        try channel.write(Array(head.utf8) + content, deadline: deadline, what: "\(method) \(path)")
        return try HTTPAnswer.parse(channel.readToEnd(deadline: deadline, what: "the answer to \(method) \(path)"), what: "\(method) \(path)")
    }
}

/// An HTTP/1.1 answer read to its end: the status line, the head, and the body as
/// `Content-Length` or chunked transfer coding delimits it (or all that follows the head).
enum HTTPAnswer {
    static func parse(_ bytes: [UInt8], what: String) throws(BrowserError) -> (status: Int, body: [UInt8]) {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let headEnd = bytes.indices.first(where: { bytes[$0...].starts(with: separator) }) else {
            throw .failed("\(what): an HTTP answer without a head (\(bytes.count) bytes)")
        }
        let lines = String(decoding: bytes[..<headEnd], as: UTF8.self).components(separatedBy: "\r\n")
        let statusWords = lines.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, statusWords[0].hasPrefix("HTTP/1."), let status = Int(statusWords[1]) else {
            throw .failed("\(what): not an HTTP status line: \(lines.first ?? "")")
        }
        var fields: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let rest = Array(bytes[(headEnd + separator.count)...])
        if fields["transfer-encoding"]?.lowercased().contains("chunked") == true { return (status, try dechunk(rest, what: what)) }
        if let length = fields["content-length"].flatMap({ Int($0) }) {
            guard rest.count >= length else { throw .failed("\(what): the body ended after \(rest.count) of \(length) bytes") }
            return (status, Array(rest.prefix(length)))
        }
        return (status, rest)
    }

    /// The body of chunked transfer coding: chunks of a hexadecimal size line and that many
    /// bytes, up to the chunk of size 0.
    static func dechunk(_ bytes: [UInt8], what: String) throws(BrowserError) -> [UInt8] {
        var body: [UInt8] = []
        var at = 0
        // Each pass takes one chunk and moves past it: bounded by the bytes.
        while at < bytes.count {
            guard let lineEnd = bytes[at...].firstIndex(of: UInt8(ascii: "\n")),
                  let size = Int(String(decoding: bytes[at..<lineEnd], as: UTF8.self).split(separator: ";").first?
                      .trimmingCharacters(in: .whitespacesAndNewlines) ?? "", radix: 16) else {
                throw .failed("\(what): a malformed chunk size")
            }
            if size == 0 { return body }
            let start = lineEnd + 1
            guard start + size <= bytes.count else { throw .failed("\(what): a chunk ended early") }
            body += bytes[start..<(start + size)]
            at = start + size + 2
        }
        throw .failed("\(what): the chunked body has no last chunk")
    }
}
