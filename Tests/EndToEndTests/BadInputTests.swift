import Foundation
import XCTest
import CCCTestSupport

/// Bad input through the built binary: each gives file:line:column and a code, exit 1,
/// and never a crash; usage and I/O problems exit 2 with one line.
final class BadInputTests: XCTestCase {
    /// A layout whose constraint list starts on line 6; each string's text starts at column 6.
    func layoutFile(_ constraints: [String], views: String = #""a": {}, "b": {}"#) throws -> String {
        let list = constraints.map { "    \"\($0)\"" }.joined(separator: ",\n")
        return try CommandRunner.temporaryFile("""
            {
              "size": {"width": 300, "height": 200},
              "metrics": {"gap": 8},
              "views": {\(views)},
              "constraints": [
            \(list)
              ]
            }

            """)
    }

    /// Runs `ccc solve` on one constraint and returns "line:column code" of each diagnostic.
    func diagnose(_ constraint: String, views: String = #""a": {}, "b": {}"#) throws -> (Int32, [String]) {
        let path = try layoutFile([constraint], views: views)
        let result = try CommandRunner.run(["solve", path, "--format", "json"])
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = json?["diagnostics"] as? [[String: Any]] ?? []
        let located = diagnostics.map { d in "\(d["line"] ?? "-"):\(d["column"] ?? "-") \(d["code"] ?? "")" }
        return (result.status, located)
    }

    func testEveryBadConstraintHasItsLocationAndCode() throws {
        let cases: [(String, String)] = [
            ("buton.left = a.left", "6:6 unknown-view"),
            ("a.width = gapp", "6:16 unknown-metric"),
            ("a.lefty = b.left", "6:8 unknown-attribute"),
            ("a.left b.left", "6:13 expected-relation"),
            ("a.left = b.left foo", "6:22 unexpected-token"),
            ("a.width = b.width / 0", "6:24 division-by-zero"),
            ("a.width = 10 @ 0", "6:21 priority-out-of-range"),
            ("a.width = 10 @ 1001", "6:21 priority-out-of-range"),
            ("a.left = 10", "6:15 location-to-constant"),
            ("a.left = b.width", "6:6 location-to-size"),
            ("a.left = b.top", "6:6 axis-mismatch"),
            ("a.leading = b.left", "6:6 direction-mismatch"),
            ("a.right = b.right - gap / 2", "6:30 operator-after-constant"),
        ]
        for (constraint, expected) in cases {
            let (status, located) = try diagnose(constraint)
            XCTAssertEqual(status, 1, constraint)
            XCTAssertEqual(located, [expected], constraint)
        }
    }

    func testClangStyleMessage() throws {
        let path = try layoutFile(["a.left = super.left", "buton.left = super.left + 20"], views: #""a": {}, "button": {}"#)
        let result = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, """
            \(path):7:6: error: unknown view 'buton' [unknown-view]
                "buton.left = super.left + 20"
                 ^~~~~
            \(path):7:6: note: did you mean 'button'?

            """)
    }

