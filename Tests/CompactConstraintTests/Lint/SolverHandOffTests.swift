import XCTest
@testable import CompactConstraint

/// Issue 18, item 3 (memory in proportion to the input): each stage lets go of what the
/// next does not need. `solve` lets its solver go before the frames are made; `lint` solves
/// at the layout's spaced priorities and its priority-tie trials take that solver over
/// instead of solving the layout a second time, with the same values and the same trials.
final class SolverHandOffTests: XCTestCase {
    /// Three views squeezed into a 100-point root, each wanting 50 points at priority 250:
    /// two are broken, and which depends only on the order the solver met them.
    private let squeezed = """
        {"size": {"width": 100, "height": 40},
         "views": {"a": {}, "b": {}, "c": {}},
         "constraints": ["H:|[a][b][c]|", "a.width = 50 @ 250", "b.width = 50 @ 250", "c.width = 50 @ 250",
                         "a.width >= 10", "b.width >= 10", "c.width >= 10", "V:|[a(40)]", "V:|[b(40)]", "V:|[c(40)]",
                         "a.height = 30 @ 700"]}
        """

    private func parsed(_ text: String) throws -> (SourceFile, ParsedLayout) {
        let file = SourceFile(path: "layout.json", text: text)
        var diagnostics = Diagnostics()
        let document = try XCTUnwrap(Pipeline.read(file, into: &diagnostics))
        return (file, Pipeline.parse(document))
    }

    /// The ambiguity stage lets the solver go before the frames are made (unless told to keep it).
    func testTheAmbiguityStageLetsTheSolverGo() throws {
        let layout = try XCTUnwrap(solveLayout(squeezed).layout)
        var diagnostics = Diagnostics()
        var solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        weak let system = solved.system
        XCTAssertNotNil(system)
        let solution = LayoutSolver.checkAmbiguity(&solved, into: &diagnostics)
        XCTAssertNil(system)
        XCTAssertEqual(solution.views.map(\.name), ["a", "b", "c"])

        var kept = LayoutSolver.solveSystem(layout, into: &diagnostics)
        _ = LayoutSolver.checkAmbiguity(&kept, keepsSolver: true, into: &diagnostics)
        XCTAssertNotNil(kept.system)
    }

    /// The pipeline run `lint` makes of `text`, and the solver it keeps.
    func lintRun(_ text: String) throws -> (Pipeline.Run, LayoutSolver.SolvedSystem?) {
        let (file, parsedLayout) = try parsed(text)
        var diagnostics = Diagnostics()
        var solved: LayoutSolver.SolvedSystem? = nil
        let run = Pipeline.solve(
            parsedLayout, file: file, options: CompileOptions(), roundsFrames: false, keepsSyntax: true,
            keepsSolver: true, solver: &solved, observer: nil, diagnostics: &diagnostics)
        return (run, solved)
    }

    /// `lint`'s pipeline run keeps its solver, at spaced priorities, with the same frames as `solve`.
    func testTheLintRunSolvesAtSpacedPrioritiesWithTheSameFrames() throws {
        let (run, solved) = try lintRun(squeezed)
        _ = try XCTUnwrap(run.layout)
        let system = try XCTUnwrap(solved?.system)
        XCTAssertEqual(system.priorities?.levels, [250, 700])
        XCTAssertEqual(system.priorities?.spaced(250), 2)
        XCTAssertEqual(system.priorities?.spaced(700), 4)
        XCTAssertEqual(system.priorities?.spaced(1000), 1000)
        let plain = solveLayout(squeezed)
        for name in ["a", "b", "c"] { XCTAssertEqual(run.frame(name), plain.frame(name), name) }
        XCTAssertEqual(run.frame("a"), [0, 0, 50, 40])
        XCTAssertEqual(run.frame("b"), [50, 0, 40, 40])
        XCTAssertEqual(run.frame("c"), [90, 0, 10, 40])
        XCTAssertEqual(run.values, solved?.values)
        XCTAssertEqual(system.addedHandles.count, 4)  // the optional ones: the three widths and a height
    }

    /// The trials take the pipeline's solver over and answer as a solver of their own would.
    func testPriorityTrialsTakeThePipelineSolverOver() throws {
        let (run, kept) = try lintRun(squeezed)
        var solved = kept
        let layout = try XCTUnwrap(run.layout)
        let spacing = try XCTUnwrap(SpacedPriorities(layout.constraints))
        weak let pipelineSystem = solved?.system
        let taken = PriorityTrialSolver(layout, spacing: spacing, solved: solved)
        solved = nil
        let own = PriorityTrialSolver(layout, priorities: layout.constraints.map { spacing.spaced($0.priority) })
        XCTAssertTrue(taken.tookOver)
        XCTAssertFalse(own.tookOver)
        XCTAssertNotNil(pipelineSystem)
        XCTAssertEqual(taken.values, own.values)
        let widths = layout.constraints.indices.filter { layout.constraints[$0].priority == 250 }
        XCTAssertEqual(widths.count, 3)
        for index in widths {
            let raised = spacing.spaced(250) + 1
            XCTAssertEqual(taken.values(trying: index, atPriority: raised), own.values(trying: index, atPriority: raised))
        }
        XCTAssertNil(taken.failure)
    }

    /// A solver solved at other priorities, or from other constraints, is not taken over.
    func testAnotherSolverIsNotTakenOver() throws {
        let layout = try XCTUnwrap(solveLayout(squeezed).layout)
        let spacing = try XCTUnwrap(SpacedPriorities(layout.constraints))
        var diagnostics = Diagnostics()
        let unspaced = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertFalse(PriorityTrialSolver(layout, spacing: spacing, solved: unspaced).tookOver)
        var fewer = layout
        fewer.constraints.removeLast()
        let other = LayoutSolver.solveSystem(fewer, priorities: SpacedPriorities(fewer.constraints), into: &diagnostics)
        XCTAssertFalse(PriorityTrialSolver(layout, spacing: spacing, solved: other).tookOver)
    }

    /// `lint` reports the tie as before: the trials ran on the taken-over solver.
    func testLintStillReportsTheTie() {
        let run = Linter.lint(SourceFile(path: "layout.json", text: squeezed))
        XCTAssertEqual(run.diagnostics.filter { $0.code == .priorityTie }.count, 2)
    }
}
