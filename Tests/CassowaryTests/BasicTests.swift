import XCTest
import Cassowary

final class BasicTests: XCTestCase {
    func testUnconstrainedVariableIsZero() {
        let s = Solver()
        let x = s.makeVariable()
        XCTAssertEqual(s.value(of: x), 0)
        XCTAssertEqual(s.variableCount, 1)
    }

    func testSimpleEquality() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10))
        _ = try s.add(cn([(x, 1), (y, 1)], .equal, 30))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 20, accuracy: 1e-9)
        XCTAssertEqual(s.constraintCount, 2)
    }

    func testRequiredInequalityBeatsOptional() throws {
        let s = Solver()
        let x = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .greaterThanOrEqual, 5))
        _ = try s.add(cn([(x, 1)], .lessThanOrEqual, 3, priority: 500))
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9)
        _ = try s.add(cn([(x, 1)], .lessThanOrEqual, 8))
        _ = try s.add(cn([(x, 1)], .equal, 100, priority: 400))
        XCTAssertEqual(s.value(of: x), 5, accuracy: 1e-9) // 500 (x <= 3) outranks 400
    }

    func testOptionalInequality() throws {
        let s = Solver()
        let x = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .greaterThanOrEqual, 100, priority: 300))
        _ = try s.add(cn([(x, 1)], .equal, 50, priority: 200))
        XCTAssertEqual(s.value(of: x), 100, accuracy: 1e-9)
        let y = s.makeVariable()
        _ = try s.add(cn([(y, 1)], .lessThanOrEqual, 40, priority: 300))
        _ = try s.add(cn([(y, 1)], .equal, 50, priority: 200))
        XCTAssertEqual(s.value(of: y), 40, accuracy: 1e-9)
        // A satisfied optional inequality does not move anything.
        let z = s.makeVariable()
        _ = try s.add(cn([(z, 1)], .equal, 7, priority: 200))
        _ = try s.add(cn([(z, 1)], .lessThanOrEqual, 40, priority: 300))
        XCTAssertEqual(s.value(of: z), 7, accuracy: 1e-9)
    }

    func testUnsatisfiableRequiredLeavesNoTrace() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10))
        _ = try s.add(cn([(y, 1)], .greaterThanOrEqual, 0, [(x, 1)]))
        _ = try s.add(cn([(y, 1)], .equal, 50, priority: 100))
        XCTAssertEqual(s.value(of: y), 50, accuracy: 1e-9)
        XCTAssertThrowsError(try s.add(cn([(x, 1)], .greaterThanOrEqual, 20))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        XCTAssertThrowsError(try s.add(cn([(x, 1)], .equal, 11))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        XCTAssertThrowsError(try s.add(cn([(y, 1)], .lessThanOrEqual, 5))) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable)
        }
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 50, accuracy: 1e-9)
        XCTAssertEqual(s.constraintCount, 3)
        // Still usable, and the rejected constraints really are gone.
        _ = try s.add(cn([(y, 1)], .lessThanOrEqual, 30))
        XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
        _ = try s.add(cn([(y, 1)], .greaterThanOrEqual, 12))
        XCTAssertEqual(s.value(of: y), 30, accuracy: 1e-9)
        let z = s.makeVariable()
        _ = try s.add(cn([(z, 1)], .equal, 3, [(y, 1)]))
        XCTAssertEqual(s.value(of: z), 33, accuracy: 1e-9)
    }

    func testUnsatisfiableKeepsValuesBitwise() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), w = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .greaterThanOrEqual, 0))
        _ = try s.add(cn([(y, 1)], .equal, 0, [(x, 1), (w, 1)]))
        _ = try s.add(cn([(w, 1)], .greaterThanOrEqual, 20))
        _ = try s.add(cn([(w, 1)], .equal, 75, priority: 250))
        _ = try s.add(cn([(y, 1)], .lessThanOrEqual, 500))
        _ = try s.add(cn([(x, 1)], .equal, 0, priority: 100)) // makes the optimum unique
        let before = [x, y, w].map { s.value(of: $0) }
        XCTAssertThrowsError(try s.add(cn([(y, 1)], .greaterThanOrEqual, 600)))
        XCTAssertThrowsError(try s.add(cn([(w, 1)], .lessThanOrEqual, 10)))
        let after = [x, y, w].map { s.value(of: $0) }
        for (a, b) in zip(before, after) { XCTAssertEqual(a, b, accuracy: 1e-9) }
        XCTAssertEqual(after, [0, 75, 75])
    }

    func testStrictLevelsOneAgainstThree() throws {
        let s = Solver()
        let x = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 1, priority: 751))
        for _ in 0..<3 { _ = try s.add(cn([(x, 1)], .equal, 3, priority: 750)) }
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
    }

    func testStrictLevelsOneAgainstAThousand() throws {
        let s = Solver()
        let x = s.makeVariable()
        for _ in 0..<1000 { _ = try s.add(cn([(x, 1)], .equal, 3, priority: 750)) }
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
        let strong = try s.add(cn([(x, 1)], .equal, 1, priority: 751))
        XCTAssertEqual(s.value(of: x), 1, accuracy: 1e-9)
        try s.remove(strong)
        XCTAssertEqual(s.value(of: x), 3, accuracy: 1e-9)
    }

    func testLowestLevelStillCounts() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 0, [(y, 1)], priority: 999))
        _ = try s.add(cn([(y, 1)], .equal, 42, priority: 1))
        XCTAssertEqual(s.value(of: x), 42, accuracy: 1e-9)
    }

    func testMedianWithinOneLevel() throws {
        let s = Solver()
        let x = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10, priority: 500))
        _ = try s.add(cn([(x, 1)], .equal, 20, priority: 500))
        _ = try s.add(cn([(x, 1)], .equal, 30, priority: 500))
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    func testChainWithWidths() throws {
        // Three views in a row: left0 == 0, left(i+1) >= right(i) + 8,
        // width >= 30 required, width == 100 @ 300, right2 <= 200 required.
        let s = Solver()
        var lefts: [Variable] = [], widths: [Variable] = []
        for _ in 0..<3 { lefts.append(s.makeVariable()); widths.append(s.makeVariable()) }
        _ = try s.add(cn([(lefts[0], 1)], .equal, 0))
        for i in 0..<3 {
            _ = try s.add(cn([(widths[i], 1)], .greaterThanOrEqual, 30))
            _ = try s.add(cn([(widths[i], 1)], .equal, 100, priority: 300))
        }
        for i in 0..<2 {
            _ = try s.add(cn([(lefts[i + 1], 1)], .greaterThanOrEqual, 8, [(lefts[i], 1), (widths[i], 1)]))
            _ = try s.add(cn([(lefts[i + 1], 1)], .equal, 0, [(lefts[i], 1), (widths[i], 1)], priority: 200))
        }
        XCTAssertEqual(s.value(of: lefts[1]), 108, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: lefts[2]), 216, accuracy: 1e-9)
        // Squeeze: right2 <= 200; widths must shrink by 124 in total (level 300).
        let squeeze = try s.add(cn([(lefts[2], 1), (widths[2], 1)], .lessThanOrEqual, 200))
        let total = (0..<3).map { s.value(of: widths[$0]) }.reduce(0, +)
        XCTAssertEqual(total, 200 - 16, accuracy: 1e-9)
        for w in widths { XCTAssertGreaterThanOrEqual(s.value(of: w), 30 - 1e-9) }
        XCTAssertEqual(s.value(of: lefts[2]) + s.value(of: widths[2]), 200, accuracy: 1e-9)
        try s.remove(squeeze)
        XCTAssertEqual(s.value(of: lefts[2]), 216, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: widths[2]), 100, accuracy: 1e-9)
    }

    func testRemovalRestoresValues() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10, priority: 100))
        _ = try s.add(cn([(y, 1)], .equal, 0, [(x, 2)]))
        XCTAssertEqual(s.value(of: y), 20, accuracy: 1e-9)
        let a = try s.add(cn([(x, 1)], .equal, 50, priority: 600))
        XCTAssertEqual(s.value(of: y), 100, accuracy: 1e-9)
        let b = try s.add(cn([(y, 1)], .lessThanOrEqual, 60))
        XCTAssertEqual(s.value(of: x), 30, accuracy: 1e-9)
        try s.remove(b)
        XCTAssertEqual(s.value(of: x), 50, accuracy: 1e-9)
        try s.remove(a)
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: y), 20, accuracy: 1e-9)
        XCTAssertThrowsError(try s.remove(a)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint) }
        let other = Solver()
        let v = other.makeVariable()
        var foreign: ConstraintHandle? = nil
        for _ in 0..<10 { foreign = try other.add(cn([(v, 1)], .equal, 1, priority: 5)) }
        XCTAssertThrowsError(try s.remove(foreign ?? a)) {
            XCTAssertEqual($0 as? SolverError, .unknownConstraint)
        }
    }

    func testRemoveRequiredEqualityAndReAdd() throws {
        let s = Solver()
        let x = s.makeVariable()
        let h = try s.add(cn([(x, 1)], .equal, 10))
        XCTAssertThrowsError(try s.add(cn([(x, 1)], .equal, 20)))
        try s.remove(h)
        _ = try s.add(cn([(x, 1)], .equal, 20))
        XCTAssertEqual(s.value(of: x), 20, accuracy: 1e-9)
    }

    func testRedundantRequiredConstraints() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        _ = try s.add(cn([(x, 1)], .equal, 10))
        _ = try s.add(cn([(y, 1)], .equal, 5, [(x, 1)]))
        let r = try s.add(cn([(y, 1)], .equal, 15)) // implied
        _ = try s.add(cn([(x, 2)], .equal, 20))     // implied
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        try s.remove(r)
        XCTAssertEqual(s.value(of: y), 15, accuracy: 1e-9)
        _ = try s.add(Constraint(Expression(constant: 0), .equal))
        XCTAssertThrowsError(try s.add(Constraint(Expression(constant: 1), .equal)))
    }

    func testInvalidInput() {
        let s = Solver()
        let x = s.makeVariable()
        for p in [0, -5, 1001] {
            XCTAssertThrowsError(try s.add(cn([(x, 1)], .equal, 1, priority: p))) {
                XCTAssertEqual($0 as? SolverError, .invalidPriority(p))
            }
        }
        XCTAssertThrowsError(try s.add(cn([(x, .nan)], .equal, 1))) {
            XCTAssertEqual($0 as? SolverError, .invalidExpression)
        }
        XCTAssertThrowsError(try s.add(cn([(x, 1)], .equal, .infinity))) {
            XCTAssertEqual($0 as? SolverError, .invalidExpression)
        }
        let other = Solver()
        _ = other.makeVariable()
        let foreign = other.makeVariable()
        XCTAssertThrowsError(try s.add(cn([(foreign, 1)], .equal, 1))) {
            XCTAssertEqual($0 as? SolverError, .invalidExpression)
        }
        XCTAssertEqual(s.value(of: foreign), 0)
        XCTAssertEqual(s.constraintCount, 0)
    }
}
