import XCTest
import Cassowary
import CCCTestSupport

/// The ambiguity sweep lets its cone components' solvers go (issue 18: they were half the
/// peak memory of a large layout) and builds them again when asked once more: answers
/// and reported probe failures must not change.
final class AmbiguityReleaseTests: XCTestCase {
    /// Asked twice, and then per variable (every component built again), the answers agree.
    func testAnswersRepeatAfterTheSolversAreReleased() throws {
        var openSeen = 0
        for seed in 1...120 as ClosedRange<UInt64> {
            var rng = XorShift(seed: seed &* 0x2545_F491_4F6C_DD1D)
            let s = checkedSolver()
            let vars = (0..<(3 + rng.int(6))).map { _ in s.makeVariable() }
            let priorities = [1000, 1000, 500, 500, 250]
            for _ in 0..<(2 + rng.int(10)) {
                var terms: [Term] = []
                for _ in 0..<(1 + rng.int(3)) {
                    terms.append(Term(vars[rng.int(vars.count)], Double(rng.int(5) - 2)))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][rng.int(3)]
                addAllowingConflict(s, Constraint(Expression(terms, constant: Double(rng.int(200) - 100)),
                                                  relation, priority: priorities[rng.int(priorities.count)]))
            }
            let first = s.ambiguity(of: vars)
            XCTAssertEqual(s.ambiguity(of: vars), first, "seed \(seed)")
            XCTAssertEqual(vars.map { s.isAmbiguous($0) }, first, "seed \(seed)")
            XCTAssertEqual(s.ambiguity(of: vars.reversed()), first.reversed(), "seed \(seed)")
            XCTAssertNil(s.probeFailure, "seed \(seed)")
            openSeen += first.filter { $0 }.count
        }
        XCTAssertGreaterThan(openSeen, 50)
    }

    /// Four widths sharing 100 points (each 0…60), the first at least the second: the
    /// cone has a row at its bound linking two free symbols, so its component needs a
    /// solver of its own (a component of one symbol is answered without one).
    private func sharedWidths(_ s: Solver) throws -> [Variable] {
        let widths = (0..<4).map { _ in s.makeVariable() }
        _ = try s.add(Constraint(Expression(widths.map { Term($0, 1) }, constant: -100), .equal))
        for w in widths { _ = try s.add(cn([(w, 1)], .greaterThanOrEqual, 0)) }
        for w in widths { _ = try s.add(cn([(w, 1)], .lessThanOrEqual, 60)) }
        _ = try s.add(cn([(widths[0], 1), (widths[1], -1)], .greaterThanOrEqual, 0))
        return widths
    }

    /// A cone solver's internal error outlives its released solver until the tableau
    /// changes, and a change clears it.
    func testAProbeFailureIsKeptUntilTheNextChange() throws {
        let s = Solver()
        let widths = try sharedWidths(s)
        s.pivotBudget = 0
        _ = s.ambiguity(of: widths)
        let failure = try XCTUnwrap(s.probeFailure)
        XCTAssertTrue(failure.contains("pivot budget (0 pivots)"), failure)
        s.pivotBudget = nil
        XCTAssertEqual(s.probeFailure, failure)
        _ = s.ambiguity(of: widths)
        XCTAssertEqual(s.probeFailure, failure)
        _ = try s.add(cn([(widths[0], 1)], .lessThanOrEqual, 59))
        XCTAssertNil(s.probeFailure)
        XCTAssertEqual(s.ambiguity(of: widths), [true, true, true, true])
        XCTAssertNil(s.probeFailure)
    }
}