    func testSuperviewProblems() throws {
        var (status, located) = try diagnose("a.width = 1", views: #""a": {"superview": "nope"}"#)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(located, ["4:33 unknown-superview"])
        (status, located) = try diagnose("a.width = 1", views: #""a": {"superview": "b"}, "b": {"superview": "a"}"#)
        XCTAssertEqual(status, 1)
        XCTAssertEqual(located, ["4:33 superview-cycle"])
    }

    func solveFile(_ contents: Data) throws -> CommandResult {
        try CommandRunner.run(["solve", try CommandRunner.temporaryFile(contents)])
    }

    func testDuplicateKey() throws {
        let result = try solveFile(Data(#"{"views": {"a": {}, "a": {}}}"#.utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(":1:21: error: duplicate key 'a' [json-duplicate-key]"), result.stderr)
    }

    func testJSONSyntaxError() throws {
        let result = try solveFile(Data("{\n  \"views\": {\"a\": {}}\n  \"constraints\": []\n}\n".utf8))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(":3:3: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("[json-syntax]"), result.stderr)
    }

    func testEmptyFile() throws {
        let result = try solveFile(Data())
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(":1:1: error: the file is empty; expected a JSON document [empty-file]"), result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("/"), result.stderr)
    }

    /// `compile --format json` prints a document even when the file cannot be read.
    func testCompileJSONOfAnUnreadableFile() throws {
        let result = try CommandRunner.run(["compile", "-", "--format", "json"], stdin: Data())
        XCTAssertEqual(result.status, 1)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((document?["constraints"] as? [Any])?.count, 0)
        XCTAssertEqual(((document?["diagnostics"] as? [[String: Any]])?.first?["code"]) as? String, "empty-file")
    }

    func testNotUTF8() throws {
        let result = try solveFile(Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]))
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.contains(":1:3: error: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("[invalid-utf8]"), result.stderr)
    }

    /// A layout saved as UTF-16 (with or without a byte order mark, either byte order) is
    /// said to be UTF-16 in one error, not "byte 0xFF never occurs in UTF-8" (trial of
    /// session 15).
    func testUTF16LayoutIsSaidToBeUTF16() throws {
        let text = #"{"size": {"width": 100, "height": 100}, "views": {"a": {}}}"#
        let little = text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        for bytes in [[0xFF, 0xFE] + little, little, [0xFE, 0xFF] + big, big] {
            let result = try solveFile(Data(bytes))
            XCTAssertEqual(result.status, 1, result.stderr)
            XCTAssertTrue(
                result.stderr.contains(":1:1: error: the file is UTF-16, not UTF-8; a layout file is UTF-8 (JSON, RFC 8259) [invalid-utf8]"),
                result.stderr)
            XCTAssertEqual(result.stderr.components(separatedBy: "error:").count, 2, result.stderr)
        }
    }

    func testBinaryJunk() throws {
        var generator = XorShift(seed: 0xB1_0A_27)
        let junk = Data((0..<4096).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let result = try solveFile(junk)
        XCTAssertEqual(result.status, 1, result.stderr)
    }

    func testMissingFileExitsTwoWithOneLine() throws {
        let result = try CommandRunner.run(["solve", "no/such/layout.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot read 'no/such/layout.json': no such file\n")
        XCTAssertEqual(result.stdout, "")
    }

    func testUnknownOptionExitsTwo() throws {
        let result = try CommandRunner.run(["solve", "Examples/docked-button.json", "--formt", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: unknown option '--formt' (did you mean '--format'?)\n")
    }

    func testAnotherCommandsOptionSaysWhoseItIs() throws {
        let result = try CommandRunner.run(["lint", "Examples/docked-button.json", "--scale", "2"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: '--scale' is an option of solve, not of lint; see 'ccc lint --help'\n")
    }

    func testUnknownStateExitsTwo() throws {
        let result = try CommandRunner.run(["solve", "Examples/sliding-panels.json", "--state", "shwn"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: unknown state 'shwn'; did you mean 'shown'?\n")
    }

    func testUnsatisfiableStillPrintsFrames() throws {
        let path = try layoutFile([
            "a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = 10 # narrow", "a.width = 20 # wide",
        ])
        let result = try CommandRunner.run(["solve", path, "--format", "tsv"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(parseTSV(result.stdout)["a"], [0, 0, 10, 10])
        XCTAssertTrue(result.stderr.contains(":10:6: error: unable to satisfy 'wide'"), result.stderr)
        XCTAssertTrue(result.stderr.contains(":9:6: note: conflicts with 'narrow' (a.width == 10)"), result.stderr)
    }

    func testVersionAndHelp() throws {
        let version = try CommandRunner.run(["--version"])
        XCTAssertEqual(version.status, 0)
        XCTAssertTrue(version.stdout.hasPrefix("ccc "))
        let help = try CommandRunner.run(["solve", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.contains("--format text|json|tsv"))
    }
}
