import Foundation
import ProcessHarness

/// Builds `dial.wasm` and `dial-range.wasm`, the engine for the page (``EngineModule``): `DialCore`
/// and its exports (`DialWasm`, with `DialWasmRuntime`) compiled by Embedded Swift for
/// `wasm32-unknown-none-wasm` in a scratch path of their own, then linked by the toolchain's
/// `wasm-ld` into a module with no entry point, once for each
/// whose imports are the `Math` functions the page supplies, then, where binaryen's `wasm-opt`
/// is on `PATH`, made smaller by it (``optimizeArguments``); without it the linked module is the
/// page's, about 6 KB larger (1.3 KB gzipped), and works the same.
///
/// The flags are on the command line, never in the manifest, so a package that depends on
/// `DialCore` builds it as usual.
public struct WasmModuleBuilder: Sendable {
    public var layout: PackageLayout
    /// The longest the compile may take, in seconds; the compiler is killed past it.
    public var buildTimeout: Double
    /// binaryen's `wasm-opt`, or nil to leave the linked module as it is.
    public var optimizer: String?

    /// A builder that optimizes with the `wasm-opt` on `PATH`, when there is one.
    public init(layout: PackageLayout = .current, buildTimeout: Double = 900,
                optimizer: String? = ExecutableLookup.find("wasm-opt")) {
        self.layout = layout
        self.buildTimeout = buildTimeout
        self.optimizer = optimizer
    }

    /// `swift build`'s arguments for the engine's module: Embedded Swift, optimized for size
    /// (a coast's frame says `@_optimize(speed)`), without the calls to Embedded Swift's
    /// exclusivity checks (empty functions there), with traps the optimizer may merge (an
    /// overflow still stops the module; a crash report is only less precise about which check
    /// failed), and as LLVM bitcode that `wasm-ld` optimizes as one program (link-time
    /// optimization: the engine's code and its exports' are optimized together, across modules).
    public var buildArguments: [String] {
        ["build", "-c", "release", "--triple", "wasm32-unknown-none-wasm", "--scratch-path", layout.scratchPath,
         "--package-path", layout.root, "--target", "DialWasm", "--experimental-lto-mode", "full",
         "-Xswiftc", "-enable-experimental-feature", "-Xswiftc", "Embedded",
         "-Xswiftc", "-enable-experimental-feature", "-Xswiftc", "Extern",
         "-Xswiftc", "-wmo", "-Xswiftc", "-Osize", "-Xswiftc", "-enforce-exclusivity=unchecked",
         "-Xswiftc", "-Xfrontend", "-Xswiftc", "-mergeable-traps",
         "-Xswiftc", "-Xfrontend", "-Xswiftc", "-disable-stack-protector",
         "-Xcc", "-fno-stack-protector", "-Xswiftc", "-Xclang-linker", "-Xswiftc", "-nostdlib"]
    }

    /// The targets whose objects make the module.
    static let linkedTargets = ["DialCore", "DialWasm", "DialWasmRuntime"]

    /// Builds once, then makes each of the ``EngineModule/all`` modules: linked from its objects,
    /// without the other's exports (``WasmExportFilter``), then (with an ``optimizer``)
    /// optimized; returns the path of the dial's (`.build-wasm/dial.wasm`), the others beside it
    /// (``EngineModule/path(besides:)``).
    /// - Throws: ``WebError/toolMissing(_:)`` when `swift` or `wasm-ld` is not on `PATH`,
    ///   ``WebError/buildFailed(step:output:)`` with the tool's own words when a step fails.
    public func build() throws(WebError) -> String {
        try compile(buildArguments)
        for module in EngineModule.all {
            let linked = try link(module, extraObjects: [], to: layout.scratchPath + "/" + module.linkedName)
            _ = try optimize(split(linked, module, to: linked), to: layout.scratchPath + "/" + module.fileName)
        }
        return layout.scratchPath + "/" + EngineModule.dial.fileName
    }

