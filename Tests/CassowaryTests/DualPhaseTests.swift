import XCTest
import Cassowary
import CCCTestSupport

/// The dual phase (`Solver.usesDualPhase`): a required row without a subject made to hold
/// by the dual simplex. It must reach the optimum (the vertex oracle), keep every invariant
/// through additions, rejections and removals, and give the primal phase's values wherever
/// the optimum is unique.
final class DualPhaseTests: XCTestCase {
    /// A checked solver that tries the dual phase on every row that moves the solution.
    private func dualSolver() -> Solver {
        let solver = checkedSolver()
        solver.usesDualPhase = true
        solver.primalPhaseOneLimit = 0
        return solver
    }

    /// `OracleTests`' systems (another seed), solved with the dual phase on: the same
    /// rejections, every level's violation, and the oracle's values where the optimum is unique.
    func testDualPhaseAgreesWithVertexEnumeration() throws {
        var random = XorShift(seed: 0xD0A1_5EED)
        var unique = 0, rejected = 0, dual = 0
        let cases = 3000
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
            for i in stride(from: constraints.count - 1, to: 0, by: -1) { constraints.swapAt(i, random.int(i + 1)) }

            let solver = dualSolver()
            let variables = (0..<n).map { _ in solver.makeVariable() }
            var accepted: [SmallConstraint] = []
            for c in constraints {
                let terms = c.a.enumerated().filter { $0.element != 0 }.map { Term(variables[$0.offset], $0.element) }
                if addAllowingConflict(solver, Constraint(Expression(terms, constant: c.b), c.relation, priority: c.priority)) != nil {
                    accepted.append(c)
                } else {
                    rejected += 1
                    XCTAssertEqual(c.priority, 1000, "case \(index)")
                    let required = accepted.filter { $0.priority == 1000 } + [c]
                    let check = VertexOracle(variableCount: n, constraints: required + constraints.filter { $0.priority == 1 })
                    XCTAssertNil(check.optimum(), "case \(index): rejected a satisfiable constraint")
                }
            }
            if solver.hasUsedDualPhase { dual += 1 }
            let oracle = VertexOracle(variableCount: n, constraints: accepted)
            guard let optimum = oracle.optimum() else {
                XCTFail("case \(index): the oracle finds no feasible vertex")
                continue
            }
            let values = variables.map { solver.value(of: $0) }
            let context = "case \(index): " + accepted.map { "\($0.a) \($0.b) \($0.relation) @\($0.priority)" }
                .joined(separator: "; ") + "; solver \(values)"
            XCTAssertTrue(accepted.allSatisfy { $0.priority < 1000 || $0.holds(values, tolerance: 1e-6) }, context)
            for (level, (got, best)) in zip(oracle.levels, zip(oracle.profile(values), optimum.profile)) {
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
        XCTAssertGreaterThan(unique, cases / 2)
        XCTAssertGreaterThan(rejected, 50)
        XCTAssertGreaterThan(dual, cases / 4, "the dual phase must be exercised")
    }

    /// Random additions (many rejected) and removals with the dual phase on, next to a
    /// solver without it fed the same steps (`InvariantWalkTests`' walk, each variable also
    /// pulled towards a value at priority 1): every invariant after every step, the same
    /// rejections, and the same values whenever no variable is ambiguous (when some is, the
    /// two may differ, and do in some of these steps).
    func testDualPhaseKeepsEveryInvariantAndThePrimalValues() throws {
        var random = XorShift(seed: 0xD0A1_0A1C)
        var compared = 0, dualWalks = 0, otherVertex = 0
        for walk in 0..<12 {
            let dual = Solver(), primal = Solver()
            dual.usesDualPhase = true
            dual.primalPhaseOneLimit = 0
            var variables: [(Variable, Variable)] = []
            // Each variable pulled weakly towards a value of its own, so that the optimum is often unique.
            func makeVariable() {
                let preferred = random.int(2) == 0
                let pair = (dual.makeVariable(preferredSubject: preferred), primal.makeVariable(preferredSubject: preferred))
                let target = Double(random.int(201) - 100)
                _ = addAllowingConflict(dual, cn([(pair.0, 1)], .equal, target, priority: 1))
                _ = addAllowingConflict(primal, cn([(pair.1, 1)], .equal, target, priority: 1))
                variables.append(pair)
            }
            for _ in 0..<4 { makeVariable() }
            var live: [(ConstraintHandle, ConstraintHandle)] = []
            let priorities = [1000, 1000, 1000, 999, 750, 500, 250, 1]
            for step in 0..<300 {
                if live.count > 30 || (!live.isEmpty && random.int(10) < 3) {
                    let (a, b) = live.remove(at: random.int(live.count))
                    try dual.remove(a)
                    try primal.remove(b)
                } else {
                    if variables.count < 40 && random.int(4) == 0 { makeVariable() }
                    var picks: [(Int, Double)] = []
                    if random.int(3) == 0 { picks.append((variables.count - 1, 1)) }
                    for _ in 0..<(1 + random.int(3)) { picks.append((random.int(variables.count), Double(random.int(7) - 3))) }
                    let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual][random.int(4)]
                    let constant = Double(random.int(401) - 200)
                    let priority = priorities[random.int(priorities.count)]
                    let a = addAllowingConflict(dual, Constraint(
                        Expression(picks.map { Term(variables[$0.0].0, $0.1) }, constant: constant), relation, priority: priority))
                    let b = addAllowingConflict(primal, Constraint(
                        Expression(picks.map { Term(variables[$0.0].1, $0.1) }, constant: constant), relation, priority: priority))
                    XCTAssertEqual(a == nil, b == nil, "walk \(walk) step \(step): the same rejections")
                    if let a, let b { live.append((a, b)) }
                }
                let violations = dual.invariantViolations()
                if !violations.isEmpty {
                    return XCTFail("walk \(walk) step \(step): " + violations.joined(separator: "\n") + "\n" + dual.dump())
                }
                let all = variables.map(\.0)
                guard step % 10 == 9 else { continue }
                if !dual.ambiguity(of: all).contains(true) {
                    compared += 1
                    for (d, p) in variables {
                        let want = primal.value(of: p)
                        XCTAssertEqual(dual.value(of: d), want, accuracy: 1e-6 * max(1, abs(want)), "walk \(walk) step \(step)")
                    }
                } else if variables.contains(where: { abs(dual.value(of: $0.0) - primal.value(of: $0.1)) > 1e-6 }) {
                    otherVertex += 1
                }
            }
            if dual.hasUsedDualPhase { dualWalks += 1 }
        }
        XCTAssertGreaterThan(compared, 20)
        XCTAssertGreaterThan(dualWalks, 6)
        // Where the optimum is not unique the dual phase does reach other vertices: why ccc
        // solves an ambiguous layout again without it.
        XCTAssertGreaterThan(otherVertex, 0)
    }

