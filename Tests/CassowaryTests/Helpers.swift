@testable import Cassowary

/// `Σ c·v + constant`.
func expr(_ terms: [(Variable, Double)], _ constant: Double = 0) -> Expression {
    Expression(terms.map { Term($0.0, $0.1) }, constant: constant)
}

/// `lhs relation rhs` where both sides are given as (terms, constant).
func cn(_ lhs: [(Variable, Double)], _ relation: Relation, _ rhs: Double,
        _ rhsTerms: [(Variable, Double)] = [], priority: Int = 1000) -> Constraint {
    let terms = lhs + rhsTerms.map { ($0.0, -$0.1) }
    return Constraint(expr(terms, -rhs), relation, priority: priority)
}

/// Tiny deterministic generator (xorshift64*).
struct XorShift {
    var state: UInt64
    init(seed: UInt64) { state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed }
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double {
        lo + (hi - lo) * Double(next() >> 11) / Double(1 << 53)
    }
}
