import Foundation
import XCTest
import CCCTestSupport

/// Issue #18, trial 13: hostile Swift sources that made `ccc lint` superlinear. Each runs
/// the built `ccc` under `timeout` with a limit the linear scan meets many times over and
/// the old one missed by far (a run of N `#` looked through once per `#`: 200,000 of
/// them would take about an hour in a debug build; N nested calls each scanned to the end
/// of the file).
final class SourceScanGrowthTests: XCTestCase {
    static let limit = "60"

    /// Runs `ccc ARGUMENTS` under `timeout` in `folder`; exit 124 is the limit passed.
    func run(_ arguments: [String], in folder: URL) throws -> CommandResult {
        try CommandRunner.run(
            program: URL(fileURLWithPath: "/usr/bin/timeout"), [Self.limit, CommandRunner.executable.path] + arguments,
            environment: ["NO_COLOR": "1"], in: folder)
    }

    func testARunOf200000HashesLintsInLinearTime() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let text = "addCompactConstraint(\"a\"" + String(repeating: "#", count: 200_000) + ")\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("h.swift"))
        let lint = try run(["lint", "h.swift"], in: folder)
        XCTAssertEqual(lint.status, 0, lint.stderr.prefix(300) + "")
        XCTAssertTrue(lint.stderr.contains("h.swift:1:22: note: constraint strings of this file: 1 not checked"), lint.stderr.prefix(300) + "")
        let list = try run(["lint", "--list-strings", "h.swift"], in: folder)
        XCTAssertEqual(list.status, 0)
        // The expression made at run time is listed cut to 300 characters.
        XCTAssertEqual(list.stdout.split(separator: "\n").count, 1)
        XCTAssertTrue(list.stdout.hasSuffix("#…\n"), list.stdout)
        XCTAssertLessThan(list.stdout.utf8.count, 500)
    }

    func testNestedCallsLintInLinearTime() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let count = 20_000
        let text = "addCompactConstraint(\"a\", " + String(repeating: "addCompactConstraint(", count: count) + "\n"
        try Data(text.utf8).write(to: folder.appendingPathComponent("n.swift"))
        let list = try run(["lint", "--list-strings", "n.swift"], in: folder)
        XCTAssertEqual(list.status, 0, list.stderr.prefix(300) + "")
        let lines = list.stdout.split(separator: "\n")
        // The first call's "a", then each nested call's first argument (the last call has none).
        XCTAssertEqual(lines.count, count)
        // Each nested call's string is the rest of the file, listed cut: the listing grows
        // with the calls, not with their square.
        XCTAssertLessThan(list.stdout.utf8.count, count * 400)
        XCTAssertEqual(
            lines.last.map(String.init),
            "n.swift:1:\(27 + 21 * (count - 1)): unknown, not checked (not a string literal): addCompactConstraint")
    }
}