    /// The shape that made the dual phase: views as wide as a shared width, each held at its
    /// intrinsic width by its own optional constraints, the shared width fixed last. The
    /// primal phase one rewrites all 3n rows per pivot, so it passes the default work limit
    /// and the dual phase takes over; the values are the primal phase's, and the dual phase
    /// makes about one pivot per view.
    func testSharedWidthFixedLastReachesThePrimalValues() throws {
        let n = 200
        var results: [[Double]] = []
        var pivots: [Int] = []
        for usesDual in [false, true] {
            let solver = checkedSolver()
            solver.checksInvariants = false
            solver.usesDualPhase = usesDual
            let shared = solver.makeVariable()
            let widths = (0..<n).map { _ in solver.makeVariable() }
            for w in widths {
                _ = try solver.add(cn([(w, 1)], .lessThanOrEqual, 100, priority: 250))
                _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, 100, priority: 750))
            }
            for w in widths { _ = try solver.add(cn([(w, 1), (shared, -1)], .equal, 0)) }
            let before = solver.pivotCount
            _ = try solver.add(cn([(shared, 1)], .equal, 375))
            pivots.append(solver.pivotCount - before)
            XCTAssertEqual(solver.hasUsedDualPhase, usesDual)
            XCTAssertEqual(solver.invariantViolations(), [])
            results.append(widths.map { solver.value(of: $0) })
        }
        XCTAssertEqual(results[0], [Double](repeating: 375, count: n))
        XCTAssertEqual(results[1], results[0])
        XCTAssertLessThanOrEqual(pivots[1], 2 * n + 2, "the undone phase one's pivots, then about one per view")
    }
}
