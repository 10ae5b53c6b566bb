import Foundation
import XCTest

/// Suppression comments in Swift and Objective-C files (`// ccc:disable-next-line CODE`,
/// `// ccc:disable CODE` … `// ccc:enable CODE`, and their `/* */` forms), the unused
/// warning, `.ccc.json`'s include selecting source files, and fingerprints of source
/// findings taken from the string literal (a moved call keeps its baseline entry).
final class SourceSuppressionTests: XCTestCase {
    /// Line 2 and line 4 each have one unused dictionary entry ('x', 'c').
    static func swift(_ comments: [Int: String]) -> String {
        let lines = [
            "func f(v: UIView) {",
            #"    v.addCompactConstraints(["a.left = super.left"], metrics: ["x": 1], views: ["a": v])"#,
            "    let unrelated = 1",
            #"    v.addCompactConstraints(["a.top = super.top"], metrics: nil, views: ["a": v, "c": v])"#,
            "}",
        ]
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            if let comment = comments[index + 1] { out.append(comment) }
            out.append(line)
        }
        return out.joined(separator: "\n") + "\n"
    }

    func lint(_ text: String, name: String = "V.swift", _ extra: [String] = []) throws -> [String] {
        let space = try Workspace()
        try space.write(name, text)
        return Workspace.findings(try space.run(["lint", name] + extra))
    }

    func testWithoutCommentsBothEntriesAreReported() throws {
        XCTAssertEqual(try lint(Self.swift([:])).map { String($0.prefix(60)) }, [
            "V.swift:2:64: warning: 'x' is in the dictionary but no const",
            "V.swift:4:82: warning: 'c' is in the dictionary but no const",
        ])
    }

    func testDisableNextLineLineAndBlockForms() throws {
        XCTAssertEqual(try lint(Self.swift([2: "    // ccc:disable-next-line unused-dictionary-entry"])).map { String($0.prefix(12)) }, [
            "V.swift:5:82",
        ])
        XCTAssertEqual(try lint(Self.swift([4: "    /* ccc:disable-next-line unused-dictionary-entry -- a reason */"])).map { String($0.prefix(12)) }, [
            "V.swift:2:64",
        ])
    }

    func testDisableEnableRange() throws {
        let found = try lint(Self.swift([
            1: "// ccc:disable unused-dictionary-entry",
            3: "    /* ccc:enable unused-dictionary-entry */",
        ]))
        XCTAssertEqual(found.map { String($0.prefix(12)) }, ["V.swift:6:82"])
        // Without an enable, to the end of the file.
        XCTAssertEqual(try lint(Self.swift([1: "// ccc:disable unused-dictionary-entry"])), [])
    }

    func testObjectiveC() throws {
        let text = """
            - (void)layout {
                // ccc:disable-next-line unused-dictionary-entry
                [self.view addCompactConstraints:@[@"a.left = super.left"] metrics:@{@"x": @1} views:@{@"a": self.a}];
                [self.view addCompactConstraints:@[@"a.left = super.left"] metrics:@{@"y": @1} views:@{@"a": self.a}];
            }

            """
        let found = try lint(text, name: "V.m")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("V.m:4:") ?? false, "\(found)")
    }

    func testUnusedUnknownAndFixedCodesAreWarned() throws {
        let found = try lint(Self.swift([
            3: "    // ccc:disable-next-line duplicate-constraint, unknown-view, nosuch",
            5: "    // ccc:enabel x",
        ]))
        XCTAssertEqual(found, [
            "V.swift:2:64: warning: 'x' is in the dictionary but no constraint string of the call uses it [unused-dictionary-entry]",
            "V.swift:3:30: warning: the suppression of 'duplicate-constraint' silences nothing here; remove it [unused-suppression]",
            "V.swift:3:52: warning: 'unknown-view' makes the file unusable on a device; it cannot be suppressed, and it is still reported [fixed-error]",
            "V.swift:3:66: warning: 'nosuch' is not a rule of ccc; it is ignored (see 'ccc lint --list-rules') [unknown-rule]",
            "V.swift:5:82: warning: 'c' is in the dictionary but no constraint string of the call uses it [unused-dictionary-entry]",
            "V.swift:6:12: warning: 'ccc:enabel' is no ccc directive (ccc:disable-next-line, ccc:disable, ccc:enable); it is ignored [unknown-rule]",
        ])
    }

    func testCommentTextInAStringIsNoSuppression() throws {
        let text = Self.swift([:]).replacingOccurrences(
            of: "    let unrelated = 1", with: #"    let unrelated = "// ccc:disable-next-line unused-dictionary-entry""#)
        XCTAssertEqual(try lint(text).count, 2)
    }

    func testIncludeSelectsSourcesAndBaselineSurvivesAMove() throws {
        let space = try Workspace()
        try space.write("App/V.swift", Self.swift([:]))
        try space.write(".ccc.json", #"{"include": ["App/**/*.swift"]}"#)
        let written = try space.run(["lint", "--write-baseline", "b.json"])
        XCTAssertEqual(written.status, 0, written.stderr)
        XCTAssertEqual(Workspace.findings(written).count, 2)
        // The calls move down three lines: the baseline still holds them.
        try space.write("App/V.swift", "// a\n// b\n// c\n" + Self.swift([:]))
        let moved = try space.run(["lint", "--baseline", "b.json"])
        XCTAssertEqual(Workspace.findings(moved), [], moved.stderr)
        // An edited literal is new.
        try space.write("App/V.swift", Self.swift([:]).replacingOccurrences(of: #""c": v"#, with: #""d": v"#))
        XCTAssertEqual(Workspace.findings(try space.run(["lint", "--baseline", "b.json"])).count, 1)
    }
}
