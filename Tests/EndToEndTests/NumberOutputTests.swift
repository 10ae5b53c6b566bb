import XCTest
import CCCTestSupport

/// Numbers in every output are the exact rounding of the stored value, messages do not show
/// the solver's round-off, and huge constants keep a short canonical text.
final class NumberOutputTests: XCTestCase {
    /// 0.0000035 is stored as 3.4999…e-6: every format prints `0.000003`, not `0.000004`.
    func testAValueBelowAHalfRoundsDownInEveryFormat() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {}},
             "constraints": ["a.left = super.left + 0.0000035", "a.top = super.top + 0.0078125",
                             "a.width = 10", "a.height = 10"]}
            """)
        let text = try CommandRunner.run(["solve", path])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("a     0.000003  0.007813     10      10\n"), text.stdout)
        let tsv = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(tsv.stdout, "self\t0\t0\t100\t100\na\t0.000003\t0.007813\t10\t10\n")
        let json = try CommandRunner.run(["solve", path, "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"x\": 0.000003"), json.stdout)
        XCTAssertTrue(json.stdout.contains("\"y\": 0.007813"), json.stdout)
        let compile = try CommandRunner.run(["compile", path])
        XCTAssertTrue(compile.stdout.contains("a.left == super.left + 0.000003"), compile.stdout)
    }

    /// A chain of multipliers reaches -50046499999.999992; the error says -50046500000.
    func testFrameOutOfRangeShowsTheValueWithoutRoundOff() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {}, "b": {}, "c": {}, "d": {}},
             "constraints": ["a.width = 5004.65", "b.width = a.width * 100", "c.width = b.width * 100",
                             "d.width = c.width * 1000", "d.right = super.left",
                             "a.left = super.left", "b.left = super.left", "c.left = super.left",
                             "a.top = super.top", "b.top = super.top", "c.top = super.top", "d.top = super.top",
                             "a.height = 1", "b.height = 1", "c.height = 1", "d.height = 1"]}
            """)
        let result = try CommandRunner.run(["lint", path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains(":1:79: error: the solved x of 'd' is -50046500000: beyond what a frame can hold"),
            result.stderr)
    }

    /// An edge at the constant 116.8306875 (stored just below the half) is reported as the half
    /// it stands for, rounded away from zero: 116.830688.
    func testOutsideSuperviewShowsTheHalfItStandsFor() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 1000, "height": 100},
             "views": {"p": {"size": [100, 50]}, "c": {"superview": "p", "size": [10, 10]}},
             "constraints": ["p.left = super.left", "p.top = super.top", "c.left = super.left + 116.8306875",
                             "c.top = super.top"]}
            """)
        let result = try CommandRunner.run(["lint", path], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(
            result.stderr.contains("'c' lies wholly outside 'p': its frame is (116.830688, 0, 10, 10) in bounds 100×50"),
            result.stderr)
    }

    /// `ccc parse` of a constant 1e308 writes `1e308`, not 309 digits.
    func testAHugeConstantKeepsAShortForm() throws {
        let result = try CommandRunner.run(["parse", "a.left = b.left + 1e308"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("  constant: + 1e308 [17..<24]\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("    value: number 1e308 [19..<24]\n"), result.stdout)
    }

    /// `ccc parse` prints a tiny multiplier or constant in its shortest exact form (`1e-09`),
    /// in text and JSON, never as `0`, which reads as another constraint (issue #18).
    func testParseNeverPrintsATinyNumberAsZero() throws {
        let text = try CommandRunner.run(["parse", "a.width = b.width * 1e-9 + 0.0000001"])
        XCTAssertEqual(text.status, 0, text.stderr)
        XCTAssertTrue(text.stdout.contains("  multiplier: * 1e-09 [19..<25]\n    value: number 1e-09 [21..<25]\n"), text.stdout)
        XCTAssertTrue(text.stdout.contains("  constant: + 1e-07 [26..<37]\n    value: number 1e-07 [28..<37]\n"), text.stdout)
        let json = try CommandRunner.run(["parse", "a.width = b.width * 1e-9", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"value\": 1e-09"), json.stdout)
        let visual = try CommandRunner.run(["parse", "H:|-(0.0000035)-[a(==1.0000001)]"])
        XCTAssertTrue(visual.stdout.contains("predicate: == 3.5e-06 "), visual.stdout)
        XCTAssertTrue(visual.stdout.contains("predicate: == 1.0000001 "), visual.stdout)
    }
}
