#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PropertyTesting
import Testing

/// Explorations: random sequences of actions, a failure shrunk to a 1-minimal sequence, replayed
/// by its seed, bounded in count and in time.
@Suite(.timeLimit(.minutes(3))) struct ExplorationTests {
    /// A counter with a defect: after `reset` then `decrement` it goes below zero.
    enum Action: CustomStringConvertible, Equatable {
        case increment, decrement, reset, wait
        var description: String {
            switch self {
            case .increment: "increment"
            case .decrement: "decrement"
            case .reset: "reset"
            case .wait: "wait"
            }
        }
    }

    static var action: Gen<Action> { Gen.element(of: [.wait, .increment, .decrement, .reset]) }

    static func play(_ actions: [Action]) {
        var value = 5
        var wasReset = false
        for action in actions {
            switch action {
            case .increment: value = min(value + 1, 10)
            case .decrement: value = wasReset ? value - 1 : max(value - 1, 0)
            case .reset: value = 0; wasReset = true
            case .wait: break
            }
            #expect(value >= 0, "after \(action)")
        }
    }

    static func settings(_ seedVariable: String, cases: Int = 200, seed: UInt64? = nil) -> PropertySettings {
        PropertySettings(cases: cases, seed: seed, seedVariable: seedVariable, casesVariable: seedVariable + "_RUNS",
                         runSeconds: 30, shrinkSeconds: 10, caseSeconds: 10)
    }

    @Test func aFailingSequenceShrinksToTheTwoActionsThatMatter() throws {
        let report = try #require(checkExploration("the counter stays at or above zero", length: 1...40,
                                                   settings: Self.settings("HARNESS_TEST_SEED_A"), actions: Self.action) { actions in
            Self.play(actions)
        })
        #expect(report.minimal == ["reset", "decrement"], "\(report)")
        #expect(report.original.count >= report.minimal.count)
        #expect(report.description.contains("minimal sequence (2 of \(report.original.count) actions): reset; decrement"))
        #expect(report.replay.hasPrefix("HARNESS_TEST_SEED_A=\(report.seed) swift test --filter aFailingSequenceShrinks"))
    }

    @Test func theMinimalSequenceIsOneMinimal() throws {
        // Fails when the sequence holds three increments, wherever they are: the minimal
        // sequence is exactly three increments, none of the other actions.
        let report = try #require(checkExploration("fewer than three increments", length: 1...60,
                                                   settings: Self.settings("HARNESS_TEST_SEED_B"), actions: Self.action) { actions in
            #expect(actions.filter { $0 == .increment }.count < 3)
        })
        #expect(report.minimal == ["increment", "increment", "increment"], "\(report)")
    }

    @Test func theSeedReplaysTheSameMinimalSequence() throws {
        let variable = "HARNESS_TEST_SEED_C"
        let first = try #require(checkExploration("replayable", settings: Self.settings(variable), actions: Self.action) { actions in
            Self.play(actions)
        })
        let again = try #require(checkExploration("replayable", settings: Self.settings(variable, cases: 1, seed: first.seed), actions: Self.action) { actions in
            Self.play(actions)
        })
        #expect(again.runIndex == 0, "the replayed seed is the first sequence run")
        #expect(again.seed == first.seed)
        #expect(again.original == first.original)
        #expect(again.minimal == first.minimal)
    }

    @Test func aRunStopsStartingSequencesAtItsTimeLimit() {
        // Each sequence takes 20 ms; a run of 1,000 would take 20 s, its limit is 0.3 s.
        var played = 0
        var pause = timespec(tv_sec: 0, tv_nsec: 20_000_000)
        let settings = PropertySettings(cases: 1_000, seedVariable: "HARNESS_TEST_SEED_D", casesVariable: "HARNESS_TEST_RUNS_D",
                                        runSeconds: 0.3)
        let started = monotonicSeconds()
        let report = checkExploration("slow but right", settings: settings, actions: Self.action) { _ in
            played += 1
            _ = nanosleep(&pause, nil)
        }
        let took = monotonicSeconds() - started
        #expect(report == nil)
        #expect(played >= 2 && played < 100, "\(played) sequences in \(took) s")
        #expect(took < 3, "\(took) s")
    }

    @Test func everySequenceIsWithinItsLength() {
        let sequences = Self.action.sequence(length: 3...7)
        property("lengths", sequences) { actions in
            #expect((3...7).contains(actions.count))
        }
        var draws = Draws(replaying: [])
        #expect(sequences.generate(&draws).count == 3, "all-zero draws give the shortest sequence")
    }
}
