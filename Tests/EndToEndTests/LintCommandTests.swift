import Foundation
import XCTest
import CCCTestSupport

/// `ccc lint` through the built binary: each output format against a golden file in
/// `Tests/Fixtures/lint/golden/` (regenerate with `CCC_UPDATE_GOLDEN=1 swift test`),
/// exit statuses, several files, a missing file and `--warnings-as-errors`.
final class LintCommandTests: XCTestCase {
    static let fixtures = "Tests/Fixtures/lint"
    static let files = ["\(fixtures)/problems.json", "\(fixtures)/clean.json"]

    /// Compares with (or, with `CCC_UPDATE_GOLDEN`, writes) a golden file.
    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Golden.check(actual, folder: "\(Self.fixtures)/golden", name: name, file: file, line: line)
    }

    func testTextGolden() throws {
        let result = try CommandRunner.run(["lint"] + Self.files, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        try assertGolden(result.stderr, "text.txt")
    }

    func testJSONGolden() throws {
        let result = try CommandRunner.run(["lint"] + Self.files + ["--format", "json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stderr, "")
        try assertGolden(result.stdout, "json.json")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(json?["errors"] as? Int, 2)
        XCTAssertEqual((json?["files"] as? [Any])?.count, 2)
    }

    func testGitHubGolden() throws {
        let result = try CommandRunner.run(["lint"] + Self.files + ["--format", "github"])
        XCTAssertEqual(result.status, 1)
        try assertGolden(result.stdout, "github.txt")
        for line in result.stdout.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("::error file=") || line.hasPrefix("::warning file="), String(line))
        }
    }

    func testSARIFGoldenAndRequiredKeys() throws {
        let result = try CommandRunner.run(["lint"] + Self.files + ["--format", "sarif"])
        XCTAssertEqual(result.status, 1)
        try assertGolden(result.stdout, "sarif.json")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"] as? String)
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let driver = try XCTUnwrap((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "ccc")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertTrue(ruleIDs.contains("priority-tie"))
        for rule in rules {
            XCTAssertNotNil((rule["shortDescription"] as? [String: Any])?["text"] as? String)
        }
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 11)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertTrue(ruleIDs.contains(ruleID))
            XCTAssertEqual(ruleIDs[try XCTUnwrap(result["ruleIndex"] as? Int)], ruleID)
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let location = try XCTUnwrap((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
            XCTAssertEqual((location["artifactLocation"] as? [String: Any])?["uri"] as? String,
                           "Tests/Fixtures/lint/problems.json")
            let region = try XCTUnwrap(location["region"] as? [String: Any])
            for key in ["startLine", "startColumn", "endLine", "endColumn"] { XCTAssertNotNil(region[key] as? Int, key) }
        }
    }

    func testCleanFileExitsZero() throws {
        let result = try CommandRunner.run(["lint", "\(Self.fixtures)/clean.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try CommandRunner.run(["lint", "\(Self.fixtures)/clean.json", "--format", "github"]).stdout, "")
    }

    func testWarningsAsErrors() throws {
        let path = try CommandRunner.temporaryFile(#"{"size": {"width": 10, "height": 10}, "metrics": {"spare": 1}}"#)
        XCTAssertEqual(try CommandRunner.run(["lint", path]).status, 0)
        let strict = try CommandRunner.run(["lint", path, "--warnings-as-errors", "--format", "github"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stdout.hasPrefix("::error "), strict.stdout)
    }

    func testMissingFileAmongSeveral() throws {
        let result = try CommandRunner.run(["lint", "missing.json", "\(Self.fixtures)/clean.json", "--format", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot read 'missing.json': no such file\n")
        XCTAssertTrue(result.stdout.contains("\"path\": \"Tests/Fixtures/lint/clean.json\""))
    }

    func testUsageErrors() throws {
        let noFiles = try CommandRunner.run(["lint"])
        XCTAssertEqual(noFiles.status, 2)
        let option = try CommandRunner.run(["lint", "x.json", "--warnings-as-error"])
        XCTAssertEqual(option.status, 2)
        XCTAssertEqual(option.stderr, "ccc: unknown option '--warnings-as-error' (did you mean '--warnings-as-errors'?)\n")
        XCTAssertEqual(try CommandRunner.run(["lint", "x.json", "--format", "xml"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["lnt"]).stderr, "ccc: unknown command 'lnt' (did you mean 'lint'?); see 'ccc --help'\n")
        let twice = try CommandRunner.run(["lint", "-", "-"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.stderr.contains("'-' (standard input) can be given only once"), twice.stderr)
    }

    func testHelp() throws {
        let help = try CommandRunner.run(["lint", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: ccc lint [FILE...]"))
        XCTAssertTrue(try CommandRunner.run(["--help"]).stdout.contains("ccc lint [FILE...]"))
    }

    /// The README's table of codes is exactly what `ccc lint --list-rules` prints.
    func testREADMETableMatchesTheRegistry() throws {
        let table = try CommandRunner.run(["lint", "--list-rules"]).stdout
        let readme = String(decoding: try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("docs/linting.md")),
                            as: UTF8.self)
        XCTAssertTrue(readme.contains(table), "docs/linting.md's table of codes is out of date; paste `ccc lint --list-rules`")
    }
}
