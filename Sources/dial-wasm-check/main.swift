// The engine's key cases where `Int` is 32 bits: built for wasm32 (Embedded Swift) and run in
// wasmkit by CI, and built natively (64 bits) as well, so both must give the same answers.
// Prints one line a failure and a summary; exits 1 on any failure.
#if !arch(wasm32)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let report = PortabilityCases.run()
for line in report.lines { print(line) }
exit(report.failures.isEmpty ? 0 : 1)
#endif
