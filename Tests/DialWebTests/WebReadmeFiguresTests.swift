import DialWeb
import Foundation
import Testing

/// The sizes the READMEs give of the web files are the sizes of the files a release ships: the
/// web package built as `dial-web --package` builds it (the site with esbuild and wasm-opt, its
/// element files, `package.json`, the README and the licence), each file gzipped as
/// ``PageWeight`` gzips it (`gzip -9 -n`). Every figure of a size in `packaging/web/README.md`
/// and in `README.md` is one of the figures checked here, so none is left to go stale.
///
/// The rounding rule: a figure in KB is the size in kilobytes of 1,024 bytes, rounded to the
/// nearest whole one, a half up ("9 KB" is 8,704 to 9,727 bytes).
@Suite(.timeLimit(.minutes(3)),
       .enabled(if: ModuleMinifier.onPath() != nil && WasmModuleBuilder().optimizer != nil,
                "esbuild or wasm-opt is not on PATH (apt-get install esbuild binaryen): a release is built with both, and the figures are its files'"))
struct WebReadmeFiguresTests {
    /// `bytes` in whole KB as the READMEs write them: see the rounding rule above.
    static func kilobytes(_ bytes: Int) -> Int { (bytes + 512) / 1024 }

    /// What the figures are of: the package's files, the module as joined before esbuild, and
    /// `dial.wasm` as linked before wasm-opt (`.build-wasm/dial.linked.wasm`, which the build
    /// leaves beside the optimized module).
    struct Built {
        var package: WebPackage
        var joinedModule: [UInt8]
        var linkedDial: [UInt8]

        func gzipped(_ name: String) throws -> Int {
            try PageWeight.gzipped(try #require(package.files[name], "the package has \(name)"))
        }
        func size(_ name: String) throws -> Int { try #require(package.files[name], "the package has \(name)").count }
    }

    /// The package built once for the suite's tests, as `dial-web --package` builds it.
    static let built: Result<Built, WebError> = Result { () throws(WebError) in
        let layout = PackageLayout.current
        let builder = WasmModuleBuilder(buildTimeout: 120)
        let module = if let made = builder.upToDateModule() { made } else { try builder.build() }
        let minifier = ModuleMinifier.onPath()
        try WebPackage.requireTools(minifier: minifier, optimizer: builder.optimizer)
        let site = try Site.assemble(folder: layout.siteFolder, module: module, minifier: minifier)
        let package = try WebPackage.assemble(site: site, version: "0.0.0", readme: layout.webPackageReadme, license: layout.license)
        let joined = try Site.assemble(folder: layout.siteFolder, module: module, minifier: nil)
        let linked = layout.scratchPath + "/" + EngineModule.dial.linkedName
        guard let linkedBytes = FileManager.default.contents(atPath: linked) else { throw .unreadable(linked) }
        return Built(package: package, joinedModule: joined.files[WebPackage.entryModule] ?? [], linkedDial: [UInt8](linkedBytes))
    }

    /// ``built``, waited for on a thread of its own: the build (the engine's modules when they
    /// are not up to date, esbuild, gzip) takes over a minute on a slow machine, and a test that
    /// waited for it on one of the concurrency pool's threads (two on two cores) held the whole
    /// run's other tests back past their time limits.
    static func builtOffThePool() async throws -> Built {
        try await withCheckedThrowingContinuation { (done: CheckedContinuation<Built, any Error>) in
            Thread { done.resume(with: Result { try Self.built.get() }) }.start()
        }
    }

    /// A README's text with every run of white space one space (its lines wrap anywhere).
    static func text(_ path: String) throws -> String {
        let data = try #require(FileManager.default.contents(atPath: path), "\(path) is readable")
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The numbers `pattern`'s groups capture in `text` (thousands' commas dropped), and the range
    /// of its match; fails the test when `pattern` is not there.
    static func figures(_ pattern: String, in text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> (numbers: [Int], range: Range<String.Index>) {
        let expression = try NSRegularExpression(pattern: pattern)
        let match = try #require(expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                                 "the README says \(pattern)", sourceLocation: sourceLocation)
        let numbers = (1..<match.numberOfRanges).compactMap { Range(match.range(at: $0), in: text) }
            .compactMap { Int(text[$0].replacingOccurrences(of: ",", with: "")) }
        return (numbers, try #require(Range(match.range, in: text)))
    }

    /// Checks each of `checks` (a pattern and the figures its groups must capture) in the README
    /// at `path`, and that every size written there ("N KB", "N bytes") is inside one of them.
    static func check(_ path: String, _ checks: [(pattern: String, expected: [Int])]) throws {
        let text = try text(path)
        var checked: [Range<String.Index>] = []
        for (pattern, expected) in checks {
            let found = try figures(pattern, in: text)
            #expect(found.numbers == expected, "\(path): \(pattern) says \(found.numbers); the built files give \(expected)")
            checked.append(found.range)
        }
        let sizes = try NSRegularExpression(pattern: #"\d[\d,]* (KB|kB|bytes)\b"#)
        for match in sizes.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            let range = try #require(Range(match.range, in: text))
            #expect(checked.contains { $0.contains(range.lowerBound) }, "\(path): '\(text[range])' is a size no check here holds to the built files")
        }
    }

    @Test func thePackageReadmesSizesAreTheBuiltFiles() async throws {
        let built = try await Self.builtOffThePool()
        try Self.check(PackageLayout.current.webPackageReadme, [
            (#"`dial\.wasm` for the spinning dials, (\d+) KB gzipped"#, [Self.kilobytes(try built.gzipped(EngineModule.dial.fileName))]),
            (#"`dial-range\.wasm` for ranges, (\d+) KB gzipped"#, [Self.kilobytes(try built.gzipped(EngineModule.range.fileName))]),
        ])
        // The README in the package is the one checked.
        #expect(built.package.files["README.md"] == FileManager.default.contents(atPath: PackageLayout.current.webPackageReadme).map { [UInt8]($0) })
    }

    @Test func theReadmesSizesOfTheWebFilesAreTheBuiltFiles() async throws {
        let built = try await Self.builtOffThePool()
        let page = { (files: [String]) throws -> Int in try files.map { try built.gzipped($0) }.reduce(0, +) }
        let kb = Self.kilobytes
        try Self.check(PackageLayout.current.root + "/README.md", [
            (#"`dial-picker\.js` and `dial\.wasm`, (\d+) KB gzipped in 2 requests"#, [kb(try page(PageWeight.timePage))]),
            (#"`dial-other-modes\.js` and `dial-range\.wasm`, (\d+) KB in 3"#, [kb(try page(PageWeight.rangePage))]),
            (#"the time page to (\d+) KB"#, [PageWeight.timePageBudget / 1024]),
            (#"`dial-other-modes\.js` \((\d+) KB gzipped\)"#, [kb(try built.gzipped(Site.otherModesSource))]),
            (#"minifies the joined module: (\d+) KB, (\d+) gzipped, become (\d+) and (\d+)"#,
             [kb(built.joinedModule.count), kb(try PageWeight.gzipped(built.joinedModule)),
              kb(try built.size(WebPackage.entryModule)), kb(try built.gzipped(WebPackage.entryModule))]),
            (#"with its inliner off: (\d+) KB, (\d+) gzipped, become (\d+) and (\d+)"#,
             [kb(built.linkedDial.count), kb(try PageWeight.gzipped(built.linkedDial)),
              kb(try built.size(EngineModule.dial.fileName)), kb(try built.gzipped(EngineModule.dial.fileName))]),
        ])
    }
}
