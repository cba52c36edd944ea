// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Dial",
    products: [
        .library(name: "DialCore", targets: ["DialCore"]),
        // Property-based testing for Swift Testing: generators (a dial's gestures among them),
        // shrinking, seeds printed and replayed, explorations of a program by random actions.
        .library(name: "PropertyTesting", targets: ["PropertyTesting"]),
        .executable(name: "dial-tui", targets: ["dial-tui"]),
        .executable(name: "dial-bench", targets: ["dial-bench"]),
        .executable(name: "dial-web", targets: ["dial-web"]),
    ],
    targets: [
        // The engine: pure Swift value types, no Foundation.
        .target(name: "DialCore"),
        // Dial's version, one for every front (the first versioned entry of CHANGELOG.md).
        .target(name: "DialVersion"),
        // The terminal picker as a library: input, model, view and terminal session.
        .target(name: "DialTUI", dependencies: ["DialCore", "DialVersion"]),
        .executableTarget(name: "dial-tui", dependencies: ["DialTUI"]),
        // The engine's exports for a WebAssembly host (a browser): C functions of numbers over DialCore.
        .target(name: "DialWasm", dependencies: ["DialCore", "DialWasmRuntime"]),
        // What an Embedded Swift module needs at link time on wasm32 and has no C library for: a heap,
        // round and fmod. Empty elsewhere.
        .target(name: "DialWasmRuntime"),
        // The engine's key cases where Int is 32 bits: built for wasm32 and run in wasmkit by CI, and natively.
        .executableTarget(name: "dial-wasm-check", dependencies: ["DialCore", "DialWasm", "DialWasmRuntime"]),
        // The browser front: builds dial.wasm, assembles the site (the page's own files in
        // Sources/dial-web/Site, copied as they are) and serves or writes it.
        .target(name: "DialWeb", dependencies: ["ProcessHarness", "DialVersion"]),
        .executableTarget(name: "dial-web", dependencies: ["DialWeb", "DialVersion"], exclude: ["Site"]),
        // Headless Chromium over the DevTools pipe, for the browser tests and the bench.
        .target(name: "BrowserHarness", dependencies: ["ProcessHarness"]),
        .executableTarget(name: "dial-bench", dependencies: ["DialCore", "DialTUI", "AllocationCounter", "ProcessHarness", "DialWeb", "BrowserHarness"]),
        // Runs programs for the bench and the tests: child processes, pseudo-terminals, a private tmux server.
        .target(name: "ProcessHarness", dependencies: ["DialTUI"]),
        // Counts the heap allocations of the calling thread (Linux, glibc), for the tests and the bench.
        .target(name: "AllocationCounter"),
        // The property-based testing harness: the project's property tests and explorations use it,
        // and so can a package that depends on this one.
        .target(name: "PropertyTesting", dependencies: ["DialCore"]),
        .testTarget(name: "PropertyTestingTests", dependencies: ["PropertyTesting", "ProcessHarness"]),
        .testTarget(name: "DialCoreTests", dependencies: ["DialCore", "PropertyTesting", "AllocationCounter"]),
        .testTarget(name: "DialTUITests", dependencies: ["DialTUI", "PropertyTesting", "ProcessHarness"]),
        .testTarget(name: "ProcessHarnessTests", dependencies: ["ProcessHarness"]),
        // dial-web's server and the <dial-picker> element in headless Chromium.
        .testTarget(name: "DialWebTests", dependencies: ["DialWeb", "BrowserHarness", "DialCore", "DialWasm", "PropertyTesting"]),
        // The release: the version each front and package says against CHANGELOG.md.
        .testTarget(name: "ReleaseTests", dependencies: ["DialVersion", "DialWeb", "ProcessHarness", "dial-tui", "dial-web"]),
        // Drives the built dial-tui in a real terminal (tmux).
        .testTarget(name: "EndToEndTests", dependencies: ["dial-tui", "ProcessHarness"]),
    ],
    swiftLanguageModes: [.v6]
)
