import CompactConstraint
import XCTest

/// Each UIStackView.Distribution, horizontal, 300 points long, spacing 10, with views whose
/// intrinsic widths are 50, 60 and 40 (150 in all, 170 with spacing). Numbers worked out
/// from Apple's documentation of each case.
final class StackDistributionTests: XCTestCase {
    func horizontal(_ distribution: String, width: Double = 300, a: String = "", b: String = "", c: String = "")
        -> String
    {
        stackLayout(
            #"{"axis": "horizontal", "spacing": 10, "distribution": "\#(distribution)"}"#,
            size: "[\(formatNumber(width)), 100]", views: threeViews(a: a, b: b, c: c))
    }

    /// fill: the view with the lowest hugging takes the extra 130 points.
    func testFillStretchesLowestHugging() {
        assertFrames(horizontal("fill", b: #", "hugging": [200, 250]"#), [
            "a": [0, 0, 50, 100], "b": [60, 0, 190, 100], "c": [260, 0, 40, 100],
        ])
    }

    /// fill with equal hugging: "based on their index" — the first view stretches.
    func testFillTieStretchesFirst() {
        assertFrames(horizontal("fill"), ["a": [0, 0, 180, 100], "b": [190, 0, 60, 100], "c": [260, 0, 40, 100]])
    }

    /// fill, 150 long: 20 points short; the lowest compression resistance (c) shrinks.
    func testFillShrinksLowestCompressionResistance() {
        assertFrames(horizontal("fill", width: 150, c: #", "compressionResistance": [700, 750]"#), [
            "a": [0, 0, 50, 100], "b": [60, 0, 60, 100], "c": [130, 0, 20, 100],
        ])
    }

    /// fill, 150 long, equal compression resistance: the first view shrinks.
    func testFillTieShrinksFirst() {
        assertFrames(horizontal("fill", width: 150), ["a": [0, 0, 30, 100], "b": [40, 0, 60, 100], "c": [110, 0, 40, 100]])
    }

    /// fill, 60 long: 110 points short. The first view gives all it has (50, to 0), then the
    /// next in index order gives the remaining 60 (to 0), and the last keeps its 40: each
    /// later tied view is held more firmly than the one before it. Before, b and c tied at
    /// one level and the last view shrank first, both reported ambiguous.
    func testFillTieShrinksInIndexOrderPastTheFirst() {
        assertFrames(horizontal("fill", width: 60), ["a": [0, 0, 0, 100], "b": [10, 0, 0, 100], "c": [20, 0, 40, 100]])
    }

