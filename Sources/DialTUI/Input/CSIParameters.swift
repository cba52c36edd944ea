/// The parameter bytes of a control sequence, `ESC [ <parameters> <final>`, read as numbers.
///
/// `ESC [ < 0 ; 12 ; 5 M` has the private marker `<` and the values 0, 12, 5. An empty field
/// is nil (a default); a sub-parameter after `:` is skipped (the kitty protocol's
/// `97:65;2u` reads as 97, 2). Numbers saturate at ``largest`` so digits never overflow.
struct CSIParameters: Equatable {
    /// The largest value a field reads as; longer runs of digits saturate here.
    static let largest = 1_000_000_000

    /// A private marker (`<`, `=`, `>` or `?`) as the first parameter byte, if any.
    var marker: UInt8?
    /// The fields in order; nil where a field is empty.
    var values: [Int?] = []
    /// The first sub-parameter of each field that has one, by field index: the kitty keyboard
    /// protocol's event type in `1;1:3`, say (field 1 → 3).
    var subValues: [Int: Int] = [:]
    /// False when the bytes do not form `marker? field (; field)*`: a marker later on, an
    /// intermediate byte (0x20–0x2F), none of which any key or mouse report uses.
    var isWellFormed = true

    /// Parses `bytes`, all of which lie in 0x20–0x3F (the scanner guarantees it).
    ///
    /// - Complexity: O(n) in the number of bytes.
    init(_ bytes: ArraySlice<UInt8>) {
        var rest = bytes[...]
        if let first = rest.first, (0x3C...0x3F).contains(first) {
            marker = first
            rest = rest.dropFirst()
        }
        var current: Int?
        var subParameter = 0
        var sub: Int?
        for byte in rest {
            switch byte {
            case 0x30...0x39:
                if subParameter == 0 {
                    current = min((current ?? 0) * 10 + Int(byte - 0x30), Self.largest)
                } else if subParameter == 1 {
                    sub = min((sub ?? 0) * 10 + Int(byte - 0x30), Self.largest)
                }
            case 0x3A:
                subParameter += 1
            case 0x3B:
                if let sub { subValues[values.count] = sub }
                values.append(current)
                current = nil
                sub = nil
                subParameter = 0
            default:
                isWellFormed = false
            }
        }
        if let sub { subValues[values.count] = sub }
        if !rest.isEmpty || marker != nil { values.append(current) }
    }

    /// The field at `index`, or nil when it is empty or absent.
    func value(at index: Int) -> Int? {
        index >= 0 && index < values.count ? values[index] : nil
    }
}
