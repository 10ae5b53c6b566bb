import XCTest
import CCCTestSupport

/// `safe` is the superview's safe-area layout guide. The root's insets are the file's
/// `safeArea`; any other view's are the part of the root's insets that overlaps it
/// (UIView.safeAreaInsets, safeAreaLayoutGuide).
final class SafeAreaTests: XCTestCase {
    /// Root 400×800 with insets [top 44, left 10, bottom 34, right 20].
    func layout(_ views: String, _ constraints: [String]) -> String {
        let list = constraints.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            {"size": {"width": 400, "height": 800}, "safeArea": [44, 10, 34, 20],
             "views": {\(views)}, "constraints": [\(list)]}
            """
    }

    func testAViewInTheTopLeftCornerInheritsTheOverlap() throws {
        // card (0, 0, 200, 100) is covered 44 at the top and 10 at the left; its bottom (100)
        // is above 800 − 34 and its right (200) left of 400 − 20, so those insets are 0.
        let frames = try solveText(layout(
            #""card": {"size": [200, 100]}, "inner": {"superview": "card"}"#,
            ["card.left = super.left", "card.top = super.top",
             "inner.left = safe.left", "inner.right = safe.right", "inner.top = safe.top", "inner.bottom = safe.bottom"]))
        XCTAssertEqual(frames["inner"], [10, 44, 190, 56])
    }

    func testAViewInTheBottomRightCorner() throws {
        // footer (300, 740, 100, 60): bottom inset 800 − 766 = 34, right inset 400 − 380 = 20.
        let frames = try solveText(layout(
            #""footer": {"size": [100, 60]}, "button": {"superview": "footer"}"#,
            ["footer.right = super.right", "footer.bottom = super.bottom",
             "button.left = safe.left", "button.right = safe.right", "button.top = safe.top", "button.bottom = safe.bottom"]))
        XCTAssertEqual(frames["button"], [300, 740, 80, 26])
    }

    func testAPartlyCoveredViewAndOneBelowTheInsets() throws {
        // mid starts at y 30: covered 44 − 30 = 14. low starts at y 50: not covered at all.
        let frames = try solveText(layout(
            #""mid": {"size": [100, 50]}, "a": {"superview": "mid", "size": [10, 10]},"#
                + #""low": {"size": [100, 50]}, "b": {"superview": "low", "size": [10, 10]}"#,
            ["mid.left = super.left + 100", "mid.top = super.top + 30", "a.left = safe.left", "a.top = safe.top",
             "low.left = super.left + 200", "low.top = super.top + 50", "b.left = safe.left", "b.top = safe.top"]))
        XCTAssertEqual(frames["a"], [100, 44, 10, 10])
        XCTAssertEqual(frames["b"], [200, 50, 10, 10])
    }

    func testInsetsThatDependOnEachOtherSettle() throws {
        // middle sits 30 above outer's guide; outer (at 0) is covered 44, so middle is at 14,
        // covered 44 − 14 = 30, and inner on middle's guide lands at 14 + 30 = 44.
        let frames = try solveText(layout(
            #""outer": {"size": [200, 200]}, "middle": {"superview": "outer", "size": [100, 100]},"#
                + #""inner": {"superview": "middle", "size": [10, 10]}"#,
            ["outer.left = super.left", "outer.top = super.top", "middle.left = super.left + 50",
             "middle.top = safe.top - 30", "inner.left = super.left", "inner.top = safe.top"]))
        XCTAssertEqual(frames["middle"], [50, 14, 100, 100])
        XCTAssertEqual(frames["inner"], [50, 44, 10, 10])
    }

    func testALayoutWhoseSafeAreaNeverSettlesIsAWarning() throws {
        // container.y = 2 × (its top inset) through marker, and its inset is 44 − container.y
        // clamped to 0 … 30: the rounds alternate between 0 and 30.
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 200, "height": 200}, "safeArea": [44, 0, 0, 0],
             "views": {"container": {"size": [100, 30]}, "child": {"superview": "container", "size": [10, 10]},
                       "marker": {"size": [10, 10]}},
             "constraints": ["container.left = super.left", "marker.left = super.left", "child.left = super.left",
               "child.top = safe.top", "marker.top = child.top", "container.top = marker.top / 1.5"]}
            """)
        let result = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stderr.contains("warning: the safe-area insets of nested views did not settle"), result.stderr)
        XCTAssertTrue(result.stderr.contains("[safe-area-not-converged]"), result.stderr)
    }

    func testMarginsAreMeasuredFromTheSafeArea() throws {
        // The root's margins (8) start at its safe area: top 44 + 8, left 10 + 8, right 400 − 20 − 8.
        // card (0, 200, 200, 100) is covered only on the left (10), so its left margin is 10 + 8.
        let frames = try solveText(layout(
            #""a": {"size": [null, 20]}, "card": {"size": [200, 100]}, "inner": {"superview": "card", "size": [10, 10]}"#,
            ["H:|-[a]-|", "V:|-[a]", "card.left = super.left", "card.top = super.top + 200",
             "inner.left = super.leftMargin", "inner.top = super.topMargin"]))
        XCTAssertEqual(frames["a"], [18, 52, 354, 20])
        XCTAssertEqual(frames["inner"], [18, 208, 10, 10])
    }
}
