import XCTest
@testable import Cassowary
@testable import CompactConstraint

/// The column index drops stale entries when a full column is about to grow
/// (`Tableau.compactColumn`). On a squeezed `equalCentering` stack every pivot makes long rows
/// gain and lose the same symbols, so columns refill with repeats of the same rows; a
/// compaction that kept between half and three quarters of a column used to leave it without
/// room, to be scanned again a few appends later. Growing whenever more than half is kept
/// bounds the scans at 2 entries per append (1.4 here, 1.8 before).
final class ColumnCompactionTests: XCTestCase {
    func testSqueezedEqualCenteringStackCompactsColumnsRarely() throws {
        let n = 40
        let views = (0..<n).map { "\"v\($0)\": {\"superview\": \"stack\", \"intrinsicSize\": [50, 20]}" }
        let text = """
            {"size": {"width": \(20 * n), "height": 100},
             "views": {"stack": {"stack": {"axis": "horizontal", "spacing": 8, "distribution": "equalCentering"},
                                 "align": "fill"}, \(views.joined(separator: ", "))},
             "constraints": []}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        // Every spacing at 8; the even views at 0 and the odd ones share the rest:
        // (800 − 39 · 8) / 20 = 24.4 points, so the centres are 20.2 apart.
        XCTAssertEqual(run.frame("v0"), [0, 0, 0, 100])
        XCTAssertEqual(run.frame("v1"), [8, 0, 24.4, 100])
        XCTAssertEqual(run.frame("v2"), [40.4, 0, 0, 100])
        XCTAssertEqual(run.frame("v39"), [775.6, 0, 24.4, 100])
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: true, into: &diagnostics)
        let appends = system.solver.columnAppendCount
        let scanned = system.solver.columnCompactionWork
        XCTAssertGreaterThan(scanned, 0)
        // 324,528 entries examined for 230,773 appended; 410,224 (1.78 per append) when a
        // compaction that kept three quarters of a column did not grow it.
        XCTAssertLessThanOrEqual(2 * scanned, 3 * appends, "\(scanned) entries examined for \(appends) appended")
        XCTAssertEqual(system.solver.invariantViolations(), [])
    }
}
