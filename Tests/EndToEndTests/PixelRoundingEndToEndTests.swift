import XCTest
import CCCTestSupport

/// With a screen scale, frames are rounded to its pixel grid as UIKit does: the origin
/// and the far edge go to the nearest 1/scale point, and the size follows the edges.
final class PixelRoundingEndToEndTests: XCTestCase {
    /// Three views splitting a 100-point row in thirds (33.333… each).
    let thirds = """
        {"size": {"width": 100, "height": 50},
         "views": {"a": {}, "b": {}, "c": {}},
         "constraints": ["a.left = super.left", "a.width = super.width / 3", "b.left = a.right", "b.width = a.width",
                         "c.left = b.right", "c.right = super.right",
                         "a.top = super.top", "b.top = super.top", "c.top = super.top",
                         "a.height = 10", "b.height = 10", "c.height = 10"]}
        """

    func testWithoutAScaleNothingIsRounded() throws {
        let frames = try solveText(thirds)
        XCTAssertEqual(frames["b"], [33.333333, 0, 33.333333, 10])
    }

    func testEdgesRoundToHalfPointsAtScaleTwo() throws {
        let frames = try solveText(thirds, ["--scale", "2"])
        // a: 0 … 33.333 → 0 … 33.5 (66.67 px → 67); b: 33.5 … 66.667 → 66.5 (133.3 px → 133); c: 66.5 … 100.
        XCTAssertEqual(frames["a"], [0, 0, 33.5, 10])
        XCTAssertEqual(frames["b"], [33.5, 0, 33, 10])
        XCTAssertEqual(frames["c"], [66.5, 0, 33.5, 10])
    }

    func testTheScaleKeyOfTheFile() throws {
        let withScale = thirds.replacingOccurrences(of: "\"views\"", with: "\"scale\": 2, \"views\"")
        XCTAssertEqual(try solveText(withScale)["b"], [33.5, 0, 33, 10])
        // --scale wins over the file: at 1, b is 33 … 67.
        XCTAssertEqual(try solveText(withScale, ["--scale", "1"])["b"], [33, 0, 34, 10])
    }

    func testNestedViewsRoundInTheirSuperviewsSpace() throws {
        // p at 10.3 → 10.5; q at 5.3 inside p → 5.5, so 16 on screen (rounding the absolute 15.6
        // directly would give 15.5).
        let frames = try solveText("""
            {"size": {"width": 100, "height": 100}, "scale": 2,
             "views": {"p": {"size": [50, 50]}, "q": {"superview": "p", "size": [10, 10]}},
             "constraints": ["p.left = super.left + 10.3", "p.top = super.top", "q.left = super.left + 5.3", "q.top = super.top"]}
            """)
        XCTAssertEqual(frames["p"], [10.5, 0, 50, 50])
        XCTAssertEqual(frames["q"], [16, 0, 10, 10])
    }

    func testJSONKeepsTheUnroundedFrames() throws {
        let path = try CommandRunner.temporaryFile(thirds)
        let result = try CommandRunner.run(["solve", path, "--format", "json", "--scale", "2"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("""
                "b": {
                  "absoluteFrame": {
                    "height": 10,
                    "width": 33,
                    "x": 33.5,
                    "y": 0
                  },
                  "ambiguous": false,
                  "frame": {
                    "height": 10,
                    "width": 33,
                    "x": 33.5,
                    "y": 0
                  },
                  "superview": null,
                  "unroundedAbsoluteFrame": {
                    "height": 10,
                    "width": 33.333333,
                    "x": 33.333333,
                    "y": 0
                  },
                  "unroundedFrame": {
                    "height": 10,
                    "width": 33.333333,
                    "x": 33.333333,
                    "y": 0
                  }
                },
            """), result.stdout)
    }

    func testABadScaleIsAUsageError() throws {
        let result = try CommandRunner.run(["solve", "Examples/docked-button.json", "--scale", "0"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("ccc: --scale must be"), result.stderr)
    }

    /// Trial of session 14: `--scale 0.0001` rounded every frame to 0 × 0, exit 0. A scale is
    /// 1 to 10 pixels per point (docs/command-line.md); outside that, a usage error.
    func testAScaleOutsideOneToTenIsAUsageError() throws {
        for scale in ["0.0001", "0.5", "0.999", "10.5", "11", "1e7", "-2"] {
            let result = try CommandRunner.run(["solve", "Examples/docked-button.json", "--scale", scale])
            XCTAssertEqual(result.status, 2, scale)
            XCTAssertEqual(result.stdout, "", scale)
            XCTAssertEqual(result.stderr, "ccc: --scale must be a number of pixels per point from 1 to 10, such as 2 or 3 "
                + "(UIKit's screens are 1, 2 and 3); got '\(scale)'\n", scale)
        }
        for scale in ["1", "1.5", "3", "10"] {
            XCTAssertNotNil(try solveText(thirds, ["--scale", scale])["b"], scale)
        }
    }

    /// The file's `scale` holds to the same range: an `invalid-value` error at the value.
    func testTheFilesScaleOutsideOneToTenIsAnError() throws {
        let withScale = thirds.replacingOccurrences(of: "\"views\"", with: "\"scale\": 0.0001, \"views\"")
        let path = try CommandRunner.temporaryFile(withScale)
        let result = try CommandRunner.run(["solve", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix(
            "\(path):2:11: error: 'scale' is 0.0001; it must be a number of pixels per point from 1 to 10, such as 2 or 3 "
                + "(UIKit's screens are 1, 2 and 3) [invalid-value]\n"), result.stderr)
    }
}
