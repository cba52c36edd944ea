// dial-bench: what a frame of the dial costs, against the limits it is built for.
// Run it as `swift run -c release dial-bench`; `--json` prints the same figures as JSON,
// `--runs N` sets how many runs each median takes (default 11), `--only N` measures figure N alone,
// `--baseline DIR` also measures, in figure 11, the element of a site an earlier dial-web wrote.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

var runs = 11
var json = false
var only: Int?
var baseline: String?
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": json = true
    case "--runs": runs = arguments.popFirst().flatMap(Int.init).map { max(1, $0) } ?? runs
    case "--only": only = arguments.popFirst().flatMap(Int.init)
    case "--baseline": baseline = arguments.popFirst()
    case "--fling-frames":
        AllocationFigure.runFling(frames: arguments.popFirst().flatMap(Int.init) ?? 1_000)
        exit(0)
    case "--advance-frames":
        let frames = arguments.popFirst().flatMap(Int.init) ?? 20_000
        AdvanceFigure.runFrames(frames, bounded: arguments.first == "bounded")
        exit(0)
    case "--range-frames":
        RangeFigure.runFrames(arguments.popFirst().flatMap(Int.init) ?? 20_000, onDial: arguments.first == "dial")
        exit(0)
    case "-h", "--help":
        print("usage: dial-bench [--json] [--runs N] [--only FIGURE] [--baseline SITE] | --fling-frames N | --advance-frames N [bounded] | --range-frames N [dial]")
        exit(0)
    default:
        print("dial-bench: unknown argument '\(argument)'")
        exit(2)
    }
}

/// Whether figure `number` is measured in this run (`--only N` measures figure N alone).
let selected = only
let wanted = { (number: Int) -> Bool in selected == nil || selected == number }

var figures: [Figure] = []
if wanted(1) { figures += AdvanceFigure.measure(runs: runs) }
if wanted(2) { figures.append(NearestLabelFigure.measure(runs: runs)) }
if wanted(3) { figures.append(AllocationFigure.measure()) }
if wanted(4) { figures += ClosedFormFigure.measure(runs: runs) }
if wanted(5) { figures += PickerFrameFigure.measure(runs: runs) }
if [6, 7, 8].contains(where: wanted) { figures += ProcessFigures.measure(runs: max(runs, 15), restSeconds: 3) }
if wanted(10) { figures += RangeFigure.measure(runs: runs) }
if wanted(11) { figures += BrowserFigure.measure(runs: runs, baseline: baseline) }
if wanted(12) {
    do { figures += KindFigure.measure(picker: try PickerBinary.locate()) } catch {
        figures.append(Figure(number: 12, name: "range and duration in a terminal", value: "not measured: \(error)"))
    }
}

let machine = Machine.describe()
print(json ? Report.json(figures, machine: machine) : Report.table(figures, machine: machine))
