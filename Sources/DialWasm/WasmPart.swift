import DialCore

/// A ``DialRange/Part`` as an integer for a WebAssembly host: 0 the start handle, 1 the end
/// handle, 2 the arc; −1 is no part (a touch that holds nothing).
enum WasmPart {
    static func code(of part: DialRange.Part?) -> Int32 {
        switch part {
        case .handle(.start): 0
        case .handle(.end): 1
        case .arc: 2
        case nil: -1
        }
    }

    /// The part `code` names, nil for any other number.
    static func part(_ code: Int32) -> DialRange.Part? {
        switch code {
        case 0: .handle(.start)
        case 1: .handle(.end)
        case 2: .arc
        default: nil
        }
    }
}
