import XCTest
import Cassowary
import CCCTestSupport

final class StressTests: XCTestCase {
    /// Random constraints and removals must never crash; every accepted required
    /// constraint must hold; the optimum must match a solver rebuilt from scratch
    /// with the surviving constraints (level by level, summed violations). The invariants
    /// are checked after every add and remove.
    func testRandomConstraints() throws {
        for seed in 1...12 as ClosedRange<UInt64> {
            var rng = XorShift(seed: seed &* 0x2545_F491_4F6C_DD1D)
            let s = checkedSolver()
            let vars = (0..<8).map { _ in s.makeVariable() }
            var live: [(ConstraintHandle, Constraint)] = []
            let priorities = [1000, 1000, 1000, 900, 751, 750, 500, 1]
            for step in 0..<120 {
                if !live.isEmpty && rng.int(5) == 0 {
                    let k = rng.int(live.count)
                    try s.remove(live[k].0)
                    live.remove(at: k)
                } else {
                    var terms: [Term] = []
                    for _ in 0..<(1 + rng.int(3)) {
                        terms.append(Term(vars[rng.int(vars.count)], Double(rng.int(5) - 2)))
                    }
                    let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
                    let c = Constraint(Expression(terms, constant: rng.double(-500, 500).rounded()),
                                       relation, priority: priorities[rng.int(priorities.count)])
                    if let handle = addAllowingConflict(s, c) {
                        live.append((handle, c))
                    } else {
                        XCTAssertEqual(c.priority, 1000, "seed \(seed) step \(step)")
                    }
                }
                for (_, c) in live where c.priority == 1000 {
                    let v = violation(c, s)
                    XCTAssertLessThanOrEqual(v, 1e-6, "seed \(seed) step \(step)")
                }
            }
            // Compare with a fresh solver holding the same constraints.
            let fresh = checkedSolver()
            _ = (0..<8).map { _ in fresh.makeVariable() }
            for (_, c) in live { _ = try fresh.add(c) }
            for p in Set(live.map(\.1.priority)).sorted(by: >) where p < 1000 {
                let a = live.filter { $0.1.priority == p }.reduce(0.0) { $0 + violation($1.1, s) }
                let b = live.filter { $0.1.priority == p }.reduce(0.0) { $0 + violation($1.1, fresh) }
                XCTAssertEqual(a, b, accuracy: 1e-6, "seed \(seed) level \(p)")
                if abs(a - b) > 1e-6 { break } // lower levels are only comparable if this one matches
            }
        }
    }

    private func violation(_ c: Constraint, _ s: Solver) -> Double {
        let v = c.expression.terms.reduce(c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
        switch c.relation {
        case .equal: return abs(v)
        case .lessThanOrEqual: return max(0, v)
        case .greaterThanOrEqual: return max(0, -v)
        }
    }
}
