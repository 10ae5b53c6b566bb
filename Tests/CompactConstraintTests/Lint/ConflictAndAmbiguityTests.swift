import CompactConstraint
import XCTest
import CCCTestSupport

/// Unsatisfiable required constraints come out as a minimal conflicting set (every member
/// necessary, each named with its identifier and location), plus the one `solve` broke;
/// ambiguous views are reported per view and per part of the frame.
final class ConflictAndAmbiguityTests: XCTestCase {
    func testMinimalConflictNamesEveryMemberAndTheBrokenOne() {
        let marked = MarkedText(lintFile(
            views: #""a": {}, "b": {}"#,
            constraints: [
                "1️⃣a.left = super.left + 10 # a-left", "a.top = super.top # unrelated", "2️⃣a.width = 50 # a-width",
                "b.left = a.right # chain", "b.top = super.top", "b.width = 5", "b.height = 5", "a.height = 5",
                "3️⃣a.right = super.left + 100 # a-right",
            ]))
        let run = lintLayout(marked.text)
        let conflicts = run.only(.unsatisfiableConstraint)
        XCTAssertEqual(conflicts.count, 1)
        guard let conflict = conflicts.first else { return }
        XCTAssertEqual(run.file.location(of: conflict.range?.lowerBound ?? 0).description, marked.location(3))
        XCTAssertEqual(conflict.message,
                       "unable to satisfy 'a-right' (a.right == super.left + 100) together with 2 other required constraints")
        XCTAssertEqual(conflict.notes.map(\.message), [
            "conflicts with 'a-left' (a.left == super.left + 10)",
            "conflicts with 'a-width' (a.width == 50)",
            "'a-right' was broken to recover; the other frames are solved without it",
        ])
        XCTAssertEqual(conflict.notes.prefix(2).map { run.file.location(of: $0.range?.lowerBound ?? 0).description },
                       [marked.location(1), marked.location(2)])
    }

