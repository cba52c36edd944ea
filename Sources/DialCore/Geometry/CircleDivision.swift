/// A full turn divided into `count` equal steps of `step = 2π / count` radians: the arithmetic
/// of positions round a face, shared by its labels and its detents.
///
/// A *position* is a whole number of steps held in a `Double` (so any finite angle has one and
/// no conversion to `Int` can trap); an *index* is a position wrapped into `0 ..< count`.
struct CircleDivision: Sendable, Hashable {
    /// How many steps make a full turn (≥ 1).
    let count: Int
    /// `2π / count` radians.
    let step: Double

    init(count: Int) {
        self.count = count
        self.step = Elementary.twoPi / Double(count)
    }

    /// The whole number of steps nearest `angle / step`, an exact half-way rounding up; 0 for a
    /// non-finite angle. Every index the engine reports comes through here, so events and the
    /// selection always agree.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func position(nearest angle: Double) -> Double {
        guard angle.isFinite else { return 0 }
        return Self.roundHalfUp(angle / step)
    }

    /// The whole step `m` nearest `rotation / step` with `m ≡ −index (mod count)`: a dial at
    /// rotation `m · step` has `index` under its pointer. A tie goes to the larger rotation; a
    /// non-finite rotation gives the `m` in `0 ..< count`.
    func stop(selecting index: Int, near rotation: Double) -> Double {
        let wanted = Double(wrapped(-wrapped(index)))
        guard rotation.isFinite else { return wanted }
        let turns = Self.roundHalfUp((rotation / step - wanted) / Double(count))
        return wanted + turns * Double(count)
    }

    /// `index` wrapped into `0 ..< count` (Euclidean modulo; safe for every `Int`).
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func wrapped(_ index: Int) -> Int {
        let remainder = index % count
        return remainder < 0 ? remainder + count : remainder
    }

    /// An integer-valued position wrapped into `0 ..< count`; non-finite gives 0.
    @inline(never)  // one copy for its callers: a smaller browser module, figures 1 and 10 no slower
    func wrapped(position: Double) -> Int {
        guard position.isFinite else { return 0 }
        var remainder = position.truncatingRemainder(dividingBy: Double(count))
        if remainder < 0 { remainder += Double(count) }
        return Int(remainder) % count
    }

    /// `x` rounded to the nearest integer, an exact half rounding up; exact for every finite `x`.
    static func roundHalfUp(_ x: Double) -> Double {
        let down = x.rounded(.down)
        return x - down >= 0.5 ? down + 1 : down
    }
}
