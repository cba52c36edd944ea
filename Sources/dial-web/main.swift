import DialVersion
import DialWeb
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// dial-web: builds the engine as WebAssembly and the <dial-picker> site; serves it or writes it.
func say(_ text: String, to descriptor: Int32 = 1) {
    let bytes = Array(text.utf8)
    var sent = 0
    while sent < bytes.count {  // each pass writes at least one byte or ends
        let count = bytes[sent...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        sent += count
    }
}

func fail(_ error: WebError, status: Int32) -> Never {
    say("dial-web: \(error)\n", to: 2)
    if case .usage = error { say("Try 'dial-web --help' for more information.\n", to: 2) }
    exit(status)
}

let options: WebOptions
do {
    options = try WebOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    fail(error, status: 2)
}

do {
    let layout = PackageLayout.current
    switch options.action {
    case .help:
        say(WebOptions.usage + "\n")
    case .version:
        say("dial-web \(DialVersion.string)\n")
    case .write(let folder):
        let site = try Site.assemble(folder: layout.siteFolder, module: WasmModuleBuilder(layout: layout).build())
        try site.write(to: folder)
        say("dial-web: wrote \(site.files.count) files to \(folder) (dial.wasm \(site.files["dial.wasm"]?.count ?? 0) bytes)\n")
    case .package(let folder):
        let site = try Site.assemble(folder: layout.siteFolder, module: WasmModuleBuilder(layout: layout).build())
        let package = try WebPackage.assemble(site: site, version: DialVersion.string, readme: layout.webPackageReadme, license: layout.license)
        try package.write(to: folder)
        say("dial-web: wrote the web package \(WebPackage.name) \(DialVersion.string), \(package.files.count) files, to \(folder)\n")
    case .serve(let port):
        let server = try StaticServer(port: port)  // a port in use is told before the build
        let site = try Site.assemble(folder: layout.siteFolder, module: WasmModuleBuilder(layout: layout).build())
        say("dial-web: serving http://127.0.0.1:\(server.port)/ (dial.wasm \(site.files["dial.wasm"]?.count ?? 0) bytes); Ctrl-C stops\n")
        server.serve(site, until: { false })
    }
} catch {
    fail(error, status: 1)
}