    /// The linked module at `linked` with only `module`'s exports, written to `output`; returns `output`.
    /// - Throws: ``WebError/unreadable(_:)`` or ``WebError/unwritable(_:)``.
    public func split(_ linked: String, _ module: EngineModule, to output: String) throws(WebError) -> String {
        guard let bytes = FileManager.default.contents(atPath: linked) else { throw .unreadable(linked) }
        let kept = try WasmExportFilter.keeping([UInt8](bytes), named: linked, module.keeps)
        guard FileManager.default.createFile(atPath: output, contents: Data(kept)) else { throw .unwritable(output) }
        return output
    }

    /// `wasm-opt`'s options: optimize for size above all (`-Oz`; without `--fast-math` its passes
    /// keep every floating-point result, and the browser tests replay the page's engine natively
    /// bit for bit), but inline nothing (its three inlining sizes 0): the compiler has already
    /// inlined what pays for itself, and binaryen's inlining of the functions left out of line
    /// (each called from one place) slowed a spring's frame in Chromium from 29 to 36 ns and a
    /// coast's from 19 to 23 ns, for 174 bytes gzipped. Allowed: the features the linker's
    /// output declares it uses (its `target_features` section, which `--strip-all` leaves out).
    public static let optimizeArguments = ["-Oz", "--always-inline-max-function-size", "0", "--flexible-inline-max-function-size", "0",
                                           "--one-caller-inline-max-function-size", "0",
                                           "--enable-bulk-memory", "--enable-multivalue", "--enable-mutable-globals",
                                           "--enable-nontrapping-float-to-int", "--enable-reference-types", "--enable-sign-ext"]

    /// The linked module at `linked` through the ``optimizer`` into `output` (the linked module
    /// copied there without one); returns `output`.
    /// - Throws: ``WebError/buildFailed(step:output:)`` with `wasm-opt`'s words, or naming the
    ///   output it could not write.
    public func optimize(_ linked: String, to output: String) throws(WebError) -> String {
        guard let optimizer else {
            do {
                try? FileManager.default.removeItem(atPath: output)
                try FileManager.default.copyItem(atPath: linked, toPath: output)
            } catch {
                throw .unwritable(output)
            }
            return output
        }
        try run(optimizer, Self.optimizeArguments + [linked, "-o", output], environment: ProcessEnvironmentList.current(),
                step: "wasm-opt", timeout: 120)
        return output
    }

    /// `.build-wasm/dial.wasm` when it and every other module (``EngineModule/all``) are newer
    /// than every source file of the targets they are made from (and the manifest), so a caller in
    /// a hurry (a test) can skip the build; nil when one is missing or older.
    public func upToDateModule() -> String? {
        let module = layout.scratchPath + "/" + EngineModule.dial.fileName
        let manager = FileManager.default
        var built = Date.distantFuture
        for engine in EngineModule.all {
            guard let date = (try? manager.attributesOfItem(atPath: engine.path(besides: module)))?[.modificationDate] as? Date else { return nil }
            built = min(built, date)
        }
        var sources = [layout.root + "/Package.swift"]
        for target in Self.linkedTargets {
            let files = (try? sourceFiles(ofTarget: target)) ?? []
            sources += files.map { layout.root + "/Sources/" + target + "/" + $0 }
        }
        for source in sources {
            guard let changed = (try? manager.attributesOfItem(atPath: source))?[.modificationDate] as? Date else { continue }
            if changed >= built { return nil }
        }
        return module
    }

    /// Runs `swift build` with `arguments` (``buildArguments`` or a variant of them).
    public func compile(_ arguments: [String]) throws(WebError) {
        guard let swift = ExecutableLookup.find("swift") else { throw .toolMissing("swift") }
        try run(swift, arguments, environment: ProcessEnvironmentList.current(), step: "swift build (wasm32)", timeout: buildTimeout)
    }

    /// Links the objects of the engine's `module`, and `extraObjects` (which may define the `Math`
    /// functions the engine otherwise imports), into the module at `output`; returns `output`.
    public func link(_ module: EngineModule, extraObjects: [String], to output: String) throws(WebError) -> String {
        guard let swift = ExecutableLookup.find("swift") else { throw .toolMissing("swift") }
        guard let linker = Self.linker(besides: swift) else { throw .toolMissing("wasm-ld") }
        try run(linker, Self.linkArguments + ["-o", output] + linkedObjects(module) + extraObjects,
                environment: ProcessEnvironmentList.current(), step: "wasm-ld", timeout: 60)
        return output
    }

