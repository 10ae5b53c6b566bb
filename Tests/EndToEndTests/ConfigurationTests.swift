import Foundation
import XCTest

/// `.ccc.json`: discovery (current folder, then the nearest parent), `--config`,
/// `--no-config`, and each key: rules, include, exclude, warningsAsErrors, metrics.
final class ConfigurationTests: XCTestCase {
    static let spare = "Layouts/a.json:3:26: warning: metric 'spare' is never used [unused-metric]"
    static let ambiguous = "Layouts/a.json:6:6: warning: the constraints do not determine the vertical position of 'b' [ambiguous-layout]"

    func testWithoutConfigurationBothWarnings() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(Workspace.findings(result), [Self.spare, Self.ambiguous])
    }

    func testNearestParentConfigurationWins() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", #"{"rules": {"unused-metric": "error"}}"#)
        try space.write("app/.ccc.json", #"{"rules": {"unused-metric": "off"}}"#)
        try space.write("app/Layouts/a.json", Workspace.twoWarnings)
        try FileManager.default.createDirectory(
            at: space.root.appendingPathComponent("app/deep/er"), withIntermediateDirectories: true)

        // From app/deep/er the nearest is app/.ccc.json: unused-metric is off.
        let nested = try space.run(["lint", "../../Layouts/a.json"], in: "app/deep/er")
        XCTAssertEqual(nested.status, 0)
        XCTAssertEqual(Workspace.findings(nested), [
            "../../Layouts/a.json:6:6: warning: the constraints do not determine the vertical position of 'b' [ambiguous-layout]",
        ])
        // From the root, the root's: unused-metric is an error.
        let top = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(top.status, 1)
        XCTAssertEqual(Workspace.findings(top), [
            "Layouts/a.json:3:26: error: metric 'spare' is never used [unused-metric]", Self.ambiguous,
        ])
        // --no-config ignores it; --config chooses another.
        XCTAssertEqual(Workspace.findings(try space.run(["lint", "Layouts/a.json", "--no-config"])), [Self.spare, Self.ambiguous])
        let chosen = try space.run(["lint", "Layouts/a.json", "--config", "app/.ccc.json"])
        XCTAssertEqual(Workspace.findings(chosen), [Self.ambiguous])
        let both = try space.run(["lint", "Layouts/a.json", "--config", "app/.ccc.json", "--no-config"])
        XCTAssertEqual(both.status, 2)
        XCTAssertEqual(both.stderr, "ccc: --config and --no-config cannot go together\n")
    }

    func testRulesOffWarningError() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", #"{"rules": {"unused-metric": "off", "ambiguous-layout": "error", "unknown-view": "warning"}}"#)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 1)
        // unknown-view makes the file unusable: it cannot be lowered (docs/team-tools.md).
        XCTAssertEqual(Workspace.findings(result), [
            ".ccc.json:1:66: warning: 'unknown-view' makes the file unusable on a device; it cannot be set to 'warning', and it is still reported [fixed-error]",
            "Layouts/a.json:6:6: error: the constraints do not determine the vertical position of 'b' [ambiguous-layout]",
        ])
    }

    func testIncludeAndExcludeChooseTheFiles() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write("Layouts/Generated/g.json", "{not json")
        try space.write("package.json", "{not json either")
        try space.write(".ccc.json", #"{"include": ["Layouts/**/*.json"], "exclude": ["**/Generated"]}"#)
        // No files: every file the include selects.
        let all = try space.run(["lint"])
        XCTAssertEqual(all.status, 0)
        XCTAssertEqual(Workspace.findings(all), [Self.spare, Self.ambiguous])
        // Files given (as pre-commit passes them): only those selected are read.
        let given = try space.run(["lint", "package.json", "Layouts/Generated/g.json", "Layouts/a.json"])
        XCTAssertEqual(given.status, 0)
        XCTAssertEqual(Workspace.findings(given), [Self.spare, Self.ambiguous])
        // An include that selects nothing says so.
        try space.write("other/.ccc.json", #"{"include": ["Layout/**"]}"#)
        let none = try space.run(["lint"], in: "other")
        XCTAssertEqual(none.status, 0)
        XCTAssertTrue(none.stderr.hasPrefix("ccc: warning: the include of .ccc.json selects no file\n"), none.stderr)
        // And the pattern that selects nothing is located.
        XCTAssertTrue(none.stderr.contains(
            ".ccc.json:1:14: warning: the 'include' pattern 'Layout/**' selects no layout or source file under . [unmatched-include]"),
            none.stderr)
        // From a subfolder the globs stay relative to the configuration's folder.
        let nested = try space.run(["lint"], in: "Layouts")
        XCTAssertEqual(Workspace.findings(nested), [
            "a.json:3:26: warning: metric 'spare' is never used [unused-metric]",
            "a.json:6:6: warning: the constraints do not determine the vertical position of 'b' [ambiguous-layout]",
        ])
    }

    func testWarningsAsErrors() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", #"{"warningsAsErrors": true}"#)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(Workspace.findings(result), [
            "Layouts/a.json:3:26: error: metric 'spare' is never used [unused-metric]",
            "Layouts/a.json:6:6: error: the constraints do not determine the vertical position of 'b' [ambiguous-layout]",
        ])
    }

    func testMetricsFilesRelativeToTheConfiguration() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", #"{"size": {"width": 100, "height": 100}, "views": {"a": {}}, "constraints": ["a.left = super.left + wide", "a.top = super.top", "a.width = 10", "a.height = 10"]}"#)
        try space.write("Shared/metrics.json", #"{"wide": 40}"#)
        let without = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(without.status, 1)
        XCTAssertTrue(Workspace.findings(without).contains("Layouts/a.json:1:100: error: unknown metric 'wide' [unknown-metric]"))
        try space.write(".ccc.json", #"{"metrics": ["Shared/metrics.json"], "include": ["**"]}"#)
        let with = try space.run(["lint"], in: "Layouts")
        XCTAssertEqual(with.status, 0, with.stderr)
        XCTAssertEqual(with.stderr, "", "the metrics file is not linted as a layout")
        let solved = try space.run(["lint", "a.json", "--format", "json"], in: "Layouts")
        XCTAssertTrue(solved.stdout.contains(#""path": "a.json""#), solved.stdout)
    }

    func testUnknownKeysAndCodesAreWarningsWithSuggestions() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", """
            {
              "colour": true,
              "rules": {"unused-metrc": "off"}
            }
            """)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(Workspace.findings(result), [
            ".ccc.json:2:4: warning: unknown key 'colour' in the configuration; it is ignored [unknown-key]",
            ".ccc.json:3:14: warning: 'unused-metrc' is not a rule of ccc; it is ignored (see 'ccc lint --list-rules') [unknown-rule]",
            Self.spare, Self.ambiguous,
        ])
        XCTAssertTrue(result.stderr.contains(".ccc.json:3:14: note: did you mean 'unused-metric'?"), result.stderr)
    }

    /// A near miss of a known key is an error, as in a layout file (`misspelt-key`): what it
    /// holds would otherwise be lost without a word.
    func testMisspeltKeysStopWithExitTwo() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", """
            {
              "rule": {},
              "rules": {"unused-metrc": "off"},
              "warningAsErrors": true
            }
            """)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(Workspace.findings(result), [
            ".ccc.json:2:4: error: unknown key 'rule' in the configuration; did you mean 'rules'? [misspelt-key]",
            ".ccc.json:4:4: error: unknown key 'warningAsErrors' in the configuration; did you mean 'warningsAsErrors'? [misspelt-key]",
            ".ccc.json:3:14: warning: 'unused-metrc' is not a rule of ccc; it is ignored (see 'ccc lint --list-rules') [unknown-rule]",
        ])
        XCTAssertTrue(result.stderr.contains(".ccc.json:2:4: note: what 'rule' holds is ignored until the key is corrected"), result.stderr)
        XCTAssertTrue(result.stderr.contains(".ccc.json:3:14: note: did you mean 'unused-metric'?"), result.stderr)
    }

    func testBadSettingStopsWithExitTwo() throws {
        let space = try Workspace()
        try space.write("Layouts/a.json", Workspace.twoWarnings)
        try space.write(".ccc.json", #"{"rules": {"unused-metric": "of"}, "include": "Layouts"}"#)
        let result = try space.run(["lint", "Layouts/a.json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(Workspace.findings(result), [
            ".ccc.json:1:29: error: rule 'unused-metric' must be 'off', 'warning' or 'error', found 'of' [invalid-value]",
            ".ccc.json:1:47: error: 'include' must be an array, found a string [type-mismatch]",
        ])
        XCTAssertTrue(result.stderr.contains(".ccc.json:1:29: note: did you mean 'off'?"), result.stderr)
    }
}
