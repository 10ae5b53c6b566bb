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

    /// A multiplier that is not 1 but rounds to `1` in the six-decimal format is written in
    /// full in canonical text (`* 1.0000001`): `* 1` would say it is there and is 1.
    func testAMultiplierNearOneIsNeverWrittenAsOne() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 300, "height": 100}, "views": {"a": {"size": [100, 10]}, "b": {}},
             "constraints": ["a.left = super.left", "a.top = super.top", "b.top = super.top",
                             "b.left = a.right", "b.width = a.width * 1.0000001", "b.height = a.height * 2.0000001"]}
            """)
        let compile = try CommandRunner.run(["compile", path])
        XCTAssertEqual(compile.status, 0, compile.stderr)
        XCTAssertTrue(compile.stdout.contains("b.width == a.width * 1.0000001 "), compile.stdout)
        XCTAssertFalse(compile.stdout.contains("* 1 "), compile.stdout)
        // Other multipliers keep the six-decimal format.
        XCTAssertTrue(compile.stdout.contains("b.height == a.height * 2 "), compile.stdout)
    }

    /// Numbers in messages and canonical text are in the one format: a constant of 1e9 in a
    /// log is `1000000000` (not `1000000000.0`), a constant of ±1e-7 is `1e-07` (never `- 0`),
    /// in `compile`, in `log` and in a conflict's message (issue #18).
    func testNumbersInMessagesAreInTheOneFormat() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 100, "height": 100}, "views": {"a": {}},
             "constraints": ["a.left = super.left - 0.0000001", "a.left = super.left + 5", "a.top = super.top",
                             "a.width = 10", "a.height = 10"]}
            """)
        let compile = try CommandRunner.run(["compile", path])
        XCTAssertTrue(compile.stdout.contains("a.left == super.left - 1e-07 "), compile.stdout)
        let solve = try CommandRunner.run(["solve", path], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(solve.stderr.contains("conflicts with 'a.left = super.left - 0.0000001' (a.left == super.left - 1e-07)"), solve.stderr)
        XCTAssertFalse(solve.stderr.contains("- 0)"), solve.stderr)
        let log = try CommandRunner.temporaryFile("""
            2026-11-30 07:55:13.002114+0900 Travel[5120:140337] [LayoutConstraints] Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000b04a51 UILabel:0x7fe3f5d0c8b0.top == UIView:0x7fe3f5d0b6c0.top - 0.0000001   (active)>",
                "<NSLayoutConstraint:0x600000b04a52 UILabel:0x7fe3f5d0c8b0.height == 1000000000   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000b04a52 UILabel:0x7fe3f5d0c8b0.height == 1000000000   (active)>
            """, name: "big.log")
        let read = try CommandRunner.run(["log", log], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(read.stdout.contains("label1.top == view1.top - 1e-07\n"), read.stdout)
        XCTAssertTrue(read.stderr.contains("the constant 1000000000 is beyond ccc's limit"), read.stderr)
        XCTAssertFalse(read.stderr.contains("1000000000.0"), read.stderr)
    }
}
