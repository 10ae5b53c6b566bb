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

    /// Over several files the suggestion comes from every file's states, in any order.
    func testAStateNoFileDeclaresIsSuggestedFromEveryFile() throws {
        let files = ["Examples/docked-button.json", "Examples/sliding-panels.json"]
        for order in [files, files.reversed()] {
            let result = try CommandRunner.run(["lint"] + order + ["--state", "hiden"])
            XCTAssertEqual(result.status, 2)
            XCTAssertEqual(result.stderr, "ccc: unknown state 'hiden'; did you mean 'hidden'?\n")
        }
        let none = try CommandRunner.run(["lint", "Examples/docked-button.json", "Examples/card-cell.json", "--state", "hiden"])
        XCTAssertEqual(none.stderr, "ccc: unknown state 'hiden'; none of the 2 files declares a state\n")
    }

    /// Every --state is checked, not only the first: `hidden` exists, `nope` in no file.
    func testEveryStateMustBeDeclaredSomewhere() throws {
        for states in [["hidden", "nope"], ["nope", "hidden"], ["hidden", "hiden"]] {
            let result = try CommandRunner.run(
                ["lint", "Examples/sliding-panels.json", "Examples/docked-button.json"] + states.flatMap { ["--state", $0] })
            XCTAssertEqual(result.status, 2, "\(states)")
            let unknown = states[1] == "hidden" ? states[0] : states[1]
            XCTAssertTrue(result.stderr.hasPrefix("ccc: unknown state '\(unknown)'"), result.stderr)
        }
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

    /// Every state is linted by default; each finding is labelled with where it occurs. The
    /// conflict of two states that differ only in a metric's value is one finding, its note
    /// of each state labelled (issue #18).
    func testEveryStateByDefault() throws {
        let path = try CommandRunner.temporaryFile(Self.states)
        let result = try CommandRunner.run(["lint", path, "--format", "json"])
        XCTAssertEqual(result.status, 1, result.stderr)
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let diagnostics = ((document?["files"] as? [[String: Any]])?.first?["diagnostics"] as? [[String: Any]]) ?? []
        XCTAssertEqual(diagnostics.compactMap { $0["message"] as? String }, [
            "in state 'wide'; in state 'huge': unable to satisfy 'a.right <= super.right' (a.right <= super.right) "
                + "together with 3 other required constraints",
        ])
        let notes = (diagnostics.first?["notes"] as? [[String: Any]])?.compactMap { $0["message"] as? String }
        XCTAssertEqual(notes, [
            "conflicts with 'root size' (self.width == 100)", "conflicts with 'a.left = super.left' (a.left == super.left)",
            "in state 'wide': conflicts with 'a.width = w' (a.width == 150)",
            "in state 'huge': conflicts with 'a.width = w' (a.width == 200)",
            "'a.right <= super.right' was broken to recover; the other frames are solved without it",
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
        // At both sizes the conflict differs only in the root size it meets: one error, its
        // notes of one size labelled (issue #18: it was repeated, once a size).
        let both = try CommandRunner.run(
            ["lint", path, "--state", "huge", "--size", "100x100", "--size", "160x100"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(both.stderr.components(separatedBy: "unable to satisfy").count, 2, both.stderr)
        XCTAssertTrue(both.stderr.contains("""
            \(path): note: in state 'huge' at size 100×100: conflicts with 'root size' (self.width == 100, given by --size)
            \(path): note: in state 'huge' at size 160×100: conflicts with 'root size' (self.width == 160, given by --size)
            \(path):4:19: note: conflicts with 'a.left = super.left' (a.left == super.left)

            """), both.stderr)
        XCTAssertEqual(try CommandRunner.run(["lint", path, "--size", "x"]).status, 2)
    }

    /// A conflict with the root size of two `--size`s is one error; the note naming the root
    /// size points at no place of the file (the value is the option's), in text with the path
    /// alone, in JSON without a line (issue #18: it was printed at the broken constraint).
    func testAConflictWithEverySizeIsOneErrorWhoseSizeNotesHaveNoPlace() throws {
        let path = try CommandRunner.temporaryFile("""
            {"views": {"a": {}},
             "constraints": ["self.width = 500", "a.left = super.left", "a.top = super.top", "a.width = 10", "a.height = 10"]}
            """)
        let text = try CommandRunner.run(["lint", path, "--size", "320x480", "--size", "375x667"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(text.status, 1)
        XCTAssertEqual(text.stderr, """
            \(path):2:19: error: unable to satisfy 'self.width = 500' (self.width == 500) together with 1 other required constraint [unsatisfiable-constraint]
             "constraints": ["self.width = 500", "a.left = super.left", "a.top = super.top", "a.width = 10", "a.height = 10"]}
                              ^~~~~~~~~~~~~~~~
            \(path): note: at size 320×480: conflicts with 'root size' (self.width == 320, given by --size)
            \(path): note: at size 375×667: conflicts with 'root size' (self.width == 375, given by --size)
            \(path):2:19: note: 'self.width = 500' was broken to recover; the other frames are solved without it
            1 error and 0 warnings in 1 file

            """)
        let one = try CommandRunner.run(["lint", path, "--size", "320x480"], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(
            one.stderr.contains("\(path): note: conflicts with 'root size' (self.width == 320, given by --size)\n"), one.stderr)
        let json = try CommandRunner.run(["lint", path, "--size", "320x480", "--size", "375x667", "--format", "json"])
        XCTAssertEqual(json.stdout.components(separatedBy: "unsatisfiable-constraint").count, 2, json.stdout)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = try XCTUnwrap(document["files"] as? [[String: Any]])
        let diagnostics = try XCTUnwrap(files.first?["diagnostics"] as? [[String: Any]])
        let notes = try XCTUnwrap(diagnostics.first?["notes"] as? [[String: Any]])
        XCTAssertEqual(notes.first?["message"] as? String, "at size 320×480: conflicts with 'root size' (self.width == 320, given by --size)")
        XCTAssertNil(notes.first?["line"])
    }

    /// A finding of one state at every size names the state once; one of every state at one size,
    /// the size once; one `--size` is not named, and a size copied from a message (with '×') reads.
    func testStatesAndSizesAreGrouped() throws {
        let path = try CommandRunner.temporaryFile("""
            {"size": {"width": 400, "height": 100}, "metrics": {"x": 500},
             "views": {"a": {}, "b": {}},
             "constraints": ["a.left = super.left", "a.top = super.top", "a.height = 10", "a.width = x", "a.width <= 100",
                             "b.left = super.left + 300", "b.top = super.top", "b.width = 10", "b.height = 10"],
             "states": {"small": {"x": 10}, "big": {"x": 500}}}
            """)
        func findings(_ sizes: [String]) throws -> [String] {
            let result = try CommandRunner.run(["lint", path] + sizes.flatMap { ["--size", $0] })
            XCTAssertEqual(result.status, 1, result.stderr)
            return result.stderr.split(separator: "\n").filter { $0.contains("error: ") || $0.contains("warning: ") }.map {
                String($0.drop { $0 != " " }.dropFirst())
            }
        }
        let conflict = "unable to satisfy 'a.width <= 100' (a.width <= 100) together with 1 other required constraint "
            + "[unsatisfiable-constraint]"
        let outside = { (width: Int) in
            "'b' lies wholly outside the root view: its frame is (300, 0, 10, 10) in bounds \(width)×100 [outside-superview]"
        }
        XCTAssertEqual(try findings(["200x100", "250x100", "400x100"]), [
            "warning: at size 200×100: " + outside(200),
            "warning: at size 250×100: " + outside(250),
            "error: with the base metrics; in state 'big': " + conflict,
        ])
        XCTAssertEqual(try findings(["250×100"]), [
            "warning: " + outside(250),
            "error: with the base metrics; in state 'big': " + conflict,
        ])
    }
}
