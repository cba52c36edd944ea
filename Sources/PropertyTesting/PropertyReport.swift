/// What a failed property run found: enough to understand the failure and to replay it.
public struct PropertyReport: CustomStringConvertible, Sendable {
    /// The property's name.
    public var name: String
    /// The seed of the failing case; the settings' seed variable set to it makes it case 0.
    public var seed: UInt64
    /// Which case of the run failed (0-based).
    public var caseIndex: Int
    /// The failing case as generated.
    public var original: String
    /// The failing case after shrinking.
    public var shrunk: String
    /// How the shrunk case fails.
    public var failure: String
    /// How many smaller failing cases the shrinker went through.
    public var shrinkSteps: Int
    /// The command line that replays the failure: the seed variable, then `swift test` filtered
    /// to the test that ran the property.
    public var replay: String

    /// The report, several lines: the case, shrunk and as generated, the failure and the replay.
    public var description: String {
        """
        Property "\(name)" failed on case \(caseIndex) (seed \(seed)).
          shrunk case (\(shrinkSteps) shrink steps): \(shrunk)
          failure: \(failure)
          original case: \(original)
          replay: \(replay)
        """
    }
}

/// The command that replays a seed: `VARIABLE=seed swift test`, filtered to the running test
/// when there is one (its function's name, which `--filter` matches).
func replayLine(variable: String, seed: UInt64, testName: String?) -> String {
    let filter = testName.map { name in
        " --filter " + String(name.prefix(while: { $0 != "(" }))
    } ?? ""
    return "\(variable)=\(seed) swift test\(filter)"
}
