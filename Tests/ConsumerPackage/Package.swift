// swift-tools-version:6.0
// A package that uses DialCore as the README says: its install lines, its engine examples as they
// stand (ReleaseTests' ConsumerPackageTests writes them into Sources/DialConsumer/ReadmeExamples.swift
// and builds this package with warnings as errors, the url rewritten to this checkout).
import PackageDescription

let package = Package(
    name: "DialConsumer",
    dependencies: [
        .package(url: "https://github.com/dial-engine/dial.git", from: "1.0.0"),
    ],
    targets: [
        .executableTarget(name: "DialConsumer", dependencies: [.product(name: "DialCore", package: "dial")]),
    ],
    swiftLanguageModes: [.v6]
)
