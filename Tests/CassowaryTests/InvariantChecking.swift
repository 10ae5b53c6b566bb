// Running the solver's invariant checker from tests.

import Cassowary
import XCTest

/// A solver that checks its invariants after every add and remove: a broken invariant
/// throws `SolverError.internalError` with the list of violations and the tableau dump.
func checkedSolver() -> Solver {
    let solver = Solver()
    solver.checksInvariants = true
    return solver
}

/// Adds `constraint`, accepting only `.unsatisfiable` as an error (any other, such as a
/// broken invariant, fails the test); the handle, or nil when it was rejected.
@discardableResult
func addAllowingConflict(_ solver: Solver, _ constraint: Constraint,
                         file: StaticString = #filePath, line: UInt = #line) -> ConstraintHandle? {
    do {
        return try solver.add(constraint)
    } catch {
        if error != .unsatisfiable { XCTFail("\(error)", file: file, line: line) }
        return nil
    }
}

/// Fails the test with the violations and the dump when an invariant is broken.
func assertInvariants(_ solver: Solver, _ context: @autoclosure () -> String,
                      file: StaticString = #filePath, line: UInt = #line) {
    let violations = solver.invariantViolations()
    guard !violations.isEmpty else { return }
    XCTFail(context() + ":\n" + violations.joined(separator: "\n") + "\n" + solver.dump(), file: file, line: line)
}
