import CompactConstraint
import XCTest

/// Hidden arranged views across the stack's axis (issue #12 §2). Sources, in
/// docs/fidelity.md ("Stack views as UIStackView builds them"): UIKit's
/// `_UILayoutArrangement` (a decompiled copy published on GitHub) activates a
/// `UISV-spanning-boundary` only for an item that lays out as if visible; Kean's "Let's Build
/// UIStackView" lists, for a hidden first view of a `fill` stack, `UISV-hiding
/// Subview0.width == 0` beside `UISV-alignment` and `UISV-canvas-connection` that still
/// name Subview0.
final class StackHiddenTests: XCTestCase {
    /// `alignment: top`, horizontal: a 30×30, h hidden (height 100), b 20×10. UIKit:
    ///
    ///     UISV-canvas-connection  s.leading == a.leading, b.trailing == s.trailing,
    ///                             s.top == a.top, s:spanner.bottom == s.bottom
    ///     UISV-spacing            b.leading == a.trailing
    ///     UISV-hiding             h.width == 0
    ///     UISV-alignment          a.top == h.top, a.top == b.top
    ///     UISV-spanning-boundary  spanner.top == a.top @999.5, spanner.bottom >= a.bottom,
    ///                             the same for b (none for h: it is hidden)
    ///     UISV-spanning-fit       spanner.height == 0 @51
    ///     UISV-ambiguity-suppression  a/h/b.height == 0 @25
    ///
    /// The spanner is as tall as the tallest visible view (30), so s = (0, 0, 50, 30); h
    /// keeps its 100 points, from the stack's top, and does not hold the stack open.
    func testHiddenViewDoesNotSetTheThicknessOfATopAlignedStack() {
        let run = solveLayout(layout(alignment: "top"))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("s"), [0, 0, 50, 30])
        XCTAssertEqual(run.frame("h"), [0, 0, 0, 100])
        XCTAssertEqual(run.frame("b"), [30, 0, 20, 10])
    }

    /// `alignment: center`: `s.centerY == a.centerY`, `a.centerY == h.centerY`, boundaries
    /// `spanner.top <= v.top`, `spanner.bottom >= v.bottom` for a and b only. s is 30 high,
    /// h is centred on 15: h = (0, -35, 0, 100); b = (30, 10, 20, 10).
    func testHiddenViewDoesNotSetTheThicknessOfACenteredStack() {
        let run = solveLayout(layout(alignment: "center"))
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("s"), [0, 0, 50, 30])
        XCTAssertEqual(run.frame("h"), [0, -35, 0, 100])
        XCTAssertEqual(run.frame("b"), [30, 10, 20, 10])
    }

    /// `fill`: a hidden view is still pinned to both edges across the axis (Kean's listing
    /// of a hidden Subview0: `StackView.top == Subview0.top`, `Subview0.bottom ==
    /// StackView.bottom`, `UISV-alignment Subview0.top == Subview1.top`…), so a hidden view
    /// with a required height sets the stack's: a (intrinsic 30×30, hugging 250) stretches
    /// to 100.
    func testHiddenViewStillFillsAFillStack() {
        let run = solveLayout("""
            {"size": {"width": 320, "height": 480},
             "views": {"s": {"stack": {}}, "a": {"superview": "s", "intrinsicSize": [30, 30]},
                       "h": {"superview": "s", "hidden": true, "size": [null, 100]}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("s"), [0, 0, 30, 100])
        XCTAssertEqual(run.frame("a"), [0, 0, 30, 100])
    }

    /// Every arranged view hidden. UIKit connects the stack's edges along the axis to its
    /// spanner guide, whose length tends to 0 at 0.001 when all items are hidden
    /// (decompiled `_UILayoutArrangement _spanningLayoutGuideFittingPriority`: 51, or 0.001
    /// with `_allItemsHidden`); ccc folds the spanner into the stack at its lowest level:
    ///
    ///     UISV-spanning-fit  s.height == 0 @1
    ///     UISV-hiding        a.height == 0, b.height == 0
    ///
    /// `V:|-20-[s]-[below]`: s = (8, 20, 304, 0), below 8 points under it at 28; nothing is
    /// ambiguous (before: s's height was).
    func testAllHiddenStackCollapsesAlongItsAxis() {
        for alignment in ["fill", "center"] {
            let run = solveLayout("""
                {"size": {"width": 320, "height": 480},
                 "views": {"s": {"stack": {"axis": "vertical", "spacing": 8, "alignment": "\(alignment)"}},
                           "a": {"superview": "s", "hidden": true, "intrinsicSize": [40, 20]},
                           "b": {"superview": "s", "hidden": true}, "below": {"size": [10, 10]}},
                 "constraints": ["H:|-[s]-|", "V:|-20-[s]-[below]", "H:|[below]"]}
                """)
            XCTAssertEqual(run.codes, [], alignment)
            XCTAssertEqual(run.frame("s"), [8, 20, 304, 0], alignment)
            XCTAssertEqual(run.frame("below"), [0, 28, 10, 10], alignment)
            XCTAssertFalse(run.solution?.views.contains { $0.ambiguity.isAmbiguous } ?? true, alignment)
        }
    }

    /// A stack without arranged views adds no constraints (unlike an all-hidden one, it has
    /// no `UISV-spanning-fit`; docs/fidelity.md gives the thin evidence): placed but not
    /// sized, its width and height are left open, and solve reports it ambiguous.
    func testEmptyStackAddsNoConstraints() {
        let run = solveLayout("""
            {"size": {"width": 200, "height": 100},
             "views": {"s": {"stack": {"axis": "vertical"}}, "sized": {"stack": {}, "size": [40, 30]}},
             "constraints": ["s.left = super.left + 10", "s.top = super.top + 10", "sized.left = super.left", "sized.top = super.top"]}
            """)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("s"), [10, 10, 0, 0])
        XCTAssertEqual(run.solution?.views.first { $0.name == "s" }?.ambiguity.isAmbiguous, true)
        XCTAssertEqual(run.frame("sized"), [0, 0, 40, 30])
        XCTAssertEqual(run.solution?.views.first { $0.name == "sized" }?.ambiguity.isAmbiguous, false)
    }

    private func layout(alignment: String) -> String {
        """
        {"size": {"width": 320, "height": 480},
         "views": {"s": {"stack": {"alignment": "\(alignment)"}}, "a": {"superview": "s", "size": [30, 30]},
                   "h": {"superview": "s", "hidden": true, "size": [null, 100]}, "b": {"superview": "s", "size": [20, 10]}},
         "constraints": ["s.left = super.left", "s.top = super.top"]}
        """
    }
}
