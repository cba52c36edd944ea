/// What `dial-web` was asked to do, from its arguments.
public struct WebOptions: Equatable, Sendable {
    /// What to do once the site is built.
    public enum Action: Equatable, Sendable {
        /// Serve the site at `http://127.0.0.1:port/` until interrupted.
        case serve(port: Int)
        /// Write the site into this folder and exit.
        case write(folder: String)
        /// Write the web package (``WebPackage``: the element, its types, `package.json`) into
        /// this folder and exit.
        case package(folder: String)
        /// Print the markup of `<dial-picker>` with these attributes, its dial drawn as a
        /// declarative shadow root (``ServerRender``), `content` inside it, and exit.
        case render(attributes: [ServerRender.Attribute], content: String)
        /// Print the version and exit.
        case version
        /// Print the usage and exit.
        case help
    }

    public var action: Action

    /// The port served when none is given.
    public static let defaultPort = 8080

    public static let usage = """
        Usage: dial-web [--port N | --output DIR | --package DIR | --version]
               dial-web render [--content HTML] ATTRIBUTE...
          Builds the engine as WebAssembly (dial.wasm) and the <dial-picker> site, then
          serves it at http://127.0.0.1:8080/ (--port N: another port, 1-65535), or with
          --output DIR writes the site (index.html, dial-picker.js, dial.wasm) into DIR and exits.
          --package DIR writes the element as a web package (package.json, its modules,
          dial.wasm, dial-picker.d.ts, README.md, LICENSE) into DIR; --version prints the version.
          render prints <dial-picker> with the ATTRIBUTEs (name=value, or a name alone:
          mode=time value=07:30 disabled) and its dial drawn as a declarative shadow root, the
          page's first paint before the element's script (the web package's dial-render.js, run
          by node); --content HTML goes inside it (a native <input> for pages without script).
        """

    /// Reads the arguments (without the program's name).
    /// - Throws: ``WebError/usage(_:)`` naming the argument that is wrong.
    public static func parse(_ arguments: [String]) throws(WebError) -> WebOptions {
        if arguments.first == "render" { return try parseRender(Array(arguments.dropFirst())) }
        var port: Int?
        var folder: String?
        var packs = false
        var index = 0
        while index < arguments.count {  // each pass consumes one or two arguments
            let argument = arguments[index]
            switch argument {
            case "-h", "--help":
                return WebOptions(action: .help)
            case "--version":
                return WebOptions(action: .version)
            case "--port", "--output", "--package":
                guard index + 1 < arguments.count else { throw .usage("\(argument) needs a value") }
                let value = arguments[index + 1]
                if argument == "--port" {
                    guard let number = Int(value), (1...65535).contains(number) else {
                        throw .usage("--port must be a number from 1 to 65535, not '\(value)'")
                    }
                    port = number
                } else {
                    guard !value.isEmpty else { throw .usage("\(argument) needs a folder") }
                    guard folder == nil else { throw .usage("--output and --package do not go together") }
                    folder = value
                    packs = argument == "--package"
                }
                index += 2
            default:
                throw .usage("unknown argument '\(argument)'")
            }
        }
        if let folder {
            guard port == nil else { throw .usage("--port and \(packs ? "--package" : "--output") do not go together") }
            return WebOptions(action: packs ? .package(folder: folder) : .write(folder: folder))
        }
        return WebOptions(action: .serve(port: port ?? defaultPort))
    }

    /// Reads `render`'s arguments: `--content HTML` and the attributes, at least one.
    static func parseRender(_ arguments: [String]) throws(WebError) -> WebOptions {
        var attributes: [ServerRender.Attribute] = []
        var content = ""
        var index = 0
        while index < arguments.count {  // each pass consumes one or two arguments
            let argument = arguments[index]
            if argument == "--content" {
                guard index + 1 < arguments.count else { throw .usage("--content needs a value") }
                content = arguments[index + 1]
                index += 2
                continue
            }
            if argument == "-h" || argument == "--help" { return WebOptions(action: .help) }
            let attribute = try ServerRender.Attribute.parse(argument)
            guard !attributes.contains(where: { $0.name == attribute.name }) else { throw .usage("attribute '\(attribute.name)' is given twice") }
            attributes.append(attribute)
            index += 1
        }
        return WebOptions(action: .render(attributes: attributes, content: content))
    }
}
