import Foundation

extension BrowserFixture {
    /// ``start()`` for an async test, on a thread of its own: the first start builds the site
    /// (a wasm build of a minute or two when a source changed) and launches the browser, and a
    /// test thread blocked that long, or blocked waiting for it, keeps the other tests from
    /// running (there may be as few test threads as the machine has cores).
    static func startOffThePool() async throws -> BrowserFixture {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try start() }) }.start()
        }
    }

    /// ``with(_:)`` for an async test: waits for the page's turn by looking every 20 ms, so a
    /// test waiting for it never holds one of the few threads that run the other tests (a test
    /// blocked on the lock holds one for as long as another browser test runs).
    func withTurn<T>(_ body: (BrowserFixture) throws -> T) async throws -> T {
        // Looks until the page is free; each browser test holds it for seconds at most.
        while !takeTurn() { try await Task.sleep(for: .milliseconds(20)) }
        defer { giveTurnBack() }
        return try body(self)
    }

    private func takeTurn() -> Bool { lock.try() }
    private func giveTurnBack() { lock.unlock() }
}
