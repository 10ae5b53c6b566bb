import XCTest
@testable import Cassowary

/// An `equalSpacing` stack as ccc lowers it (the shape that made tableau rows thousands of
/// cells long) drives rows past `Row.indexedLength`: they are indexed, the engine's
/// invariants hold (the checker reads the index), values are right, and removing and
/// re-adding constraints through indexed rows keeps them so.
final class IndexedRowTests: XCTestCase {
    struct Stack {
        var x: [Variable] = [], w: [Variable] = [], gapX: [Variable] = [], gapW: [Variable] = []
        var spacing: [ConstraintHandle] = []
    }

    /// n views of width 50 (hugging 250, compression resistance 750), at least 8 apart,
    /// spread over `width` with equal gaps (spacers whose widths are all the first's).
    func buildStack(_ solver: Solver, n: Int, width: Double) throws -> Stack {
        var stack = Stack()
        for _ in 0..<n {
            stack.x.append(solver.makeVariable(preferredSubject: true))
            stack.w.append(solver.makeVariable())
        }
        for _ in 1..<n {
            stack.gapX.append(solver.makeVariable(preferredSubject: true))
            stack.gapW.append(solver.makeVariable())
        }
        for w in stack.w {
            _ = try solver.add(cn([(w, 1)], .lessThanOrEqual, 50, priority: 250))
            _ = try solver.add(cn([(w, 1)], .greaterThanOrEqual, 50, priority: 750))
        }
        _ = try solver.add(cn([(stack.x[0], 1)], .equal, 0))
        _ = try solver.add(cn([(stack.x[n - 1], 1), (stack.w[n - 1], 1)], .equal, width))
        for i in 1..<n {
            stack.spacing.append(try solver.add(
                cn([(stack.x[i], 1)], .greaterThanOrEqual, 8, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)])))
        }
        for i in 1..<n {
            _ = try solver.add(cn([(stack.gapX[i - 1], 1)], .equal, 0, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)]))
            _ = try solver.add(cn([(stack.gapX[i - 1], 1), (stack.gapW[i - 1], 1)], .equal, 0, [(stack.x[i], 1)]))
        }
        for g in stack.gapW.dropFirst() { _ = try solver.add(cn([(g, 1)], .equal, 0, [(stack.gapW[0], 1)])) }
        return stack
    }

    func assertEvenlySpread(_ solver: Solver, _ stack: Stack, width: Double, file: StaticString = #filePath, line: UInt = #line) {
        let n = stack.x.count
        let gap = (width - 50 * Double(n)) / Double(n - 1)
        for i in 0..<n {
            XCTAssertEqual(solver.value(of: stack.w[i]), 50, accuracy: 1e-6, "w\(i)", file: file, line: line)
            XCTAssertEqual(solver.value(of: stack.x[i]), Double(i) * (50 + gap), accuracy: 1e-6, "x\(i)", file: file, line: line)
        }
        XCTAssertEqual(solver.invariantViolations(), [], file: file, line: line)
    }

    func testEqualSpacingStackIndexesLongRowsAndKeepsTheInvariants() throws {
        let solver = Solver()
        let n = 150, width = 80.0 * 150
        let stack = try buildStack(solver, n: n, width: width)
        XCTAssertGreaterThan(solver.indexedRowCount, 0)
        assertEvenlySpread(solver, stack, width: width)
        XCTAssertEqual(solver.ambiguity(of: stack.x + stack.w), [Bool](repeating: false, count: 2 * n))

        // Removing a spacing inequality (its slack row is indexed or mentions indexed rows)
        // and adding it back changes nothing.
        solver.checksInvariants = true
        for i in [1, n / 2, n - 2] {
            try solver.remove(stack.spacing[i - 1])
            assertEvenlySpread(solver, stack, width: width)
            _ = try solver.add(cn([(stack.x[i], 1)], .greaterThanOrEqual, 8, [(stack.x[i - 1], 1), (stack.w[i - 1], 1)]))
            assertEvenlySpread(solver, stack, width: width)
        }
    }

    /// The same stack squeezed: the views give way (compression resistance 750 against the
    /// required 8-point gaps), and the rows stay consistent.
    func testSqueezedStackKeepsTheInvariants() throws {
        let solver = Solver()
        let n = 150, width = 20.0 * 150
        let stack = try buildStack(solver, n: n, width: width)
        XCTAssertEqual(solver.invariantViolations(), [])
        let right = solver.value(of: stack.x[n - 1]) + solver.value(of: stack.w[n - 1])
        XCTAssertEqual(right, width, accuracy: 1e-6)
        for i in 1..<n {
            let gap = solver.value(of: stack.x[i]) - solver.value(of: stack.x[i - 1]) - solver.value(of: stack.w[i - 1])
            XCTAssertEqual(gap, 8, accuracy: 1e-6, "gap \(i)")
        }
    }
}
