import XCTest

/// `ccc lint --state` over several files: files without the state are linted as they are;
/// a state that no file declares is a usage error (exit 2), as for `solve`.
final class LintStateTests: XCTestCase {
    func testStateAppliesWhereDeclared() throws {
        let result = try CommandRunner.run(
            ["lint", "Examples/sliding-panels.json", "Examples/docked-button.json", "--state", "shown"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertFalse(result.stderr.contains("unknown-state"), result.stderr)
    }

    func testStateNoFileDeclaresIsAUsageError() throws {
        let result = try CommandRunner.run(["lint", "Examples/docked-button.json", "--state", "shown"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.hasPrefix("ccc: unknown state 'shown'"), result.stderr)
    }

    func testNoOutsideWarningForAmbiguousViews() throws {
        let path = try CommandRunner.temporaryFile(#"{"size": {"width": 100, "height": 100}, "views": {"a": {"size": [10, 10]}, "b": {"size": [10, 10]}}, "constraints": ["H:[a]-[b]", "a.top = super.top", "b.top = super.top"]}"#)
        let result = try CommandRunner.run(["lint", path])
        XCTAssertFalse(result.stderr.contains("outside-superview"), result.stderr)
        XCTAssertTrue(result.stderr.contains("ambiguous-layout"), result.stderr)
    }
}
