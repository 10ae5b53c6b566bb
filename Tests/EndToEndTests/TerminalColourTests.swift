import Foundation
import XCTest
import CCCTestSupport

/// Diagnostics are coloured only on a terminal that can show it: not when `NO_COLOR` is set,
/// not when `TERM` is `dumb`. The terminal is a pseudo-terminal from util-linux's `script`.
final class TerminalColourTests: XCTestCase {
    private func lintOnATerminal(_ environment: [String: String]) throws -> String {
        let script = URL(fileURLWithPath: "/usr/bin/script")
        guard FileManager.default.isExecutableFile(atPath: script.path) else { throw XCTSkip("no /usr/bin/script") }
        let file = try CommandRunner.temporaryFile(#"{"views": {"a": {}}, "constraints": ["a.left = b.left"]}"#)
        var merged = CommandRunner.environmentWithCcc()
        merged.merge(environment) { $1 }
        let result = try CommandRunner.run(program: script, ["-qec", "ccc lint '\(file)'", "/dev/null"], environment: merged)
        XCTAssertTrue(result.stdout.contains("unknown view 'b'"), result.stdout)
        return result.stdout
    }

    func testColourOnlyWhereTheTerminalShowsIt() throws {
        XCTAssertTrue(try lintOnATerminal(["TERM": "xterm", "NO_COLOR": ""]).contains("\u{1B}["))
        XCTAssertFalse(try lintOnATerminal(["TERM": "dumb", "NO_COLOR": ""]).contains("\u{1B}["))
        XCTAssertFalse(try lintOnATerminal(["TERM": "xterm", "NO_COLOR": "1"]).contains("\u{1B}["))
    }
}