    /// equalSpacing squeezed past its first view (from a trial): 130 long for 40 + 60 + 100
    /// and two gaps of 10: a goes to 0, then b gives the other 50 points, c keeps its 100.
    func testEqualSpacingSqueezedShrinksInIndexOrder() {
        let text = stackLayout(
            #"{"axis": "horizontal", "spacing": 10, "distribution": "equalSpacing"}"#, size: "[130, 30]",
            views: #""a": {"superview": "s", "intrinsicSize": [40, 20]}, "b": {"superview": "s", "intrinsicSize": [60, 30]}, "#
                + #""c": {"superview": "s", "intrinsicSize": [100, 10]}"#)
        assertFrames(text, ["a": [0, 0, 0, 30], "b": [10, 0, 10, 30], "c": [30, 0, 100, 30]])
    }

    /// fillEqually: (300 − 20) / 3 each, whatever the intrinsic sizes.
    func testFillEqually() {
        assertFrames(horizontal("fillEqually"), [
            "a": [0, 0, 93.333333, 100], "b": [103.333333, 0, 93.333333, 100], "c": [206.666667, 0, 93.333333, 100],
        ])
    }

    /// fillProportionally as UIKit makes it (UISV-fill-proportionally, the "Arranged"
    /// write-up): `a.width == 50/170 × s.width @999`, `b.width == 60/170 × s.width @998`,
    /// `c.width == 40/170 × s.width @997` — the 20 points of spacing enter the shares. a =
    /// 88.235294 and b = 105.882353 hold; c takes what is left of 300 − 20: 85.882353.
    func testFillProportionally() {
        assertFrames(horizontal("fillProportionally"), [
            "a": [0, 0, 88.235294, 100], "b": [98.235294, 0, 105.882353, 100], "c": [214.117647, 0, 85.882353, 100],
        ])
    }

    /// fillProportionally without intrinsic sizes falls back to fillEqually, with a warning.
    func testFillProportionallyWithoutIntrinsicSizes() {
        let text = stackLayout(
            #"{"distribution": "fillProportionally"}"#, views: #""a": {"superview": "s"}, "b": {"superview": "s"}"#)
        let run = solveLayout(text)
        XCTAssertEqual(run.codes, ["intent-ignored"])
        XCTAssertEqual(run.frame("b"), [150, 0, 150, 100])
    }

    /// equalSpacing: views keep their sizes; the 150 points left make two gaps of 75.
    func testEqualSpacing() {
        assertFrames(horizontal("equalSpacing"), ["a": [0, 0, 50, 100], "b": [125, 0, 60, 100], "c": [260, 0, 40, 100]])
    }

    /// equalSpacing, 160 long: gaps at their minimum 10, then views shrink (first by index).
    func testEqualSpacingTooNarrow() {
        assertFrames(horizontal("equalSpacing", width: 160), [
            "a": [0, 0, 40, 100], "b": [50, 0, 60, 100], "c": [120, 0, 40, 100],
        ])
    }

    /// equalCentering: centres at 25, 152.5 and 280 — equally far apart.
    func testEqualCentering() {
        assertFrames(horizontal("equalCentering"), [
            "a": [0, 0, 50, 100], "b": [122.5, 0, 60, 100], "c": [260, 0, 40, 100],
        ])
    }

    /// equalCentering with a wide first view: equal centres would put b 2.5 points into a;
    /// the views fit, so the centring gives way and b keeps the minimum spacing.
    func testEqualCenteringKeepsMinimumSpacing() {
        let text = stackLayout(
            #"{"spacing": 10, "distribution": "equalCentering"}"#, size: "[250, 100]",
            views: #"""
                "a": {"superview": "s", "intrinsicSize": [150, 20]},
                "b": {"superview": "s", "intrinsicSize": [20, 20]},
                "c": {"superview": "s", "intrinsicSize": [20, 20]}
                """#)
        assertFrames(text, ["a": [0, 0, 150, 100], "b": [160, 0, 20, 100], "c": [230, 0, 20, 100]])
    }

    /// The stack's length follows its views when nothing else sets it.
    func testStackHugsItsViews() {
        let text = stackLayout(#"{"spacing": 10}"#, size: "[null, 50]", views: threeViews())
        assertFrames(text, ["s": [0, 0, 170, 50], "c": [130, 0, 40, 50]])
    }

    /// layoutMarginsRelative: arranged inside the default 8-point margins.
    func testLayoutMarginsRelative() {
        let text = stackLayout(#"{"spacing": 10, "layoutMarginsRelative": true}"#, views: threeViews())
        assertFrames(text, ["a": [8, 8, 164, 84], "b": [182, 8, 60, 84], "c": [252, 8, 40, 84]])
    }

    /// A hidden view takes no room: the others share the stack as if it were not there.
    func testHiddenViewTakesNoRoom() {
        let text = stackLayout(
            #"{"spacing": 10, "distribution": "fillEqually"}"#, views: threeViews(b: #", "hidden": true"#))
        assertFrames(text, ["a": [0, 0, 145, 100], "b": [0, 0, 0, 100], "c": [155, 0, 145, 100]])
    }

    /// `hidden` may name a metric, so a state can hide a view.
    func testHiddenByState() {
        let text = stackLayout(
            #"{"spacing": 10, "distribution": "fillEqually"}"#, views: threeViews(b: #", "hidden": "compact""#),
            extra: #", "metrics": {"compact": 0}, "states": {"compact": {"compact": 1}}"#)
        assertFrames(text, ["b": [103.333333, 0, 93.333333, 100]])
        assertFrames(text, ["b": [0, 0, 0, 100], "c": [155, 0, 145, 100]], options: CompileOptions(state: "compact"))
    }

    /// Right to left, the first view is rightmost.
    func testRightToLeft() {
        let text = stackLayout(
            #"{"spacing": 10}"#, views: threeViews(b: #", "hugging": [200, 250]"#),
            root: #" "layoutDirection": "rightToLeft","#)
        assertFrames(text, ["a": [250, 0, 50, 100], "b": [50, 0, 190, 100], "c": [0, 0, 40, 100]])
    }

    /// A vertical stack of horizontal stacks.
    func testNestedStacks() {
        let text = stackLayout(
            #"{"axis": "vertical", "spacing": 5}"#, size: "[200, null]",
            views: #"""
                "row1": {"superview": "s", "stack": {"spacing": 10, "alignment": "center"}},
                "a": {"superview": "row1", "intrinsicSize": [50, 20]},
                "b": {"superview": "row1", "intrinsicSize": [60, 40], "hugging": [200, 250]},
                "row2": {"superview": "s", "stack": {"distribution": "fillEqually"}},
                "c": {"superview": "row2", "intrinsicSize": [40, 30]},
                "d": {"superview": "row2", "intrinsicSize": [40, 10]}
                """#)
        assertFrames(text, [
            "s": [0, 0, 200, 75], "row1": [0, 0, 200, 40], "a": [0, 10, 50, 20], "b": [60, 0, 140, 40],
            "row2": [0, 45, 200, 30], "c": [0, 45, 100, 30], "d": [100, 45, 100, 30],
        ])
    }
}
