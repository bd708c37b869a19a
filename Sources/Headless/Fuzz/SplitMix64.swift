/// SplitMix64: a small, fast generator whose whole state is one number, so a seed replays a
/// fuzz run exactly. Its own `below(_:)` keeps runs the same whatever the standard library's
/// `random(in:using:)` does in another release.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    public private(set) var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in 0..<bound (bound > 0), by multiply-shift: no modulo bias worth the name.
    public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// True with probability `numerator` in `denominator`.
    public mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { below(denominator) < numerator }

    public mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
