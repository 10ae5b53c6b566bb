import Foundation
import XCTest
import CCCTestSupport

/// `ccc explain` on hand-worked cases: goldens for text and JSON in
/// Tests/Fixtures/explain/golden. Each number is worked out by hand below. A sensitivity is
/// d value / d c, where c is the constant of the constraint's canonical form
/// `first = second × m + c`; `a / b` means a when c grows and b when it shrinks (a kink).
final class ExplainTests: XCTestCase {
    func check(_ golden: String, _ arguments: [String], status: Int32 = 0, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let folder = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/explain/golden")
        for (format, ext) in [("text", "txt"), ("json", "json")] {
            let result = try CommandRunner.run(["explain"] + arguments + ["--format", format])
            XCTAssertEqual(result.status, status, result.stderr, file: file, line: line)
            let expected = try String(contentsOf: folder.appendingPathComponent("\(golden).\(ext)"), encoding: .utf8)
            XCTAssertEqual(result.stdout, expected, "\(golden).\(ext)", file: file, line: line)
        }
    }

    /// x = W − 5 − width = 300 − 5 − 100 = 195: +1 per point of the root's width (300),
    /// −1 per point of the button's width (100), +1 per point of `- 5` (c = −5 → −4 moves it right).
    func testDockedButton() throws {
        try check("docked-button", ["Examples/docked-button.json", "button.x"])
    }

    /// rightBottom: x = 320 − 40 − 40 = 240 (root width +1, size −1, right pin +1);
    /// y = 480 − 40 − 40 = 400 likewise; width and height = 40, +1 each from `size`. Both pins
    /// name the file's metric they use (`rightMargin = 40`).
    func testNinePlaces() throws {
        try check("nine-places", ["Examples/nine-places.json", "rightBottom"])
    }

    /// shown: blue.right = W − 20 @751 beats yellow.right @750. With yellow.left = c1 (20),
    /// gap c2 (8), blue.width = yellow.width + c3 (0), blue.right = W + c4 (−20):
    /// c1 + w + c2 + w + c3 = W + c4, so w = (W + c4 − c1 − c2 − c3)/2 = 163.5 and
    /// blue.x = c1 + w + c2 = (W + c4 + c1 + c2 − c3)/2 = 191.5:
    /// +0.5 for W, c1, c2 and c4, −0.5 for c3. yellow.right @750 loses, but it bears on
    /// yellow's variables only, so it is not listed for blue.x. The gap and blue's priority
    /// name the metrics they came from: `spacing = 8 in state 'shown'`, `bluePriority = 751 …`.
    func testSlidingPanelsShown() throws {
        try check("sliding-shown", ["Examples/sliding-panels.json", "blue.x", "--state", "shown"])
    }

    /// hidden: bluePriority 749, so yellow.right = W − 20 @750 wins: yellow.right = 355 and
    /// blue.x = 355 + 375 (spacing) = 730: +1 for W, the gap and yellow.right's −20.
    /// blue.right = W − 20 @749 loses: blue.right = 730 + 335 = 1065, off by 1065 − 355 = 710.
    /// The gap says `spacing = 375 in state 'hidden'`, the loser `bluePriority = 749 in state 'hidden'`.
    func testSlidingPanelsHidden() throws {
        try check("sliding-hidden", ["Examples/sliding-panels.json", "blue.x", "--state", "hidden"])
    }

    /// The example: `H:|-16-[label]-8-[toggle]-16-|` in 320, toggle 51 wide:
    /// label.width = 320 − 16 − 8 − 51 − 16 = 229 (root +1, each gap −1). toggle.width = 51
    /// holds because its hugging (750) beats label's (250): raising toggle's hugging limit
    /// to 52 lets label's hugging take a point (−1); lowering it to 50 puts it against
    /// toggle's compression resistance at the same 750, which keeps 51 (0). The same for
    /// the compression resistance (−1 / 0). label's hugging (wants 180) is off by 229 − 180 = 49.
    func testHuggingContest() throws {
        try check("contest", ["Tests/Fixtures/explain/contest.json", "label.width"])
    }

    /// nameField.width = 375 − 8 (leading margin) − 80 (labelWidth) − 8 − 8 (trailing
    /// margin) = 271: +1 for the root's width and the trailing pin, −1 for each other piece
    /// of the visual-format row. The label's width names its metric (`labelWidth = 80`, the file's).
    func testVisualFormatRow() throws {
        try check("visual-format", ["Examples/visual-format-form.json", "nameField.width"])
    }

    /// wifiLabel in the row stack: 375 − 16 − 16 (page) − 29 (icon) − 8 − 8 (spacing) − 51
    /// (switch) = 247: root +1, page's pins −1 / +1, the row's canvas connections −1 / +1,
    /// icon −1, each spacing −1, the switch's hugging and compression at 750 −1 / 0 (as in
    /// the contest). Its own hugging (wants 60) is off by 247 − 60 = 187.
    func testStack() throws {
        try check("stack", ["Examples/settings-stacks.json", "wifiLabel.width"])
    }

