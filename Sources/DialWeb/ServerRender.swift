import Foundation
import ProcessHarness

/// `dial-web render`: the server render of `<dial-picker>` (the web package's `dial-render.js`,
/// plain JavaScript) run by Node, so that a server in any language, or a static site's build,
/// gets the same markup a JavaScript server gets from the module: the element with its
/// attributes and its drawn dial as a declarative shadow root.
///
/// The module is joined from its sources (``Site/renderSources``) as the site joins it, and run
/// as it is, unminified; its warnings about bad attributes go to standard error, each once.
public struct ServerRender: Sendable {
    /// Node's path.
    public var node: String
    /// The longest a render may take, in seconds.
    public var timeout: Double

    public init(node: String, timeout: Double = 30) {
        self.node = node
        self.timeout = timeout
    }

    /// The render with the `node` on `PATH`, or nil when there is none.
    public static func onPath() -> ServerRender? { ExecutableLookup.find("node").map { ServerRender(node: $0) } }

    /// One attribute of the command line: `name=value`, or `name` alone for a boolean one
    /// (`disabled`); its value nil then.
    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String?

        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }

        /// `argument` read as an attribute: a name of lowercase letters, digits and `-` (it
        /// begins with a letter), then `=` and the value, or nothing.
        /// - Throws: ``WebError/usage(_:)`` naming the argument.
        public static func parse(_ argument: String) throws(WebError) -> Attribute {
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let first = name.first, first.isASCII, first.isLetter,
                  name.allSatisfy({ $0.isASCII && ($0.isLowercase || $0.isNumber || $0 == "-") }) else {
                throw .usage("'\(argument)' is no attribute: write name=value, or a name alone for a boolean one")
            }
            return Attribute(name: name, value: parts.count == 2 ? String(parts[1]) : nil)
        }
    }

    /// The attributes as the module takes them: a JSON object, in order, a boolean one `true`.
    static func json(_ attributes: [Attribute]) -> String {
        "{" + attributes.map { WebPackage.json($0.name) + ": " + ($0.value.map(WebPackage.json) ?? "true") }.joined(separator: ", ") + "}"
    }

    /// The script Node runs: it imports the module (its path the first argument) and prints the
    /// element the attributes (the second, as JSON) draw, `content` (the third) inside it.
    static let script = """
        const [module, attributes, content] = process.argv.slice(1);
        const { renderDialPicker } = await import(module);
        process.stdout.write(renderDialPicker(JSON.parse(attributes), { content }) + '\\n');
        """

    /// The markup of `<dial-picker>` with `attributes` and `content` inside, rendered by the
    /// module `module` (its text); and what it warned.
    /// - Throws: ``WebError/unwritable(_:)`` for its scratch folder, ``WebError/buildFailed(step:output:)``
    ///   with Node's words when it fails.
    public func render(module: String, attributes: [Attribute], content: String) throws(WebError) -> (markup: String, warnings: String) {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("dial-render-\(UUID().uuidString)").path
        defer { try? manager.removeItem(atPath: folder) }
        let path = folder + "/dial-render.mjs"
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(module.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw .unwritable(folder)
        }
        let outcome: ToolCommand.Outcome
        do {
            outcome = try ToolCommand.outcome(node, ["--input-type=module", "-e", Self.script, "--", path, Self.json(attributes), content],
                                              environment: ProcessEnvironmentList.current(), timeout: timeout)
        } catch {
            throw .buildFailed(step: "node", output: error.description)
        }
        guard outcome.status == .exited(0) else {
            throw .buildFailed(step: "node", output: outcome.errorOutput.split(separator: "\n").prefix(3).joined(separator: "; "))
        }
        return (outcome.output, outcome.errorOutput)
    }

    /// The render module's text joined from the sources in `folder` (``Site/renderSources``).
    /// - Throws: ``WebError/unreadable(_:)`` naming a source that cannot be read.
    public static func module(folder: String) throws(WebError) -> String {
        var sources: [(name: String, text: String)] = []
        for name in Site.renderSources {
            if name == Site.versionModule {
                sources.append((name, Site.versionSource))
                continue
            }
            let path = folder + "/" + name
            guard let data = FileManager.default.contents(atPath: path) else { throw .unreadable(path) }
            sources.append((name, String(decoding: data, as: UTF8.self)))
        }
        return ModuleBundle.join(sources)
    }
}
