import Foundation
import XCTest
import CCCTestSupport

/// `Examples/visual-format-form.json` and `ccc parse` of visual format strings, through the built binary.
final class VisualFormatExampleTests: XCTestCase {
    /// Margins 8: labels 80 wide, fields 96…367; rows at 40 and 40 + 30 + 12; the two
    /// buttons share 375 − 3·8 equally and sit 20 above the bottom.
    func testFormSolves() throws {
        let result = try CommandRunner.run(["solve", "Examples/visual-format-form.json", "--format", "tsv"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "")
        let frames = parseTSV(result.stdout)
        XCTAssertEqual(frames["nameLabel"], [8, 45, 80, 20])
        XCTAssertEqual(frames["nameField"], [96, 40, 271, 30])
        XCTAssertEqual(frames["emailLabel"], [8, 87, 80, 20])
        XCTAssertEqual(frames["emailField"], [96, 82, 271, 30])
        XCTAssertEqual(frames["cancel"], [8, 603, 175.5, 44])
        XCTAssertEqual(frames["submit"], [191.5, 603, 175.5, 44])
    }

    func testCompileListsEveryVisualFormatConstraintWithItsOrigin() throws {
        let result = try CommandRunner.run(["compile", "Examples/visual-format-form.json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let lines = result.stdout.split(separator: "\n").filter { $0.hasSuffix("visualFormat") }
        XCTAssertEqual(lines.count, 19)
        XCTAssertTrue(lines.first?.hasPrefix("nameLabel.leading == super.leadingMargin") == true, "\(lines)")
        XCTAssertTrue(lines.first?.contains("Examples/visual-format-form.json:13:20") == true, "\(lines)")
        XCTAssertTrue(lines.contains { $0.hasPrefix("cancel.bottom == super.bottom - 20") })
    }

    func testParsePrintsTheVisualFormatTree() throws {
        let result = try CommandRunner.run(["parse", "H:|-[a]-|"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stdout, """
            visual format [1..<10]
              orientation: H [1..<3]
              superview: | [3..<4]
              connection: standard [4..<5]
              view: a [5..<8]
              connection: standard [8..<9]
              superview: | [9..<10]

            """)
    }

    func testParseJSON() throws {
        let result = try CommandRunner.run(["parse", "[a(>=50)]", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["kind"] as? String, "visualFormat")
        XCTAssertEqual(object?["orientation"] as? String, "H")
        XCTAssertEqual((object?["parts"] as? [Any])?.count, 1)
    }

    func testParseErrorPointsAtTheColumn() throws {
        let result = try CommandRunner.run(["parse", "H:[a(==b*2)]"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("<argument>:1:9: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("[vfl-arithmetic]"), result.stderr)
    }

    /// The crash report: a space left by a find-and-replace. Apple's parser throws
    /// "Expected a number or key from the metrics dictionary" there; `ccc` stops too.
    func testWhiteSpaceIsAnErrorAtItsColumn() throws {
        let result = try CommandRunner.run(["parse", "H:|[a]- (gap)-[b]|"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.hasPrefix("<argument>:1:8: error: white space is not allowed in a visual format string"),
            result.stderr)
        XCTAssertTrue(result.stderr.contains("[vfl-white-space]"), result.stderr)
    }

    /// Near misses of the orientation are visual format, not compact constraints.
    func testOrientationWithoutColon() throws {
        let result = try CommandRunner.run(["parse", "V|[a]|"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.hasPrefix("<argument>:1:1: error: expected ':' after the orientation 'V' [vfl-expected-colon]"),
            result.stderr)
    }
}
