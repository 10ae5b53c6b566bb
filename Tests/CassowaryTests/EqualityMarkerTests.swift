import XCTest
@testable import Cassowary

/// `Solver.dropsEqualityMarkers`: a required equality's dummy marker leaves the rows once
/// the equality is added. A `fillEqually` stack as ccc lowers it (every width equal to the
/// first's, squeezed) kept a dummy column per view in every width's row: n rows of n cells.
final class EqualityMarkerTests: XCTestCase {
    struct Stack {
        var x: [Variable] = [], w: [Variable] = []
        var equalWidths: [ConstraintHandle] = []
        var variables: [Variable] { x + w }
    }

    /// n views of intrinsic width 50 (hugging 250, compression resistance 750), 8 apart,
    /// pinned to 0 and `width`, every width equal to the first's (ccc's order: intrinsic
    /// sizes, the stack's edges, the spacing, the equal widths).
    func buildStack(_ solver: Solver, n: Int, width: Double, skipping skipped: Int? = nil) throws -> Stack {
        var stack = Stack()
        for _ in 0..<n {
            stack.x.append(solver.makeVariable(preferredSubject: true))
            stack.w.append(solver.makeVariable())
        }
        for w in stack.w {
            _ = try solver.add(cn([(w, 1)], .lessThanOrEqual, 50, priority: 250))
            _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, 50, priority: 750))
        }
        _ = try solver.add(cn([(stack.x[0], 1)], .equal, 0))
        _ = try solver.add(cn([(stack.x[n - 1], 1), (stack.w[n - 1], 1)], .equal, width))
        for i in 1..<n {
            _ = try solver.add(cn([(stack.x[i], 1)], .equal, 8, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)]))
        }
        for i in 1..<n where i != skipped {
            stack.equalWidths.append(try solver.add(cn([(stack.w[i], 1)], .equal, 0, [(stack.w[0], 1)])))
        }
        return stack
    }

    func solver(dropping: Bool) -> Solver {
        let solver = checkedSolver()
        solver.dropsEqualityMarkers = dropping
        return solver
    }

    func testSqueezedEqualWidthsKeepShortRowsAndTheSameValues() throws {
        let n = 60, width = 20.0 * 60
        let kept = solver(dropping: false)
        let dropped = solver(dropping: true)
        let a = try buildStack(kept, n: n, width: width)
        let b = try buildStack(dropped, n: n, width: width)
        // The same pivots and bitwise the same values: a dummy never enters and stays 0.
        XCTAssertEqual(dropped.pivotCount, kept.pivotCount)
        XCTAssertEqual(a.variables.map { kept.value(of: $0) }, b.variables.map { dropped.value(of: $0) })
        let equalWidth = (width - 8 * Double(n - 1)) / Double(n)
        for w in b.w { XCTAssertEqual(dropped.value(of: w), equalWidth, accuracy: 1e-9) }
        XCTAssertEqual(kept.ambiguity(of: a.variables), dropped.ambiguity(of: b.variables))
        // The rows: a dummy column per equal width in every width's row (about n²), or a
        // few cells per view.
        XCTAssertGreaterThan(kept.tableauCellCount, n * n)
        XCTAssertLessThan(dropped.tableauCellCount, 8 * n)
        XCTAssertEqual(dropped.invariantViolations(), [])
    }

    func testRemovingAnEqualityWithoutItsMarkerRebuildsTheSameSolution() throws {
        let n = 12, width = 20.0 * 12
        let dropped = solver(dropping: true)
        let stack = try buildStack(dropped, n: n, width: width)
        try dropped.remove(stack.equalWidths[4])  // w5 == w0
        let fresh = solver(dropping: false)
        let expected = try buildStack(fresh, n: n, width: width, skipping: 5)
        for (v, e) in zip(stack.variables, expected.variables) {
            XCTAssertEqual(dropped.value(of: v), fresh.value(of: e), accuracy: 1e-9)
        }
        XCTAssertEqual(dropped.constraintCount, fresh.constraintCount)
        XCTAssertEqual(dropped.invariantViolations(), [])
        // Added again, every width is equal again.
        _ = try dropped.add(cn([(stack.w[5], 1)], .equal, 0, [(stack.w[0], 1)]))
        for w in stack.w { XCTAssertEqual(dropped.value(of: w), (width - 8 * Double(n - 1)) / Double(n), accuracy: 1e-9) }
    }
}
