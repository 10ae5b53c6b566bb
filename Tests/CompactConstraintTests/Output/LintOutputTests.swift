import CompactConstraint
import XCTest

/// The renderers of `ccc lint`: colour, GitHub escaping and columns, SARIF URIs, and the
/// rule registry behind SARIF and the README.
final class LintOutputTests: XCTestCase {
    let file = SourceFile(path: "dir, with: comma/layout.json", text: "{\n  \"a.left = b.left\"\n}\n")

    func diagnostic(_ severity: Severity = .error) -> Diagnostic {
        Diagnostic(
            severity, .unknownView, "unknown view 'b': 100% sure", at: SourceRange(15, 16),
            notes: [DiagnosticNote("did you mean 'a'?", at: SourceRange(15, 16)), DiagnosticNote("no place")])
    }

    func testTextWithoutColour() {
        XCTAssertEqual(DiagnosticRenderer.text([diagnostic()], file: file), """
            dir, with: comma/layout.json:2:14: error: unknown view 'b': 100% sure [unknown-view]
              "a.left = b.left"
                         ^
            dir, with: comma/layout.json:2:14: note: did you mean 'a'?
            dir, with: comma/layout.json:2:14: note: no place

            """)
    }

    func testTextWithColour() {
        let text = DiagnosticRenderer.text([diagnostic(.warning)], file: file, colour: true)
        let esc = "\u{1B}"
        XCTAssertTrue(text.hasPrefix("\(esc)[1mdir, with: comma/layout.json:2:14:\(esc)[0m \(esc)[1;35mwarning:\(esc)[0m"), text)
        XCTAssertTrue(text.contains("\(esc)[1;32m" + String(repeating: " ", count: 13) + "^\(esc)[0m\n"), text)
        XCTAssertTrue(text.contains("\(esc)[1;36mnote:\(esc)[0m"), text)
    }

    func testGitHubEscapesAndColumns() {
        let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: [diagnostic()])])
        XCTAssertEqual(GitHubAnnotations.render(report),
            "::error file=dir%2C with%3A comma/layout.json,line=2,col=14,endLine=2,endColumn=14,title=unknown-view::"
                + "unknown view 'b': 100%25 sure%0Adir, with: comma/layout.json:2:14: note: did you mean 'a'?%0Anote: no place\n")
        XCTAssertEqual(GitHubAnnotations.escapeData("a%b\r\nc:d,e"), "a%25b%0D%0Ac:d,e")
        XCTAssertEqual(GitHubAnnotations.escapeProperty("a%b\r\nc:d,e"), "a%25b%0D%0Ac%3Ad%2Ce")
    }

    func testGitHubMultiLineRangeHasNoColumns() {
        let wide = Diagnostic(.warning, .unusedView, "x", at: SourceRange(0, 20))
        let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: [wide])])
        XCTAssertEqual(GitHubAnnotations.render(report),
                       "::warning file=dir%2C with%3A comma/layout.json,line=1,endLine=2,title=unused-view::x\n")
    }

    func testSARIFURIs() {
        let report = LintReport(files: [LintReport.FileResult(file: file, diagnostics: [diagnostic()])])
        let sarif = SARIFLog.render(report, toolVersion: "1.2.3")
        XCTAssertTrue(sarif.contains(#""uri": "dir%2C%20with%3A%20comma/layout.json""#), sarif)
        let absolute = LintReport(files: [LintReport.FileResult(file: SourceFile(path: "/tmp/a b.json", text: ""),
                                                                diagnostics: [])])
        XCTAssertTrue(SARIFLog.render(absolute, toolVersion: "1").contains(#""uri": "file:///tmp/a%20b.json""#))
    }

    func testRegistryHasOneRulePerCode() {
        XCTAssertEqual(RuleRegistry.rules.map(\.code), DiagnosticCode.allCases)
        for rule in RuleRegistry.rules {
            XCTAssertFalse(rule.summary.isEmpty)
            XCTAssertNotEqual(rule.summary, "A lint check", rule.id)
        }
        XCTAssertEqual(RuleRegistry.rule(for: .priorityTie).severity, .warning)
        XCTAssertEqual(RuleRegistry.rule(for: .unknownView).severity, .error)
    }

    func testWarningsAsErrors() {
        let promoted = Linter.promotingWarnings([diagnostic(.warning), diagnostic(.note)])
        XCTAssertEqual(promoted.map(\.severity), [.error, .note])
    }
}
