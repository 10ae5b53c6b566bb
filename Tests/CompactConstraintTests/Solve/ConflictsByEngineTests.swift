import XCTest
import Cassowary
@testable import CompactConstraint

/// A layout past the work budget with a conflict (`ConflictsByEngine`): the broken constraints,
/// their conflict sets and the frames are `Solver`'s, reached without its dense solve.
final class ConflictsByEngineTests: XCTestCase {
    private static let factored = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/factored")

    /// The fixture `name` with `extra` appended to its constraints, compiled.
    private func fixture(_ name: String, appending extra: [String]) throws -> CompiledLayout {
        let url = Self.factored.appendingPathComponent(name + ".json")
        var text = try String(contentsOf: url, encoding: .utf8)
        let open = try XCTUnwrap(text.range(of: "\"constraints\": ["))
        let close = try XCTUnwrap(text.range(of: "\n  ]", range: open.upperBound..<text.endIndex))
        let isEmpty = text[open.upperBound..<close.lowerBound].allSatisfy(\.isWhitespace)
        text.insert(contentsOf: (isEmpty ? "" : ", ") + extra.map { "\"\($0)\"" }.joined(separator: ", "), at: close.lowerBound)
        var diagnostics = Diagnostics()
        let compiled = Pipeline.compile(SourceFile(path: url.path, text: text), into: &diagnostics)?.1
        XCTAssertEqual(diagnostics.items.map(\.code), [], name)
        return try XCTUnwrap(compiled)
    }

    /// `layout` through `Solver` and through the engine (a work limit of 0): the same
    /// diagnostics, word for word, and the same ambiguity and frames (every view not ambiguous).
    /// Whether the engine answered.
    private func assertSameAsSolver(_ layout: CompiledLayout, _ context: String) -> Bool {
        var diagnostics = Diagnostics()
        var reference = LayoutSolver.solveSystem(layout, into: &diagnostics)
        XCTAssertNil(reference.engineAmbiguity, context)
        let expected = LayoutSolver.checkAmbiguity(&reference, into: &diagnostics)
        var engineDiagnostics = Diagnostics()
        var solved = LayoutSolver.solveSystem(layout, workLimit: 0, into: &engineDiagnostics)
        XCTAssertEqual(engineDiagnostics.items, diagnostics.items, context)
        XCTAssertTrue(diagnostics.items.contains { $0.code == .unsatisfiableConstraint }, context)
        let solution = LayoutSolver.checkAmbiguity(&solved, into: &engineDiagnostics)
        assertSameAmbiguityAndFrames(solution, expected, context)
        return solved.engineAmbiguity != nil
    }

    /// A squeezed chain with linked widths and a conflicting pair: the engine solves it, the
    /// second width is broken (its conflict the first), and `v5` keeps the first.
    func testConflictSolvedByTheEngine() throws {
        let layout = try fixture("chain-linked-priorities-30", appending: ["v5.width = 30", "v5.width = 40"])
        var diagnostics = Diagnostics()
        let solved = LayoutSolver.solveSystem(layout, workLimit: 0, into: &diagnostics)
        XCTAssertNotNil(solved.engineAmbiguity)
        XCTAssertNil(solved.system)
        XCTAssertEqual(diagnostics.items.map(\.code), [.unsatisfiableConstraint])
        XCTAssertTrue(diagnostics.items.first?.message.contains("'v5.width = 40'") ?? false)
        XCTAssertEqual(solved.values[layout.views[6].width], 30, accuracy: 1e-9)
        XCTAssertTrue(assertSameAsSolver(layout, "chain-linked-priorities-30"))
    }

    /// The brief's kinds of conflict (a pair on a deep view, a pair on the first, a width too
    /// wide for the root, three widths at once, a cycle of three equalities, two separate
    /// pairs) on each dense fixture: `Solver`'s diagnostics and frames, through the engine.
    func testConflictsMatchSolverOnDenseFixtures() throws {
        let fixtures = [("chain-linked-priorities-30", "v", 30, 300), ("nested-stacks-10", "l", 10, 180),
                        ("stack-equal-centering-squeezed-20", "v", 20, 100), ("tied-optional-widths-20", "v", 20, 400)]
        var throughEngine = 0
        var count = 0
        for (name, prefix, views, rootWidth) in fixtures {
            let (first, mid, last) = (prefix + "0", "\(prefix)\(views / 2)", "\(prefix)\(views - 1)")
            let (a, b, c) = ("\(prefix)\(views / 3)", "\(prefix)\(views / 3 + 1)", "\(prefix)\(views / 3 + 2)")
            let conflicts = [
                ["\(mid).width = 30", "\(mid).width = 35"],
                ["\(first).width = 30", "\(first).width = 35"],
                ["\(first).width >= \(rootWidth + 500)", "\(first).right <= super.right"],
                ["\(mid).width = 30", "\(mid).width = 35", "\(mid).width = 40"],
                ["\(a).width = \(b).width + 10", "\(b).width = \(c).width + 10", "\(c).width = \(a).width + 10"],
                ["\(first).width = 30", "\(first).width = 35", "\(last).width = 30", "\(last).width = 35"],
            ]
            for extra in conflicts {
                let layout = try fixture(name, appending: extra)
                count += 1
                if assertSameAsSolver(layout, name + " " + extra.joined(separator: ", ")) { throughEngine += 1 }
            }
        }
        XCTAssertEqual(count, 24)
        XCTAssertGreaterThan(throughEngine, 16)
    }

    /// The required constraints `Solver` breaks, from a solver of the required ones alone.
    func testRejectedInOrder() throws {
        let layout = try fixture("chain-linked-priorities-30", appending: ["v5.width = 30", "v5.width = 40", "v7.width = 1"])
        for skippingSizes in [false, true] {
            let rejected = try XCTUnwrap(ConflictsByEngine.rejectedInOrder(layout, skippingSizes: skippingSizes, workLimit: 1_000_000))
            XCTAssertEqual(rejected.map { layout.constraints[$0].origin.identifier }, ["v5.width = 40"])
            XCTAssertNil(ConflictsByEngine.rejectedInOrder(layout, skippingSizes: skippingSizes, workLimit: -1))
        }
        // Too wide for the root with the other views' sizes at 0 or more; without the sizes the
        // other views make room (negative widths) until its own edge meets the root's.
        let wide = try fixture("chain-linked-priorities-30", appending: ["v0.width >= 800", "v0.right <= super.right"])
        for (skippingSizes, broken) in [(false, "v0.width >= 800"), (true, "v0.right <= super.right")] {
            let rejected = try XCTUnwrap(ConflictsByEngine.rejectedInOrder(wide, skippingSizes: skippingSizes, workLimit: 1_000_000))
            XCTAssertEqual(rejected.map { wide.constraints[$0].origin.identifier }, [broken])
        }
    }
}
