import Foundation
import XCTest
import CCCTestSupport

/// Self-sizing content: a root side the file's `size` (or `--size`) leaves out is computed
/// from the constraints, as a self-sizing cell's height is
/// (`systemLayoutSizeFitting` with the width fixed); the root's size is printed first.
final class SelfSizingTests: XCTestCase {
    /// A cell 375 wide: two labels stacked with the standard 8-point spacing inside the
    /// margins. Height = 8 + 20 + 8 + 60 + 8 = 104 (compression resistance keeps the
    /// intrinsic heights; nothing else sets the height).
    static let cell = """
        {"size": {"width": 375},
         "views": {"title": {"intrinsicSize": [100, 20]}, "body": {"intrinsicSize": [200, 60]}},
         "constraints": ["H:|-[title]-|", "H:|-[body]-|", "V:|-[title]-[body]-|"]}
        """

    func testHeightFromTheConstraints() throws {
        let path = try CommandRunner.temporaryFile(Self.cell)
        let result = try CommandRunner.run(["solve", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            view   x   y  width  height
            self   0   0    375     104
            title  8   8    359      20
            body   8  36    359      60

            """)
        let tsv = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(tsv.stdout.split(separator: "\n").first, "self\t0\t0\t375\t104")
    }

    func testLintReportsTheComputedSide() throws {
        let path = try CommandRunner.temporaryFile(Self.cell)
        let result = try CommandRunner.run(["lint", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(
            result.stderr.contains("note: the root's height is left to the constraints (self-sizing): 104 points [self-sizing-root]"),
            result.stderr)
    }

    /// `--size 375x` on a file with both sides: the height is left to the constraints.
    func testCommandLineWidthOnly() throws {
        let path = try CommandRunner.temporaryFile(Self.cell.replacingOccurrences(of: #""width": 375"#, with: #""width": 1, "height": 1"#))
        let frames = try solveText(try String(contentsOfFile: path, encoding: .utf8), ["--size", "375x"])
        XCTAssertEqual(frames["self"], [0, 0, 375, 104])
        XCTAssertEqual(frames["body"], [8, 36, 359, 60])
        let tall = try solveText(Self.cell, ["--size", "x200"])
        // The width is now free: the labels' widths come from their intrinsic sizes (the
        // wider, 200, wins through its compression resistance), 8 + 200 + 8 = 216.
        XCTAssertEqual(tall["self"]?[3], 200)
        XCTAssertEqual(tall["self"]?[2], 216)
    }

    /// Nothing fixes the height: an ambiguous-layout warning at 'size'.
    func testAmbiguousRootSide() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 100}, "views": {"a": {"size": [10, 10]}}, "constraints": ["a.left = super.left", "a.top = super.top"]}
            """)
        let result = try CommandRunner.run(["lint", path])
        XCTAssertTrue(
            result.stderr.contains(
                "warning: the root's height is left to the constraints, and they do not determine it [ambiguous-layout]"),
            result.stderr)
        let text = try CommandRunner.run(["solve", path])
        XCTAssertTrue(text.stdout.contains("ambiguous: height"), text.stdout)
        // Issue 12: JSON says so too, beside `size`.
        let json = try CommandRunner.run(["solve", path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["sizeAmbiguity"] as? [String], ["height"], json.stdout)
        let fixed = try CommandRunner.run(["solve", path, "--format", "json", "--size", "100x50"])
        XCTAssertFalse(fixed.stdout.contains("sizeAmbiguity"), fixed.stdout)
    }

    /// Issue 12: `solve --state a --state b` prints the root row `self` and marks its ambiguity.
    func testAmbiguousRootInStates() throws {
        let path = try CommandRunner.temporaryFile(
            #"{"size": {"width": 100}, "views": {"a": {"size": [10, 10]}}, "constraints": ["a.left = super.left", "a.top = super.top"], "states": {"one": {}, "two": {}}}"#)
        let text = try CommandRunner.run(["solve", path, "--state", "one", "--state", "two"])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertTrue(lines.count > 2 && lines[2].hasPrefix("self "), text.stdout)
        XCTAssertTrue(text.stdout.contains("* one: 'self' is ambiguous: height"), text.stdout)
        XCTAssertTrue(text.stdout.contains("* two: 'self' is ambiguous: height"), text.stdout)
    }

    func testSizeNeedsASide() throws {
        let path = try CommandRunner.temporaryFile(#"{"size": {}, "views": {}}"#)
        let result = try CommandRunner.run(["lint", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains("'size' needs 'width', 'height' or both"), result.stderr)
        XCTAssertEqual(try CommandRunner.run(["solve", path, "--size", "x"]).status, 2)
    }

    /// A side with a bad value is an error and left to the constraints; the other side still
    /// holds (both were dropped, and the valid height read 0, ambiguous).
    func testABadSideKeepsTheGoodOne() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size":{"width":"300","height":300},"views":{"a":{"size":[10,10]}},"constraints":["a.left = super.left","a.top = super.top"]}
            """)
        let result = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n").first, "self\t0\t0\t0\t300")
        XCTAssertTrue(result.stderr.contains("'size.width' must be a number, found a string [type-mismatch]"), result.stderr)
    }
}