    /// Dropping any one member of the reported set makes the rest satisfiable, and the
    /// whole set is not: the set is minimal. Checked against the solver directly.
    func testReportedSetIsMinimal() {
        let constraints = [
            "a.left = super.left # l", "a.width = 100 # w", "a.right = super.left + 90 # r", "a.width >= 20 # floor",
            "a.centerX = super.left + 50 # c", "a.top = super.top", "a.height = 10",
        ]
        let run = lintLayout(lintFile(views: #""a": {}"#, constraints: constraints))
        guard let conflict = run.only(.unsatisfiableConstraint).first else { return XCTFail("no conflict") }
        let members = [identifier(of: conflict.message)] + conflict.notes.dropLast().map { identifier(of: $0.message) }
        XCTAssertEqual(members.sorted(), ["l", "r", "w"])
        func solvable(_ ids: [String]) -> Bool {
            let strings = constraints.filter { c in ids.contains { c.hasSuffix("# \($0)") } }
            return lintLayout(lintFile(views: #""a": {}"#, constraints: strings)).only(.unsatisfiableConstraint).isEmpty
        }
        XCTAssertFalse(solvable(members))
        for member in members {
            XCTAssertTrue(solvable(members.filter { $0 != member }), "without \(member)")
        }
    }

    /// Many independent conflicts, all of views placed relative to the root: each is
    /// reported with its own partner only (the root's pinned edges link no further).
    func testIndependentConflictsEachWithTheirOwnPartner() {
        let n = 40
        let views = (0..<n).map { #""v\#($0)": {}"# }.joined(separator: ", ")
        let constraints = (0..<n).flatMap { i in
            ["v\(i).left = super.left", "v\(i).top = super.top", "v\(i).height = 10",
             "v\(i).width = 10 # narrow\(i)", "v\(i).width = 20 # wide\(i)"]
        }
        let run = lintLayout(lintFile(views: views, constraints: constraints))
        let conflicts = run.only(.unsatisfiableConstraint)
        XCTAssertEqual(conflicts.count, n)
        for (i, conflict) in conflicts.enumerated() {
            XCTAssertEqual(conflict.message, "unable to satisfy 'wide\(i)' (v\(i).width == 20) together with 1 other required constraint")
            XCTAssertEqual(conflict.notes.first?.message, "conflicts with 'narrow\(i)' (v\(i).width == 10)")
        }
    }

    /// A stack's minimum width against a view that hugs its width at 1000: the conflict
    /// names the hugging and both canvas edges. The conflict search's renumbered solvers once
    /// had slack definitions on and reported `col.width >= 200` as contradicting itself.
    func testConflictInAStackNamesItsMembers() {
        let text = """
            {"size": {"width": 375, "height": 60},
             "views": {
              "col": {"stack": {"axis": "vertical"}},
              "e0": {"superview": "col"}, "e1": {"superview": "col"},
              "v": {"superview": "col", "intrinsicSize": [10, 10], "hugging": [1000, 251]}},
             "constraints": ["col.centerX = super.centerX", "col.width >= 200"]}
            """
        let conflict = lintLayout(text).only(.unsatisfiableConstraint).first
        XCTAssertEqual(conflict?.message,
                       "unable to satisfy 'col.width >= 200' (col.width >= 200) together with 3 other required constraints")
        XCTAssertEqual(conflict?.notes.prefix(3).map(\.message), [
            "conflicts with 'v content hugging (width)' (v.width <= 10)",
            "conflicts with 'UISV-canvas-connection' (v.leading == col.leading)",
            "conflicts with 'UISV-canvas-connection' (v.trailing == col.trailing)",
        ])
    }

    /// The first quoted name in a message.
    func identifier(of message: String) -> String {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return parts.count > 1 ? String(parts[1]) : ""
    }

    func testConflictWithAnImplicitSize() {
        let marked = MarkedText(lintFile(
            views: #""1️⃣a": {"size": [10, 10]}"#,
            constraints: ["a.left = super.left", "a.top = super.top", "2️⃣a.width = 20"]))
        let run = lintLayout(marked.text)
        let conflict = run.only(.unsatisfiableConstraint).first
        XCTAssertEqual(conflict.map { run.file.location(of: $0.range?.lowerBound ?? 0).description }, marked.location(2))
        XCTAssertEqual(conflict?.notes.first?.message, "conflicts with 'a size' (a.width == 10)")
        XCTAssertEqual(conflict?.notes.first?.range.map { run.file.location(of: $0.lowerBound).description },
                       marked.location(1))
    }

    /// True once the solver's ambiguity probe has landed: a view with no constraints at all is ambiguous.
    var ambiguityAvailable: Bool {
        let run = lintLayout(lintFile(views: #""free": {}"#, constraints: []))
        return run.solution?.views.first?.ambiguity.isAmbiguous == true
    }

    func testAmbiguityPerViewAndAxis() throws {
        try XCTSkipUnless(ambiguityAvailable, "the solver's ambiguity probe has not landed yet")
        let marked = MarkedText(lintFile(
            views: #""1️⃣floating": {"size": [10, 10]}, "pinned": {"size": [10, 10]}, "2️⃣stretchy": {}"#,
            constraints: ["floating.top = super.top", "pinned.left = super.left", "pinned.top = super.top",
                          "stretchy.left = super.left", "stretchy.top = super.top", "stretchy.height = 10"]))
        let run = lintLayout(marked.text)
        XCTAssertEqual(run.described(.ambiguousLayout), [
            "\(marked.location(1)) the constraints do not determine the horizontal position of 'floating'",
            "\(marked.location(2)) the constraints do not determine the width of 'stretchy'",
        ])
        XCTAssertTrue(run.only(.ambiguousLayout).allSatisfy { $0.severity == .warning })
    }

    func testAmbiguityListsEveryOpenPart() throws {
        try XCTSkipUnless(ambiguityAvailable, "the solver's ambiguity probe has not landed yet")
        let marked = MarkedText(lintFile(views: #""1️⃣free": {}"#, constraints: []))
        XCTAssertEqual(lintLayout(marked.text).described(.ambiguousLayout), [
            "\(marked.location(1)) the constraints do not determine the horizontal position, width, vertical position "
                + "and height of 'free'",
        ])
    }
}
