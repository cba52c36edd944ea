import Foundation
import ProcessHarness

/// What a page with the element loads, each file gzipped as a server sends it (`gzip -9 -n`: no
/// name in its header): a page of time dials loads the module and the dial's engine; hours,
/// minutes, a duration or labels also the other modes' module; a page of ranges the module, the
/// other modes' module and the range's engine; a page of both the four. The browser tests hold a
/// page to these lists; `dial-web` says the weights.
public enum PageWeight {
    /// The files a page with one time dial loads, in two requests.
    public static let timePage = ["dial-picker.js", EngineModule.dial.fileName]
    /// The files a page with one range loads, in three requests.
    public static let rangePage = ["dial-picker.js", Site.otherModesSource, EngineModule.range.fileName]
    /// The most a page with one time dial may load, gzipped: 24 KB, figure 11's goal. The
    /// element's module keeps only what a time dial uses; every other mode, typing and a native
    /// input's take-over are modules a page loads when it first needs them (``Site/modules``).
    public static let timePageBudget = 24 * 1024

    /// `bytes` gzipped by `gzip -9 -n`: its size.
    /// - Throws: ``WebError/buildFailed(step:output:)`` when gzip cannot run.
    public static func gzipped(_ bytes: [UInt8]) throws(WebError) -> Int {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dial-weight-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        guard FileManager.default.createFile(atPath: file, contents: Data(bytes)) else { throw .unwritable(file) }
        do {
            let count = try ToolCommand.run("/bin/sh", ["-c", "gzip -9 -n -c \"$0\" | wc -c", file], environment: ProcessEnvironmentList.current())
            guard let size = Int(count.trimmingCharacters(in: .whitespacesAndNewlines)) else { throw WebError.buildFailed(step: "gzip", output: count) }
            return size
        } catch {
            throw .buildFailed(step: "gzip", output: "\(error)")
        }
    }

    /// The gzipped size of each of `files` in `site`, and their sum.
    /// - Throws: ``WebError/unreadable(_:)`` naming a file the site lacks, and what ``gzipped(_:)`` throws.
    public static func of(_ files: [String], in site: Site) throws(WebError) -> (sizes: [Int], total: Int) {
        var sizes: [Int] = []
        for name in files {
            guard let bytes = site.files[name] else { throw .unreadable(name) }
            sizes.append(try gzipped(bytes))
        }
        return (sizes, sizes.reduce(0, +))
    }

    /// "a time page loads dial-picker.js 14,691 + dial.wasm 9,159 = 23,850 bytes gzipped in 2
    /// requests; a range page dial-picker.js 14,691 + dial-other-modes.js 2,400 + dial-range.wasm 13,182 = 30,273".
    public static func summary(of site: Site) throws(WebError) -> String {
        let time = try of(timePage, in: site), range = try of(rangePage, in: site)
        let said = { (files: [String], weight: (sizes: [Int], total: Int)) in
            zip(files, weight.sizes).map { "\($0) \($1)" }.joined(separator: " + ") + " = \(weight.total)"
        }
        return "a time page loads \(said(timePage, time)) bytes gzipped in \(timePage.count) requests; a range page \(said(rangePage, range))"
    }
}
