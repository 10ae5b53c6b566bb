import XCTest
@testable import Cassowary
@testable import CompactConstraint

/// An `equalSpacing` stack with room through ccc's solver, which defines positions over their
/// slacks (`Solver.definesOverSlacks`): its frames, to the point, and about 17 tableau cells a
/// view instead of n − 1 spacing rows of 2n cells each.
final class SlackDefinitionLayoutTests: XCTestCase {
    func testEqualSpacingWithRoomKeepsAShortTableau() throws {
        let n = 60
        let views = (0..<n).map { "\"v\($0)\": {\"superview\": \"stack\", \"intrinsicSize\": [50, 20]}" }
        let text = """
            {"size": {"width": \(80 * n), "height": 100},
             "views": {"stack": {"stack": {"axis": "horizontal", "spacing": 8, "distribution": "equalSpacing"},
                                 "align": "fill"}, \(views.joined(separator: ", "))},
             "constraints": []}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        XCTAssertEqual(run.codes, [])
        // The common gap: (4800 − 60 · 50) / 59 points.
        let gap = Double(80 * n - 50 * n) / Double(n - 1)
        for k in [0, 1, 30, n - 1] {
            XCTAssertEqual(run.frame("v\(k)"), [(Double(k) * (50 + gap) * 1e6).rounded() / 1e6, 0, 50, 100])
        }
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: true, into: &diagnostics)
        XCTAssertTrue(system.solver.definesOverSlacks)
        XCTAssertLessThan(system.solver.tableauCellCount, 20 * n)  // 1,015 at 60 views; the spacing slacks alone were n − 1 rows of 2n cells
        XCTAssertEqual(system.solver.invariantViolations(), [])
    }
}
