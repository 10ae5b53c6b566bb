import XCTest
@testable import CompactConstraint

/// `NonNegativeSizesByDualPhase`: UIKit's implicit non-negative sizes, appended after a
/// solve in which the innermost of nested stacks came out negative, are added by the dual
/// phase, and its solution is kept although the innermost views are ambiguous.
final class NonNegativeSizesByDualPhaseTests: XCTestCase {
    /// `ccc-bench`'s `nested-stacks`: `depth` stacks, horizontal and vertical in turn
    /// (spacing 8), each holding a 40×20 label and the next stack, in a root 8·depth + 100 square.
    private func nestedStacks(_ depth: Int) -> String {
        let views = (0..<depth).flatMap { level -> [String] in
            let axis = level % 2 == 0 ? "horizontal" : "vertical"
            let stack = "\"stack\": {\"axis\": \"\(axis)\", \"spacing\": 8}"
            let superview = level == 0 ? "\"align\": \"fill\"" : "\"superview\": \"s\(level - 1)\""
            return ["\"s\(level)\": {\(superview), \(stack)}",
                    "\"l\(level)\": {\"superview\": \"s\(level)\", \"intrinsicSize\": [40, 20]}"]
        }
        let side = 8 * depth + 100
        return "{\"size\": {\"width\": \(side), \"height\": \(side)}, \"views\": {\(views.joined(separator: ", "))}}"
    }

    private func solved(_ layout: CompiledLayout, dualPhase: Bool) -> IndexedSolver {
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: dualPhase, into: &diagnostics)
        XCTAssertEqual(diagnostics.items.map(\.code), [])
        return system
    }

    /// Depth 30: the dual phase added the sizes (and nothing before them), the innermost views
    /// are ambiguous, and the solution is kept: the layout is solved once. Every variable has
    /// the primal phase's value (here even the ambiguous ones), in fewer pivots (at depth 400,
    /// 484 against 697 for the sizes alone, in a fifth of the time).
    func testSizesAddedByTheDualPhaseAreKept() throws {
        let run = solveLayout(nestedStacks(30))
        let layout = try XCTUnwrap(run.layout)
        let dual = solved(layout, dualPhase: true)
        XCTAssertEqual(dual.dualPhaseCountBeforeSizes, 0)
        XCTAssertTrue(dual.solver.hasUsedDualPhase)
        XCTAssertFalse(dual.dualPhaseVariables.isEmpty)
        XCTAssertEqual(dual.guardedDualPhaseVariables, [])
        XCTAssertTrue(dual.rememberAmbiguity().contains(true))
        XCTAssertTrue(LayoutSolver.keepsDualPhase(dual, layout))
        let primal = solved(layout, dualPhase: false)
        XCTAssertNil(primal.dualPhaseCountBeforeSizes)
        XCTAssertLessThan(dual.solver.pivotCount, primal.solver.pivotCount)
        for variable in 0..<layout.variableCount {
            XCTAssertEqual(dual.value(of: variable), primal.value(of: variable), accuracy: 1e-9, "variable \(variable)")
        }
        XCTAssertEqual(run.frame("l19"), [268, 252, 72, 20])
        XCTAssertEqual(run.frame("l18"), [260, 252, 0, 88])
        let innermost = try XCTUnwrap(run.solution?.views.first { $0.name == "l29" })
        XCTAssertTrue(innermost.ambiguity.width)
    }

    /// A dual-phase addition made before the sizes still counts: a `fill` list whose width is
    /// fixed last (the dual phase's own case) beside a view whose left edge only has to stay
    /// right of the first row's, and one view pinned inside a narrower one (so a size comes
    /// out negative and the sizes are appended): solved again without the dual phase (the inner
    /// view's width is 0, its position ambiguous between the two broken edges).
    func testAnEarlierDualPhaseAdditionIsStillGuarded() throws {
        let rows = (0..<60).map { "\"r\($0)\": {\"superview\": \"col\", \"intrinsicSize\": [100, 20]}" }
        let views = ["\"col\": {\"stack\": {\"axis\": \"vertical\", \"spacing\": 2}}", "\"loose\": {}",
                     "\"box\": {}", "\"inner\": {\"superview\": \"box\"}"] + rows
        let constraints = ["H:|[col]|", "V:|[col]", "loose.left >= r0.left", "loose.width = 10", "loose.height = 10",
                           "loose.top = super.top + 1400", "box.left = 0", "box.top = 1450", "box.width = 10",
                           "box.height = 10", "inner.left = box.left + 8 @ 999", "inner.right = box.right - 8 @ 999",
                           "inner.top = box.top", "inner.height = 5"]
        let text = """
            {"size": {"width": 375, "height": 1500}, "views": {\(views.joined(separator: ", "))},
             "constraints": [\(constraints.map { "\"\($0)\"" }.joined(separator: ", "))]}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        let dual = solved(layout, dualPhase: true)
        XCTAssertTrue(dual.solver.hasUsedDualPhase)
        XCTAssertFalse(dual.guardedDualPhaseVariables.isEmpty)
        XCTAssertFalse(LayoutSolver.keepsDualPhase(dual, layout))
        XCTAssertEqual(run.frame("r59"), [0, 59 * 22, 375, 20])
        XCTAssertEqual(run.frame("inner")?[2], 0)
    }
}
