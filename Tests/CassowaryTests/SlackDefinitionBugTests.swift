import XCTest
import Cassowary
import CCCTestSupport

/// The first bug of slack definitions (`Solver.definesOverSlacks`, docs/solver-engine-notes.md):
/// found by a random differential trial through ccc's conflict search (a stack of views
/// without sizes, renumbered). In this order the 14th constraint makes the set infeasible
/// (`v5 = v0 ≥ 200` against `v5 ≤ 10`). With slack definitions on it expanded to
/// `s(v5) − s(v0) − 200 = 0` between two hidden slacks, and the equal-slack definition
/// substituted `s(v5) = 200 + s(v0)` into the row of `v5 ≤ 10`, leaving it at −190: all 15 were
/// accepted and `v5` came out 200. Such an equality now takes kiwi's phase one.
final class SlackDefinitionBugTests: XCTestCase {
    func constraints(_ v: [Variable]) -> [Constraint] {
        [
            cn([(v[0], 1)], .greaterThanOrEqual, 200),
            cn([(v[1], 1)], .equal, 0),
            cn([(v[2], 1)], .equal, 375),
            cn([(v[0], 1)], .greaterThanOrEqual, 0),
            cn([(v[3], 1)], .greaterThanOrEqual, 0),
            cn([(v[4], 1)], .greaterThanOrEqual, 0),
            cn([(v[5], 1)], .greaterThanOrEqual, 0),
            cn([(v[5], 1)], .lessThanOrEqual, 10),
            cn([(v[7], 1), (v[6], -1)], .equal, 0),
            cn([(v[3], 1), (v[7], 1), (v[0], -1), (v[6], -1)], .equal, 0),
            cn([(v[8], 1), (v[6], -1)], .equal, 0),
            cn([(v[4], 1), (v[8], 1), (v[0], -1), (v[6], -1)], .equal, 0),
            cn([(v[9], 1), (v[6], -1)], .equal, 0),
            cn([(v[5], 1), (v[9], 1), (v[0], -1), (v[6], -1)], .equal, 0),
            cn([(v[0], 0.5), (v[1], -1), (v[2], -0.5), (v[6], 1)], .equal, 0),
        ]
    }

    func testTheInfeasibleConstraintIsRejectedWithTheSwitchOff() {
        rejectsTheInfeasibleConstraint(definingOverSlacks: false)
    }

    func testTheInfeasibleConstraintIsRejectedWithTheSwitchOn() {
        rejectsTheInfeasibleConstraint(definingOverSlacks: true)
    }

    func rejectsTheInfeasibleConstraint(definingOverSlacks: Bool, line: UInt = #line) {
        let s = Solver()
        s.definesOverSlacks = definingOverSlacks
        let v = (0..<10).map { s.makeVariable(preferredSubject: $0 % 4 < 2) }
        var rejected: [Int] = []
        for (i, c) in constraints(v).enumerated() {
            do { _ = try s.add(c) } catch { rejected.append(i) }
        }
        XCTAssertEqual(rejected, [13], line: line)
        XCTAssertEqual(s.value(of: v[5]), 10, accuracy: 1e-9, line: line)
        XCTAssertEqual(s.invariantViolations(), [], line: line)
    }
}
