import XCTest
@testable import CompactConstraint

/// `explain`'s probes are made on one kept solver (`PinnedSolver`), not by re-solving the
/// layout per candidate constraint (issues #17 and #18), and give the slopes and ranges the
/// re-solves gave.
final class ExplainProbeTests: XCTestCase {
    /// A chain of `count` views whose widths are tied to each other (optional) and pulled
    /// between 10 and 90 (optional), squeezed into a root too narrow for them: every width,
    /// spacing and tie decides the middle view's position (the benchmark's
    /// `tied-optional-widths` shape).
    private func tiedChain(_ count: Int) -> String {
        var constraints: [String] = []
        for i in 0..<count {
            constraints.append(i == 0 ? "v0.left = super.left + 8" : "v\(i).left = v\(i - 1).right + 8")
            constraints += ["v\(i).top = super.top + 8", "v\(i).height = 20", "v\(i).width = 10 @ 500",
                            "v\(i).width = 90 @ 500", "v\(i).right <= super.right - 8 @ 600"]
            if i > 0 { constraints.append("v\(i).width = v\(i - 1).width @ 400") }
        }
        let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"size\": {\"width\": \(count * 40), \"height\": 100}, \"views\": {\(views)}, \"constraints\": [\(list)]}"
    }

    private func explained(_ text: String, _ asked: String) throws -> (explanations: [Explanation], probes: ProbeSolves?) {
        let run = solveLayout(text)
        var probes: ProbeSolves? = nil
        let explanations = try Explainer.explain(
            ExplainQuery.parse(asked), in: run, direction: .leftToRight, options: CompileOptions(),
            observing: { probes = $0 })
        return (explanations, probes)
    }

    /// A chain of `count` views, each 8 after the one before, at least 20 wide and 50 wide at
    /// priority 250, in a root wider than they need (the benchmark's `chain` shape).
    private func chain(_ count: Int) -> String {
        var constraints: [String] = []
        for i in 0..<count {
            constraints.append(i == 0 ? "v0.left = super.left + 8" : "v\(i).left = v\(i - 1).right + 8")
            constraints += ["v\(i).width >= 20", "v\(i).width = 50 @ 250"]
        }
        constraints.append("v\(count - 1).right <= super.right - 8")
        let views = (0..<count).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return "{\"size\": {\"width\": \(count * 40), \"height\": 100}, \"views\": {\(views)}, \"constraints\": [\(list)]}"
    }

    /// Each of the 60 candidates of a 20-view chain is probed on the kept solver: no whole
    /// re-solve at all (re-solving per candidate was at least two each, 120 here).
    func testProbesOfAChainReSolveNothing() throws {
        let (explanations, probes) = try explained(chain(20), "v10.x")
        let solves = try XCTUnwrap(probes)
        XCTAssertEqual(solves.layoutSolves, 0)
        XCTAssertEqual(solves.engineSolves, 0)
        let pinned = try XCTUnwrap(solves.pinned)
        XCTAssertFalse(pinned.isBroken)
        XCTAssertEqual(explanations.first?.subject, "v10.x")
        // Two moves per candidate (each with its range probes when the value moved).
        XCTAssertGreaterThanOrEqual(pinned.edits, 2 * 60)
    }

    /// The kept solver's slopes and ranges are those of re-solving the moved layout, for every
    /// candidate of every value of a small tied chain (ambiguous views: the range probe) and of
    /// the explain fixtures.
    func testKeptSolverAgreesWithReSolving() throws {
        let root = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/explain")
        var layouts = [(tiedChain(6), ["v0", "v3", "v5"])]
        for name in ["contest.json", "tie-break-stack.json"] {
            layouts.append((try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8), []))
        }
        var compared = 0
        for (text, named) in layouts {
            let run = solveLayout(text)
            let layout = try XCTUnwrap(run.layout)
            let values = try XCTUnwrap(run.values)
            let scope = Scope(views: layout.views, metrics: [], direction: .leftToRight)
            let views = named.isEmpty ? layout.views.filter { !$0.isGuide }.map(\.name) : named
            for name in views {
                let view = try XCTUnwrap(layout.views.first { $0.name == name })
                for quantity in [ExplainQuery.Quantity.x, .y, .attribute(.width), .attribute(.centerX)] {
                    let expression = Explainer.expression(quantity, of: view, scope: scope)
                    let value = Sensitivity.evaluate(expression, values)
                    // UIKit's implicit non-negative sizes are not pinned (`PinnedSolver`): re-solved.
                    let candidates = layout.constraints.indices.filter { layout.constraints[$0].origin.kind != .nonNegativeSize }
                    let kept = ProbeSolves(layout, pinning: candidates)
                    XCTAssertNotNil(kept.pinned)
                    let resolving = ProbeSolves(layout, pinning: [])
                    for index in candidates {
                        let a = Sensitivity.slopes(of: expression, constraint: index, in: layout, at: value, probes: kept)
                        let b = Sensitivity.slopes(of: expression, constraint: index, in: layout, at: value, probes: resolving)
                        XCTAssertEqual(a.above, b.above, accuracy: 1e-9, "\(name).\(quantity.name) #\(index)")
                        XCTAssertEqual(a.below, b.below, accuracy: 1e-9, "\(name).\(quantity.name) #\(index)")
                        XCTAssertEqual(a.isChecked, b.isChecked)
                        compared += 1
                    }
                    let keptRange = Explainer.range(of: expression, in: layout, probes: kept)
                    let solvedRange = Explainer.range(of: expression, in: layout, resolving: resolving)
                    XCTAssertEqual(keptRange?.0 ?? .nan, solvedRange?.0 ?? .nan, accuracy: 1e-9)
                    XCTAssertEqual(keptRange?.1 ?? .nan, solvedRange?.1 ?? .nan, accuracy: 1e-9)
                    XCTAssertEqual(kept.layoutSolves, 0)
                }
            }
        }
        XCTAssertGreaterThan(compared, 300)
    }

    /// A layout whose required constraints conflict is never probed on the kept solver
    /// (which constraint breaks depends on the order of the solve): every probe re-solves.
    func testAConflictReSolvesAsBefore() throws {
        let text = """
            {"size": {"width": 100, "height": 100}, "views": {"a": {}},
             "constraints": ["a.left = 0", "a.top = 0", "a.height = 10", "a.width = 30", "a.width = 40"]}
            """
        let (explanations, probes) = try explained(text, "a.width")
        let solves = try XCTUnwrap(probes)
        XCTAssertNil(solves.pinned)
        XCTAssertGreaterThan(solves.layoutSolves, 0)
        XCTAssertEqual(explanations.first?.broken.map(\.canonical), ["a.width == 40"])
    }
}
