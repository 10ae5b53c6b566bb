import XCTest
import Cassowary
import CCCTestSupport

/// `Solver.ambiguity(of:)` answers in one pass what `isAmbiguous` answers per variable;
/// the two must always agree.
final class AmbiguitySweepTests: XCTestCase {
    /// Random systems with many optional constraints tied at few priority levels, so
    /// that free symbols, cone rows at their bound and definitions all occur.
    func testSweepAgreesWithTheExactProbeOnRandomSystems() throws {
        var ambiguousSeen = 0, determinedSeen = 0
        for seed in 1...300 as ClosedRange<UInt64> {
            var rng = XorShift(seed: seed &* 0x9E37_79B9_7F4A_7C15)
            let s = checkedSolver()
            let vars = (0..<(3 + rng.int(8))).map { _ in s.makeVariable() }
            let priorities = [1000, 1000, 1000, 500, 500, 250]
            for _ in 0..<(2 + rng.int(14)) {
                var terms: [Term] = []
                for _ in 0..<(1 + rng.int(3)) {
                    terms.append(Term(vars[rng.int(vars.count)], Double(rng.int(5) - 2)))
                }
                let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(4)]
                let c = Constraint(Expression(terms, constant: Double(rng.int(200) - 100)),
                                   relation, priority: priorities[rng.int(priorities.count)])
                addAllowingConflict(s, c)
            }
            let swept = s.ambiguity(of: vars)
            let probed = vars.map { s.isAmbiguous($0) }
            XCTAssertEqual(swept, probed, "seed \(seed)")
            ambiguousSeen += probed.filter { $0 }.count
            determinedSeen += probed.filter { !$0 }.count
        }
        XCTAssertGreaterThan(ambiguousSeen, 300)
        XCTAssertGreaterThan(determinedSeen, 300)
    }

    /// A squeezed chain: widths tie at one priority, so each width and each later
    /// position is open, but the last right edge is pinned and the first left too.
    func testSqueezedChain() throws {
        let s = checkedSolver()
        let n = 40
        var lefts: [Variable] = [], widths: [Variable] = []
        for i in 0..<n {
            let left = s.makeVariable(), width = s.makeVariable()
            if i == 0 {
                _ = try s.add(cn([(left, 1)], .equal, 8))
            } else {
                _ = try s.add(cn([(left, 1)], .equal, 8, [(lefts[i - 1], 1), (widths[i - 1], 1)]))
            }
            _ = try s.add(cn([(width, 1)], .greaterThanOrEqual, 20))
            _ = try s.add(cn([(width, 1)], .equal, 50, priority: 250))
            lefts.append(left)
            widths.append(width)
        }
        let right = s.makeVariable()
        _ = try s.add(cn([(right, 1)], .equal, 0, [(lefts[n - 1], 1), (widths[n - 1], 1)]))
        _ = try s.add(cn([(right, 1)], .lessThanOrEqual, Double(n * 40 - 8)))
        let all = lefts + widths + [right]
        let swept = s.ambiguity(of: all)
        XCTAssertEqual(swept, all.map { s.isAmbiguous($0) })
        XCTAssertFalse(swept[0], "the first left is pinned")
        XCTAssertTrue(swept[1], "the second left moves with the first width")
        XCTAssertTrue(swept[n], "widths share the squeeze")
        XCTAssertFalse(swept[2 * n], "the last right edge is held by the squeeze")
        XCTAssertEqual(s.value(of: right), Double(n * 40 - 8), accuracy: 1e-6)
    }
}
