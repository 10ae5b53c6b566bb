import CompactConstraint
import XCTest
import CCCTestSupport

/// Docking words in any order, and the diagnostics of `align`, `margin`, `stack` and `hidden`.
final class IntentDecodingTests: XCTestCase {
    /// A 40×40 view `v` docked in a 320×480 root with margin [20, 60] (x 20, y 60).
    func docked(_ align: String, margin: String = "[20, 60]") -> Pipeline.Run {
        solveLayout(#"{"size": {"width": 320, "height": 480}, "views": {"v": {"size": [40, 40], "align": "\#(align)", "margin": \#(margin)}}}"#)
    }

    func testDockingWordsInAnyOrder() {
        XCTAssertEqual(docked("center top").frame("v"), [140, 60, 40, 40])
        XCTAssertEqual(docked("top center").frame("v"), [140, 60, 40, 40])
        XCTAssertEqual(docked("center left").frame("v"), [20, 220, 40, 40])
        XCTAssertEqual(docked("bottom right").frame("v"), [260, 380, 40, 40])
        XCTAssertEqual(docked("center").frame("v"), [140, 220, 40, 40])
        XCTAssertEqual(docked("center center").frame("v"), [140, 220, 40, 40])
        XCTAssertEqual(docked("trailing bottom").frame("v"), [260, 380, 40, 40])
    }

    func testFillAloneIsBothAxes() {
        let run = solveLayout(#"{"size": {"width": 320, "height": 480}, "views": {"v": {"align": "fill", "margin": 10}}}"#)
        XCTAssertEqual(run.frame("v"), [10, 10, 300, 460])
        let mixed = solveLayout(
            #"{"size": {"width": 320, "height": 480}, "views": {"v": {"align": "top fill", "margin": [1, 2, 3, 4], "size": [null, 30]}}}"#)
        XCTAssertEqual(mixed.frame("v"), [2, 1, 314, 30])
    }

    func testDockingUsesIntrinsicSize() {
        let run = solveLayout(#"{"size": {"width": 320, "height": 480}, "views": {"v": {"align": "right bottom", "intrinsicSize": [30, 20]}}}"#)
        XCTAssertEqual(run.frame("v"), [290, 460, 30, 20])
    }

    func testDockingErrors() {
        for align in ["top bottom", "left right", "middle", "", "left top center", "fill fill fill"] {
            XCTAssertEqual(docked(align).codes.first, "invalid-value", align)
        }
        XCTAssertEqual(docked("left top", margin: "[1, 2, 3]").codes, ["invalid-value"])
        XCTAssertEqual(docked("left top", margin: #""a""#).codes, ["type-mismatch"])
    }

    func testMarginWithoutAlign() {
        XCTAssertEqual(solveLayout(#"{"views": {"v": {"margin": 4}}}"#).codes, ["intent-ignored"])
    }

    /// Star shares are bounded like multipliers (two shares of 1e308 summed to infinity
    /// and gave every column width 0), fixed tracks like lengths.
    func testGridTrackLimits() {
        for (columns, code) in [(#"["1e308*", "1e308*"]"#, "invalid-value"), (#"["0.00001*", "*"]"#, "invalid-value"),
                                (#"[1e8, "*"]"#, "number-out-of-range")] {
            let marked = MarkedText(#"{"views": {"g": {"grid": {"columns": \#(columns), "rows": ["*"]}}}}"#)
            XCTAssertEqual(solveLayout(marked.text).codes, [code], columns)
        }
        let fine = solveLayout(#"{"size": {"width": 300, "height": 100}, "views": {"g": {"align": "fill", "margin": 0, "grid": {"columns": ["10000*", "*"], "rows": ["*"]}}}}"#)
        XCTAssertEqual(fine.codes, [])
    }

    func testStackValues() {
        let marked = MarkedText(#"""
            {"views": {"s": {"stack": {"axis": 1️⃣3, "distribution": 2️⃣"fillEqualy", "layoutMarginsRelative": 3️⃣"yes",
                                      "spacing": 4️⃣true, "alignment": 5️⃣"middle", "6️⃣spacng": 1}},
                       "a": {"superview": "s", "hidden": 7️⃣1}}}
            """#)
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, [
            "\(marked.location(6)) misspelt-key", "\(marked.location(1)) type-mismatch",
            "\(marked.location(2)) invalid-value", "\(marked.location(3)) type-mismatch",
            "\(marked.location(4)) type-mismatch", "\(marked.location(5)) invalid-value",
            "\(marked.location(7)) type-mismatch",
        ])
        XCTAssertEqual(run.diagnostics[2].notes.first?.message, "did you mean 'fillEqually'?")
        XCTAssertEqual(run.diagnostics[0].fixIts.map(\.replacement), ["spacing"])
    }

    func testSpacingMetric() {
        let text = stackLayout(
            #"{"spacing": "gap", "distribution": "fillEqually"}"#, views: threeViews(),
            extra: #", "metrics": {"gap": 15}"#)
        assertFrames(text, ["b": [105, 0, 90, 100]])
        let marked = MarkedText(stackLayout(#"{"spacing": "1️⃣gapp"}"#, views: threeViews(), extra: #", "metrics": {"gap": 15}"#))
        let run = solveLayout(marked.text)
        XCTAssertEqual(run.located, ["\(marked.location(1)) unknown-metric"])
        XCTAssertEqual(run.diagnostics.first?.notes.first?.message, "did you mean 'gap'?")
    }

    func testHiddenOutsideStack() {
        let marked = MarkedText(#"{"views": {"v": {"hidden": 1️⃣true}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) intent-ignored"])
    }

    func testStackAndGridTogether() {
        XCTAssertEqual(
            solveLayout(#"{"views": {"v": {"stack": {}, "grid": {"rows": [1], "columns": [1]}}}}"#).codes,
            ["invalid-value"])
    }
}
