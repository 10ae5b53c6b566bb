/// xorshift64*: the tests' one seeded generator, small and the same sequence on every
/// machine, so a failing random case can be replayed from its seed.
public struct XorShift: RandomNumberGenerator {
    private var state: UInt64

    /// A zero seed (which xorshift cannot leave) is replaced by a fixed odd one.
    public init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }

    public mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }

    /// A number in `0..<bound`; 0, drawing nothing, when `bound` is 0 or less.
    public mutating func below(_ bound: Int) -> Int { bound <= 0 ? 0 : Int(next() % UInt64(bound)) }

    /// A number in `0..<bound`, drawing one value even when `bound` is 0 or less (then 0).
    public mutating func int(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }

    /// A number in `lo..<hi`, from the top 53 bits of one draw.
    public mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}
