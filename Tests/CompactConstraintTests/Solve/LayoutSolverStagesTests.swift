import CompactConstraint
import XCTest

/// `LayoutSolver.solve` split in its two stages (for `ccc-bench`) gives what `solve` gives.
final class LayoutSolverStagesTests: XCTestCase {
    func testTwoStagesGiveTheSameFramesAndAmbiguity() throws {
        let text = """
            {"size": {"width": 300, "height": 200},
             "views": {"a": {}, "b": {"superview": "a"}},
             "constraints": ["a.left = super.left + 10", "a.top = super.top + 20", "a.width = 100",
                             "b.left = super.left + 5", "b.width = a.width / 2", "b.height = 30"]}
            """
        let file = SourceFile(path: "layout.json", text: text)
        var diagnostics = Diagnostics()
        let (_, layout) = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics))
        var whole = Diagnostics()
        let expected = LayoutSolver.solve(layout, into: &whole)
        var staged = Diagnostics()
        let solved = LayoutSolver.solveSystem(layout, into: &staged)
        XCTAssertEqual(solved.values.count, layout.variableCount)
        let solution = LayoutSolver.checkAmbiguity(solved)
        XCTAssertEqual(solution.views.map(\.absoluteFrame), expected.views.map(\.absoluteFrame))
        XCTAssertEqual(solution.views.map(\.ambiguity), expected.views.map(\.ambiguity))
        XCTAssertEqual(solution.views.map(\.ambiguity.isAmbiguous), [true, true])  // a's height, b's y
        XCTAssertEqual(solution.views[1].absoluteFrame, Frame(x: 15, y: solution.views[1].absoluteFrame.y, width: 50, height: 30))
        XCTAssertEqual(staged.items.count, whole.items.count)
    }
}