    /// keypad = 320 − 16 − 16 = 288 wide; four star columns with 8 between:
    /// (288 − 24)/4 = 66; eight (column 1) at 66 + 8 = 74 in the keypad, written as
    /// `keypad.right * 0.25 + 2` (288/4 + 2 = 74). With W the root's width,
    /// eight.x = (W − 32)/4 + 2: +0.25 for W and the right pin, −0.25 for the left pin, +1 for the 2.
    func testGridCell() throws {
        try check("grid-cell", ["Examples/calculator-grid.json", "eight.x"])
    }

    /// card = W − 16 − 16 = 343 wide; badge.centerX = 1.75 × card.centerX in the card's own
    /// space = 1.75 × 171.5 = 300.125; badge.x = 300.125 − 24/2 = 288.125. So
    /// badge.x = 0.875 (W − 16 − 16) + c − width/2: +0.875 for W and the card's trailing pin,
    /// −0.875 for its leading pin, +1 for the multiplier's constant, −0.5 for the width.
    func testNestedLocationMultiplier() throws {
        try check("multiplier", ["Examples/card-cell.json", "badge.x"])
    }

    /// Right to left: action's trailing edge is its left edge, at the toolbar's trailing
    /// margin 8; share's trailing (left) edge is 4 beyond action's leading (right) edge:
    /// share.x = 8 + 60 + 4 = 72. Growing a trailing constant moves the edge towards the
    /// leading side (right to left: to the left), so −1 for both pins. The width 60 holds by
    /// compression resistance: raised to 61 it pushes share by +1; lowered to 59 nothing
    /// pulls action narrower, so share need not move (0). Its hugging (≤ 60 @250) never
    /// forces a move: raised, 60 still fits; lowered, compression (750) keeps 60.
    func testRightToLeft() throws {
        try check("right-to-left", ["Examples/rtl-toolbar.json", "share.x"])
    }

    /// label (100 wide) between `left >= 16` and `right <= 300 − 16`: x can be anything
    /// from 16 to 300 − 16 − 100 = 184. The solver put it at 16: raising that 16 moves it
    /// (+1); lowering it need not (0).
    func testAmbiguousView() throws {
        try check("ambiguous", ["Tests/Fixtures/render/ambiguous.json", "label.x"])
    }

    /// An attribute: emailLabel.firstBaseline = emailField's = 44 (safe area) + 20 + 22
    /// (emailField's baseline) = 86: +1 for the `+ 20` and for the baseline pin.
    func testFirstBaseline() throws {
        try check("baseline", ["Examples/sign-in-form.json", "emailLabel.firstBaseline"])
    }

    func testUsageErrors() throws {
        let view = try CommandRunner.run(["explain", "Examples/docked-button.json", "buton"])
        XCTAssertEqual(view.status, 2)
        XCTAssertEqual(view.stderr, "ccc: unknown view 'buton' (did you mean 'button'?)\n")
        let attribute = try CommandRunner.run(["explain", "Examples/docked-button.json", "button.widht"])
        XCTAssertEqual(attribute.status, 2)
        XCTAssertEqual(attribute.stderr,
            "ccc: unknown attribute 'widht' (did you mean 'width'?); use x, y, width, height or an Auto Layout attribute such as trailing or centerY\n")
        // An attribute without its side gets the first attribute with that word (issue #18).
        let margin = try CommandRunner.run(["explain", "Examples/docked-button.json", "self.margin"])
        XCTAssertEqual(margin.status, 2)
        XCTAssertEqual(margin.stderr,
            "ccc: unknown attribute 'margin' (did you mean 'leftMargin'?); use x, y, width, height or an Auto Layout attribute such as trailing or centerY\n")
        let missing = try CommandRunner.run(["explain", "Examples/docked-button.json"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "ccc: explain needs a layout file and a view, such as 'ccc explain FILE label.width'\n")
    }

    /// A layout with a conflict is still explained, with its diagnostics, and exits 1.
    func testConflictExitsOne() throws {
        let result = try CommandRunner.run(["explain", "Tests/Fixtures/render/conflict.json", "button.width"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stdout.hasPrefix("button.width = 100\n"), result.stdout)
        XCTAssertTrue(result.stderr.contains("[unsatisfiable-constraint]"))
    }

    /// UIKit's implicit `width >= 0` decides a width only when it binds: `a.width == -30 @ 750`
    /// loses by 30 and the width stays at 0, held by the implicit constraint (+1 per point of
    /// its constant, listed at the view's name); the height, 10, does not list it.
    func testImplicitNonNegativeSizeOnlyWhenItBinds() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 300, "height": 300},
             "views": {"a": {}},
             "constraints": ["a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = 50 - 80 @ 750"]}
            """)
        let width = try CommandRunner.run(["explain", path, "a.width"])
        XCTAssertEqual(width.status, 0, width.stderr)
        XCTAssertEqual(width.stdout, """
            a.width = 0
              decided by (how far it moves per point of the constant):
                +1  required  a.width >= 0  \(path):2:13  implicit 'a implicit non-negative width'
              losing (optional, not satisfied):
                off by 30  @750  a.width == -30 @ 750  \(path):3:80

            """)
        let height = try CommandRunner.run(["explain", path, "a.height"])
        XCTAssertFalse(height.stdout.contains("implicit"), height.stdout)
    }
}
