import XCTest
@testable import Cassowary

/// Failures inside the engine are thrown as `SolverError.internalError`, never passed over,
/// and the invariant checker reports a corrupted state instead of trapping.
final class InternalErrorTests: XCTestCase {
    /// An optimisation that runs out of pivots throws, and the solver stays failed.
    func testAnExhaustedPivotBudgetIsAnInternalError() throws {
        let s = Solver()
        s.pivotBudget = 0
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1), (y, 1)], .equal, 100))
        _ = try s.add(cn([(x, 1)], .equal, 70, priority: 500))
        // x = 30 @ 750 outranks x = 70 @ 500: reaching the optimum needs a pivot.
        XCTAssertThrowsError(try s.add(cn([(x, 1)], .equal, 30, priority: 750))) { error in
            guard case .internalError(let message)? = error as? SolverError else { return XCTFail("\(error)") }
            XCTAssertEqual(message, "the main optimisation ran out of its pivot budget (0 pivots) before reaching the optimum")
        }
        XCTAssertThrowsError(try s.add(cn([(y, 1)], .greaterThanOrEqual, 0))) { error in
            XCTAssertEqual(error as? SolverError,
                           .internalError("the main optimisation ran out of its pivot budget (0 pivots) before reaching the optimum"))
        }
        XCTAssertThrowsError(try s.remove(ConstraintHandle(id: 0))) { error in
            guard case .internalError? = error as? SolverError else { return XCTFail("\(error)") }
        }
    }

    /// The same system with the default budget reaches the optimum.
    func testTheSameSystemSolvesWithTheDefaultBudget() throws {
        let s = checkedSolver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1), (y, 1)], .equal, 100))
        _ = try s.add(cn([(x, 1)], .equal, 70, priority: 500))
        _ = try s.add(cn([(x, 1)], .equal, 30, priority: 750))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 70, accuracy: 1e-9)
    }

    /// A hand-built degenerate tableau: an objective that rewards raising a variable that
    /// no row bounds. kiwi throws "The objective is unbounded."; so does this engine.
    func testAnUnboundedObjectiveIsAnInternalError() {
        var simplex = Simplex(tolerance: Tolerance.zero)
        let x = simplex.makeVariable()
        let symbol = simplex.variableSymbols[x.id]
        let level = simplex.objective.retainLevel(priority: 500)
        simplex.objective.add(symbol, -1, level: level, kinds: simplex.tableau.kinds, tolerance: Tolerance.zero)
        XCTAssertThrowsError(try simplex.optimize(.main)) { error in
            XCTAssertEqual(error as? SolverError,
                           .internalError("the main objective is unbounded: moving v0 up improves it and no row blocks it"))
        }
        XCTAssertEqual(simplex.failure, "the main objective is unbounded: moving v0 up improves it and no row blocks it")
    }

    /// The checker names what a corrupted state breaks, and the dump shows the state.
    func testTheCheckerReportsACorruptedTableau() throws {
        var simplex = Simplex(tolerance: Tolerance.zero)
        let x = simplex.makeVariable(), y = simplex.makeVariable()
        _ = try simplex.add(Constraint(expr([(x, 1), (y, 1)], -100), .greaterThanOrEqual))
        _ = try simplex.add(Constraint(expr([(x, 1)], -30), .equal, priority: 250))
        XCTAssertEqual(simplex.invariantViolations(), [])
        XCTAssertEqual(simplex.dump(), """
            tableau: 5 symbols, 2 variables
            rows (basic = constant + cells), by basic symbol:
              v0 = 30 + 1·e3 - 1·e4
              v1 = 70 + 1·s2 - 1·e3 + 1·e4
            objective, highest level first:
              level 250 (1 constraint) = 0 + 1·e3 + 1·e4
            definitions, lowest rank first:
            constraints:
              #0 priority 1000: marker s2
              #1 priority 250: marker e3, other e4
            """)
        // Put the basic v0 into the row of v1 behind the bookkeeping's back.
        let slot = try XCTUnwrap(simplex.tableau.slot(of: simplex.variableSymbols[y.id]))
        var row = simplex.tableau.rows[slot]
        row.insert(simplex.variableSymbols[x.id], 2, tolerance: 0)
        simplex.tableau.dropRow(slot)
        var corrupted = simplex
        _ = corrupted.tableau.insertRow(row, basic: simplex.variableSymbols[y.id])
        XCTAssertEqual(corrupted.invariantViolations(), ["row of v1 holds the basic symbol v0"])
    }
}

/// The ambiguity probe's own small solvers report their internal errors too, so an
/// answer they could not compute is never passed off as "not ambiguous".
final class ProbeFailureTests: XCTestCase {
    /// Four widths sharing 100 points (each 0…60), the first at least the second: the
    /// probe's cone has a row at its bound linking two free symbols, so it needs a solver
    /// of its own, which inherits the solver's pivot budget.
    func sharedSystem(budget: Int?) throws -> (Solver, [Variable]) {
        let s = Solver()
        let widths = (0..<4).map { _ in s.makeVariable() }
        _ = try s.add(Constraint(Expression(widths.map { Term($0, 1) }, constant: -100), .equal))
        for w in widths { _ = try s.add(cn([(w, 1)], .greaterThanOrEqual, 0)) }
        for w in widths { _ = try s.add(cn([(w, 1)], .lessThanOrEqual, 60)) }
        _ = try s.add(cn([(widths[0], 1), (widths[1], -1)], .greaterThanOrEqual, 0))
        s.pivotBudget = budget
        return (s, widths)
    }

    func testAnExhaustedProbeBudgetIsReported() throws {
        let (s, widths) = try sharedSystem(budget: 0)
        _ = s.ambiguity(of: widths)
        let failure = try XCTUnwrap(s.probeFailure)
        XCTAssertTrue(failure.contains("pivot budget (0 pivots)"), failure)
    }

    func testTheSameProbeWithTheDefaultBudgetAnswers() throws {
        let (s, widths) = try sharedSystem(budget: nil)
        XCTAssertEqual(s.ambiguity(of: widths), [true, true, true, true])
        XCTAssertNil(s.probeFailure)
    }
}
