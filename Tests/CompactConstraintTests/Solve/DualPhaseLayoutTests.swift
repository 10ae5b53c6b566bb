import XCTest
@testable import CompactConstraint

/// `LayoutSolver.run` solves with the dual phase and solves again with the primal phase one
/// alone when the layout is ambiguous, so that every frame is the one the primal phase gives
/// (`DualPhaseTests` shows the two reaching different vertices of non-unique optima).
final class DualPhaseLayoutTests: XCTestCase {
    private func values(_ layout: CompiledLayout, dualPhase: Bool, primalPhaseOneLimit: Int? = nil)
        -> (values: [Double], usedDual: Bool) {
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(
            layout, dualPhase: dualPhase, primalPhaseOneLimit: primalPhaseOneLimit, into: &diagnostics)
        return ((0..<layout.variableCount).map { system.value(of: $0) }, system.solver.hasUsedDualPhase)
    }

    private func frames(_ run: Pipeline.Run) -> [[Double]] {
        (run.solution?.views ?? []).map { [$0.absoluteFrame.x, $0.absoluteFrame.y, $0.absoluteFrame.width, $0.absoluteFrame.height] }
    }

    private func frames(_ layout: CompiledLayout, _ values: [Double]) -> [[Double]] {
        layout.views.dropFirst().filter { !$0.isGuide }.map { [values[$0.x], values[$0.y], values[$0.width], values[$0.height]] }
    }

    /// A vertical `fill` list (the `stack-fill-column` shape of `ccc-bench`): not ambiguous,
    /// solved by the dual phase, the primal phase's frames.
    func testFillColumnKeepsTheDualPhaseAndThePrimalFrames() throws {
        let rows = (0..<60).map { "\"r\($0)\": {\"superview\": \"col\", \"intrinsicSize\": [100, 20]}" }
        let text = """
            {"size": {"width": 375, "height": 150},
             "views": {"col": {"stack": {"axis": "vertical", "spacing": 2}}, \(rows.joined(separator: ", "))},
             "constraints": ["H:|[col]|", "V:|[col]"]}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        XCTAssertEqual(run.codes, [])
        let dual = values(layout, dualPhase: true)
        let primal = values(layout, dualPhase: false)
        XCTAssertTrue(dual.usedDual)
        XCTAssertEqual(frames(run), frames(layout, primal.values))
        XCTAssertEqual(run.frame("r59"), [0, 59 * 22, 375, 20])
    }

    /// The same list beside a view left ambiguous: the dual phase is used and the layout is
    /// ambiguous, though not in the part the dual phase reached (so its solution is kept, see
    /// `DualPhaseReachTests`); the frames are the primal phase's and the ambiguity is reported.
    func testAmbiguousLayoutIsSolvedAgainWithoutTheDualPhase() throws {
        let rows = (0..<60).map { "\"r\($0)\": {\"superview\": \"col\", \"intrinsicSize\": [100, 20]}" }
        let text = """
            {"size": {"width": 375, "height": 1500},
             "views": {"col": {"stack": {"axis": "vertical", "spacing": 2}}, "loose": {}, \(rows.joined(separator: ", "))},
             "constraints": ["H:|[col]|", "V:|[col]", "loose.width = 10", "loose.height = 10", "loose.top = super.top + 1400"]}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        XCTAssertEqual(run.codes, [])
        let loose = try XCTUnwrap(run.solution?.views.first { $0.name == "loose" })
        XCTAssertTrue(loose.ambiguity.horizontalPosition)
        let dual = values(layout, dualPhase: true)
        let primal = values(layout, dualPhase: false)
        XCTAssertTrue(dual.usedDual)
        XCTAssertFalse(primal.usedDual)
        XCTAssertEqual(frames(run), frames(layout, primal.values))
        XCTAssertEqual(run.frame("r59"), [0, 59 * 22, 375, 20])
    }
}
