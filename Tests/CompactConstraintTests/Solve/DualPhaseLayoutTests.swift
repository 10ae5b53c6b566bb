import XCTest
@testable import CompactConstraint

/// `LayoutSolver.run` solves with the dual phase and falls back to the primal phase one
/// when the layout is ambiguous, so that every frame is the one the primal phase gives.
final class DualPhaseLayoutTests: XCTestCase {
    private func values(_ layout: CompiledLayout, dualPhase: Bool) -> (values: [Double], usedDual: Bool) {
        var diagnostics = Diagnostics()
        let system = LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: dualPhase, into: &diagnostics)
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

    /// A squeezed chain whose optional widths tie (`chain-27-priorities` of `ccc-bench` at
    /// 40 views: v12 and v39 share priority 212): the dual phase alone squeezes another of
    /// the tied views than the primal phase does; the pipeline's frames are the primal ones.
    func testTiedChainIsSolvedAgainWithoutTheDualPhase() throws {
        var constraints = ["\"v0.left = super.left + 8\"", "\"v0.width >= 20\"", "\"v0.width = 50 @ 200\""]
        for i in 1..<40 {
            constraints += ["\"v\(i).left = v\(i - 1).right + 8\"", "\"v\(i).width >= 20\"", "\"v\(i).width = 50 @ \(200 + i % 27)\""]
        }
        constraints.append("\"v39.right <= super.right - 8\"")
        let views = (0..<40).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        let text = """
            {"size": {"width": 1600, "height": 100}, "views": {\(views)}, "constraints": [\(constraints.joined(separator: ", "))]}
            """
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        let dual = values(layout, dualPhase: true)
        let primal = values(layout, dualPhase: false)
        XCTAssertTrue(dual.usedDual)
        XCTAssertNotEqual(frames(layout, dual.values), frames(layout, primal.values), "the vertices differ")
        XCTAssertEqual(frames(run), frames(layout, primal.values))
        XCTAssertEqual(run.frame("v12")?[2], 42)
        XCTAssertEqual(run.frame("v39")?[2], 50)
    }
}
