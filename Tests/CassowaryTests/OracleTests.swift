import XCTest
import Cassowary
import CCCTestSupport

/// `Solver` against an independent method (``VertexOracle``: vertex enumeration, level by
/// level) on thousands of random small systems from one seeded generator.
final class OracleTests: XCTestCase {
    /// Systems of 1–4 variables with 1–6 random constraints (small whole coefficients,
    /// so ties and degenerate vertices are common), required or at priority 750, 500 or
    /// 250, plus a weak `x = r` at priority 1 per variable. The solver must reject exactly
    /// the required constraints that contradict those before them, reach the oracle's
    /// violation at every level, and, where the optimum is unique, the oracle's values.
    func testSolverAgreesWithVertexEnumeration() throws {
        var random = XorShift(seed: 0x0AC1_E5EE_D)
        var unique = 0, rejected = 0
        let cases = 5000
        for index in 0..<cases {
            let n = 1 + random.int(4)
            var constraints: [SmallConstraint] = (0..<n).map { i in
                var a = [Double](repeating: 0, count: n)
                a[i] = 1
                return SmallConstraint(a: a, b: -Double(random.int(21) - 10), relation: .equal, priority: 1)
            }
            for _ in 0..<(1 + random.int(6)) {
                var a = (0..<n).map { _ in random.int(3) == 0 ? 0.0 : Double([-3, -2, -1, 1, 2, 3][random.int(6)]) }
                if a.allSatisfy({ $0 == 0 }) { a[random.int(n)] = 1 }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(3)]
                let priority = [1000, 1000, 750, 500, 250][random.int(5)]
                constraints.append(SmallConstraint(a: a, b: Double(random.int(41) - 20), relation: relation, priority: priority))
            }
            // Shuffle (Fisher–Yates), so the weak constraints arrive anywhere.
            for i in stride(from: constraints.count - 1, to: 0, by: -1) { constraints.swapAt(i, random.int(i + 1)) }

            let solver = checkedSolver()
            let variables = (0..<n).map { _ in solver.makeVariable() }
            var accepted: [SmallConstraint] = []
            for c in constraints {
                let terms = c.a.enumerated().filter { $0.element != 0 }.map { Term(variables[$0.offset], $0.element) }
                if addAllowingConflict(solver, Constraint(Expression(terms, constant: c.b), c.relation, priority: c.priority)) != nil {
                    accepted.append(c)
                } else {
                    rejected += 1
                    XCTAssertEqual(c.priority, 1000, "case \(index)")
                    // Contradicts the required constraints accepted so far (the weak ones keep the normals spanning).
                    let required = accepted.filter { $0.priority == 1000 } + [c]
                    let check = VertexOracle(variableCount: n, constraints: required + constraints.filter { $0.priority == 1 })
                    XCTAssertNil(check.optimum(), "case \(index): rejected a satisfiable constraint")
                }
            }
            let oracle = VertexOracle(variableCount: n, constraints: accepted)
            guard let optimum = oracle.optimum() else {
                XCTFail("case \(index): the oracle finds no feasible vertex")
                continue
            }
            let values = variables.map { solver.value(of: $0) }
            let system = accepted.map { "\($0.a) \($0.b) \($0.relation) @\($0.priority)" }.joined(separator: "; ")
            let context = "case \(index): \(system); solver \(values)"
            XCTAssertTrue(accepted.allSatisfy { $0.priority < 1000 || $0.holds(values, tolerance: 1e-6) }, context)
            let reached = oracle.profile(values)
            for (level, (got, best)) in zip(oracle.levels, zip(reached, optimum.profile)) {
                XCTAssertEqual(got, best, accuracy: 1e-6 * max(1, abs(best)), "\(context): level \(level)")
            }
            let first = optimum.points[0]
            if optimum.points.allSatisfy({ zip($0, first).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($1)) } }) {
                unique += 1
                for (got, want) in zip(values, first) {
                    XCTAssertEqual(got, want, accuracy: 1e-6 * max(1, abs(want)), "\(context): unique optimum \(first)")
                }
            }
        }
        // The mix must exercise both kinds of comparison and some rejections.
        XCTAssertGreaterThan(unique, cases / 2)
        XCTAssertLessThan(unique, cases)
        XCTAssertGreaterThan(rejected, 100)
    }
}
