import XCTest
import CCCTestSupport

/// Right to left (semanticContentAttribute / userInterfaceLayoutDirection: leading is the
/// right edge) and nesting (frames relative to the superview; constraints evaluated in the
/// coordinate space of the view that holds them, the items' closest common ancestor).
final class DirectionAndNestingTests: XCTestCase {
    let simple = """
        {"size": {"width": 300, "height": 100}, "views": {"a": {"size": [50, 20]}, "b": {"size": [40, 20]}},
         "constraints": ["a.leading = super.leading + 10", "a.top = super.top",
                         "b.leading = a.trailing + 5", "b.top = super.top"]}
        """

    func testLeftToRightByDefault() throws {
        let frames = try solveText(simple)
        XCTAssertEqual(frames["a"], [10, 0, 50, 20])
        XCTAssertEqual(frames["b"], [65, 0, 40, 20])
    }

    func testTheLayoutDirectionOption() throws {
        // Leading is the right edge: a.right = 300 − 10; b.right = a.left − 5 = 240 − 5.
        let frames = try solveText(simple, ["--layout-direction", "rtl"])
        XCTAssertEqual(frames["a"], [240, 0, 50, 20])
        XCTAssertEqual(frames["b"], [195, 0, 40, 20])
    }

    func testTheOptionOverridesTheFile() throws {
        let rtl = simple.replacingOccurrences(of: "\"views\"", with: "\"layoutDirection\": \"rightToLeft\", \"views\"")
        XCTAssertEqual(try solveText(rtl)["a"], [240, 0, 50, 20])
        XCTAssertEqual(try solveText(rtl, ["--layout-direction", "ltr"])["a"], [10, 0, 50, 20])
    }

    func testRightToLeftIsTheMirrorImageEvenWithAMultiplier() throws {
        // Left to right a.leading = 400 × 0.25 = 100; right to left, measured from the right edge:
        // a.right = 400 − 100 = 300, the mirror image of 100 … 120.
        let layout = """
            {"size": {"width": 400, "height": 100}, "views": {"a": {"size": [20, 20]}},
             "constraints": ["a.leading = super.trailing * 0.25", "a.top = super.top"]}
            """
        XCTAssertEqual(try solveText(layout)["a"], [100, 0, 20, 20])
        XCTAssertEqual(try solveText(layout, ["--layout-direction", "rtl"])["a"], [280, 0, 20, 20])
    }

    func testAnUnknownDirectionIsAUsageError() throws {
        let result = try CommandRunner.run(["solve", "Examples/docked-button.json", "--layout-direction", "up"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: --layout-direction must be 'ltr' or 'rtl'; got 'up'\n")
    }

    func testTheRightToLeftToolbarExample() throws {
        let frames = try solveText(try String(contentsOf: CommandRunner.packageRoot.appendingPathComponent(
            "Examples/rtl-toolbar.json"), encoding: .utf8))
        XCTAssertEqual(frames["toolbar"], [0, 0, 375, 64])
        // |-[back] right to left: back's right edge on the toolbar's leading (right) margin, 375 − 8.
        // The toolbar (0…64) is covered 20 at the top, so its guide starts at 20: back.top = 20.
        XCTAssertEqual(frames["back"], [323, 20, 44, 44])
        // Centred horizontally; vertically on the guide 20…64, centre 42, minus 11.
        XCTAssertEqual(frames["title"], [127.5, 31, 120, 22])
        // Trailing margin is the left one: x = 8. share before it in reading order: left of
        // share = action's right + 4 = 68 + 4.
        XCTAssertEqual(frames["action"], [8, 20, 60, 44])
        XCTAssertEqual(frames["share"], [72, 20, 44, 44])
    }

    func testTheToolbarLeftToRight() throws {
        let path = CommandRunner.packageRoot.appendingPathComponent("Examples/rtl-toolbar.json").path
        let frames = try solveText(try String(contentsOfFile: path, encoding: .utf8), ["--layout-direction", "ltr"])
        XCTAssertEqual(frames["back"], [8, 20, 44, 44])
        XCTAssertEqual(frames["action"], [307, 20, 60, 44])  // 375 − 8 − 60
        XCTAssertEqual(frames["share"], [259, 20, 44, 44])   // 307 − 4 − 44
    }

    /// p1 and p2 both start at x 100; a sits in p1, b and c in p2 and p1.
    let nested = """
        {"size": {"width": 400, "height": 400},
         "views": {"p1": {"size": [200, 100]}, "p2": {"size": [200, 100]},
                   "a": {"superview": "p1", "size": [20, 10]}, "b": {"superview": "p2", "size": [80, 10]},
                   "c": {"superview": "p1", "size": [20, 10]}},
         "constraints": ["p1.left = super.left + 100", "p1.top = super.top",
                         "p2.left = super.left + 100", "p2.top = super.top + 200",
                         "b.left = super.left + 40", "b.top = super.top",
                         "a.centerX = b.centerX * 0.5", "a.top = super.top",
                         "c.centerX = super.centerX * 0.5", "c.top = super.top + 20"]}
        """

    func testAMultiplierAcrossBranchesUsesTheCommonAncestorsSpace() throws {
        let frames = try solveText(nested)
        XCTAssertEqual(frames["b"], [140, 200, 80, 10])
        // The closest common ancestor of a and b is the root: a's centre = 180 × 0.5 = 90.
        XCTAssertEqual(frames["a"], [80, 0, 20, 10])
        // c and its superview: p1's own space, centre 100 × 0.5 = 50, so 100 + 50 − 10.
        XCTAssertEqual(frames["c"], [140, 20, 20, 10])
    }

    func testFramesAreRelativeToTheSuperview() throws {
        let path = try CommandRunner.temporaryFile(nested)
        let result = try CommandRunner.run(["solve", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            view    x    y  width  height  superview  abs x  abs y
            self    0    0    400     400  -              0      0
            p1    100    0    200     100  -            100      0
            p2    100  200    200     100  -            100    200
            a     -20    0     20      10  p1            80      0
            b      40    0     80      10  p2           140    200
            c      40   20     20      10  p1           140     20

            """)
    }
}
