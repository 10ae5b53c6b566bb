import CompactConstraint
import XCTest

/// Stack views as UIStackView really builds them (issue #12 §2): the constraints UIKit
/// adds beyond its documentation, with the identifiers and priorities of its logs. Sources:
/// Kean's "Arranged" write-up listing UIStackView's constraints per configuration,
/// FDStackView's reimplementation, and disassemblies of `_UILayoutArrangement`
/// (docs/fidelity.md, "Stack views as UIStackView builds them").
final class StackFidelityTests: XCTestCase {
    /// `equalSpacing`, only positioned. UIKit adds (horizontal stack s, views a, b):
    ///
    ///     UISV-canvas-connection  s.leading == a.leading, b.trailing == s.trailing,
    ///                             s.top == a.top, a.bottom == s.bottom (fill alignment, for b too)
    ///     UISV-spacing            b.leading >= a.trailing + 0
    ///     UISV-distributing-edge  gap.leading == a.trailing, gap.trailing == b.leading
    ///     UISV-canvas-fit         s.width == 0 @49
    ///
    /// With a 40×20 and b 60×20 (hugging 250, compression resistance 750): canvas-fit pulls
    /// s as narrow as the views allow without beating hugging, so the gap is 0 and
    /// s = (0, 0, 100, 20), nothing ambiguous. Without canvas-fit s's width is open.
    func testEqualSpacingCanvasFit() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 100},
             "views": {"s": {"stack": {"distribution": "equalSpacing"}}, "a": {"superview": "s", "intrinsicSize": [40, 20]},
                       "b": {"superview": "s", "intrinsicSize": [60, 20]}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("s"), [0, 0, 100, 20])
        XCTAssertEqual(run.frame("a"), [0, 0, 40, 20])
        XCTAssertEqual(run.frame("b"), [40, 0, 60, 20])
    }

    /// `equalCentering` of the same views, only positioned: canvas-fit again, and the
    /// centre gaps are equal at `150 − k` (one gap here), far below compression resistance:
    /// s = (0, 0, 100, 20).
    func testEqualCenteringCanvasFit() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 100},
             "views": {"s": {"stack": {"distribution": "equalCentering"}}, "a": {"superview": "s", "intrinsicSize": [40, 20]},
                       "b": {"superview": "s", "intrinsicSize": [60, 20]}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("s"), [0, 0, 100, 20])
    }

    /// Three views of `equalCentering` in a stack too narrow to equalise centres without
    /// squeezing: the equal-centre constraint (UISV-fill-equally between the gaps, 149)
    /// gives way before compression resistance (750), so no view is squeezed. Widths 100,
    /// 20, 100 in 240: views fit (220 + 2 × 0 spacing); centres at 50, 110, 190 cannot be
    /// equally spaced without moving the middle view, which the remaining room allows:
    /// gap guides centre-to-centre must sum to 240 − 50 − 50 = 140 → 70 each, middle at 120.
    func testEqualCenteringNeverSqueezesAViewThatFits() {
        let run = lintLayout("""
            {"size": {"width": 240, "height": 100},
             "views": {"s": {"stack": {"distribution": "equalCentering"}}, "a": {"superview": "s", "intrinsicSize": [100, 20]},
                       "b": {"superview": "s", "intrinsicSize": [20, 20]}, "c": {"superview": "s", "intrinsicSize": [100, 20]}},
             "constraints": ["H:|[s]|", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.frame("a"), [0, 0, 100, 20])
        XCTAssertEqual(run.frame("b"), [110, 0, 20, 20])
        XCTAssertEqual(run.frame("c"), [140, 0, 100, 20])
    }

    /// `alignment: center` (horizontal). UIKit adds, beyond the centring and the spanning
    /// boundaries, `UISV-ambiguity-suppression`: a.height == 0 @25, b.height == 0 @25. b has
    /// no size of its own: its height goes to 0, its centre on the stack's (30 high, from a),
    /// so b = (30, 15, 290, 0), nothing ambiguous.
    func testCenterAlignmentAmbiguitySuppression() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 100},
             "views": {"s": {"stack": {"alignment": "center"}}, "a": {"superview": "s", "size": [30, 30]}, "b": {"superview": "s"}},
             "constraints": ["H:|[s]|", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("b"), [30, 15, 290, 0])
        XCTAssertEqual(run.frame("s"), [0, 0, 320, 30])
    }

    /// The generated constraints keep UIKit's identifiers and priorities.
    func testIdentifiersAndPriorities() {
        let file = SourceFile(path: "f.json", text: """
            {"size": {"width": 320, "height": 100},
             "views": {"s": {"stack": {"distribution": "equalCentering", "alignment": "top"}},
                       "a": {"superview": "s"}, "b": {"superview": "s"}, "c": {"superview": "s"}}}
            """)
        var diagnostics = Diagnostics()
        let layout = Pipeline.compile(file, into: &diagnostics)?.1
        let generated = (layout?.constraints ?? []).filter { $0.origin.kind == .stack }
            .map { "\($0.origin.identifier) \($0.origin.canonical)" }
        XCTAssertTrue(generated.contains("UISV-canvas-fit s.width == 0 @ 49"), "\(generated)")
        XCTAssertTrue(generated.contains("UISV-fill-equally s:gap2.width == s:gap1.width @ 149"), "\(generated)")
        XCTAssertTrue(generated.contains("UISV-ambiguity-suppression a.height == 0 @ 25"), "\(generated)")
    }

    /// `spacing: "system"` (UIStackView.spacingUseSystem: the standard 8 points between
    /// siblings) and `spacingAfter` (setCustomSpacing(_:after:)): UISV-spacing
    /// `b.leading == a.trailing + 20` after a, `c.leading == b.trailing + 8` after b.
    func testSystemAndCustomSpacing() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 100}, "metrics": {"big": 20},
             "views": {"s": {"stack": {"spacing": "system"}}, "a": {"superview": "s", "size": [10, 10], "spacingAfter": "big"},
                       "b": {"superview": "s", "size": [10, 10]}, "c": {"superview": "s", "size": [10, 10]}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("b"), [30, 0, 10, 10])
        XCTAssertEqual(run.frame("c"), [48, 0, 10, 10])
        XCTAssertEqual(run.frame("s"), [0, 0, 58, 10])
    }

    func testSpacingAfterOutsideAStackIsIgnoredWithAWarning() {
        let run = lintLayout(#"{"size": {"width": 10, "height": 10}, "views": {"d": {"spacingAfter": 3, "size": [1, 1], "align": "left top"}}}"#)
        XCTAssertEqual(run.diagnostics.map(\.code), [.intentIgnored])
    }

    /// `baselineRelative` (isBaselineRelativeArrangement) in a vertical stack: UISV-spacing
    /// `b.firstBaseline == a.lastBaseline + 10`. a is 30 high with its last baseline at 24,
    /// b's first baseline 15 below its top: b.top = 24 + 10 − 15 = 19.
    func testBaselineRelativeArrangement() {
        let run = lintLayout("""
            {"size": {"width": 320, "height": 100},
             "views": {"s": {"stack": {"axis": "vertical", "spacing": 10, "baselineRelative": true}},
                       "a": {"superview": "s", "size": [50, 30], "lastBaseline": 24},
                       "b": {"superview": "s", "size": [50, 20], "baseline": 15}},
             "constraints": ["s.left = super.left", "s.top = super.top"]}
            """)
        XCTAssertEqual(run.diagnostics.map(\.code), [])
        XCTAssertEqual(run.frame("b"), [0, 19, 50, 20])
        XCTAssertEqual(run.frame("s"), [0, 0, 50, 39])
        let horizontal = lintLayout(#"{"size": {"width": 10, "height": 10}, "views": {"s": {"stack": {"baselineRelative": true}, "align": "fill"}}}"#)
        XCTAssertEqual(horizontal.diagnostics.map(\.code), [.intentIgnored])
    }
}
