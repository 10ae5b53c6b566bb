import Foundation
import XCTest
import CCCTestSupport

/// Trial 13: a 100,000-character value of `--state`, `--metric`, `--format` (and every
/// other place a one-line usage error or warning quotes a user's argument) printed a
/// 100 KB line. Values are quoted cut to 60 characters and `…`, paths to 240.
final class LongArgumentTests: XCTestCase {
    static let layout = "Examples/sliding-panels.json"
    static let long = String(repeating: "x", count: 100_000)

    func testLongValuesAreQuotedCut() throws {
        let value = "'" + String(repeating: "x", count: 60) + "…'"
        let runs: [[String]] = [
            ["solve", Self.layout, "--state", Self.long],
            ["lint", Self.layout, "--state", Self.long],
            ["solve", Self.layout, "--state", Self.long, "--state", Self.long],
            ["lint", Self.layout, "--state", Self.long, "--state", Self.long],
            ["render", Self.layout, "-o", "/dev/null", "--state", Self.long, "--state", Self.long],
            ["solve", Self.layout, "--metric", Self.long + "=1"],
            ["solve", Self.layout, "--format", Self.long],
            ["lint", Self.layout, "--format", Self.long],
            ["solve", Self.layout, "--layout-direction", Self.long],
            ["solve", Self.layout, "--" + Self.long],
            ["log", "--log", Self.long, Self.layout],
            ["completions", "bash", Self.long],
            ["explain", Self.layout, Self.long],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments, environment: ["NO_COLOR": "1"])
            let name = arguments.map { $0.count > 20 ? "LONG" : $0 }.joined(separator: " ")
            XCTAssertTrue(result.stderr.contains(value) || result.stderr.contains("'--" + String(repeating: "x", count: 58) + "…'"),
                          "\(name): \(result.stderr.prefix(200))")
            let longest = result.stderr.split(separator: "\n").map(\.count).max() ?? 0
            XCTAssertLessThan(longest, 400, name)
        }
    }

    func testLongPathsAreQuotedCut() throws {
        for arguments in [["solve", Self.long], ["lint", "--config", Self.long, Self.layout], ["solve", Self.layout, "--metrics", Self.long]] {
            let result = try CommandRunner.run(arguments, environment: ["NO_COLOR": "1"])
            XCTAssertEqual(result.status, 2)
            XCTAssertTrue(result.stderr.hasPrefix("ccc: cannot read '" + String(repeating: "x", count: 240) + "…': "), result.stderr.prefix(300) + "")
            XCTAssertLessThan(result.stderr.count, 400)
        }
    }
}
