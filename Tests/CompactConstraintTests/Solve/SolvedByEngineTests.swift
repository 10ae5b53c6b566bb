import XCTest
import Cassowary
@testable import CompactConstraint

/// Layouts whose tableau work passes `LayoutSolver.workLimit` go to `FactoredEngine`
/// (`SolvedByEngine.swift`): the same optimum and ambiguity as `Solver`, no conflict hidden,
/// and every small layout still solved by `Solver`.
final class SolvedByEngineTests: XCTestCase {
    private static let factored = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/factored")

    private func compile(_ url: URL, adding extra: [String] = []) throws -> CompiledLayout? {
        var text = try String(contentsOf: url, encoding: .utf8)
        if !extra.isEmpty, let open = text.range(of: "\"constraints\": [") {
            text.replaceSubrange(open, with: "\"constraints\": [" + extra.map { "\"\($0)\", " }.joined())
        }
        var diagnostics = Diagnostics()
        return Pipeline.compile(SourceFile(path: url.path, text: text), into: &diagnostics)?.1
    }

    private func fixture(_ name: String, adding extra: [String] = []) throws -> CompiledLayout {
        try XCTUnwrap(compile(Self.factored.appendingPathComponent(name + ".json"), adding: extra))
    }

    /// A squeezed chain with linked widths (333 views, a unique optimum): 17 million cells of
    /// tableau work against the default budget of 13 million, so the engine answers: every
    /// width the same (the squeeze shared out), nothing ambiguous.
    func testDenseLayoutGoesToTheEngine() throws {
        let layout = try fixture("chain-linked-priorities-333")
        var diagnostics = Diagnostics()
        var solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertNotNil(solved.engineAmbiguity)
        XCTAssertNil(solved.system)
        XCTAssertEqual(diagnostics.items.count, 0)
        let solution = LayoutSolver.checkAmbiguity(&solved, into: &diagnostics)
        XCTAssertEqual(solution.views.count, 333)
        // Root 3,330 wide, 8 at each end, 332 gaps of 2.
        let width = (3330.0 - 16 - 2 * 332) / 333
        for view in solution.views {
            XCTAssertEqual(view.frame.width, width, accuracy: 1e-7, view.name)
            XCTAssertFalse(view.ambiguity.horizontalPosition || view.ambiguity.width, view.name)
        }
    }

    /// Every example layout, every fixture layout (corpus, lint, render, explain, the factored
    /// engine's), through the engine (a budget of 0) and through `Solver`: the same ambiguity,
    /// view by view, and the same frame for every view that is not ambiguous; a layout with a
    /// conflict goes back to `Solver`.
    func testEngineAgreesWithSolverOnEveryExample() throws {
        let root = Corpus.packageRoot
        let folders = ["Examples", "Tests/Fixtures/corpus", "Tests/Fixtures/lint", "Tests/Fixtures/render",
                       "Tests/Fixtures/explain", "Tests/Fixtures/factored"].map { root.appendingPathComponent($0) }
        var files: [URL] = []
        for folder in folders {
            let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = walk?.nextObject() as? URL {
                if url.pathExtension == "json", !url.path.contains("/golden/"), !url.lastPathComponent.hasSuffix("-333.json") {
                    files.append(url)
                }
            }
        }
        XCTAssertGreaterThan(files.count, 40)
        var throughEngine = 0
        for url in files {
            guard let layout = try compile(url) else { continue }
            var diagnostics = Diagnostics()
            var reference = LayoutSolver.solveSystem(layout, into: &diagnostics)
            XCTAssertNil(reference.engineAmbiguity, url.lastPathComponent)
            let expected = LayoutSolver.checkAmbiguity(&reference, into: &diagnostics)
            var engineDiagnostics = Diagnostics()
            var solved = LayoutSolver.solveSystem(layout, workLimit: 0, into: &engineDiagnostics)
            XCTAssertEqual(engineDiagnostics.items, diagnostics.items, url.lastPathComponent)
            guard solved.engineAmbiguity != nil else { continue }
            throughEngine += 1
            let solution = LayoutSolver.checkAmbiguity(&solved, into: &engineDiagnostics)
            assertSameAmbiguityAndFrames(solution, expected, url.lastPathComponent)
        }
        XCTAssertGreaterThan(throughEngine, 30)
    }

    /// `lint`'s priority trials need the tableau: none after the engine.
    func testPriorityTrialsSkippedAfterTheEngine() throws {
        let layout = try fixture("tied-optional-widths-20")
        var diagnostics = Diagnostics()
        let solved = LayoutSolver.solveSystem(layout, workLimit: 0, into: &diagnostics)
        XCTAssertNotNil(solved.engineAmbiguity)
        XCTAssertTrue(TrialSolverHandOff(solved, layout).skipsTrials)
        let kept = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertFalse(TrialSolverHandOff(kept, layout).skipsTrials)
    }

    /// `Solver.workLimit` stops an optimisation before its next pivot once passed.
    func testWorkLimitStopsTheSolver() throws {
        let layout = try fixture("chain-linked-priorities-30")
        let (solver, variables) = Solver.forLayout(variableCount: layout.variableCount)
        solver.workLimit = 1_000
        var stopped = false
        for constraint in layout.constraints {
            do throws(SolverError) {
                _ = try solver.add(constraint.solverConstraint(over: variables))
            } catch {
                stopped = true
                break
            }
        }
        XCTAssertTrue(stopped)
        XCTAssertTrue(solver.hasPassedWorkLimit)
        XCTAssertGreaterThan(solver.work, 1_000)
    }
}

/// The same ambiguity for every view (and the root's size), and the same frame to 1e-6 point
/// for each part of a view that is not ambiguous (an ambiguous one may be any point of the
/// optimal face: docs/fidelity.md item 2).
func assertSameAmbiguityAndFrames(
    _ solution: Solution, _ expected: Solution, _ context: String, file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertEqual(solution.sizeAmbiguity, expected.sizeAmbiguity, context, file: file, line: line)
    for (view, other) in zip(solution.views, expected.views) {
        let context = context + " " + view.name
        XCTAssertEqual(view.ambiguity, other.ambiguity, context, file: file, line: line)
        if !view.ambiguity.horizontalPosition {
            XCTAssertEqual(view.absoluteFrame.x, other.absoluteFrame.x, accuracy: 1e-6, context, file: file, line: line)
        }
        if !view.ambiguity.width {
            XCTAssertEqual(view.frame.width, other.frame.width, accuracy: 1e-6, context, file: file, line: line)
        }
        if !view.ambiguity.verticalPosition {
            XCTAssertEqual(view.absoluteFrame.y, other.absoluteFrame.y, accuracy: 1e-6, context, file: file, line: line)
        }
        if !view.ambiguity.height {
            XCTAssertEqual(view.frame.height, other.frame.height, accuracy: 1e-6, context, file: file, line: line)
        }
    }
}
