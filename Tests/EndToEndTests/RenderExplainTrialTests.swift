import Foundation
import XCTest
import CCCTestSupport

/// What a new user's trial of `ccc render` and `ccc explain` found (issue 13): write
/// failures, a stack's priority-1 tie-break, broken required constraints, a root with no
/// size, and the smaller points. Numbers are worked out by hand beside each assertion.
final class RenderExplainTrialTests: XCTestCase {
    /// Runs `script` with `sh` (`$CCC` the built binary, run in the package root).
    func shell(_ script: String) throws -> (status: Int32, stderr: String) {
        let result = try CommandRunner.run(
            program: URL(fileURLWithPath: "/bin/sh"), ["-c", script], environment: ["CCC": CommandRunner.executable.path])
        return (result.status, result.stderr)
    }

    func testClosedOrFullOutputIsOneLineAndStatusTwo() throws {
        for command in ["render Examples/docked-button.json", "render Examples/docked-button.json --format html",
                        "explain Examples/docked-button.json button.x"] {
            let closed = try shell("\"$CCC\" \(command) >&-")
            XCTAssertEqual(closed.status, 2, command)
            XCTAssertEqual(closed.stderr, "ccc: cannot write standard output: it is closed\n", command)
        }
        let full = try shell("\"$CCC\" render Examples/docked-button.json -o /dev/full")
        XCTAssertEqual(full.status, 2)
        XCTAssertEqual(full.stderr, "ccc: cannot write '/dev/full': no space left on the device\n")
    }

