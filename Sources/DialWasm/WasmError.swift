import DialCore

/// A ``DialError`` as a positive code for a WebAssembly host (an export returns it negated).
enum WasmError {
    /// The handle names no dial.
    static let unknownHandle: Int32 = 1

    /// The code of `error`: 2 and up, one per case, in the order ``DialError`` declares them.
    static func code(of error: DialError) -> Int32 {
        switch error {
        case .invalidLabelCount: 2
        case .invalidDetentCount: 3
        case .valueOutOfBounds: 4
        case .valueOutOfRange: 5
        case .invalidRadius: 6
        case .invalidDecelerationRate: 7
        case .nonFiniteVelocity: 8
        case .nonFiniteDistance: 9
        case .unreachableDistance: 10
        case .nonFiniteDisplacement: 11
        case .invalidSpringResponse: 12
        case .invalidDampingRatio: 13
        case .invalidConfiguration: 14
        case .nonFiniteTime: 15
        case .timeWentBackwards: 16
        case .nonFiniteTouch: 17
        case .nonFiniteOffset: 18
        case .excessiveTravel: 19
        case .invalidSpanLimits: 20
        case .spanOutsideLimits: 21
        case .invalidHandleRadius: 22
        }
    }
}
