import Foundation
import XCTest

/// `--write-baseline` records today's findings; `--baseline` reports only new ones. A
/// finding is matched by code, file and a fingerprint of its constraint, so a constraint
/// moved to another line stays suppressed. SARIF carries the same fingerprint.
final class BaselineTests: XCTestCase {
    static func layout(_ constraints: [String]) -> String {
        """
        {
          "size": {"width": 100, "height": 100},
          "views": {"a": {"size": [10, 10]}, "b": {"size": [10, 10]}},
          "constraints": [
        \(constraints.map { "    \"\($0)\"" }.joined(separator: ",\n"))
          ]
        }
        """
    }

    static let today = ["a.left = super.left", "a.top = super.top", "a.top == super.top", "b.left = a.right", "b.top = a.bottom"]

    func testMovedFindingStaysSuppressedNewOneIsReported() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Self.layout(Self.today))
        let written = try space.run(["lint", "Layouts/a.json", "--write-baseline", "baseline.json"])
        XCTAssertEqual(written.status, 0)
        XCTAssertEqual(Workspace.findings(written), [
            "Layouts/a.json:7:6: warning: 'a.top == super.top' repeats 'a.top = super.top' (a.top == super.top) [duplicate-constraint]",
        ])
        XCTAssertTrue(written.stderr.hasPrefix("ccc: wrote 1 finding to the baseline 'baseline.json'\n"), written.stderr)
        let baseline = try space.read("baseline.json")
        XCTAssertTrue(baseline.contains(#""code": "duplicate-constraint""#), baseline)
        XCTAssertTrue(baseline.contains(#""file": "Layouts/a.json""#), baseline)
        XCTAssertTrue(baseline.contains(#""version": 1"#), baseline)

        // The duplicate moves to the end (line 9) and a new duplicate comes in.
        try space.write("Layouts/a.json", Self.layout([
            "a.left = super.left", "a.top = super.top", "b.left = a.right", "b.left == a.right", "b.top = a.bottom",
            "a.top == super.top",
        ]))
        let plain = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(Workspace.findings(plain).count, 2)
        let result = try space.run(["lint", "Layouts/a.json", "--baseline", "baseline.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stderr.hasSuffix("ccc: 1 finding suppressed by the baseline 'baseline.json'\n"), result.stderr)
        XCTAssertEqual(Workspace.findings(result), [
            "Layouts/a.json:8:6: warning: 'b.left == a.right' repeats 'b.left = a.right' (b.left == a.right) [duplicate-constraint]",
        ])
        // From another folder, paths in the baseline are relative to the baseline's folder.
        let nested = try space.run(["lint", "a.json", "--baseline", "../baseline.json"], in: "Layouts")
        XCTAssertEqual(Workspace.findings(nested), [
            "a.json:8:6: warning: 'b.left == a.right' repeats 'b.left = a.right' (b.left == a.right) [duplicate-constraint]",
        ])
    }

    /// Errors that make a file unusable on a device (a JSON error, an empty file, an unknown
    /// view) are never recorded and never held back, even by an entry an older `ccc` wrote:
    /// a baseline never lets `ccc lint` pass a file `ccc solve` rejects.
    func testFixedErrorsAreNeverRecordedNorHeldBack() throws {
        let space = try Workspace()
        try space.write("broken.json", #"{"views": {,}}"#)
        try space.write("empty.json", "")
        try space.write("unknown.json", Self.layout(["a.left = ghost.left"] + Self.today))
        let files = ["broken.json", "empty.json", "unknown.json"]
        let written = try space.run(["lint"] + files + ["--write-baseline", "b.json"])
        XCTAssertEqual(written.status, 1)
        XCTAssertTrue(written.stderr.contains("ccc: wrote 1 finding to the baseline 'b.json'\n"), written.stderr)
        XCTAssertFalse(try space.read("b.json").contains("unknown-view"))
        let again = try space.run(["lint"] + files + ["--baseline", "b.json"])
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(Workspace.findings(again), [
            "broken.json:1:12: error: expected a string key or '}' after '{', found ',' [json-syntax]",
            "empty.json:1:1: error: the file is empty; expected a JSON document [empty-file]",
            "unknown.json:5:15: error: unknown view 'ghost' [unknown-view]",
        ])
        // The entry an older ccc recorded for the unknown view holds nothing back.
        try space.write("old.json", """
            {"findings": [{"code": "unknown-view", "file": "unknown.json", "fingerprint": "b28a09dc4ea07146",
            "message": "unknown view 'ghost'"}], "version": 1}
            """)
        let old = try space.run(["lint", "unknown.json", "--baseline", "old.json"])
        XCTAssertEqual(old.status, 1)
        XCTAssertTrue(Workspace.findings(old).contains("unknown.json:5:15: error: unknown view 'ghost' [unknown-view]"))
    }

    func testEditedConstraintIsNew() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout(Self.today))
        XCTAssertEqual(try space.run(["lint", "a.json", "--write-baseline", "b.json"]).status, 0)
        // Nothing new: only the count of what the baseline held back, so the pass is not
        // mistaken for a clean lint.
        let suppressed = "ccc: 1 finding suppressed by the baseline 'b.json'\n"
        XCTAssertEqual(try space.run(["lint", "a.json", "--baseline", "b.json"]).stderr, suppressed)
        try space.write("a.json", Self.layout(Self.today.map { $0 == "a.top == super.top" ? "a.top >= super.top" : $0 }))
        // The finding is gone (no duplicate any more): nothing held back, nothing said.
        XCTAssertEqual(try space.run(["lint", "a.json", "--baseline", "b.json"]).stderr, "")
        try space.write("a.json", Self.layout(Self.today.map { $0 == "a.top == super.top" ? "a.top == super.top + 0" : $0 }))
        let edited = try space.run(["lint", "a.json", "--baseline", "b.json"])
        XCTAssertEqual(Workspace.findings(edited).count, 1, edited.stderr)
    }

    /// A stack's own conflicts are all located at the stack: the broken constraint tells them
    /// apart, so a baselined `UISV-hiding` conflict does not hide a new `UISV-spacing` one.
    func testStackConflictsAreToldApart() throws {
        func toolbar(width: Int) -> String {
            """
            {"size": {"width": \(width), "height": 100},
             "views": {
              "bar": {"stack": {"axis": "horizontal", "spacing": 12}, "align": "fill top"},
              "back": {"superview": "bar", "size": [110, 44]},
              "extra": {"superview": "bar", "size": [110, 44], "hidden": true},
              "flex": {"superview": "bar", "intrinsicSize": [40, 44]},
              "done": {"superview": "bar", "size": [110, 44]}}}
            """
        }
        let space = try Workspace()
        try space.write("t.json", toolbar(width: 400))
        let written = try space.run(["lint", "t.json", "--write-baseline", "b.json"])
        XCTAssertEqual(Workspace.findings(written).count, 1, written.stderr)
        XCTAssertTrue(written.stderr.contains("unable to satisfy 'UISV-hiding'"), written.stderr)
        XCTAssertEqual(try space.run(["lint", "t.json", "--baseline", "b.json"]).status, 0)
        // Too narrow for the two fixed buttons as well: the new UISV-spacing conflict is reported.
        try space.write("t.json", toolbar(width: 200))
        let narrow = try space.run(["lint", "t.json", "--baseline", "b.json"])
        XCTAssertEqual(narrow.status, 1, narrow.stderr)
        XCTAssertEqual(Workspace.findings(narrow).count, 1, narrow.stderr)
        XCTAssertTrue(Workspace.findings(narrow).first?.contains("unable to satisfy 'UISV-spacing'") == true, narrow.stderr)
        XCTAssertTrue(narrow.stderr.hasSuffix("ccc: 1 finding suppressed by the baseline 'b.json'\n"), narrow.stderr)
    }

    func testSARIFPartialFingerprintsAreTheBaselines() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout(Self.today))
        XCTAssertEqual(try space.run(["lint", "a.json", "--write-baseline", "b.json"]).status, 0)
        let baseline = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(try space.read("b.json").utf8)) as? [String: Any])
        let recorded = try XCTUnwrap((baseline["findings"] as? [[String: Any]])?.first?["fingerprint"] as? String)
        XCTAssertEqual(recorded.count, 16)
        let sarif = try space.run(["lint", "a.json", "--format", "sarif"])
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual((results[0]["partialFingerprints"] as? [String: String])?["cccFingerprint/v1"], recorded)
    }

    func testBaselineMisuse() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout(Self.today))
        let both = try space.run(["lint", "a.json", "--baseline", "b.json", "--write-baseline", "b.json"])
        XCTAssertEqual(both.status, 2)
        let overwrite = try space.run(["lint", "a.json", "--write-baseline", "a.json"])
        XCTAssertEqual(overwrite.status, 2)
        XCTAssertEqual(overwrite.stderr, "ccc: --write-baseline 'a.json' is a file ccc reads; ccc never writes an input\n")
        XCTAssertEqual(try space.read("a.json"), Self.layout(Self.today))
        try space.write("bad.json", #"{"version": 2, "findings": []}"#)
        let bad = try space.run(["lint", "a.json", "--baseline", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(Workspace.findings(bad), [#"bad.json:1:1: error: the baseline needs "version": 1 [invalid-value]"#])
    }

    /// Every error of a baseline is reported, each finding's and each field's, not only the
    /// first (issue #18); past 100, a note counts the rest.
    func testEveryErrorOfABaselineIsReported() throws {
        let space = try Workspace()
        try space.write("a.json", Self.layout(Self.today))
        try space.write("bad.json", """
            {"version": 2, "findings": [
              {"code": 1, "file": "a.json"},
              {"code": "x", "file": 2, "fingerprint": "f", "note": ""}],
             "extra": 1}
            """)
        let bad = try space.run(["lint", "a.json", "--baseline", "bad.json"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertEqual(Workspace.findings(bad), [
            "bad.json:4:3: error: unknown key 'extra' in the baseline (it has 'version' and 'findings') [unknown-key]",
            #"bad.json:1:1: error: the baseline needs "version": 1 [invalid-value]"#,
            "bad.json:2:12: error: 'code' must be a string, found a number [type-mismatch]",
            "bad.json:2:3: error: a finding needs 'fingerprint' [invalid-value]",
            "bad.json:3:25: error: 'file' must be a string, found a number [type-mismatch]",
            "bad.json:3:49: error: unknown key 'note' in a finding (it has 'code', 'file', 'fingerprint' and 'message') [unknown-key]",
        ])
        let many = (0..<150).map { _ in #"{"code": 1, "file": "a.json", "fingerprint": "f"}"# }
        try space.write("many.json", #"{"version": 1, "findings": ["# + many.joined(separator: ",\n") + "]}")
        let capped = try space.run(["lint", "a.json", "--baseline", "many.json"])
        XCTAssertEqual(capped.status, 2)
        XCTAssertEqual(Workspace.findings(capped).count, 100)
        XCTAssertTrue(capped.stderr.hasSuffix("many.json:100:10: note: 50 more errors in this file are not listed\n"), capped.stderr)
    }

    /// Trial 13: a baseline that `include` (or a folder walk) finds is not a layout to lint,
    /// as `.ccc.json` is not; named on the command line it still is, and is not overwritten.
    func testTheBaselineIsLeftOutOfWhatIncludeFinds() throws {
        let space = try Workspace()
        try space.write(".ccc.json", #"{"include": ["**/*.json"]}"#)
        try space.write("Layouts/a.json", Self.layout(Self.today))
        let written = try space.run(["lint", "--write-baseline", "ccc-baseline.json"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertTrue(written.stderr.hasPrefix("ccc: wrote 1 finding to the baseline 'ccc-baseline.json'\n"), written.stderr)
        let linted = try space.run(["lint", "--baseline", "ccc-baseline.json"])
        XCTAssertEqual(linted.status, 0)
        XCTAssertEqual(Workspace.findings(linted), [])
        XCTAssertFalse(linted.stderr.contains("ccc-baseline.json:"), linted.stderr)
        // Written again, over itself: it is no input of the run.
        let again = try space.run(["lint", "--write-baseline", "./ccc-baseline.json"])
        XCTAssertEqual(again.status, 0, again.stderr)
        // Named, it is linted as a layout, and --write-baseline refuses it.
        let named = try space.run(["lint", "ccc-baseline.json", "Layouts/a.json", "--write-baseline", "ccc-baseline.json"])
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("ccc never writes an input"), named.stderr)
    }
}
