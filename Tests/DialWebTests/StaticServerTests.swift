@testable import DialWeb
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Testing

struct StaticServerTests {
    let site = Site(files: ["index.html": Array("<p>hi</p>".utf8), "dial.wasm": [0, 97, 115, 109], "dial-picker.js": Array("x".utf8)])

    @Test func theRequestLineIsReadAndAnythingElseRefused() {
        #expect(HTTPRequestHead.parse(Array("GET /a.js?x=1 HTTP/1.1\r\nHost: h\r\n\r\n".utf8)) == HTTPRequestHead(method: "GET", path: "/a.js?x=1"))
        #expect(HTTPRequestHead.parse(Array("GET a.js HTTP/1.1\r\n\r\n".utf8)) == nil)
        #expect(HTTPRequestHead.parse(Array("GET /a.js\r\n\r\n".utf8)) == nil)
        #expect(HTTPRequestHead.parse(Array("\r\n".utf8)) == nil)
    }

    @Test func filesAreAnsweredWithTheirTypeAndEverythingElseWithAnError() {
        let answer = { (request: String) in String(decoding: HTTPResponse.answer(HTTPRequestHead.parse(Array(request.utf8)), from: site), as: UTF8.self) }
        #expect(answer("GET / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 200 OK\r\nContent-Type: text/html; charset=utf-8\r\nContent-Length: 9\r\n"))
        #expect(answer("GET / HTTP/1.1\r\n\r\n").hasSuffix("\r\n\r\n<p>hi</p>"))
        #expect(answer("GET /dial.wasm HTTP/1.1\r\n\r\n").contains("Content-Type: application/wasm\r\nContent-Length: 4\r\n"))
        #expect(answer("GET /dial-picker.js HTTP/1.1\r\n\r\n").contains("Content-Type: text/javascript"))
        #expect(answer("HEAD / HTTP/1.1\r\n\r\n").hasSuffix("Content-Length: 9\r\nCross-Origin-Opener-Policy: same-origin\r\n"
            + "Cross-Origin-Embedder-Policy: require-corp\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"))
        #expect(answer("GET /../etc/passwd HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 404 Not Found"))
        #expect(answer("POST / HTTP/1.1\r\n\r\n").hasPrefix("HTTP/1.1 405 Method Not Allowed"))
        #expect(answer("POST / HTTP/1.1\r\n\r\n").hasSuffix("\r\n\r\nGET or HEAD only\n"), "a refused method is told why")
        #expect(answer("nonsense\r\n\r\n").hasPrefix("HTTP/1.1 400 Bad Request"))
    }

    @Test func aServerAnswersOverTheLoopbackAndASecondOnTheSamePortIsRefused() throws {
        let server = try StaticServer(port: 0)
        #expect(server.port > 0)
        #expect(throws: WebError.portInUse(server.port)) { try StaticServer(port: server.port) }
        let stop = StopSignal()
        let files = site
        let thread = Thread { server.serve(files, until: { stop.isSet }) }
        thread.start()
        defer { stop.set() }
        let response = try #require(LoopbackClient.get("/dial.wasm", port: server.port))
        #expect(response.starts(with: Array("HTTP/1.1 200 OK\r\nContent-Type: application/wasm\r\n".utf8)))
        #expect(Array(response.suffix(8)) == Array("\r\n\r\n".utf8) + [0, 97, 115, 109])
    }

    @Test func aSiteIsWrittenToAFolderOrTheFolderIsNamedAsUnwritable() throws {
        let folder = NSTemporaryDirectory() + "dial-web-site-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try site.write(to: folder + "/nested")
        #expect(FileManager.default.contents(atPath: folder + "/nested/index.html") == Data("<p>hi</p>".utf8))
        #expect(throws: WebError.unwritable("/proc/dial-web")) { try site.write(to: "/proc/dial-web") }
        #expect(throws: WebError.unreadable(folder + "/missing")) { try Site.assemble(folder: folder + "/missing", module: "x") }
    }
}

/// A flag one thread sets and another reads.
final class StopSignal: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
}

/// A GET over a TCP connection to the loopback address: the whole response, or nil.
enum LoopbackClient {
    static func get(_ path: String, port: Int) -> [UInt8]? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { return nil }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        guard request.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == request.count else { return nil }
        var response: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        // Each pass reads at least a byte; the server closes the connection (or 5 s pass).
        while response.count < 1 << 20 {
            let count = recv(descriptor, &chunk, chunk.count, 0)
            guard count > 0 else { break }
            response += chunk[0..<count]
        }
        return response
    }
}
