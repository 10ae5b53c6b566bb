import CompactConstraint
import XCTest
import CCCTestSupport

/// UIKit's engine keeps every width and height at zero or more, as a required condition
/// (docs/fidelity.md, "Sizes are never negative"): what would need a negative size is an
/// `unsatisfiable-constraint` whose set names the implicit constraint at the view.
final class NonNegativeSizeTests: XCTestCase {
    /// The issue's smallest input: a hidden arranged view of a vertical stack (UIKit's
    /// `UISV-hiding` sets its height to 0) with a child padded 16 points top and bottom.
    /// On a device: "Unable to simultaneously satisfy constraints" with the two pins, the
    /// hiding constraint and the child's height, which cannot go below zero.
    func testHiddenArrangedViewWithPaddedChild() {
        let marked = MarkedText("""
            {"size": {"width": 320, "height": 480},
             "views": {"s": {"stack": {"axis": "vertical"}}, "h": {"superview": "s", "hidden": true}, "1️⃣l": {"superview": "h"}},
             "constraints": ["H:|[s]|", "s.top = super.top", "V:|-16-[l]-2️⃣16-|", "H:|[l]|"]}
            """)
        let run = lintLayout(marked.text)
        let conflicts = run.only(.unsatisfiableConstraint)
        XCTAssertEqual(conflicts.count, 1)
        guard let conflict = conflicts.first else { return }
        XCTAssertEqual(run.file.location(of: conflict.range?.lowerBound ?? 0).description, marked.location(2))
        XCTAssertEqual(
            conflict.message,
            "unable to satisfy 'V:|-16-[l]-16-|' (l.bottom == super.bottom - 16) together with 3 other required constraints")
        XCTAssertEqual(conflict.notes.map(\.message), [
            "conflicts with 'l implicit non-negative height' (l.height >= 0)",
            "conflicts with 'UISV-hiding' (h.height == 0)",
            "conflicts with 'V:|-16-[l]-16-|' (l.top == super.top + 16)",
            "'V:|-16-[l]-16-|' was broken to recover; the other frames are solved without it",
            "fix: 'UISV-hiding' is the stack's own and required; let 'h' collapse by giving 'l.bottom == super.bottom - 16' "
                + "a priority below 1000: write 'l.bottom == super.bottom - 16 @ 999' (in visual format: '-(16@999)-' for "
                + "that spacing)",
            "views this string names are left open: the height of 'l'",
        ])
        // That ambiguity is the note above, not a warning of its own; s, whose only arranged
        // view is hidden, collapses to 0 (UISV-spanning-fit, StackHiddenTests), so it is not
        // ambiguous.
        XCTAssertEqual(run.described(.ambiguousLayout), [])
        XCTAssertEqual(conflict.notes.first?.range.map { run.file.location(of: $0.lowerBound).description },
                       marked.location(1))
        // The frames of the layout without the broken pin.
        XCTAssertEqual(run.frame("s"), [0, 0, 320, 0])
        XCTAssertEqual(run.frame("h"), [0, 0, 320, 0])
        XCTAssertEqual(run.frame("l"), [0, 16, 320, 0])
    }

    /// A view pinned 50 in on the left and 20 in on the left for its right edge would be
    /// -30 wide: the right pin is broken instead.
    func testRequiredEdgesCrossing() {
        let marked = MarkedText(lintFile(
            views: #""1️⃣a": {}"#,
            constraints: ["a.left = super.left + 50", "2️⃣a.right = super.left + 20", "a.top = super.top", "a.height = 10"]))
        let run = lintLayout(marked.text)
        let conflict = run.only(.unsatisfiableConstraint).first
        XCTAssertEqual(conflict.map { run.file.location(of: $0.range?.lowerBound ?? 0).description }, marked.location(2))
        XCTAssertEqual(conflict?.notes.map(\.message), [
            "conflicts with 'a implicit non-negative width' (a.width >= 0)",
            "conflicts with 'a.left = super.left + 50' (a.left == super.left + 50)",
            "'a.right = super.left + 20' was broken to recover; the other frames are solved without it",
            "views this string names are left open: the width of 'a'",
        ])
        XCTAssertEqual(conflict?.notes.first?.range.map { run.file.location(of: $0.lowerBound).description },
                       marked.location(1))
        XCTAssertEqual(run.frame("a"), [50, 0, 0, 10])
    }

    /// An optional constraint that would push a size negative loses to the implicit one
    /// like to any required constraint: no error, the size stops at 0.
    func testOptionalConstraintLosesToIt() {
        let run = lintLayout(lintFile(
            views: #""a": {}"#,
            constraints: ["a.left = super.left + 50", "a.right = super.left + 20 @ 750", "a.top = super.top",
                          "a.height = 10"]))
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("a"), [50, 0, 0, 10])
    }

    /// A width only bounded below by zero is still ambiguous; one pulled to zero at a
    /// low priority is not.
    func testAmbiguityAboveZero() {
        let open = lintLayout(lintFile(
            views: #""a": {}"#, constraints: ["a.left = super.left", "a.top = super.top", "a.height = 10"]))
        XCTAssertEqual(open.described(.ambiguousLayout), ["4:14 the constraints do not determine the width of 'a'"])
        let pulled = lintLayout(lintFile(
            views: #""a": {}"#,
            constraints: ["a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = -5 @ 1"]))
        XCTAssertEqual(pulled.diagnostics.map(\.code), [])
        XCTAssertEqual(pulled.frame("a"), [0, 0, 0, 10])
    }

    /// `compile` leaves the implicit constraints out unless asked; when asked, each view
    /// (the root and a stack's spacer guide too) has both, at its name.
    func testCompileListsThemWhenAsked() {
        let text = """
            {"size": {"width": 100, "height": 100},
             "views": {"s": {"stack": {"distribution": "equalSpacing"}}, "a": {"superview": "s"}, "b": {"superview": "s"}}}
            """
        let file = SourceFile(path: "f.json", text: text)
        var diagnostics = Diagnostics()
        guard let (_, layout) = Pipeline.compile(file, options: CompileOptions(), into: &diagnostics) else {
            return XCTFail("no layout")
        }
        let implicit = layout.constraints.filter { $0.origin.kind == .nonNegativeSize }.map(\.origin.canonical)
        XCTAssertEqual(implicit, [
            "self.width >= 0", "self.height >= 0", "s.width >= 0", "s.height >= 0", "a.width >= 0", "a.height >= 0",
            "b.width >= 0", "b.height >= 0", "s:gap1.width >= 0", "s:gap1.height >= 0",
        ])
        XCTAssertFalse(ConstraintWriter.text(layout, file: file).contains(">= 0"))
        let listed = ConstraintWriter.text(layout, file: file, implicit: true).split(separator: "\n")
            .map { $0.split(separator: " ").joined(separator: " ") }.filter { $0.hasSuffix(" implicit") }
        XCTAssertEqual(listed, [
            "self.width >= 0 (implicit) implicit", "self.height >= 0 (implicit) implicit",
            "s.width >= 0 f.json:2:13 implicit", "s.height >= 0 f.json:2:13 implicit",
            "a.width >= 0 f.json:2:63 implicit", "a.height >= 0 f.json:2:63 implicit",
            "b.width >= 0 f.json:2:88 implicit", "b.height >= 0 f.json:2:88 implicit",
            "s:gap1.width >= 0 f.json:2:13 implicit", "s:gap1.height >= 0 f.json:2:13 implicit",
        ])
    }
}
