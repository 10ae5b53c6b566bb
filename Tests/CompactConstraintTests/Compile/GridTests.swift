import CompactConstraint
import XCTest
import CCCTestSupport

/// Grids: fixed, auto and star tracks, spacing, spans, and the diagnostics of `grid` and `cell`.
final class GridTests: XCTestCase {
    /// Columns 100, auto, *, 2* with 10 between them in a 400-wide grid: auto is the widest
    /// view alone in column 1 (70); 400 − 100 − 70 − 30 = 200 left, shared 1 : 2.
    func testMixedTracks() {
        let text = #"""
            {
              "size": {"width": 400, "height": 300},
              "views": {
                "g": {"grid": {"rows": [40, "*"], "columns": [100, "auto", "*", "2*"], "spacing": 10},
                      "size": [400, 200], "align": "left top"},
                "fixed": {"superview": "g", "cell": [0, 0]},
                "auto1": {"superview": "g", "cell": [0, 1], "intrinsicSize": [70, 20]},
                "auto2": {"superview": "g", "cell": [1, 1], "intrinsicSize": [50, null]},
                "star": {"superview": "g", "cell": [0, 2]},
                "wide": {"superview": "g", "cell": [1, 2], "span": [1, 2]},
                "double": {"superview": "g", "cell": [0, 3]}
              }
            }
            """#
        assertFrames(text, [
            "fixed": [0, 0, 100, 40], "auto1": [110, 0, 70, 40], "star": [190, 0, 66.666667, 40],
            "double": [266.666667, 0, 133.333333, 40], "wide": [190, 50, 210, 150],
        ])
        // auto2 (intrinsic 50) fills its 70-point cell: hugging (250) gives way.
        assertFrames(text, ["auto2": [110, 50, 70, 150]])
    }

    /// Without star tracks the grid takes its natural size: 2 × 30 + 5 wide, 20 + 4 + 20 tall.
    func testGridWithoutStarsHasNaturalSize() {
        let text = #"""
            {
              "size": {"width": 400, "height": 300},
              "views": {
                "g": {"grid": {"rows": [20, "auto"], "columns": [30, 30], "spacing": [5, 4]}, "align": "center"},
                "a": {"superview": "g", "cell": [0, 0]},
                "b": {"superview": "g", "cell": [1, 1], "intrinsicSize": [10, 20]}
              }
            }
            """#
        assertFrames(text, ["g": [167.5, 128, 65, 44], "a": [167.5, 128, 30, 20], "b": [202.5, 152, 30, 20]])
    }

    /// Star rows share the height: "*" and "3*" of 100 − 10 spacing.
    func testStarRows() {
        let text = #"""
            {
              "size": {"width": 100, "height": 100},
              "views": {
                "g": {"grid": {"rows": ["*", "3*"], "columns": ["*"], "spacing": [0, 10]}, "align": "fill"},
                "top": {"superview": "g", "cell": [0, 0]},
                "bottom": {"superview": "g", "cell": [1, 0]}
              }
            }
            """#
        assertFrames(text, ["top": [0, 0, 100, 22.5], "bottom": [0, 32.5, 100, 67.5]])
    }

    func testCellOutsideTheGrid() {
        let marked = MarkedText(#"""
            {"views": {"g": {"grid": {"rows": [10], "columns": [10]}},
                       "a": {"superview": "g", "1️⃣cell": [0, 1]}}}
            """#)
        XCTAssertEqual(solveLayout(marked.text).located.first, "\(marked.location(1)) grid-cell-outside")
    }

    func testCellWithoutGrid() {
        let marked = MarkedText(#"{"views": {"a": {"1️⃣cell": [0, 0]}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located.first, "\(marked.location(1)) intent-ignored")
    }

    func testBadTrack() {
        let marked = MarkedText(#"{"views": {"g": {"grid": {"rows": [10, 1️⃣"3x"], "columns": [10]}}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) invalid-value"])
    }

    func testNegativeTrackAndBadSpan() {
        let marked = MarkedText(#"""
            {"views": {"g": {"grid": {"rows": [1️⃣-1], "columns": [10]}},
                       "a": {"cell": [0, 0], "span": 2️⃣[0, 1]}}}
            """#)
        XCTAssertEqual(
            solveLayout(marked.text).located,
            ["\(marked.location(1)) invalid-value", "\(marked.location(2)) invalid-value"])
    }

    func testEmptyTracks() {
        let marked = MarkedText(#"{"views": {"g": {"1️⃣grid": {"rows": [], "columns": [10]}}}}"#)
        XCTAssertEqual(solveLayout(marked.text).located, ["\(marked.location(1)) invalid-value"])
    }

    func testUnknownGridKey() {
        let run = solveLayout(#"{"views": {"g": {"grid": {"rows": [1], "columns": [1], "colums": [1]}}}}"#)
        XCTAssertEqual(run.codes, ["misspelt-key"])
        XCTAssertEqual(run.diagnostics.first?.message, "unknown key 'colums' in 'g.grid'; did you mean 'columns'?")
        XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), ["columns"])
    }
}