    func testOutputFileNameErrors() throws {
        let empty = try CommandRunner.run(["render", "Examples/docked-button.json", "-o", ""])
        XCTAssertEqual(empty.status, 2)
        XCTAssertEqual(empty.stderr, "ccc: -o needs a file name\n")
        let missing = try CommandRunner.run(["render", "Examples/docked-button.json", "-o", "/nonexistent-ccc/x.svg"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "ccc: cannot write '/nonexistent-ccc/x.svg': a folder of the path does not exist\n")
    }

    /// icon 29×29, label 22 high (hugging and compression 250/750), toggle 31 high, centred in
    /// the row, which is as high as its tallest view (31). The stack's tie-break constraints
    /// are at priority 1, which the range probe also needs.
    /// label.height = 22: its compression resistance (≥ 22 @750) moves it +1 either way
    /// (raised to 23 it wins over hugging @250; lowered to 21 the hugging ≤ 22 and the
    /// ambiguity suppression (== 0 @25) take it down to 21). Its hugging (≤ 22 @250) does not:
    /// raised to 23, 22 is still allowed (compression keeps it there), so 0, and it must not
    /// be listed; lowered to 21, compression @750 keeps 22.
    func testTieBreakDoesNotDisableTheMustMoveCheck() throws {
        let height = try CommandRunner.run(["explain", "Tests/Fixtures/explain/tie-break-stack.json", "label.height"])
        XCTAssertEqual(height.status, 0, height.stderr)
        XCTAssertEqual(height.stdout, """
            label.height = 22
              decided by (how far it moves per point of the constant):
                +1  @750  label.height >= 22 @ 750  Tests/Fixtures/explain/tie-break-stack.json:1:181  intrinsic size 'label compression resistance (height)'
              losing (optional, not satisfied):
                off by 22  @25  label.height == 0 @ 25  Tests/Fixtures/explain/tie-break-stack.json:1:53  stack 'UISV-ambiguity-suppression'

            """)
        // label.y = (31 − 22)/2 = 4.5: −0.5 per point of label's compression (the label grows
        // about its centre) and nothing from its hugging.
        let y = try CommandRunner.run(["explain", "Tests/Fixtures/explain/tie-break-stack.json", "label.y"])
        XCTAssertTrue(y.stdout.hasPrefix("label.y = 4.5\n"), y.stdout)
        XCTAssertTrue(y.stdout.contains("    -0.5  @750      label.height >= 22 @ 750 "), y.stdout)
        XCTAssertFalse(y.stdout.contains("label.height <= 22"), y.stdout)
    }

    /// 10 + 100 + 10 + 100 + 10 = 230 in 300: the solver breaks b's trailing pin, so
    /// b.trailing = 10 + 100 + 10 + 100 = 220 against the wanted 300 − 10 = 290, off by 70.
    func testBrokenRequiredConstraintsAreListed() throws {
        let text = try CommandRunner.run(["explain", "Tests/Fixtures/explain/conflict-row.json", "b.trailing"])
        XCTAssertEqual(text.status, 1)
        XCTAssertTrue(text.stdout.hasSuffix("""
              broken (required, not satisfied: the layout conflicts):
                off by 70  required  b.trailing == super.trailing - 10  Tests/Fixtures/explain/conflict-row.json:1:124  visual format 'H:|-10-[a]-10-[b]-10-|'

            """), text.stdout)
        let json = try CommandRunner.run(
            ["explain", "Tests/Fixtures/explain/conflict-row.json", "b.trailing", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let explanation = try XCTUnwrap((object["explanations"] as? [[String: Any]])?.first)
        let broken = try XCTUnwrap(explanation["broken"] as? [[String: Any]])
        XCTAssertEqual(broken.count, 1)
        XCTAssertEqual(broken.first?["constraint"] as? String, "b.trailing == super.trailing - 10")
        XCTAssertEqual(broken.first?["shortfall"] as? Double, 70)
    }

    /// No root size: a at (10, 10) 100×40, b at 10 + 100 + 8 = 118, 50×20: the picture is
    /// 118 + 50 = 168 wide and 10 + 40 = 50 high.
    func testRootWithoutSizeUsesTheViewsBoundingBox() throws {
        let file = try CommandRunner.temporaryFile("""
            {"views":{"a":{"size":[100,40]},"b":{"size":[50,20]}},
             "constraints":["a.left = super.left + 10","a.top = super.top + 10","b.left = a.right + 8","b.top = a.top"]}
            """)
        let result = try CommandRunner.run(["render", file])
        XCTAssertTrue(result.stdout.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 168 50\""),
                      result.stdout)
        XCTAssertTrue(result.stderr.contains(
            "ccc: warning: the root of '\(file)' solves to no size; the picture is the views' bounding box, 168×50\n"),
            result.stderr)
        // Self-sizing: |-10-[a]-10-| around 100×40 solves the root to 120×60.
        let selfSizing = try CommandRunner.temporaryFile("""
            {"views":{"a":{"size":[100,40]}},"constraints":["H:|-10-[a]-10-|","V:|-10-[a]-10-|"]}
            """)
        let sized = try CommandRunner.run(["render", selfSizing])
        XCTAssertTrue(sized.stdout.contains("viewBox=\"0 0 120 60\""), sized.stdout)
        XCTAssertFalse(sized.stderr.contains("bounding box"), sized.stderr)
    }

    /// No root size, nothing sizing it: `explain self.width` says it is open, as `solve`
    /// marks it (it said "nothing moves it" and `"ambiguous": null`).
    func testAnOpenRootSizeIsExplainedAsAmbiguous() throws {
        let file = try CommandRunner.temporaryFile("""
            {"views":{"a":{"size":[10,10]}},"constraints":["a.left = super.left + 5","a.top = super.top + 5"]}
            """)
        let text = try CommandRunner.run(["explain", file, "self.width"])
        XCTAssertEqual(text.stdout, """
            self.width = 0
              ambiguous: self.width can grow without bound from 0: nothing fixes its width
              decided by: nothing moves it

            """)
        let json = try CommandRunner.run(["explain", file, "self.height", "--format", "json"])
        XCTAssertTrue(json.stdout.contains("\"parts\" : \"height\"") || json.stdout.contains("\"parts\": \"height\""), json.stdout)
    }

    func testSideBySideIsAUsageErrorForHTML() throws {
        let result = try CommandRunner.run(["render", "Examples/sliding-panels.json", "--format", "html",
                                            "--state", "shown", "--state", "hidden", "--side-by-side"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr,
            "ccc: --side-by-side is for SVG; the HTML page always shows each state in its own section, one under another\n")
    }

    /// `--metric spacing=100` overrides the state's 375: blue.x = 355 + 100 = 455, and the
    /// gap says where its constant came from.
    func testMetricSourceIsNamed() throws {
        let result = try CommandRunner.run(
            ["explain", "Examples/sliding-panels.json", "blue.x", "--state", "hidden", "--metric", "spacing=100"])
        XCTAssertTrue(result.stdout.hasPrefix("blue.x = 455\n"), result.stdout)
        XCTAssertTrue(result.stdout.contains("blue.left == yellow.right + 100 (spacing = 100 from --metric)"), result.stdout)
    }

    func testEmptyAttribute() throws {
        let result = try CommandRunner.run(["explain", "Examples/docked-button.json", "button."])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr,
            "ccc: expected an attribute after '.' in 'button.', such as x, y, width, height, trailing or centerY\n")
    }
}

/// `--constraints` labels: measured from the anchor the constraint names, labelled with its
/// constant, unsatisfied ones marked with how far off they are; edge alignments visible.
final class ConstraintLabelTests: XCTestCase {
    func overlay(_ arguments: [String], _ canonical: String) throws -> String {
        let result = try CommandRunner.run(["render"] + arguments + ["--constraints"])
        let line = result.stdout.split(separator: "\n").first { $0.contains("<title>\(canonical) — ") }
        return String(try XCTUnwrap(line, "no constraint \(canonical)"))
    }

    /// sign-in-form's safe area top is 44: `emailField.top = safe.top + 20` runs from 44 to
    /// emailField's top 64, labelled 20 (it was measured from the root's top, 0, and labelled 64).
    func testSafeAreaAnchorAndConstant() throws {
        let element = try overlay(["Examples/sign-in-form.json"], "emailField.top == safe.top + 20")
        XCTAssertTrue(element.contains(
            "<line x1=\"230.5\" y1=\"44\" x2=\"230.5\" y2=\"64\"/>"), element)
        XCTAssertTrue(element.hasSuffix(">20</text></g>"), element)
    }

    /// Sliding panels, shown: yellow.right = W − 20 @750 loses; yellow is 20 + 163.5 = 183.5
    /// at its right edge against the wanted 375 − 20 = 355: off by 171.5. The beam runs from
    /// yellow's right edge to the root's (375), labelled with the constant 20.
    func testUnsatisfiedOptionalSaysHowFarOff() throws {
        let element = try overlay(["Examples/sliding-panels.json", "--state", "shown"], "yellow.right == super.right - 20 @ 750")
        XCTAssertTrue(element.contains("<line x1=\"183.5\" y1=\"333.5\" x2=\"375\" y2=\"333.5\"/>"), element)
        XCTAssertTrue(element.hasSuffix(">20 (off by 171.5)</text></g>"), element)
    }

    /// The broken required pin of the conflicting row: b.trailing 220 against 290, off by 70.
    func testBrokenSaysHowFarOff() throws {
        let element = try overlay(["Tests/Fixtures/explain/conflict-row.json"], "b.trailing == super.trailing - 10")
        XCTAssertTrue(element.hasSuffix(">10 (off by 70)</text></g>"), element)
    }

    /// `passwordField.leading = emailField.leading`: both at x 94; a line along that edge from
    /// emailField's top (64) to passwordField's bottom (144), 3 beyond each, with ticks —
    /// not a zero-length beam.
    func testEdgeAlignmentIsAVisibleMark() throws {
        let element = try overlay(["Examples/sign-in-form.json"], "passwordField.leading == emailField.leading")
        XCTAssertTrue(element.contains(
            "<line x1=\"94\" y1=\"61\" x2=\"94\" y2=\"147\"/><line x1=\"94\" y1=\"61\" x2=\"100\" y2=\"61\"/><line x1=\"94\" y1=\"147\" x2=\"100\" y2=\"147\"/></g>"),
            element)
    }
}
