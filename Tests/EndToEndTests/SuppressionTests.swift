import Foundation
import XCTest

/// Suppressions in layout files: `"lint": {"disable": [...]}` on a view (its whole entry)
/// and on a constraint object; an unused one is a warning; an unknown code a warning with
/// a suggestion.
final class SuppressionTests: XCTestCase {
    static let layout = """
        {
          "size": {"width": 100, "height": 100},
          "views": {
            "a": {"size": [10, 10]},
            "b": {"size": [10, 10], "lint": {"disable": ["ambiguous-layout"]}},
            "c": {"constraints": ["c.width = 10", "c.height = 10", "c.height == 10"],
                  "lint": {"disable": ["duplicate-constraint"]}}
          },
          "constraints": [
            "a.left = super.left",
            "a.top = super.top",
            {"format": "a.left == super.left", "lint": {"disable": ["duplicate-constraint"]}},
            "b.left = a.right", "c.left = super.left", "c.top = super.top"
          ]
        }
        """

    func testWithoutSuppressions() throws {
        let space = try Workspace()
        let plain = Self.layout.replacingOccurrences(of: #", "lint": {"disable": ["duplicate-constraint"]}"#, with: "")
            .replacingOccurrences(of: ",\n          \"lint\": {\"disable\": [\"duplicate-constraint\"]}", with: "")
            .replacingOccurrences(of: #", "lint": {"disable": ["ambiguous-layout"]}"#, with: "")
        try space.write("l.json", plain)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(Workspace.findings(result), [
            "l.json:5:6: warning: the constraints do not determine the vertical position of 'b' [ambiguous-layout]",
            "l.json:6:61: warning: 'c.height == 10' repeats 'c.height = 10' (c.height == 10) [duplicate-constraint]",
            "l.json:11:17: warning: 'a.left == super.left' repeats 'a.left = super.left' (a.left == super.left) [duplicate-constraint]",
        ], result.stderr)
    }

    func testViewAndConstraintSuppressionsSilenceTheirFindings() throws {
        let space = try Workspace()
        try space.write("l.json", Self.layout)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
    }

    func testUnusedSuppressionIsAWarning() throws {
        let space = try Workspace()
        // 'a' is placed fully: nothing ambiguous to silence; the constraint object repeats nothing.
        try space.write("l.json", """
            {"size": {"width": 100, "height": 100},
              "views": {"a": {"size": [10, 10], "lint": {"disable": ["ambiguous-layout"]}}},
              "constraints": [
                {"format": "a.left = super.left", "lint": {"disable": ["duplicate-constraint", "unused-view"]}},
                "a.top = super.top"
              ]
            }
            """)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(Workspace.findings(result), [
            "l.json:2:58: warning: the suppression of 'ambiguous-layout' silences nothing here; remove it [unused-suppression]",
            "l.json:4:60: warning: the suppression of 'duplicate-constraint' silences nothing here; remove it [unused-suppression]",
            "l.json:4:84: warning: the suppression of 'unused-view' silences nothing here; remove it [unused-suppression]",
        ])
        // The warning is a rule like any other: .ccc.json can turn it off.
        try space.write(".ccc.json", #"{"rules": {"unused-suppression": "off"}}"#)
        XCTAssertEqual(try space.run(["lint", "l.json"]).stderr, "")
    }

    func testNoUnusedWarningWhileTheFileHasErrors() throws {
        let space = try Workspace()
        try space.write("l.json", """
            {"size": {"width": 100, "height": 100},
              "views": {"a": {"size": [10, 10], "lint": {"disable": ["ambiguous-layout"]}}},
              "constraints": ["a.left = super.left", "a.top = supr.top"]
            }
            """)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Workspace.findings(result), ["l.json:3:51: error: unknown view 'supr' [unknown-view]"])
    }

    func testUnknownCodeAndKeyInLint() throws {
        let space = try Workspace()
        try space.write("l.json", """
            {"size": {"width": 100, "height": 100},
              "views": {"a": {"size": [10, 10], "lint": {"disable": ["ambigous-layout"], "enable": []}}},
              "constraints": ["a.left = super.left"]
            }
            """)
        let result = try space.run(["lint", "l.json"])
        XCTAssertEqual(Workspace.findings(result), [
            "l.json:2:14: warning: the constraints do not determine the vertical position of 'a' [ambiguous-layout]",
            "l.json:2:58: warning: 'ambigous-layout' is not a rule of ccc; it is ignored (see 'ccc lint --list-rules') [unknown-rule]",
            "l.json:2:79: warning: unknown key 'enable' in 'lint'; it is ignored [unknown-key]",
        ])
        XCTAssertTrue(result.stderr.contains("l.json:2:58: note: did you mean 'ambiguous-layout'?"), result.stderr)
    }

    func testSolveAcceptsTheLintKey() throws {
        let space = try Workspace()
        try space.write("l.json", Self.layout)
        let result = try space.run(["solve", "l.json", "--format", "tsv"])
        XCTAssertEqual(result.status, 0)
        XCTAssertFalse(result.stderr.contains("unknown-key"), result.stderr)
    }
}
