import XCTest
import CCCTestSupport

/// Content hugging (`size <= intrinsic`, default 250) and compression resistance
/// (`size >= intrinsic`, default 750), per axis (Auto Layout Guide, "Views with Intrinsic
/// Content Size"; UIView.setContentHuggingPriority / setContentCompressionResistancePriority).
final class IntrinsicSizeTests: XCTestCase {
    /// Two labels between the root's 8-point margins, 8 apart, in a root `width` wide.
    func row(width: Int, _ a: String, _ b: String) -> String {
        """
        {"size": {"width": \(width), "height": 100},
         "views": {"a": {\(a)}, "b": {\(b)}},
         "constraints": ["H:|-[a]-[b]-|", "a.top = super.top + 10", "b.top = super.top + 10"]}
        """
    }

    func testTheLabelThatHugsHarderKeepsItsWidth() throws {
        // 300 − 8 − 8 − 8 = 276 for both. a hugs at 251 > b's 250: a = 60, b = 216 at x 8 + 60 + 8.
        let frames = try solveText(row(width: 300, #""intrinsicSize": [60, 20], "hugging": [251, 250]"#,
                                       #""intrinsicSize": [80, 20]"#))
        XCTAssertEqual(frames["a"], [8, 10, 60, 20])
        XCTAssertEqual(frames["b"], [76, 10, 216, 20])
    }

    func testSwappingTheHuggingPrioritySwapsWhichLabelStretches() throws {
        // b hugs at 251: b = 80, a = 276 − 80 = 196, b at 8 + 196 + 8 = 212.
        let frames = try solveText(row(width: 300, #""intrinsicSize": [60, 20]"#,
                                       #""intrinsicSize": [80, 20], "hugging": [251, 250]"#))
        XCTAssertEqual(frames["a"], [8, 10, 196, 20])
        XCTAssertEqual(frames["b"], [212, 10, 80, 20])
    }

    func testTheLabelWithLowerCompressionResistanceIsSqueezed() throws {
        // 200 − 24 = 176 < 120 + 100. a resists at 749 < 750: b keeps 100, a = 76, b at 8 + 76 + 8.
        let frames = try solveText(row(width: 200, #""intrinsicSize": [120, 20], "compressionResistance": [749, 750]"#,
                                       #""intrinsicSize": [100, 20]"#))
        XCTAssertEqual(frames["a"], [8, 10, 76, 20])
        XCTAssertEqual(frames["b"], [92, 10, 100, 20])
    }

    func testSwappingTheCompressionResistanceSqueezesTheOther() throws {
        // b resists at 749: a keeps 120, b = 176 − 120 = 56 at 8 + 120 + 8 = 136.
        let frames = try solveText(row(width: 200, #""intrinsicSize": [120, 20]"#,
                                       #""intrinsicSize": [100, 20], "compressionResistance": [749, 750]"#))
        XCTAssertEqual(frames["a"], [8, 10, 120, 20])
        XCTAssertEqual(frames["b"], [136, 10, 56, 20])
    }

    func testNoIntrinsicSizeInOneAxis() throws {
        // intrinsicSize [-1, 20]: no width constraints, so the written width (150) stands
        // without a trace of hugging; the height is its intrinsic 20.
        let frames = try solveText("""
            {"size": {"width": 300, "height": 100}, "views": {"a": {"intrinsicSize": [-1, 20]}},
             "constraints": ["a.left = super.left", "a.top = super.top", "a.width = 150 @ 200"]}
            """)
        XCTAssertEqual(frames["a"], [0, 0, 150, 20])
    }

    func testTheSignInFormExample() throws {
        let result = try CommandRunner.run(["solve", "Examples/sign-in-form.json", "--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let frames = parseTSV(result.stdout)
        // Fields share a column x: at 750 the labels resist (x − 16 ≥ 78) and the fields resist
        // (367 − x ≥ 100); at 251 the labels' hugging costs (x − 66) + (x − 94), least at x = 94.
        // So the wider label keeps 78, the narrower one stretches to 78 too.
        XCTAssertEqual(frames["emailLabel"], [8, 69, 78, 21])      // baseline 69 + 17 = 64 + 22
        XCTAssertEqual(frames["emailField"], [94, 64, 273, 34])    // safe top 44 + 20
        XCTAssertEqual(frames["passwordLabel"], [8, 115, 78, 21])  // 115 + 17 = 110 + 22
        XCTAssertEqual(frames["passwordField"], [94, 110, 273, 34]) // 64 + 34 + 12
        XCTAssertEqual(frames["signIn"], [305, 164, 62, 30])       // trailing 367 − 62; 110 + 34 + 20
        // 375 − 24 = 351 < 250 + 180: remember resists at 749, so it gets 351 − 180 = 171.
        XCTAssertEqual(frames["remember"], [8, 210, 171, 21])      // 164 + 30 + 16
        XCTAssertEqual(frames["forgot"], [187, 211, 180, 21])      // last baselines: 211 + 16 = 210 + 17
    }
}
