import XCTest
@testable import CompactConstraint

/// Issue #17 ("Ambiguity and conflict search in linear time"): the conflict search's solvers
/// number a layout's variables as the layout's own solver does, so that positions stay the
/// preferred subjects of definitions and a chain of `>=` gaps is defined over its slacks
/// instead of building rows as long as the chain (`ccc-bench` shape `chain-stack-conflict`).
final class ConflictSubproblemTests: XCTestCase {
    /// Each variable keeps its place in its view's four (x, y, width, height) and the order of
    /// the variables is kept; unused groups of four are left out.
    func testRenumberingKeepsOrderAndPlaceInTheView() {
        let number = ConflictSubproblem.renumbering([9, 2, 13, 3, 8, 9])
        XCTAssertEqual(number, [2: 2, 3: 3, 8: 4, 9: 5, 13: 9])
        let sorted = number.keys.sorted()
        for (a, b) in zip(sorted, sorted.dropFirst()) { XCTAssertLessThan(number[a] ?? 0, number[b] ?? 0) }
        for (v, local) in number { XCTAssertEqual(v % 4, local % 4, "variable \(v)") }
        XCTAssertEqual(ConflictSubproblem.renumbering([]), [:])
    }

    /// A subproblem's solvers make four variables for each view it uses.
    func testSubproblemVariablesComeInFours() throws {
        let layout = try XCTUnwrap(solveLayout(chainIntoStack(views: 12)).layout)
        let sub = ConflictSubproblem(layout.constraints, Array(layout.constraints.indices))
        XCTAssertEqual(sub.variableCount % 4, 0)
        XCTAssertEqual(sub.variableCount, layout.variableCount)
    }

    /// The conflict through the chain and the stack names the same 27 constraints as before:
    /// the root's size, each view's implicit non-negative width, the stack's, the first view's
    /// left edge, the 11 gaps and the stack's left edge.
    func testTheConflictThroughAChainAndAStackIsUnchanged() {
        let run = solveLayout(chainIntoStack(views: 12))
        let errors = run.diagnostics.filter { $0.code == .unsatisfiableConstraint }
        XCTAssertEqual(errors.count, 1)
        let error = errors.first
        XCTAssertEqual(
            error?.message,
            "unable to satisfy 'stack.right <= super.right' (stack.right <= super.right) together with 27 other required constraints")
        let location = error?.range.map { run.file.location(of: $0.lowerBound) }
        XCTAssertEqual(location, SourceLocation(line: 47, column: 4))
        let notes = error?.notes.map(\.message) ?? []
        XCTAssertEqual(notes.first, "conflicts with 'root size' (self.width == 48)")
        XCTAssertEqual(notes.filter { $0.hasSuffix("width >= 0)") }.count, 13)
        XCTAssertEqual(notes.filter { $0.contains(">= v") }.count, 11)
        XCTAssertEqual(notes.dropLast().last, "conflicts with 'stack.left = v11.right + 8' (stack.left == v11.right + 8)")
        XCTAssertFalse(notes.contains { $0.contains("too large to reduce") })
    }

    /// A cycle of 200 width equalities (`v_i.width = v_{i+1}.width + 1`, closed by
    /// `v200.width = v0.width`) beside 201 unrelated left edges: the additive search would
    /// take 200 × 401 additions, past its budget, and reported all 401 as "not minimal";
    /// the deletion filter finds the 200 equalities, and only them.
    func testALongCycleIsReducedByTheDeletionFilter() {
        let n = 200
        let views = (0...n).map { "\"v\($0)\": {}" }.joined(separator: ", ")
        var constraints = (0..<n).map { "\"v\($0).width = v\($0 + 1).width + 1\"" }
        constraints.append("\"v\(n).width = v0.width\"")
        constraints += (0...n).map { "\"v\($0).left = super.left\"" }
        let run = solveLayout("{\"size\": {\"width\": 100, \"height\": 100}, \"views\": {\(views)}, \"constraints\": [\(constraints.joined(separator: ", "))]}")
        let errors = run.diagnostics.filter { $0.code == .unsatisfiableConstraint }
        XCTAssertEqual(errors.map(\.message), [
            "unable to satisfy 'v200.width = v0.width' (v200.width == v0.width) together with 200 other required constraints",
        ])
        let notes = errors.first?.notes.map(\.message) ?? []
        XCTAssertEqual(notes.filter { $0.hasPrefix("conflicts with") && $0.contains(".width + 1") }.count, 200)
        XCTAssertFalse(notes.contains { $0.contains("too large to reduce") })
    }

    /// `ccc-bench`'s `chain-stack-conflict` at `views` (root 4 points a view).
    private func chainIntoStack(views n: Int) -> String {
        var views = (0..<n).map { "  \"v\($0)\": {\"intrinsicSize\": [30, 20]}" }
        views.append("  \"stack\": {\"stack\": {\"axis\": \"horizontal\", \"spacing\": 8, \"distribution\": \"fillEqually\"}}")
        views += (0..<max(1, n / 4)).map { "  \"s\($0)\": {\"superview\": \"stack\", \"size\": [20, 20]}" }
        var constraints: [String] = []
        for i in 0..<n {
            constraints.append(i == 0 ? "v0.left = super.left" : "v\(i).left >= v\(i - 1).right + 8")
            constraints.append("v\(i).top = super.top")
        }
        constraints += ["stack.left = v\(n - 1).right + 8", "stack.right <= super.right", "stack.top = super.top + 40"]
        return "{\n \"size\": {\"width\": \(4 * n), \"height\": 100},\n \"views\": {\n"
            + views.joined(separator: ",\n") + "\n },\n \"constraints\": [\n"
            + constraints.map { "  \"\($0)\"" }.joined(separator: ",\n") + "\n ]\n}"
    }
}
