import Foundation
import XCTest
import CCCTestSupport

/// The output contracts scripts rely on (issue #12, "Lint that CI can trust"): every file
/// asked for appears in every machine format, `fixIts` is always there, the rule list
/// comes as JSON, `ccc help COMMAND` is that command's help, messages print numbers in
/// the frames' style, and a view named as a value is said to be a view.
final class LintContractTests: XCTestCase {
    static let clean = "Tests/Fixtures/lint/clean.json"

    func testUnreadableFileInEveryMachineFormat() throws {
        let json = try CommandRunner.run(["lint", "missing.json", Self.clean, "--format", "json"])
        XCTAssertEqual(json.status, 2)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let files = document?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.map { $0["path"] as? String }, ["missing.json", Self.clean])
        let missing = files?.first?["diagnostics"] as? [[String: Any]]
        XCTAssertEqual(missing?.first?["code"] as? String, "unreadable-file")
        XCTAssertEqual(missing?.first?["message"] as? String, "cannot read 'missing.json': no such file")
        XCTAssertEqual(document?["errors"] as? Int, 1)

        let github = try CommandRunner.run(["lint", "missing.json", "--format", "github"])
        XCTAssertEqual(github.status, 2)
        XCTAssertEqual(github.stdout, "::error file=missing.json,title=unreadable-file::cannot read 'missing.json': no such file\n")

        let sarif = try CommandRunner.run(["lint", "missing.json", "--format", "sarif"])
        XCTAssertEqual(sarif.status, 2)
        XCTAssertTrue(sarif.stdout.contains(#""ruleId": "unreadable-file""#), sarif.stdout)
        XCTAssertTrue(sarif.stdout.contains(#""text": "cannot read 'missing.json': no such file""#), sarif.stdout)

        // Text output has it once, on standard error.
        let text = try CommandRunner.run(["lint", "missing.json"])
        XCTAssertEqual(text.stderr.components(separatedBy: "cannot read 'missing.json'").count, 2, text.stderr)
    }

    func testFixItsAlwaysPresent() throws {
        let path = try CommandRunner.temporaryFile(#"{"size": {"width": 10, "height": 10}, "views": {"a": {}}, "mterics": {}}"#)
        let result = try CommandRunner.run(["lint", path, "--format", "json"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = ((document?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        XCTAssertFalse(diagnostics.isEmpty)
        for diagnostic in diagnostics {
            XCTAssertNotNil(diagnostic["fixIts"] as? [Any], "\(diagnostic)")
            XCTAssertNotNil(diagnostic["notes"] as? [Any], "\(diagnostic)")
        }
        XCTAssertEqual(diagnostics.compactMap { ($0["fixIts"] as? [[String: Any]])?.first?["replacement"] as? String },
                       ["metrics"])
    }

    func testListRulesAsJSON() throws {
        let result = try CommandRunner.run(["lint", "--list-rules", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let rules = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: String]]
        XCTAssertEqual(rules?.first, ["id": "empty-file", "severity": "error", "summary": "The file is empty"])
        XCTAssertTrue(rules?.contains { $0["id"] == "unsatisfiable-constraint" } == true)
        XCTAssertFalse(rules?.contains { $0["id"] == "negative-size" } == true)

        let withFile = try CommandRunner.run(["lint", "--list-rules", Self.clean])
        XCTAssertEqual(withFile.status, 2)
        XCTAssertEqual(withFile.stderr, "ccc: --list-rules takes no files\n")
        XCTAssertEqual(try CommandRunner.run(["lint", "--list-rules", "--format", "sarif"]).status, 2)
    }

    func testHelpCommand() throws {
        for command in ["solve", "lint", "compile", "parse"] {
            let help = try CommandRunner.run(["help", command])
            XCTAssertEqual(help.status, 0)
            XCTAssertEqual(help.stdout, try CommandRunner.run([command, "--help"]).stdout, command)
        }
    }

    /// Issue 12: a size given twice to lint is a usage error, like a state given twice.
    func testLintSizeGivenTwiceIsAUsageError() throws {
        let twice = try CommandRunner.run(["lint", Self.clean, "--size", "320x480", "--size", "320X480"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertEqual(twice.stderr, "ccc: --size '320X480' is given twice\n")
        let help = try CommandRunner.run(["--help"])
        XCTAssertTrue(help.stdout.contains("lint repeats --size"), help.stdout)
        XCTAssertFalse(help.stdout.contains("solve's --state repeat"), help.stdout)
    }

    /// Issue 12: `ccc help nope` is an unknown command and `ccc help solve lint` a usage error.
    func testHelpUnknownOrExtraCommandIsAUsageError() throws {
        let unknown = try CommandRunner.run(["help", "nope"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.stdout, "")
        XCTAssertTrue(unknown.stderr.hasPrefix("ccc: unknown command 'nope'"), unknown.stderr)
        let extra = try CommandRunner.run(["help", "solve", "lint"])
        XCTAssertEqual(extra.status, 2)
        XCTAssertEqual(extra.stdout, "")
        XCTAssertEqual(extra.stderr, "ccc: 'help' takes one command, not 'lint'; usage: ccc help COMMAND\n")
        let render = try CommandRunner.run(["help", "render"])
        XCTAssertEqual(render.status, 0)
        XCTAssertEqual(render.stdout, try CommandRunner.run(["render", "--help"]).stdout)
    }

    func testNumbersInMessagesHaveNoTrailingZero() throws {
        let path = try CommandRunner.temporaryFile(
            #"{"size": {"width": 10, "height": 10}, "views": {"a": {}, "b": {}}, "constraints": ["a.width = b.width * 20000"]}"#)
        let result = try CommandRunner.run(["lint", path])
        XCTAssertTrue(result.stderr.contains("error: multiplier 20000 is out of range"), result.stderr)
        XCTAssertFalse(result.stderr.contains("20000.0"), result.stderr)
    }

    /// `b.width = a` with a view `a` and a metric `ab`: the note says `a` is a view.
    func testViewNamedAsAValue() throws {
        let path = try CommandRunner.temporaryFile(
            #"{"size": {"width": 10, "height": 10}, "metrics": {"ab": 1}, "views": {"a": {}, "b": {}}, "constraints": ["b.width = a"]}"#)
        let result = try CommandRunner.run(["lint", path, "--format", "json"])
        XCTAssertTrue(
            result.stdout.contains("'a' is a view; write 'a.attribute' to use one of its attributes"), result.stdout)
        XCTAssertFalse(result.stdout.contains("did you mean 'ab'"), result.stdout)
    }
}
