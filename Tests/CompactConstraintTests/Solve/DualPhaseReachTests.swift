import XCTest
@testable import CompactConstraint

/// `LayoutSolver.keepsDualPhase`: the dual phase's solution is kept when no variable of a
/// part of the layout it reached is ambiguous (`DualPhaseReach`), so a long `fill` list
/// beside an unrelated ambiguous view is solved once; the priority-tie trials
/// (`PriorityTrialSolver`) solve with the dual phase under the same condition.
final class DualPhaseReachTests: XCTestCase {
    /// A vertical `fill` list of `rows` rows pinned to the root's top and sides (the
    /// `stack-fill-column` shape of `ccc-bench`), the root 1,500 high, with `extra` views
    /// and constraints.
    private func fillList(rows: Int = 60, views extra: [String] = [], constraints: [String] = []) -> String {
        let rowViews = (0..<rows).map { "\"r\($0)\": {\"superview\": \"col\", \"intrinsicSize\": [100, 20]}" }
        let views = ["\"col\": {\"stack\": {\"axis\": \"vertical\", \"spacing\": 2}}"] + extra + rowViews
        let strings = (["H:|[col]|", "V:|[col]"] + constraints).map { "\"\($0)\"" }
        return """
            {"size": {"width": 375, "height": 1500},
             "views": {\(views.joined(separator: ", "))},
             "constraints": [\(strings.joined(separator: ", "))]}
            """
    }

    private func solved(_ layout: CompiledLayout, dualPhase: Bool) -> IndexedSolver {
        var diagnostics = Diagnostics()
        return LayoutSolver.runKeepingNonNegativeSizesOut(layout, dualPhase: dualPhase, into: &diagnostics)
    }

    private func values(_ system: IndexedSolver, _ layout: CompiledLayout) -> [Double] {
        (0..<layout.variableCount).map { system.value(of: $0) }
    }

    /// The list beside a view whose horizontal position nothing fixes: the view is in a part
    /// of the layout the dual phase never reached, so the dual phase's solution is kept, with
    /// the primal phase's values.
    func testAnUnrelatedAmbiguousViewKeepsTheDualPhase() throws {
        let text = fillList(views: ["\"loose\": {}"],
                            constraints: ["loose.width = 10", "loose.height = 10", "loose.top = super.top + 1400"])
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        let dual = solved(layout, dualPhase: true)
        XCTAssertTrue(dual.solver.hasUsedDualPhase)
        XCTAssertFalse(dual.dualPhaseVariables.isEmpty)
        XCTAssertTrue(LayoutSolver.keepsDualPhase(dual, layout))
        XCTAssertTrue(dual.rememberAmbiguity().contains(true))
        XCTAssertEqual(values(dual, layout), values(solved(layout, dualPhase: false), layout))
        let loose = try XCTUnwrap(run.solution?.views.first { $0.name == "loose" })
        XCTAssertTrue(loose.ambiguity.horizontalPosition)
        XCTAssertFalse(loose.ambiguity.verticalPosition)
        XCTAssertEqual(run.frame("r59"), [0, 59 * 22, 375, 20])
    }

    /// A view whose left edge only has to stay right of the first row's: its horizontal
    /// position is ambiguous and in the part the dual phase reached, so the layout is solved
    /// again without it.
    func testAnAmbiguityTheDualPhaseReachedSolvesAgain() throws {
        let text = fillList(views: ["\"loose\": {}"],
                            constraints: ["loose.left >= r0.left", "loose.width = 10", "loose.height = 10",
                                          "loose.top = super.top + 1400"])
        let run = solveLayout(text)
        let layout = try XCTUnwrap(run.layout)
        let dual = solved(layout, dualPhase: true)
        XCTAssertTrue(dual.solver.hasUsedDualPhase)
        XCTAssertFalse(LayoutSolver.keepsDualPhase(dual, layout))
        let loose = try XCTUnwrap(run.solution?.views.first { $0.name == "loose" })
        XCTAssertTrue(loose.ambiguity.horizontalPosition)
        XCTAssertEqual(run.frame("r59"), [0, 59 * 22, 375, 20])
    }

    /// The priority-tie trials solve the list with the dual phase (they solved it with the
    /// primal phase one alone, quadratic in the rows) and start from the primal phase's values,
    /// with or without the unrelated ambiguous view.
    func testPriorityTrialsSolveWithTheDualPhase() throws {
        for extra in [[], ["\"loose\": {}"]] {
            let run = solveLayout(fillList(views: extra))
            let layout = try XCTUnwrap(run.layout)
            let trials = PriorityTrialSolver(layout, priorities: [])
            XCTAssertTrue(trials.solvedWithDualPhase)
            XCTAssertNil(trials.failure)
            XCTAssertEqual(trials.values, values(solved(layout, dualPhase: false), layout))
        }
    }

    /// Where the dual phase reached an ambiguous part, the trials solve again without it.
    func testPriorityTrialsSolveAgainWhenTheDualPhaseReachedAnAmbiguity() throws {
        let run = solveLayout(fillList(views: ["\"loose\": {}"], constraints: ["loose.left >= r0.left"]))
        let layout = try XCTUnwrap(run.layout)
        let trials = PriorityTrialSolver(layout, priorities: [])
        XCTAssertFalse(trials.solvedWithDualPhase)
        XCTAssertEqual(trials.values, values(solved(layout, dualPhase: false), layout))
    }

    /// The parts: variables linked by a constraint share one, and a part is reached only
    /// through a variable of its own.
    func testPartsOfTheConstraintGraph() {
        func constraint(_ variables: [Int]) -> LinearConstraint {
            let expression = LinearExpression(sortedTerms: LinearTerms(variables.map { LinearTerm(variable: $0, coefficient: 1) }))
            let origin = ConstraintOrigin(kind: .written, identifier: "c", canonical: "c", range: nil)
            return LinearConstraint(expression, .equal, priority: 1000, origin: origin)
        }
        let constraints = [constraint([0, 1]), constraint([2, 3]), constraint([1, 4]), constraint([5])]
        var reach = DualPhaseReach(constraints, variableCount: 7)
        var open = [Bool](repeating: false, count: 7)
        open[4] = true
        XCTAssertFalse(reach.leavesUnambiguous(open, reachedFrom: [0]))
        XCTAssertTrue(reach.leavesUnambiguous(open, reachedFrom: [2, 5, 6]))
        XCTAssertTrue(reach.leavesUnambiguous(open, reachedFrom: []))
        XCTAssertFalse(reach.leavesUnambiguous(open, reachedFrom: [-1]))
        open[4] = false
        open[6] = true
        XCTAssertTrue(reach.leavesUnambiguous(open, reachedFrom: [0, 3]))
        XCTAssertFalse(reach.leavesUnambiguous(open, reachedFrom: [6]))
    }
}
