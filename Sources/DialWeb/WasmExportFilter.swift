/// A WebAssembly module with some of its exports taken out: its export section (id 7) written
/// again with the exports kept, every other section as it is. What only a removed export reached
/// is then unreachable, and an optimizer (binaryen's `wasm-opt`, which ``WasmModuleBuilder`` runs
/// next) removes it; without one the module keeps the code but not the exports.
///
/// The binary format: after the 8 bytes of magic and version, sections, each an id byte, its
/// size (an unsigned LEB128) and its bytes; the export section is a count and that many exports,
/// each a name (a size and UTF-8), a kind byte and an index (LEB128).
public enum WasmExportFilter {
    /// `module` with only the exports whose names `keep` accepts.
    /// - Throws: ``WebError/unreadable(_:)`` naming `name` when the bytes are no module (a
    ///   section or a number runs past the end).
    /// - Complexity: O(the module's size).
    public static func keeping(_ module: [UInt8], named name: String, _ keep: (String) -> Bool) throws(WebError) -> [UInt8] {
        guard module.count >= 8, module[0..<4] == [0, 0x61, 0x73, 0x6D] else { throw .unreadable(name) }
        var output = Array(module[0..<8])
        var index = 8
        while index < module.count {  // each pass moves past one section, at least its id and size
            let id = module[index]
            guard let (size, start) = leb128(module, at: index + 1), start + size <= module.count else { throw .unreadable(name) }
            let content = Array(module[start..<start + size])
            output.append(id)
            if id == 7 {
                let section = try exports(content, named: name, keep)
                output += encoded(section.count) + section
            } else {
                output += encoded(size) + content
            }
            index = start + size
        }
        return output
    }

    /// The export section's content with the exports `keep` accepts.
    static func exports(_ content: [UInt8], named name: String, _ keep: (String) -> Bool) throws(WebError) -> [UInt8] {
        guard let (count, first) = leb128(content, at: 0) else { throw .unreadable(name) }
        var kept: [UInt8] = []
        var keptCount = 0
        var index = first
        for _ in 0..<count {  // one export a pass, as many as the section says
            guard let (length, nameStart) = leb128(content, at: index), nameStart + length < content.count,
                  let (_, end) = leb128(content, at: nameStart + length + 1) else { throw .unreadable(name) }
            let exportName = String(decoding: content[nameStart..<nameStart + length], as: UTF8.self)
            if keep(exportName) {
                kept += content[index..<end]
                keptCount += 1
            }
            index = end
        }
        return encoded(keptCount) + kept
    }

    /// The unsigned LEB128 number at `index` and the index after it; nil past the end (or past
    /// five bytes, more than a 32-bit number takes).
    static func leb128(_ bytes: [UInt8], at index: Int) -> (Int, Int)? {
        var value = 0
        for offset in 0..<5 {  // a 32-bit number takes at most five bytes
            guard index + offset < bytes.count else { return nil }
            let byte = bytes[index + offset]
            value |= Int(byte & 0x7F) << (7 * offset)
            if byte < 0x80 { return (value, index + offset + 1) }
        }
        return nil
    }

    /// `value` (≥ 0) as an unsigned LEB128.
    static func encoded(_ value: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        var rest = value
        repeat {  // seven bits a pass: ends once none are left
            let low = UInt8(rest & 0x7F)
            rest >>= 7
            bytes.append(rest == 0 ? low : low | 0x80)
        } while rest != 0
        return bytes
    }
}
