import DialCore
@testable import DialTUI
import Testing

/// How the model hands its dials time and operations: no bad time reaches them, and a refusal
/// is kept, the dial unchanged.
@Suite(.timeLimit(.minutes(3))) struct PickerModelDialsTests {
    @Test func timesAreAdmittedNeverBackwardsNeverNonFinite() throws {
        var model = try PickerModel(stages: [], columns: 80, rows: 24)
        #expect(model.admit(.nan) == 0, "before any time, a bad one counts as 0")
        #expect(model.admit(5) == 5)
        #expect(model.admit(3) == 5, "going back counts as the latest time")
        #expect(model.admit(.infinity) == 5)
        #expect(model.admit(-.infinity) == 5)
        #expect(model.admit(6) == 6)
        // The model goes on working with such times, and the dial refuses nothing.
        _ = model.handle(.key(.right, []), at: .nan)
        _ = model.handle(.key(.right, []), at: 1)
        model.advance(to: -.infinity)
        model.advance(to: 100)
        #expect(model.chosenIndex == 2)
        #expect(model.lastRejection == nil)
    }

    @Test func aRefusalIsKeptAndTheDialLeftAsItWas() throws {
        var model = try PickerModel(stages: [], columns: 80, rows: 24)
        _ = model.handle(.key(.right, []), at: 1)
        let before = model.dial
        model.apply { (dial: inout Dial) throws(DialError) in try dial.release(velocity: .nan, time: 2) }
        #expect(model.lastRejection == .nonFiniteVelocity(.nan))
        #expect(model.dial == before)
    }
}
