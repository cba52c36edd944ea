import Counter
import DialCore
import PropertyTesting
import Testing

enum CounterAction: CustomStringConvertible, Sendable {
    case increment, undo, reset
    var description: String {
        switch self {
        case .increment: "increment"
        case .undo: "undo"
        case .reset: "reset"
        }
    }
}

extension Counter {
    mutating func apply(_ action: CounterAction) {
        switch action {
        case .increment: increment()
        case .undo: undo()
        case .reset: reset()
        }
    }
}

let settings = PropertySettings(cases: 100, seedVariable: "CONSUMER_SEED", casesVariable: "CONSUMER_CASES")
let exploring = PropertySettings(cases: 60, seedVariable: "CONSUMER_EXPLORE_SEED", casesVariable: "CONSUMER_EXPLORE_RUNS",
                                 runSeconds: 30)

@Test func passingProperty() {
    property("a counter of increments stays within its limit", settings: settings, Gen.int(in: 0...50)) { count in
        var counter = Counter(limit: 10)
        for _ in 0..<count { counter.increment() }
        #expect(counter.value == min(count, 10))
    }
}

@Test func passingGestures() {
    property("any script of gestures comes to rest on a detent", settings: settings,
             zip(DialScriptGen.dial, DialScriptGen.script)) { dial, script in
        var player = DialPlayer(dial)
        for action in script { try player.play(action) }
        try player.play(.release)
        try player.settle()
        #expect(player.dial.isSettled)
    }
}

@Test func failingProperty() {
    property("undo never goes below zero", settings: settings, Gen.element(of: [CounterAction.increment, .undo, .reset]).array(count: 0...20)) { actions in
        var counter = Counter(limit: 10)
        for action in actions {
            counter.apply(action)
            #expect(counter.value >= 0)
        }
    }
}

@Test func failingExploration() {
    explore("the counter stays within its limits", settings: exploring,
            actions: Gen.element(of: [CounterAction.increment, .undo, .reset])) { actions in
        var counter = Counter(limit: 10)
        for action in actions {
            counter.apply(action)
            #expect((0...10).contains(counter.value), "after \(action)")
        }
    }
}
