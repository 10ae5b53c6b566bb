import Foundation
import XCTest
import CCCTestSupport

/// `ccc log` through the built binary: text and JSON against golden files in
/// `Tests/Fixtures/log/golden/` (regenerate with `CCC_UPDATE_GOLDEN=1 swift test`),
/// `--emit-layout` read back by `ccc lint` and `ccc solve`, standard input, exit statuses.
final class LogCommandTests: XCTestCase {
    static let fixtures = "Tests/Fixtures/log"

    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Golden.check(actual, folder: "\(Self.fixtures)/golden", name: name, file: file, line: line)
    }

    func testTableCellTextGolden() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/table-cell-height.log"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        try assertGolden(result.stdout, "table-cell-height.txt")
        XCTAssertTrue(result.stdout.contains("`imageView1.bottom == contentView1.bottomMargin @ 999` instead of [2]"))
    }

    func testTwoConflictsTextGoldenWithWarningsOnStandardError() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/two-conflicts.log"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0)
        try assertGolden(result.stdout, "two-conflicts.txt")
        XCTAssertTrue(result.stderr.hasPrefix(
            "\(Self.fixtures)/two-conflicts.log:7:1: warning: a line inside the list of constraints that is no constraint description; skipped [log-unrecognized-line]\n"),
            result.stderr)
    }

    func testJSONGolden() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/two-conflicts.log", "--format", "json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        try assertGolden(result.stdout, "two-conflicts.json")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let logs = try XCTUnwrap(json["logs"] as? [[String: Any]])
        XCTAssertEqual(logs.count, 2)
        XCTAssertEqual(logs[0]["conflicts"] as? [[Int]], [[0, 1, 2], [3, 4, 5, 6, 7]])
        XCTAssertEqual(logs[0]["broken"] as? Int, 1)
        let constraints = try XCTUnwrap(logs[0]["constraints"] as? [[String: Any]])
        XCTAssertEqual(constraints.count, 11)
        XCTAssertEqual(constraints[2]["line"] as? Int, 8)
        XCTAssertEqual(constraints[2]["column"] as? Int, 6)
        XCTAssertEqual(constraints[2]["identifier"] as? String, "UIView-Encapsulated-Layout-Width")
        XCTAssertEqual(constraints[0]["compact"] as? String, "saveButton.width == view1.width * 0.5")
        XCTAssertTrue(constraints[0]["identifier"] is NSNull)
        XCTAssertEqual((logs[0]["diagnostics"] as? [[String: Any]])?.first?["code"] as? String, "log-unrecognized-line")
    }

    func testOutputIsByteIdenticalRunToRun() throws {
        let a = try CommandRunner.run(["log", "\(Self.fixtures)/safe-area.log", "--format", "json"])
        let b = try CommandRunner.run(["log", "\(Self.fixtures)/safe-area.log", "--format", "json"])
        XCTAssertEqual(a.stdout, b.stdout)
    }

    func testEmittedLayoutIsReadByLintAndSolve() throws {
        for name in ["table-cell-height", "two-conflicts", "safe-area", "autoresizing", "macos", "stack-view", "temporary-width"] {
            let emitted = try CommandRunner.run(["log", "\(Self.fixtures)/\(name).log", "--emit-layout"])
            XCTAssertEqual(emitted.status, 0, name)
            let path = try CommandRunner.temporaryFile(emitted.stdout)
            let lint = try CommandRunner.run(["lint", path, "--format", "json"])
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(lint.stdout.utf8)) as? [String: Any], name)
            let files = try XCTUnwrap(json["files"] as? [[String: Any]])
            let codes = (files.first?["diagnostics"] as? [[String: Any]])?.compactMap { $0["code"] as? String } ?? []
            // The log's conflict is found again; nothing of the file itself is rejected.
            XCTAssertTrue(codes.contains("unsatisfiable-constraint"), "\(name): \(codes)")
            let allowed: Set = ["unsatisfiable-constraint", "ambiguous-layout", "negative-size", "outside-superview"]
            XCTAssertTrue(Set(codes).isSubset(of: allowed), "\(name): \(codes)")
            let solve = try CommandRunner.run(["solve", path, "--format", "tsv"])
            XCTAssertEqual(solve.status, 1, name)
            XCTAssertFalse(solve.stdout.isEmpty, name)
        }
    }

    func testEmitLayoutOfTheSecondLog() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/two-conflicts.log", "--emit-layout", "--log", "2"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stdout, """
            {
              "views": {
                "layoutGuide1": {"superview": "view1"},
                "view1": {},
                "imageView1": {"superview": "view1"}
              },
              "constraints": [
                "layoutGuide1.height == 20 # _UILayoutSupportConstraint:0x600003e8c2d0",
                "layoutGuide1.top == view1.top # _UILayoutSupportConstraint:0x600003e8c370",
                "imageView1.top == view1.top # IB auto generated at build time for view with fixed frame",
                "imageView1.top == layoutGuide1.bottom + 8 # NSLayoutConstraint:0x600003e8c4b0 (UIKit breaks this one)"
              ]
            }

            """)
    }

    func testStandardInputAndNoLog() throws {
        let log = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("\(Self.fixtures)/truncated.log"))
        let piped = try CommandRunner.run(["log", "-"], stdin: log, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(piped.status, 0)
        XCTAssertTrue(piped.stdout.hasPrefix("log 1 (line 1): 2 constraints, 1 conflict\n"), piped.stdout)
        XCTAssertTrue(piped.stderr.contains("<stdin>:6:1: warning: the log ends inside its list of constraints"), piped.stderr)

        let none = try CommandRunner.run(["log", "-", "--format", "json"], stdin: Data("hello\n".utf8))
        XCTAssertEqual(none.status, 1)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(none.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((json["logs"] as? [Any])?.count, 0)
        XCTAssertEqual((json["diagnostics"] as? [[String: Any]])?.first?["code"] as? String, "log-no-entry")
    }

    func testUsageErrors() throws {
        XCTAssertEqual(try CommandRunner.run(["log"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["log", "a", "b"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["log", "\(Self.fixtures)/missing.log"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["log", "\(Self.fixtures)/macos.log", "--log", "0"]).status, 2)
        XCTAssertEqual(try CommandRunner.run(["log", "\(Self.fixtures)/macos.log", "--log", "3"]).status, 2)
        let help = try CommandRunner.run(["log", "--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.stdout.hasPrefix("usage: ccc log FILE|-"))
    }
}
