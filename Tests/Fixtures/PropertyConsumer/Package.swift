// swift-tools-version:6.0
// A package outside Dial that tests its own code with Dial's property harness, as a user's does.
// `PropertyConsumerTests` (in Dial's tests) copies it, points the dependency at this checkout and
// runs its tests; the URL below is what a user writes.
import PackageDescription

let package = Package(
    name: "PropertyConsumer",
    dependencies: [
        .package(url: "https://github.com/dial-picker/dial.git", from: "1.0.0"),
    ],
    targets: [
        .target(name: "Counter", path: "Sources/Counter"),
        .testTarget(
            name: "PropertyConsumerTests",
            dependencies: [
                "Counter",
                .product(name: "PropertyTesting", package: "dial"),
                .product(name: "DialCore", package: "dial"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
