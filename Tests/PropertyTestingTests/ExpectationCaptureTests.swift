import PropertyTesting
import Testing

/// Swift Testing's expectations inside a property fail its case, which is then shrunk and reported
/// once, with its seed, as the property's failure.
@Suite(.timeLimit(.minutes(3))) struct ExpectationCaptureTests {
    @Test func anExpectationFailsTheCaseAndTheCaseShrinks() throws {
        let report = try #require(checkProperty("small sums, by #expect", Gen.int(in: 0...100).array(count: 0...20)) { values in
            #expect(values.reduce(0, +) < 10)
        })
        #expect(report.shrunk == "[10]")
        #expect(report.failure.contains("Expectation failed"), "\(report.failure)")
        #expect(report.failure.contains("ExpectationCaptureTests.swift"), "the failure says where: \(report.failure)")
        #expect(report.replay.hasPrefix("PROPERTY_SEED=\(report.seed) swift test --filter anExpectationFailsTheCaseAndTheCaseShrinks"))
    }

    @Test func aRequirementFailsTheCaseAndStopsIt() throws {
        var reachedPastTheRequirement = 0
        let found = checkProperty("below a thousand, by #require", Gen.int(in: 0...1_000_000)) { value in
            let small: Int? = value < 1_000 ? value : nil
            _ = try #require(small)
            reachedPastTheRequirement += 1
        }
        let report = try #require(found)
        #expect(report.shrunk == "1000")
        #expect(report.failure.contains("Expectation failed"), "\(report.failure)")
        #expect(!report.failure.contains("ExpectationFailedError"), "the thrown error is not reported twice: \(report.failure)")
        #expect(reachedPastTheRequirement > 0, "passing cases go on past the requirement")
    }

    @Test func aPassingPropertyOfExpectationsReportsNothing() {
        let report = checkProperty("integers are within their range", Gen.int(in: -50...50)) { value in
            #expect((-50...50).contains(value))
        }
        #expect(report == nil)
    }

    @Test func aFailingPropertyRecordsOneIssueWithItsSeed() {
        let recorded = Recorded()
        withKnownIssue {
            property("never ten or more", Gen.int(in: 0...1_000)) { value in
                #expect(value < 10)
            }
        } matching: { issue in
            recorded.add(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let reports = recorded.all.filter { $0.contains("Property \"never ten or more\" failed") }
        #expect(reports.count == 1, "one issue for the property: \(recorded.all)")
        #expect(reports.first?.contains("shrunk case (") == true)
        #expect(reports.first?.contains("shrunk case") == true && reports.first?.contains(": 10\n") == true, "\(reports)")
        #expect(reports.first?.contains("replay: PROPERTY_SEED=") == true)
    }

    @Test func aThrownErrorOtherThanAFailureIsReportedAsThrown() throws {
        struct Broken: Error {}
        let report = try #require(checkProperty("throws above five", Gen.int(in: 0...100)) { value in
            if value > 5 { throw Broken() }
        })
        #expect(report.shrunk == "6")
        #expect(report.failure.contains("threw") && report.failure.contains("Broken"), "\(report.failure)")
    }
}

/// Strings gathered from Swift Testing's issue handlers.
final class Recorded: @unchecked Sendable {
    private var strings: [String] = []
    func add(_ string: String) { strings.append(string) }
    var all: [String] { strings }
}
