import XCTest
import Cassowary
import CCCTestSupport

/// The invariant checker after each of 10,000 random additions and removals.
final class InvariantWalkTests: XCTestCase {
    /// A random walk over a growing pool of variables: constraints of one to three terms,
    /// every relation, required and optional at several levels (required equalities often
    /// over a new variable, so that definitions are made, nested and removed), removals of
    /// random live constraints. After every step the solver must satisfy every invariant.
    /// Twenty walks of 500 steps, each on a new solver, from one seeded generator.
    func testTenThousandRandomStepsKeepEveryInvariant() throws {
        var random = XorShift(seed: 0x1A7A_C0DE)
        var counts = (added: 0, rejected: 0, removed: 0)
        for walk in 0..<20 {
            try randomWalk(walk, steps: 500, &random, &counts)
        }
        XCTAssertGreaterThan(counts.added, 4000)
        XCTAssertGreaterThan(counts.removed, 2000)
        XCTAssertGreaterThan(counts.rejected, 50)
    }

    private func randomWalk(_ walk: Int, steps: Int, _ random: inout XorShift,
                            _ counts: inout (added: Int, rejected: Int, removed: Int)) throws {
        let solver = Solver()
        var variables = (0..<4).map { _ in solver.makeVariable(preferredSubject: true) }
        var live: [ConstraintHandle] = []
        let priorities = [1000, 1000, 1000, 999, 750, 500, 250, 1]
        for step in 0..<steps {
            if live.count > 40 || (!live.isEmpty && random.int(10) < 3) {
                try solver.remove(live.remove(at: random.int(live.count)))
                counts.removed += 1
            } else {
                if variables.count < 60 && random.int(4) == 0 {
                    variables.append(solver.makeVariable(preferredSubject: random.int(2) == 0))
                }
                var terms: [Term] = []
                if random.int(3) == 0 { terms.append(Term(variables[variables.count - 1], 1)) }
                for _ in 0..<(1 + random.int(3)) {
                    terms.append(Term(variables[random.int(variables.count)], Double(random.int(7) - 3)))
                }
                let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(4)]
                let constraint = Constraint(Expression(terms, constant: Double(random.int(401) - 200)),
                                            relation, priority: priorities[random.int(priorities.count)])
                if let handle = addAllowingConflict(solver, constraint) {
                    live.append(handle)
                    counts.added += 1
                } else {
                    counts.rejected += 1
                }
            }
            let violations = solver.invariantViolations()
            if !violations.isEmpty {
                return XCTFail("walk \(walk) step \(step): " + violations.joined(separator: "\n") + "\n" + solver.dump())
            }
        }
    }
}
