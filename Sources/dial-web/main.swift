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

/// How the site's two large files were made, from the tools found: "dial-picker.js 39,163 bytes
/// (esbuild --minify), dial.wasm 31,575 bytes (wasm-opt -Oz)", or "(not minified: no esbuild on PATH)".
func made(_ site: Site, _ minifier: ModuleMinifier?, _ builder: WasmModuleBuilder) -> String {
    let module = site.files["dial-picker.js"]?.count ?? 0, wasm = site.files["dial.wasm"]?.count ?? 0
    return "dial-picker.js \(module) bytes (\(minifier == nil ? "not minified: no esbuild on PATH" : "esbuild --minify")), "
        + "dial.wasm \(wasm) bytes (\(builder.optimizer == nil ? "not optimized: no wasm-opt on PATH" : "wasm-opt -Oz"))"
}

do {
    let layout = PackageLayout.current
    let minifier = ModuleMinifier.onPath()
    let builder = WasmModuleBuilder(layout: layout)
    switch options.action {
    case .help:
        say(WebOptions.usage + "\n")
    case .version:
        say("dial-web \(DialVersion.string)\n")
    case .render(let attributes, let content):
        guard let render = ServerRender.onPath() else { fail(.renderNeedsNode, status: 1) }
        let drawn = try render.render(module: ServerRender.module(folder: layout.siteFolder), attributes: attributes, content: content)
        say(drawn.warnings, to: 2)
        say(drawn.markup)
    case .write(let folder):
        let site = try Site.assemble(folder: layout.siteFolder, module: builder.build(), minifier: minifier)
        try site.write(to: folder)
        say("dial-web: wrote \(site.files.count) files to \(folder): \(made(site, minifier, builder))\n")
        say("dial-web: \(try PageWeight.summary(of: site))\n")
    case .package(let folder):
        // A package is what a release ships: never the larger files a build without the tools makes.
        try WebPackage.requireTools(minifier: minifier, optimizer: builder.optimizer)
        let site = try Site.assemble(folder: layout.siteFolder, module: builder.build(), minifier: minifier)
        let package = try WebPackage.assemble(site: site, version: DialVersion.string, readme: layout.webPackageReadme, license: layout.license)
        try package.write(to: folder)
        say("dial-web: wrote the web package \(WebPackage.name) \(DialVersion.string), \(package.files.count) files, to \(folder): \(made(site, minifier, builder))\n")
    case .serve(let port):
        let server = try StaticServer(port: port)  // a port in use is told before the build
        let site = try Site.assemble(folder: layout.siteFolder, module: builder.build(), minifier: minifier)
        say("dial-web: serving http://127.0.0.1:\(server.port)/: \(made(site, minifier, builder)); Ctrl-C stops\n")
        server.serve(site, until: { false })
    }
} catch {
    fail(error, status: 1)
}
