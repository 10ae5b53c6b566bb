import CompactConstraint
import XCTest

/// Each UIStackView.Alignment. Horizontal stacks hold views 50×20, 60×40 and 40×30 side
/// by side (150 long); their height is left to the stack, which is as tall as its tallest
/// view (40). Vertical stacks are 60 wide.
final class StackAlignmentTests: XCTestCase {
    func horizontal(_ alignment: String, b: String = "", c: String = "", a: String = "") -> String {
        stackLayout(
            #"{"alignment": "\#(alignment)"}"#, size: "[150, null]", views: threeViews(a: a, b: b, c: c))
    }

    func vertical(_ alignment: String, root: String = "") -> String {
        stackLayout(
            #"{"axis": "vertical", "alignment": "\#(alignment)"}"#, size: "[60, null]", views: threeViews(), root: root)
    }

    func testFill() {
        assertFrames(horizontal("fill"), [
            "s": [0, 0, 150, 40], "a": [0, 0, 50, 40], "b": [50, 0, 60, 40], "c": [110, 0, 40, 40],
        ])
    }

    func testTop() {
        assertFrames(horizontal("top"), [
            "s": [0, 0, 150, 40], "a": [0, 0, 50, 20], "b": [50, 0, 60, 40], "c": [110, 0, 40, 30],
        ])
    }

    /// `leading` is `top` in a horizontal stack (the same UIKit case).
    func testLeadingIsTopInHorizontalStacks() {
        assertFrames(horizontal("leading"), ["a": [0, 0, 50, 20], "c": [110, 0, 40, 30]])
    }

    func testCenter() {
        assertFrames(horizontal("center"), [
            "s": [0, 0, 150, 40], "a": [0, 10, 50, 20], "b": [50, 0, 60, 40], "c": [110, 5, 40, 30],
        ])
    }

    func testBottom() {
        assertFrames(horizontal("bottom"), [
            "s": [0, 0, 150, 40], "a": [0, 20, 50, 20], "b": [50, 0, 60, 40], "c": [110, 10, 40, 30],
        ])
    }

    /// Baselines 15, 30 and 20 points from the tops line up at 30; the stack spans 0...40.
    func testFirstBaseline() {
        let text = horizontal(
            "firstBaseline", b: #", "baseline": 30"#, c: #", "baseline": 20"#, a: #", "baseline": 15"#)
        assertFrames(text, [
            "s": [0, 0, 150, 40], "a": [0, 15, 50, 20], "b": [50, 0, 60, 40], "c": [110, 10, 40, 30],
        ])
    }

    /// Last baselines 18, 35 and 25 line up at 35. UIKit connects only the first view's
    /// bottom to the stack's, as an inequality (Kean's "Let's Build UIStackView",
    /// `.lastBaseline`: `StackView.top == _UILayoutSpacer.top`, `V:[Subview0]-(>=0)-|`,
    /// `UISV-canvas-fit StackView.height == 0 @49`; the spanner encloses every view with
    /// `top <=`/`bottom >=` and tends to 0 @51). So the stack ends at a's bottom (17 + 20 =
    /// 37), and b, 40 high, reaches 3 points below it: s = (0, 0, 150, 37).
    func testLastBaseline() {
        let text = horizontal(
            "lastBaseline", b: #", "baseline": 10, "lastBaseline": 35"#, c: #", "lastBaseline": 25"#,
            a: #", "lastBaseline": 18"#)
        assertFrames(text, [
            "s": [0, 0, 150, 37], "a": [0, 17, 50, 20], "b": [50, 0, 60, 40], "c": [110, 10, 40, 30],
        ])
    }

    /// A vertical stack (90 tall: 20 + 40 + 30) in each horizontal alignment.
    func testVerticalFill() {
        assertFrames(vertical("fill"), [
            "s": [0, 0, 60, 90], "a": [0, 0, 60, 20], "b": [0, 20, 60, 40], "c": [0, 60, 60, 30],
        ])
    }

    func testVerticalLeading() {
        assertFrames(vertical("leading"), ["a": [0, 0, 50, 20], "b": [0, 20, 60, 40], "c": [0, 60, 40, 30]])
    }

    func testVerticalCenter() {
        assertFrames(vertical("center"), ["a": [5, 0, 50, 20], "b": [0, 20, 60, 40], "c": [10, 60, 40, 30]])
    }

    func testVerticalTrailing() {
        assertFrames(vertical("trailing"), ["a": [10, 0, 50, 20], "b": [0, 20, 60, 40], "c": [20, 60, 40, 30]])
    }

    /// Right to left, leading is the right edge.
    func testVerticalLeadingRightToLeft() {
        assertFrames(
            vertical("leading", root: #" "layoutDirection": "rightToLeft","#),
            ["a": [10, 0, 50, 20], "b": [0, 20, 60, 40], "c": [20, 60, 40, 30]])
    }

    /// The stack's width follows its widest view when nothing else sets it.
    func testVerticalStackHugsWidestView() {
        let text = stackLayout(#"{"axis": "vertical", "alignment": "center"}"#, size: "[null, null]", views: threeViews())
        assertFrames(text, ["s": [0, 0, 60, 90], "a": [5, 0, 50, 20]])
    }

    /// Baseline alignment only applies to horizontal stacks: a warning, and the views fill.
    func testBaselineInVerticalStackWarns() {
        let run = solveLayout(vertical("firstBaseline"))
        XCTAssertEqual(run.codes, ["intent-ignored"])
        XCTAssertEqual(run.frame("a"), [0, 0, 60, 20])
    }

    /// Margins across the axis with `layoutMarginsRelative` and `center`.
    func testCenterWithinMargins() {
        let text = stackLayout(
            #"{"alignment": "center", "layoutMarginsRelative": true}"#, size: "[166, null]", views: threeViews())
        assertFrames(text, ["s": [0, 0, 166, 56], "a": [8, 18, 50, 20], "b": [58, 8, 60, 40]])
    }
}
