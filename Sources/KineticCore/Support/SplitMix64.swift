/// A deterministic random source (SplitMix64): seeded runs (soaks, property tests) replay exactly.
package struct SplitMix64: RandomNumberGenerator {
    package var state: UInt64

    /// Creates a source whose sequence is fixed by `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    package mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    /// Uniform in 0..<count.
    package mutating func index(_ count: Int) -> Int { Int(next() % UInt64(count)) }
}
