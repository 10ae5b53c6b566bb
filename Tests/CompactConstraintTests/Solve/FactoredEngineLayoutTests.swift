import XCTest
import Cassowary
import CompactConstraint

/// `FactoredEngine` against `Solver` on the layouts of the four benchmark shapes it was made
/// for, at small sizes (`Tests/Fixtures/factored`, written by `ccc-bench --emit`): the same
/// violation at every priority level, every required constraint holding. The vertices may
/// differ where the optimum is not unique (docs/solver-engine-notes.md, "The factored basis,
/// session 11").
final class FactoredEngineLayoutTests: XCTestCase {
    private static let folder = Corpus.packageRoot.appendingPathComponent("Tests/Fixtures/factored")

    func testTiedOptionalWidths() throws { try compare("tied-optional-widths-20") }
    func testChainLinkedPriorities() throws { try compare("chain-linked-priorities-30") }
    func testNestedStacks() throws { try compare("nested-stacks-10") }
    func testSqueezedEqualCenteringStack() throws { try compare("stack-equal-centering-squeezed-20") }

    private func compare(_ name: String) throws {
        let url = Self.folder.appendingPathComponent(name + ".json")
        let text = try String(contentsOf: url, encoding: .utf8)
        var diagnostics = Diagnostics()
        let (_, layout) = try XCTUnwrap(Pipeline.compile(SourceFile(path: url.path, text: text), into: &diagnostics))
        XCTAssertEqual(diagnostics.items.filter { $0.severity == .error }.count, 0)

        let (solver, variables) = Solver.forLayout(variableCount: layout.variableCount)
        solver.usesDualPhase = true
        let constraints = layout.constraints.map { $0.solverConstraint(over: variables) }
        for constraint in constraints { _ = try solver.add(constraint) }
        let reference = solver.values(of: variables)

        let solution = try FactoredEngine.solve(constraints, variableCount: layout.variableCount, checksAmbiguity: true)
        XCTAssertEqual(solution.ambiguous, solver.ambiguity(of: variables), name)
        let reached = layout.violationsByPriority(at: solution.values)
        let best = layout.violationsByPriority(at: reference)
        XCTAssertEqual(reached.keys.sorted(), best.keys.sorted())
        XCTAssertFalse(best.isEmpty)
        for (priority, violation) in best {
            XCTAssertEqual(reached[priority] ?? .nan, violation, accuracy: 1e-6 * max(1, violation), "\(name) @\(priority)")
        }
        for level in solution.levels {
            XCTAssertEqual(level.violation, reached[level.priority] ?? .nan, accuracy: 1e-6 * max(1, level.violation))
        }
        for constraint in layout.constraints where constraint.priority == 1000 {
            let residual = constraint.residual(in: solution.values)
            let holds =
                switch constraint.relation {
                case .equal: abs(residual) <= 1e-6
                case .lessThanOrEqual: residual <= 1e-6
                case .greaterThanOrEqual: residual >= -1e-6
                }
            XCTAssertTrue(holds, "\(name): \(constraint.origin.canonical) is off by \(residual)")
        }
    }
}