    /// `wasm-ld`'s options: a module of exports with no entry point, without what no export
    /// reaches and without names. Its link-time optimizer inlines little beyond what the source
    /// says `@inline(__always)`, functions called from one place and calls that cost more than
    /// the body: the compiler has already inlined what pays for itself in a module built for size.
    static let linkArguments = ["--no-entry", "--gc-sections", "--strip-all", "-mllvm", "-inline-threshold=0"]

    /// The objects that make `module`: the one of each Swift or C source the linked targets
    /// have now but those it leaves out (``EngineModule/leftOutSources``), by name (a Swift source's bitcode is `NAME.swift.bc`, a C source's object
    /// `NAME.c.o`). An object left in the build folder by a source since deleted is not among
    /// them, so it can never be linked in beside the code that replaced it.
    /// - Throws: ``WebError/unreadable(_:)`` naming a target's source folder that cannot be
    ///   read, or an object that is not there (the build did not make it).
    func linkedObjects(_ module: EngineModule) throws(WebError) -> [String] {
        var objects: [String] = []
        for target in Self.linkedTargets {
            let folder = layout.objectFolder(ofTarget: target)
            objects += try sourceFiles(ofTarget: target).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".c") }
                .filter { target != "DialWasm" || !module.leftOutSources.contains($0) }
                .map { folder + "/" + ($0 as NSString).lastPathComponent + ($0.hasSuffix(".swift") ? ".bc" : ".o") }.sorted()
        }
        if let missing = objects.first(where: { !FileManager.default.fileExists(atPath: $0) }) { throw .unreadable(missing) }
        return objects
    }

    /// The files of `target`'s source folder, as paths within it, leaving out hidden ones (an
    /// editor's lock or swap file) as the build does.
    /// - Throws: ``WebError/unreadable(_:)`` when the folder is not there.
    func sourceFiles(ofTarget target: String) throws(WebError) -> [String] {
        let folder = layout.root + "/Sources/" + target
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
              let files = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] else { throw .unreadable(folder) }
        return files.filter { !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
    }

    /// `wasm-ld`: the toolchain's own, or else the one on `PATH`.
    static func linker(besides swift: String) -> String? { toolchainTool("wasm-ld", besides: swift) }

    /// The toolchain's program `name`: in the folder of `swift` or of the file it links to, else
    /// on `PATH`. The toolchain's own comes first: it reads the bitcode its compiler writes (an
    /// older LLVM's `llvm-nm` on `PATH` cannot).
    public static func toolchainTool(_ name: String, besides swift: String) -> String? {
        var folders = [(swift as NSString).deletingLastPathComponent]
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: swift) {
            let absolute = target.hasPrefix("/") ? target : folders[0] + "/" + target
            folders.append((absolute as NSString).deletingLastPathComponent)
        }
        return folders.map { $0 + "/" + name }.first(where: ExecutableLookup.isExecutableFile) ?? ExecutableLookup.find(name)
    }

    private func run(_ program: String, _ arguments: [String], environment: [String], step: String,
                     timeout: Double) throws(WebError) {
        let outcome: ToolCommand.Outcome
        do {
            outcome = try ToolCommand.outcome(program, arguments, environment: environment, timeout: timeout)
        } catch {
            throw .buildFailed(step: step, output: error.description)
        }
        guard outcome.status == .exited(0) else {
            // The tool's first error lines, each cut to 200 characters: one line for the message.
            let said = (outcome.errorOutput + outcome.output).split(separator: "\n")
                .filter { $0.contains("error") }.prefix(3).map { $0.count > 200 ? $0.prefix(200) + "…" : $0 }
                .joined(separator: "; ")
            throw .buildFailed(step: step, output: said.isEmpty ? "\(outcome.status)" : said)
        }
    }
}
