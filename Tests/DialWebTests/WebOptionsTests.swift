import DialWeb
import Testing

struct WebOptionsTests {
    @Test func noArgumentsServesOn8080AndPortAndOutputAreRead() throws {
        #expect(try WebOptions.parse([]).action == .serve(port: 8080))
        #expect(try WebOptions.parse(["--port", "1"]).action == .serve(port: 1))
        #expect(try WebOptions.parse(["--port", "65535"]).action == .serve(port: 65535))
        #expect(try WebOptions.parse(["--output", "site"]).action == .write(folder: "site"))
        #expect(try WebOptions.parse(["--help"]).action == .help)
    }

    @Test func aBadArgumentIsAUsageErrorNamingIt() {
        #expect(throws: WebError.usage("--port must be a number from 1 to 65535, not '0'")) { try WebOptions.parse(["--port", "0"]) }
        #expect(throws: WebError.usage("--port must be a number from 1 to 65535, not '65536'")) { try WebOptions.parse(["--port", "65536"]) }
        #expect(throws: WebError.usage("--port needs a value")) { try WebOptions.parse(["--port"]) }
        #expect(throws: WebError.usage("--output needs a folder")) { try WebOptions.parse(["--output", ""]) }
        #expect(throws: WebError.usage("unknown argument '--serve'")) { try WebOptions.parse(["--serve"]) }
        #expect(throws: WebError.usage("--port and --output do not go together")) { try WebOptions.parse(["--port", "9", "--output", "x"]) }
    }

    @Test func theLayoutIsFoundFromTheSourceFilesPath() {
        let layout = PackageLayout.current
        #expect(layout.siteFolder.hasSuffix("/Sources/dial-web/Site"))
        #expect(layout.scratchPath == layout.root + "/.build-wasm")
    }
}
