import XCTest
import Cassowary
@testable import CompactConstraint

/// Layouts whose tableau work passes `LayoutSolver.workLimit` go to `FactoredEngine`
/// (`SolvedByEngine.swift`): the same optimum and ambiguity as `Solver`, no conflict hidden,
/// and every small layout still solved by `Solver`.
final class SolvedByEngineTests: XCTestCase {
    private static let folder = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/factored")

    private func compile(_ name: String, adding extra: [String] = []) throws -> CompiledLayout {
        let url = Self.folder.appendingPathComponent(name + ".json")
        var text = try String(contentsOf: url, encoding: .utf8)
        if !extra.isEmpty, let close = text.range(of: "\"constraints\": [") {
            text.replaceSubrange(close, with: "\"constraints\": [" + extra.map { "\"\($0)\", " }.joined())
        }
        var diagnostics = Diagnostics()
        let (_, layout) = try XCTUnwrap(Pipeline.compile(SourceFile(path: url.path, text: text), into: &diagnostics))
        XCTAssertEqual(diagnostics.items.filter { $0.severity == .error }.count, 0)
        return layout
    }

    /// `Solver` alone (every constraint added, dual phase on): values and ambiguity.
    private func solverAnswer(_ layout: CompiledLayout) throws -> (values: [Double], ambiguous: [Bool]) {
        let (solver, variables) = Solver.forLayout(variableCount: layout.variableCount)
        solver.usesDualPhase = true
        for constraint in layout.constraints { _ = try solver.add(constraint.solverConstraint(over: variables)) }
        return (solver.values(of: variables), solver.ambiguity(of: variables))
    }

    /// A squeezed chain with linked widths (333 views, a unique optimum): 17 million cells of
    /// tableau work against a budget of 13 million, so the engine answers, with `Solver`'s
    /// frames to round-off and nothing ambiguous.
    func testUniqueOptimumIsSolversFrames() throws {
        let layout = try compile("chain-linked-priorities-333")
        var diagnostics = Diagnostics()
        var solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertNotNil(solved.engineAmbiguity)
        XCTAssertNil(solved.system)
        XCTAssertEqual(diagnostics.items.count, 0)
        let reference = try solverAnswer(layout)
        XCTAssertFalse(reference.ambiguous.contains(true))
        for (value, expected) in zip(solved.values, reference.values) {
            XCTAssertEqual(value, expected, accuracy: 1e-7 * max(1, abs(expected)))
        }
        let solution = LayoutSolver.checkAmbiguity(&solved, into: &diagnostics)
        XCTAssertEqual(solution.views.count, 333)
        XCTAssertFalse(solution.views.contains { $0.ambiguity.horizontalPosition || $0.ambiguity.width })
        let last = try XCTUnwrap(solution.views.last)
        XCTAssertEqual(last.frame.x + last.frame.width, 3330 - 8, accuracy: 1e-6)
    }

    /// A squeezed `equalCentering` stack of 200 views (tied tie-breaks: 594 variables
    /// ambiguous): the engine's answer is `Solver`'s, variable by variable, and every level's
    /// violation is the same (the frames of ambiguous views may differ).
    func testAmbiguityIsSolvers() throws {
        let layout = try compile("stack-equal-centering-squeezed-200")
        var diagnostics = Diagnostics()
        let solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        let ambiguous = try XCTUnwrap(solved.engineAmbiguity)
        let reference = try solverAnswer(layout)
        XCTAssertEqual(ambiguous, reference.ambiguous)
        XCTAssertEqual(ambiguous.filter { $0 }.count, 594)
        let reached = layout.violationsByPriority(at: solved.values)
        for (priority, violation) in layout.violationsByPriority(at: reference.values) {
            XCTAssertEqual(reached[priority] ?? .nan, violation, accuracy: 1e-6 * max(1, violation), "@\(priority)")
        }
    }

    /// A conflict in a dense layout: the engine cannot say which constraint `Solver` breaks,
    /// so the layout is solved by `Solver` again, which reports it as always.
    func testConflictGoesBackToSolver() throws {
        let layout = try compile("chain-linked-priorities-333", adding: ["v5.width = 30", "v5.width = 40"])
        var diagnostics = Diagnostics()
        let solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertNil(solved.engineAmbiguity)
        XCTAssertNotNil(solved.system)
        XCTAssertEqual(diagnostics.items.map(\.code), [.unsatisfiableConstraint])
        XCTAssertEqual(solved.values[layout.views[6].width], 30, accuracy: 1e-9)
    }

    /// `lint` of a layout the engine solved: no priority trials (they would need the tableau),
    /// the ambiguity warnings as `Solver`'s.
    func testLintSkipsPriorityTrials() throws {
        let url = Self.folder.appendingPathComponent("stack-equal-centering-squeezed-200.json")
        let run = Linter.lint(SourceFile(path: url.path, text: try String(contentsOf: url, encoding: .utf8)))
        let codes = Set(run.diagnostics.map(\.code))
        XCTAssertEqual(codes, [.ambiguousLayout])
        XCTAssertEqual(run.diagnostics.count, 149)
    }

    /// Every example and fixture layout of the repository stays far below the budget.
    func testSmallLayoutsStayOnSolver() throws {
        let examples = Corpus.packageRoot.appendingPathComponent("Examples")
        let files = try FileManager.default.contentsOfDirectory(at: examples, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
        XCTAssertGreaterThan(files.count, 5)
        for url in files {
            var diagnostics = Diagnostics()
            let text = try String(contentsOf: url, encoding: .utf8)
            guard let (_, layout) = Pipeline.compile(SourceFile(path: url.path, text: text), into: &diagnostics),
                layout.variableCount > 0
            else { continue }
            let solved = LayoutSolver.solveSystem(layout, into: &diagnostics)
            XCTAssertNil(solved.engineAmbiguity, url.lastPathComponent)
        }
    }
}
