/// Why `dial-web` could not build, write or serve the site: each a one-line message.
public enum WebError: Error, Equatable, CustomStringConvertible {
    /// A bad command-line argument.
    case usage(String)
    /// A program the build needs (`swift`, `wasm-ld`) is not on `PATH`.
    case toolMissing(String)
    /// The WebAssembly build or link failed; `output` is what the tool printed.
    case buildFailed(step: String, output: String)
    /// A file or folder of the site could not be read.
    case unreadable(String)
    /// The output folder could not be made or written.
    case unwritable(String)
    /// The port is taken by another program.
    case portInUse(Int)
    /// A socket call failed.
    case socket(String)
    /// The web package lacks a file it must have (its entry module, its types).
    case incompletePackage(missing: String)
    /// A build tool the web package is made with (`esbuild`, binaryen's `wasm-opt`) is not on
    /// `PATH`; `debianPackage` holds it.
    case packageToolMissing(tool: String, debianPackage: String)

    /// `dial-web render` needs Node to run the server render, and it is not on `PATH`.
    case renderNeedsNode

    public var description: String {
        switch self {
        case .usage(let what): what
        case .renderNeedsNode: "node is not on PATH: dial-web render runs the web package's dial-render.js in it (apt-get install nodejs)"
        case .toolMissing(let tool): "\(tool) is not on PATH: the WebAssembly build needs the Swift toolchain's \(tool)"
        case .buildFailed(let step, let output): "\(step) failed" + (output.isEmpty ? "" : ": \(output)")
        case .unreadable(let path): "cannot read \(path)"
        case .unwritable(let path): "cannot write to \(path)"
        case .portInUse(let port): "port \(port) is in use (choose another with --port N)"
        case .socket(let what): what
        case .incompletePackage(let missing): "the web package needs \(missing), and the element's files (Sources/dial-web/Site) have none"
        case .packageToolMissing(let tool, let debianPackage):
            "\(tool) is not on PATH: the web package ships the element made small by it (apt-get install \(debianPackage))"
        }
    }
}
