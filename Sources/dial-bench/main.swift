// dial-bench: what a frame of the dial costs, against the limits it is built for.
// Run it as `swift run -c release dial-bench`; `--json` prints the same figures as JSON,
// `--runs N` sets how many runs each median takes (default 11).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var runs = 11
var json = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--runs": runs = arguments.popFirst().flatMap(Int.init).map { max(1, $0) } ?? runs
    case "--fling-frames":
        AllocationFigure.runFling(frames: arguments.popFirst().flatMap(Int.init) ?? 1_000)
        exit(0)
    case "--advance-frames":
        let frames = arguments.popFirst().flatMap(Int.init) ?? 20_000
        AdvanceFigure.runFrames(frames, bounded: arguments.first == "bounded")
        exit(0)
    case "-h", "--help":
        print("usage: dial-bench [--json] [--runs N] | --fling-frames N | --advance-frames N [bounded]")
        exit(0)
    default:
        print("dial-bench: unknown argument '\(argument)'")
        exit(2)
    }
}

var figures: [Figure] = []
figures += AdvanceFigure.measure(runs: runs)
figures.append(NearestLabelFigure.measure(runs: runs))
figures.append(AllocationFigure.measure())
figures += ClosedFormFigure.measure(runs: runs)
figures += PickerFrameFigure.measure(runs: runs)
figures += ProcessFigures.measure(runs: max(runs, 15), restSeconds: 3)

let machine = Machine.describe()
print(json ? Report.json(figures, machine: machine) : Report.table(figures, machine: machine))
