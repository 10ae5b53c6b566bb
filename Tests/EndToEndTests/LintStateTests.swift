import Foundation
import XCTest
import CCCTestSupport

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

    /// A layout whose base metrics are fine but two states break it.
    static let states = """
        {"size": {"width": 100, "height": 100},
         "metrics": {"w": 50},
         "views": {"a": {}},
         "constraints": ["a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = w", "a.right <= super.right"],
         "states": {"wide": {"w": 150}, "narrow": {"w": 20}, "huge": {"w": 200}}}
        """

    /// Every state is linted by default; each finding is labelled with where it occurs.
    func testEveryStateByDefault() throws {
        let path = try CommandRunner.temporaryFile(Self.states)
        let result = try CommandRunner.run(["lint", path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = ((document?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["message"] as? String }, [
            "in state 'wide': unable to satisfy 'a.right <= super.right' (a.right <= super.right) together with 3 other "
                + "required constraints",
            "in state 'huge': unable to satisfy 'a.right <= super.right' (a.right <= super.right) together with 3 other "
                + "required constraints",
        ])
    }

    /// `--state` narrows; repeated, to several states.
    func testStateNarrows() throws {
        let path = try CommandRunner.temporaryFile(Self.states)
        XCTAssertEqual(try CommandRunner.run(["lint", path, "--state", "narrow"]).status, 0)
        let two = try CommandRunner.run(["lint", path, "--state", "narrow", "--state", "huge"])
        XCTAssertEqual(two.status, 1)
        XCTAssertTrue(two.stderr.contains("error: in state 'huge': unable to satisfy"), two.stderr)
        XCTAssertFalse(two.stderr.contains("'wide'"), two.stderr)
        let single = try CommandRunner.run(["lint", path, "--state", "wide"])
        XCTAssertTrue(single.stderr.contains("error: unable to satisfy"), single.stderr)
    }

    /// `--size` repeats: a finding of one size only is labelled with it; one of every size is not.
    func testSeveralSizes() throws {
        let path = try CommandRunner.temporaryFile(Self.states)
        let result = try CommandRunner.run(["lint", path, "--state", "wide", "--size", "100x100", "--size", "160x100"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.stderr.contains("error: in state 'wide' at size 100×100: unable to satisfy"), result.stderr)
        XCTAssertFalse(result.stderr.contains("160×100"), result.stderr)
        let both = try CommandRunner.run(["lint", path, "--state", "huge", "--size", "100x100", "--size", "160x100"])
        XCTAssertEqual(both.stderr.components(separatedBy: "unable to satisfy").count, 3, both.stderr)
        XCTAssertEqual(try CommandRunner.run(["lint", path, "--size", "x"]).status, 2)
    }

    /// A finding of one state at every size names the state once; one of every state at one size,
    /// the size once; the rest, each state with its sizes.
    func testStatesAndSizesAreGrouped() throws {
        let path = try CommandRunner.temporaryFile(Self.states)
        let result = try CommandRunner.run(["lint", path, "--size", "100x100", "--size", "160x100", "--size", "500x100"])
        XCTAssertEqual(result.status, 1)
        let messages = result.stderr.split(separator: "\n").filter { $0.contains("error:") }.map {
            $0.components(separatedBy: "error: ").last ?? ""
        }
        XCTAssertEqual(messages, [
            "in state 'wide' at sizes 100×100 and 160×100; in state 'huge' at sizes 100×100 and 160×100: unable to "
                + "satisfy 'a.right <= super.right' (a.right <= super.right) together with 3 other required constraints "
                + "[unsatisfiable-constraint]",
        ])
        let two = try CommandRunner.run(["lint", path, "--size", "100x100", "--size", "160x100"])
        XCTAssertTrue(two.stderr.contains("error: in state 'wide'; in state 'huge': unable to satisfy"), two.stderr)
    }
}
