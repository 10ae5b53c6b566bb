import XCTest
import CCCTestSupport

/// Layout margins (UIView.layoutMargins, directionalLayoutMargins: 8 points by default;
/// the root's from the top-level `layoutMargins`) and baselines (firstBaselineAnchor,
/// lastBaselineAnchor; `baseline` is NSLayoutAttributeLastBaseline).
final class MarginAndBaselineTests: XCTestCase {
    /// Root 300×200 with margins [top 10, left 20, bottom 30, right 40]; `a` fills them and has
    /// margins [1, 2, 3, 4]; b, c, d (10×10) sit inside `a` on its margins.
    let margins = """
        {"size": {"width": 300, "height": 200}, "layoutMargins": [10, 20, 30, 40],
         "views": {"a": {"layoutMargins": [1, 2, 3, 4]},
                   "b": {"superview": "a", "size": [10, 10]}, "c": {"superview": "a", "size": [10, 10]},
                   "d": {"superview": "a", "size": [10, 10]}},
         "constraints": [
           "a.left = super.leftMargin", "a.top = super.topMargin",
           "a.right = super.rightMargin", "a.bottom = super.bottomMargin",
           "b.centerX = super.centerXWithinMargins", "b.centerY = super.centerYWithinMargins",
           "c.right = super.rightMargin", "c.bottom = super.bottomMargin",
           "d.leading = super.leadingMargin", "d.top = super.topMargin"]}
        """

    func testMarginsOfTheRootAndOfAView() throws {
        let frames = try solveText(margins)
        XCTAssertEqual(frames["a"], [20, 10, 240, 160])  // 300 − 40 = 260, 200 − 30 = 170
        // a's margin box: x 22 … 256, y 11 … 167; its centre (139, 89).
        XCTAssertEqual(frames["b"], [134, 84, 10, 10])
        XCTAssertEqual(frames["c"], [246, 157, 10, 10])  // 260 − 4 = 256, 170 − 3 = 167
        XCTAssertEqual(frames["d"], [22, 11, 10, 10])    // leading margin = left margin, left to right
    }

    func testTheLeadingMarginIsTheRightMarginRightToLeft() throws {
        let frames = try solveText(margins, ["--layout-direction", "rtl"])
        XCTAssertEqual(frames["a"], [20, 10, 240, 160])  // left and right do not follow the direction
        XCTAssertEqual(frames["d"], [246, 11, 10, 10])   // 260 − 4 − 10
    }

    func testFirstAndLastBaselines() throws {
        // label: top 10, first baseline 15, last baseline 45 (two lines). Views without text
        // (the icons) use their bottom edge for every baseline.
        let frames = try solveText("""
            {"size": {"width": 300, "height": 100},
             "views": {"label": {"intrinsicSize": [100, 60], "baseline": 15, "lastBaseline": 45},
                       "field": {"size": [50, 30], "baseline": 20}, "field2": {"size": [50, 30], "baseline": 20},
                       "icon": {"size": [10, 10]}, "icon2": {"size": [10, 10]}},
             "constraints": [
               "label.left = super.left", "label.top = super.top + 10",
               "field.left = super.left", "field.firstBaseline = label.firstBaseline",
               "field2.left = super.left", "field2.lastBaseline = label.lastBaseline",
               "icon.left = super.left", "icon.baseline = label.baseline",
               "icon2.left = super.left", "icon2.firstBaseline = label.firstBaseline"]}
            """)
        XCTAssertEqual(frames["field"], [0, 5, 50, 30])   // y + 20 = 10 + 15
        XCTAssertEqual(frames["field2"], [0, 35, 50, 30]) // one line: last = first; y + 20 = 10 + 45
        XCTAssertEqual(frames["icon"], [0, 45, 10, 10])   // baseline is the last one: y + 10 = 55
        XCTAssertEqual(frames["icon2"], [0, 15, 10, 10])  // y + 10 = 25
    }

    func testTheCardCellExample() throws {
        let result = try CommandRunner.run(["solve", "Examples/card-cell.json", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let tsv = try CommandRunner.run(["solve", "Examples/card-cell.json", "--format", "tsv"])
        let frames = parseTSV(tsv.stdout)
        // The cell's margins [11, 16, 11, 16]: card (16, 11, 343, 98); its margins 12: box x 28 … 347,
        // y 23 … 97, centre y 60.
        XCTAssertEqual(frames["card"], [16, 11, 343, 98])
        XCTAssertEqual(frames["avatar"], [28, 40, 40, 40])
        XCTAssertEqual(frames["title"], [80, 23, 120, 20])     // 28 + 40 + 12
        XCTAssertEqual(frames["subtitle"], [80, 45, 200, 36])  // y + 14 = (23 + 16) + 20
        // centreX in the card's own space: 343 / 2 × 1.75 = 300.125, so 16 + 300.125 − 12 absolute;
        // no text, so its last baseline is its bottom: y + 24 = 45 + 32.
        XCTAssertEqual(frames["badge"], [304.125, 53, 24, 24])
        // The frame relative to the superview, as UIView.frame.
        XCTAssertTrue(result.stdout.contains("""
                  "frame": {
                    "height": 24,
                    "width": 24,
                    "x": 288.125,
                    "y": 42
                  },
            """), result.stdout)
    }
}
