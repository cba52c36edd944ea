/// What a run of the check found: how many expectations held, and a line for each that did not.
struct CheckReport {
    private(set) var passed = 0
    private(set) var failures: [String] = []

    /// Records one expectation, named by `what`.
    mutating func expect(_ condition: Bool, _ what: String) {
        if condition { passed += 1 } else { failures.append(what) }
    }

    /// The lines to print: each failure, then the summary with the width of `Int`.
    var lines: [String] {
        let verdict = failures.isEmpty ? "pass" : "FAIL"
        return failures.map { "dial-wasm-check: failed: " + $0 }
            + ["dial-wasm-check: \(verdict): \(passed) of \(passed + failures.count) expectations held, Int is \(Int.bitWidth) bits"]
    }
}
