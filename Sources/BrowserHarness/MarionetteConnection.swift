import Foundation
import DialTUI

/// Firefox's Marionette protocol over a loopback socket: each message is its length in bytes,
/// a colon and JSON; a command is `[0, id, name, parameters]` and its answer `[1, id, error,
/// result]`. The server speaks first, a hello naming the protocol.
final class MarionetteConnection: WebDriverTransport {
    private let channel: BrowserChannel
    private var nextID = 1

    /// Connects to `127.0.0.1:port` and reads the server's hello.
    /// - Throws: ``BrowserError/failed(_:)`` when the server is not Marionette's protocol 3.
    init(port: Int, deadline: Double) throws(BrowserError) {
        channel = try BrowserChannel.connect(port: port, deadline: deadline)
        let hello = try Self.decode(channel.read(deadline: deadline, what: "Marionette's hello", messageEnd: Self.messageEnd))
        guard let fields = hello as? [String: Any], fields["marionetteProtocol"] as? Int == 3 else {
            throw .failed("127.0.0.1:\(port) is not Marionette protocol 3: \(String(describing: hello))")
        }
    }

    /// The end of the first whole `length:JSON` message in `bytes`, if it is all there.
    static func messageEnd(_ bytes: [UInt8]) -> Int? {
        guard let colon = bytes.prefix(20).firstIndex(of: UInt8(ascii: ":")),
              let length = Int(String(decoding: bytes[..<colon], as: UTF8.self)) else { return nil }
        let end = colon + 1 + length
        return bytes.count >= end ? end : nil
    }

    private static func decode(_ message: [UInt8]) throws(BrowserError) -> Any {
        guard let colon = message.firstIndex(of: UInt8(ascii: ":")),
              let value = try? JSONSerialization.jsonObject(with: Data(message[(colon + 1)...]), options: [.fragmentsAllowed]) else {
            throw .failed("Marionette sent a message that is not JSON")
        }
        return value
    }

    /// Sends the command `name` and returns its answer's result.
    /// - Throws: ``BrowserError/failed(_:)`` with Marionette's error (as `failed(error: message)`
    ///   through `describe`), ``BrowserError/timedOut(_:)``, ``BrowserError/closed``.
    @discardableResult
    func call(_ name: String, _ parameters: [String: Any], timeout: Double,
              describe: (String, String) -> BrowserError) throws(BrowserError) -> [String: Any] {
        let id = nextID
        nextID += 1
        guard let json = try? JSONSerialization.data(withJSONObject: [0, id, name, parameters] as [Any]) else {
            throw .failed("\(name): parameters are not JSON")
        }
        let deadline = MonotonicClock.now() + timeout
        try channel.write(Array("\(json.count):".utf8) + [UInt8](json), deadline: deadline, what: name)
        // Each pass reads one message, until this command's answer or the deadline; the answers
        // of earlier commands given up at their deadlines are passed over.
        while true {
            guard let answer = try Self.decode(channel.read(deadline: deadline, what: "the answer to \(name)", messageEnd: Self.messageEnd)) as? [Any],
                  answer.count == 4, answer[1] as? Int == id else { continue }
            if let error = answer[2] as? [String: Any] {
                throw describe(error["error"] as? String ?? "error", error["message"] as? String ?? "")
            }
            return answer[3] as? [String: Any] ?? [:]
        }
    }

    @discardableResult
    func send(_ command: WebDriverCommand, _ parameters: [String: Any], timeout: Double) throws(BrowserError) -> Any? {
        let result = try call(command.marionetteName, parameters.merging(command.marionetteParameters) { $1 }, timeout: timeout) { code, message in
            command.error(code, message, engine: .firefox)
        }
        if case .newSession = command { return result }
        return result["value"] ?? nil
    }

    func close() {
        channel.close()
    }
}
