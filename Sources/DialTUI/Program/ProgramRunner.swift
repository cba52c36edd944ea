/// Runs a ``PickerProgram`` on a ``TerminalPort``: writes each answer, sleeps until input, a
/// signal or the answer's deadline, and tells the program what woke it, with the time.
///
/// ```swift
/// let ending = ProgramRunner.run(&program, on: session, clock: MonotonicClock.now)
/// ```
///
/// The clock is read once per wake-up, after the wait, and handed to the program; nothing else
/// reads it. With no deadline the port waits with no timeout at all: the picker at rest does
/// no work until the terminal sends something.
public enum ProgramRunner {
    /// Runs `program` until it ends, and returns how. A terminal that refuses output ends it as
    /// ``ProgramEnding/canceled`` (nothing can be shown or chosen any more).
    /// - Complexity: one ``PickerProgram/receive(_:at:)`` per wake-up.
    ///
    /// Enter the port with ``PickerProgram/enterSequence(for:)`` and
    /// ``PickerProgram/exitSequence`` before, and give it back after.
    public static func run(_ program: inout PickerProgram, on port: some TerminalPort, clock: () -> Double) -> ProgramEnding {
        var handed = clock()
        var answer = program.start(size: port.size(), at: handed)
        var input: [UInt8] = []
        var hungUp = false
        var wakeUpsWithoutWaiting = 0
        while true {
            // Every turn either sleeps (until input, a signal or a deadline ahead) or is asked to
            // wake at once; a program that only ever asks that never ends by itself.
            if wakeUpsWithoutWaiting > maximumWakeUpsWithoutWaiting { return .canceled }
            if let exit = answer.exitSequence { port.setExitSequence(exit) }
            if !answer.output.isEmpty {
                do { try port.write(answer.output) } catch { return .canceled }
            }
            if let ending = answer.ending { return ending }
            let next: ProgramInput
            // Whether this turn slept, and the deadline its wait was for.
            var slept = false
            var timedOutFor: Double?
            if answer.suspends {
                port.suspend()
                next = .resumed(port.size())
            } else if hungUp {
                next = .hangUp
            } else {
                let timeout = answer.deadline.map { max(0, $0 - clock()) }
                // A deadline no later than the time the program was handed asks to be woken at
                // once. One that passed while the answer was being written (a frame slower to
                // show than its interval) is not the program's doing, and counts as a sleep.
                slept = !(answer.deadline.map { $0 <= handed } ?? false)
                switch port.wait(timeout: timeout) {
                case .input:
                    input.removeAll(keepingCapacity: true)
                    hungUp = port.readAvailable(into: &input) == .hungUp
                    next = .bytes(input)
                case .labels:
                    input.removeAll(keepingCapacity: true)
                    let ended = port.readLabels(into: &input) == .hungUp
                    next = .labels(input, ended: ended)
                case .signals(let signals):
                    next = signals.contains(.continued) ? .resumed(port.size()) : .resized(port.size())
                case .timeout:
                    next = .deadline
                    timedOutFor = answer.deadline
                case .hangUp:
                    next = .hangUp
                }
            }
            handed = clock()
            // A timeout that ends before its deadline did not sleep either: a port sleeps at least
            // the timeout it is given (the terminal rounds it up to whole milliseconds), so only a
            // timeout computed wrong, or a port that does not sleep, wakes the program early, and
            // then it would wake it early for ever.
            if let deadline = timedOutFor, handed < deadline { slept = false }
            wakeUpsWithoutWaiting = slept ? 0 : wakeUpsWithoutWaiting + 1
            answer = program.receive(next, at: handed)
        }
    }

    /// The most wake-ups in a row that do not sleep (a suspension, a hang-up told again, a
    /// deadline no later than the time the program was handed, a timeout that ends before its
    /// deadline) before the runner ends the program as ``ProgramEnding/canceled``: 100. A
    /// program ends on a hang-up, redraws and waits after a suspension, and sets its next
    /// deadline after the time it is handed, and a port sleeps at least the timeout it is
    /// given, so one or two such wake-ups come in a row, never a hundred; more means it would
    /// spin for ever. A deadline that passed while a slow terminal took a frame is not one of
    /// them.
    public static let maximumWakeUpsWithoutWaiting = 100
}
