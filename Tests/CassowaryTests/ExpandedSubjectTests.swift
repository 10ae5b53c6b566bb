import XCTest
@testable import Cassowary

/// `Simplex.expandedFreshSubject`: a required equality whose own terms are all defined or in
/// rows, but one of whose definitions mentions a variable in no row, defines that variable.
/// Nested horizontal stacks as ccc lowers them: each inner stack pinned to its outer stack's
/// trailing edge (defining `inner.x` over `inner.width`), then placed 8 after the outer
/// stack's label (`inner.x == label.x + label.width + 8`).
final class ExpandedSubjectTests: XCTestCase {
    struct Level { var x: Variable, w: Variable, labelX: Variable, labelW: Variable }

    func buildNestedStacks(_ solver: Solver, depth: Int) throws -> [Level] {
        var outer = (x: solver.makeVariable(preferredSubject: true), w: solver.makeVariable())
        _ = try solver.add(cn([(outer.x, 1)], .equal, 0))
        _ = try solver.add(cn([(outer.w, 1)], .equal, 148 + 48 * Double(depth - 1)))
        var levels: [Level] = []
        for _ in 0..<depth {
            let labelX = solver.makeVariable(preferredSubject: true), labelW = solver.makeVariable()
            let inner = (x: solver.makeVariable(preferredSubject: true), w: solver.makeVariable())
            _ = try solver.add(cn([(labelW, 1)], .lessThanOrEqual, 40, priority: 250))
            _ = try solver.add(cn([(labelW, 1)], .greaterThanOrEqual, 40, priority: 750))
            _ = try solver.add(cn([(labelX, 1)], .equal, 0, [(outer.x, 1)]))
            _ = try solver.add(cn([(inner.x, 1), (inner.w, 1)], .equal, 0, [(outer.x, 1), (outer.w, 1)]))
            _ = try solver.add(cn([(inner.x, 1)], .equal, 8, [(labelX, 1), (labelW, 1)]))
            levels.append(Level(x: outer.x, w: outer.w, labelX: labelX, labelW: labelW))
            outer = inner
        }
        levels.append(Level(x: outer.x, w: outer.w, labelX: outer.x, labelW: outer.w))
        return levels
    }

    func testAnInnerStackWidthOneDefinitionDownIsDefined() throws {
        let depth = 30
        let solver = checkedSolver()
        let levels = try buildNestedStacks(solver, depth: depth)
        // Per level: the label's x, the inner stack's x and width; and the root's x and width.
        // Without the expanded subject each inner width was a tableau row over every label
        // width before it.
        XCTAssertEqual(solver.definitionCount, 2 + 3 * depth)
        XCTAssertLessThan(solver.tableauCellCount, 10 * depth)
        for (k, level) in levels.enumerated() {
            XCTAssertEqual(solver.value(of: level.x), 48 * Double(k), accuracy: 1e-9, "x\(k)")
            XCTAssertEqual(solver.value(of: level.w), 148 + 48 * Double(depth - 1 - k), accuracy: 1e-9, "w\(k)")
        }
        XCTAssertEqual(solver.ambiguity(of: levels.flatMap { [$0.x, $0.w, $0.labelX, $0.labelW] }),
                       [Bool](repeating: false, count: 4 * levels.count))
        XCTAssertEqual(solver.invariantViolations(), [])
    }
}
