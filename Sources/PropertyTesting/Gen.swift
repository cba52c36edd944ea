/// A generator of random test cases of type `Value`, read from a stream of ``Draws``.
///
/// Generators compose with `map`, `flatMap`, ``zip(_:_:)`` and friends, and shrink for free
/// through their draws (see ``Draws``). The building blocks below map a zero draw to the
/// simplest value: zero, the bound nearest zero, `false`, the first element, the shortest array.
public struct Gen<Value> {
    /// Builds one value from the draws.
    public let generate: (inout Draws) -> Value

    /// A generator from a function of the draws.
    public init(_ generate: @escaping (inout Draws) -> Value) {
        self.generate = generate
    }

    /// A generator of `transform` applied to this generator's values.
    public func map<T>(_ transform: @escaping (Value) -> T) -> Gen<T> {
        Gen<T> { draws in transform(generate(&draws)) }
    }

    /// A generator whose second stage depends on this one's value.
    public func flatMap<T>(_ transform: @escaping (Value) -> Gen<T>) -> Gen<T> {
        Gen<T> { draws in transform(generate(&draws)).generate(&draws) }
    }

    /// A generator that always gives `value`.
    public static func constant(_ value: Value) -> Gen<Value> {
        Gen { _ in value }
    }

    /// Values from `generators`, the first one chosen most simply; each equally likely.
    public static func oneOf(_ generators: [Gen<Value>]) -> Gen<Value> {
        precondition(!generators.isEmpty, "oneOf needs at least one generator")
        return Gen { draws in
            let index = Int(draws.next(below: UInt64(generators.count)))
            return generators[index].generate(&draws)
        }
    }

    /// An array of `count` values (a count in the range, shrinking toward the lower bound).
    public func array(count: ClosedRange<Int>) -> Gen<[Value]> {
        let countGen = Gen<Int>.int(in: count)
        return Gen<[Value]> { draws in
            let n = countGen.generate(&draws)
            var values: [Value] = []
            values.reserveCapacity(n)
            for _ in 0..<n { values.append(generate(&draws)) }
            return values
        }
    }
}

extension Gen where Value == Bool {
    /// `false` or `true`, equally likely; shrinks to `false`.
    public static var bool: Gen<Bool> {
        Gen { draws in draws.next() >> 63 == 1 }
    }
}

extension Gen where Value == Int {
    /// An integer in `range`, uniform on each side of zero, shrinking toward the value in
    /// `range` nearest zero.
    public static func int(in range: ClosedRange<Int>) -> Gen<Int> {
        let anchor = min(max(0, range.lowerBound), range.upperBound)
        let above = UInt64(range.upperBound - anchor)
        let below = UInt64(anchor - range.lowerBound)
        return Gen { draws in
            let goesBelow = below > 0 && (above == 0 || draws.next() >> 63 == 1)
            let span = goesBelow ? below : above
            let magnitude = span == .max ? draws.next() : draws.next(below: span + 1)
            return goesBelow ? anchor - Int(magnitude) : anchor + Int(magnitude)
        }
    }
}

extension Gen where Value == Double {
    /// A finite double in `range`, uniform on each side of zero, shrinking toward the value in
    /// `range` nearest zero.
    public static func double(in range: ClosedRange<Double>) -> Gen<Double> {
        precondition(range.lowerBound.isFinite && range.upperBound.isFinite, "the range must be finite")
        let anchor = min(max(0, range.lowerBound), range.upperBound)
        let above = range.upperBound - anchor
        let below = anchor - range.lowerBound
        return Gen { draws in
            let goesBelow = below > 0 && (above == 0 || draws.next() >> 63 == 1)
            let fraction = draws.nextUnitInterval()
            return goesBelow ? anchor - fraction * below : anchor + fraction * above
        }
    }
}

extension Gen {
    /// One of `elements`, shrinking toward the first.
    public static func element(of elements: [Value]) -> Gen<Value> {
        precondition(!elements.isEmpty, "element(of:) needs at least one element")
        return Gen { draws in elements[Int(draws.next(below: UInt64(elements.count)))] }
    }
}

/// Pairs of values from two generators.
public func zip<A, B>(_ a: Gen<A>, _ b: Gen<B>) -> Gen<(A, B)> {
    Gen { draws in (a.generate(&draws), b.generate(&draws)) }
}

/// Triples of values from three generators.
public func zip<A, B, C>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>) -> Gen<(A, B, C)> {
    Gen { draws in (a.generate(&draws), b.generate(&draws), c.generate(&draws)) }
}

/// Quadruples of values from four generators.
public func zip<A, B, C, D>(_ a: Gen<A>, _ b: Gen<B>, _ c: Gen<C>, _ d: Gen<D>) -> Gen<(A, B, C, D)> {
    Gen { draws in (a.generate(&draws), b.generate(&draws), c.generate(&draws), d.generate(&draws)) }
}

extension Gen {
    /// A sequence of values, `length.lowerBound` of them at least and `length.upperBound` at most,
    /// about half-way between on average; shrinks toward fewer and simpler values.
    ///
    /// Past the lower bound, each value is preceded by a draw that ends the sequence when it is
    /// zero. Leaving out a value's draws (with its own draw) leaves out that value and keeps the
    /// ones after it, which is what lets a failing sequence of actions shrink from the middle.
    public func sequence(length: ClosedRange<Int>) -> Gen<[Value]> {
        let lower = max(0, length.lowerBound)
        let upper = max(lower, length.upperBound)
        let stopOdds = UInt64(max(1, (upper - lower) / 2) + 1)
        return Gen<[Value]> { draws in
            var values: [Value] = []
            // Bounded: a value is added at most `upper` times.
            while values.count < upper {
                if values.count >= lower, draws.next(below: stopOdds) == 0 { break }
                values.append(generate(&draws))
            }
            return values
        }
    }
}
