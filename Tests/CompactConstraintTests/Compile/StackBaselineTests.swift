import CompactConstraint
import XCTest

/// A stack's first and last baselines are an arranged view's (issue #12 §2), as UIStackView's
/// `viewForFirstBaselineLayout`/`viewForLastBaselineLayout` choose it: decompiled
/// `UIStackView _shouldRequestTallestBaselineViewForFirst:` and `_UIOrderedLayoutArrangement
/// _baselineViewVendTallest:forFirstBaseline:` (`_firstVisibleItem`, `_lastVisibleItem`,
/// `_tallestItem`), published on GitHub (docs/fidelity.md).
final class StackBaselineTests: XCTestCase {
    /// Vertical stack at y = 10: h hidden (skipped), a 20 high with its baseline at 15, b 40
    /// high with its last baseline at 32. `s.firstBaseline` is a's: 10 + 15 = 25, so l (first
    /// baseline 16) sits at 9; `s.lastBaseline` is b's: 30 + 32 = 62, so m (last baseline 18)
    /// sits at 44.
    func testVerticalStackUsesFirstAndLastVisibleViews() {
        let run = solveLayout("""
            {"size": {"width": 320, "height": 480},
             "views": {"s": {"stack": {"axis": "vertical"}}, "h": {"superview": "s", "hidden": true, "size": [100, null], "baseline": 5},
                       "a": {"superview": "s", "size": [100, 20], "baseline": 15},
                       "b": {"superview": "s", "size": [100, 40], "baseline": 12, "lastBaseline": 32},
                       "l": {"size": [50, 20], "baseline": 16}, "m": {"size": [50, 20], "lastBaseline": 18}},
             "constraints": ["s.left = super.left", "s.top = super.top + 10", "H:[s][l]", "l.firstBaseline = s.firstBaseline",
                             "H:[s][m]", "m.lastBaseline = s.lastBaseline"]}
            """)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("l"), [100, 9, 50, 20])
        XCTAssertEqual(run.frame("m"), [100, 44, 50, 20])
    }

    /// Horizontal stacks at y = 10 with a (intrinsic 40×20, baseline 14) and b (40×50,
    /// baselines 30 and 40); b is the tallest. `center`: both baselines are b's, 40 and 50,
    /// so l sits at 24 and m at 32. `top`: the first baseline is the first view's (a at 10:
    /// 24, l at 8), the last the tallest's (m at 32).
    func testHorizontalStackUsesTheTallestViewPerAlignment() {
        for (alignment, l) in [("center", 24.0), ("top", 8.0)] {
            let run = solveLayout("""
                {"size": {"width": 320, "height": 480},
                 "views": {"s": {"stack": {"alignment": "\(alignment)"}}, "a": {"superview": "s", "intrinsicSize": [40, 20], "baseline": 14},
                           "b": {"superview": "s", "intrinsicSize": [40, 50], "baseline": 30, "lastBaseline": 40},
                           "l": {"size": [50, 20], "baseline": 16}, "m": {"size": [50, 20], "lastBaseline": 18}},
                 "constraints": ["s.left = super.left", "s.top = super.top + 10", "H:[s][l]", "l.firstBaseline = s.firstBaseline",
                                 "H:[s][m]", "m.lastBaseline = s.lastBaseline"]}
                """)
            XCTAssertEqual(run.codes, [], alignment)
            XCTAssertEqual(run.frame("l"), [80, l, 50, 20], alignment)
            XCTAssertEqual(run.frame("m"), [80, 32, 50, 20], alignment)
        }
    }

    /// A stack arranged in a baseline-aligned stack passes its first visible view's baseline
    /// on: the inner vertical stack's first baseline is t's (8 below its top), so t's
    /// baseline meets x's (20) and the inner stack starts at 12.
    func testNestedStackBaseline() {
        let run = solveLayout("""
            {"size": {"width": 320, "height": 480},
             "views": {"row": {"stack": {"alignment": "firstBaseline"}}, "x": {"superview": "row", "size": [30, 30], "baseline": 20},
                       "inner": {"superview": "row", "stack": {"axis": "vertical"}},
                       "t": {"superview": "inner", "size": [40, 10], "baseline": 8}},
             "constraints": ["row.left = super.left", "row.top = super.top"]}
            """)
        XCTAssertEqual(run.codes, [])
        XCTAssertEqual(run.frame("inner"), [30, 12, 40, 10])
    }
}
