#if arch(wasm32)
// The module's entry for a WASI host (wasmkit): runs the cases, writes the report to standard
// output and exits with 0 when every expectation held, 1 otherwise.

@_extern(wasm, module: "wasi_snapshot_preview1", name: "fd_write") @_extern(c)
private func wasiFdWrite(_ fd: Int32, _ iovs: UnsafeRawPointer, _ iovsCount: Int32, _ written: UnsafeMutablePointer<UInt32>) -> Int32

@_extern(wasm, module: "wasi_snapshot_preview1", name: "proc_exit") @_extern(c)
private func wasiProcExit(_ code: Int32)

/// Writes `line` and a newline to standard output (file descriptor 1).
private func writeLine(_ line: String) {
    var bytes = Array(line.utf8)
    bytes.append(10)
    bytes.withUnsafeBufferPointer { buffer in
        guard let base = buffer.baseAddress else { return }
        // One WASI iovec: a 32-bit pointer and a 32-bit length.
        var iovec: (UInt32, UInt32) = (UInt32(UInt(bitPattern: base)), UInt32(buffer.count))
        var written: UInt32 = 0
        _ = withUnsafePointer(to: &iovec) { wasiFdWrite(1, UnsafeRawPointer($0), 1, &written) }
    }
}

@_cdecl("_start")
func start() {
    let report = PortabilityCases.run()
    for line in report.lines { writeLine(line) }
    wasiProcExit(report.failures.isEmpty ? 0 : 1)
}
#endif
