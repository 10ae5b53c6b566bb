import XCTest
@testable import CompactConstraint

/// Invalid visual format strings: each gives one error, at the token where the string
/// stops making sense (marker 1️⃣), with a stable code.
final class VisualFormatDiagnosticTests: XCTestCase {
    func testMultiplierInAViewPredicate() { assertVFLError("H:[a(==b1️⃣*2)]", .vflArithmetic) }
    func testAttributeInAViewPredicate() { assertVFLError("H:[a(==b1️⃣.height)]", .vflArithmetic) }
    func testUnclosedView() { assertVFLError("H:|-[a1️⃣", .vflExpectedBracket) }
    func testMissingViewName() { assertVFLError("H:|-[1️⃣]-|", .vflExpectedViewName) }
    func testUnclosedPredicateList() { assertVFLError("H:[a(>=50,<=801️⃣]", .vflExpectedParenthesis) }
    func testEmptyPredicateList() { assertVFLError("H:[a(1️⃣)]", .vflExpectedPredicate) }
    func testSingleEquals() { assertVFLError("H:[a(1️⃣=50)]", .vflInvalidRelation) }
    func testDanglingConnection() { assertVFLError("H:|-[a]-1️⃣", .vflExpectedPredicate) }
    func testConnectionWithoutClosingDash() { assertVFLError("H:[a]-101️⃣[b]", .vflExpectedDash) }
    func testConnectionToNothing() { assertVFLError("H:[a]-10-1️⃣", .vflExpectedView) }
    func testSuperviewInTheMiddle() { assertVFLError("H:[a]-|1️⃣-[b]", .vflMisplacedSuperview) }
    func testNoView() { assertVFLError("H:|-1️⃣|", .vflExpectedView) }
    func testTextAfterTheClosingSuperview() { assertVFLError("|[a]|1️⃣:", .vflMisplacedSuperview) }
    func testStrayCharacter() { assertVFLError("H:[a]1️⃣~[b]", .vflUnexpectedToken) }

    /// Trial of session 14: a character the visual format has no use for (`"`, `$`, `#`, `!`)
    /// is the error of what was expected there, at its column, as the other visual format
    /// errors are, not the compact language's `invalid-character`.
    func testStrayCharactersSayWhatWasExpected() {
        for character in ["$", "#", "!", "'"] {
            assertVFLError("H:|-1️⃣\(character)-[a]", .vflExpectedPredicate)
        }
        assertVFLError(#"H:|-1️⃣\"gap\"-[a]"#, .vflExpectedPredicate)
        assertVFLError("H:[a1️⃣$]", .vflExpectedBracket)
        let run = solveLayout(vflLayout(#"H:|-\"gap\"-[a]"#))
        XCTAssertEqual(run.diagnostics.map(\.message), [
            "expected a view '[name]', '|', a number, a metric or '(' after '-' following '|', found '\"'",
        ])
        XCTAssertEqual(run.diagnostics.first?.notes.map(\.message), ["a visual format string writes metric and view names without quotes"])
    }
    func testUnknownView() { assertVFLError("H:|-[a]-[1️⃣bb]-|", .unknownView) }
    func testUnknownMetricInAConnection() { assertVFLError("H:[a]-1️⃣gap-[b]", .unknownMetric) }
    func testUnknownMetricInAViewPredicate() { assertVFLError("H:[a(>=1️⃣wide)]", .unknownMetric) }
    func testViewInAConnection() { assertVFLError("H:[a]-(1️⃣c)-[b]", .vflViewInConnection) }
    func testPriorityOutOfRange() { assertVFLError("H:[a(50@1️⃣1001)]", .priorityOutOfRange) }
    func testPriorityZero() { assertVFLError("H:[a]-8@1️⃣0-[b]", .priorityOutOfRange) }
    func testNamedPriorityIsNotVisualFormat() { assertVFLError("H:[a(50@1️⃣high)]", .unknownMetric) }
    func testHugeNumber() { assertVFLError("H:[a(1️⃣1e999)]", .nonFiniteNumber) }
    func testRootHasNoSuperview() { assertVFLError("H:1️⃣|[self]", .vflNoSuperview) }
    func testViewsWithoutACommonSuperview() { assertVFLError("H:|[a][1️⃣d]|", .vflSuperviewMismatch) }
    func testLeadingConnectionWithoutSuperview() { assertVFLError("1️⃣-10-[a]", .vflExpectedView) }
    func testAlignmentAlongTheOrientation() {
        assertVFLError("H:[a][b]", .vflOptionOrientation, options: ["1️⃣alignAllLeading"])
    }

    func testMessagesSayWhatWasExpected() {
        let run = solveLayout(vflLayout("H:|-[a]-10[b]"))
        XCTAssertEqual(run.diagnostics.map(\.message), ["expected '-' to end the connection's spacing, found '['"])
        let unclosed = solveLayout(vflLayout("H:[a(>=50"))
        XCTAssertEqual(unclosed.diagnostics.map(\.message), ["expected ',' or ')' after the predicate, found end of string"])
    }

    // Apple's parser skips no white space (docs/fidelity.md, "Visual format as Apple parses it").
    func testWhiteSpaceBeforeAMetric() { assertVFLError("H:|[a]-1️⃣ (gap)-[b]|", .vflWhiteSpace) }
    func testWhiteSpaceBetweenViews() { assertVFLError("H:[a]1️⃣ [b]", .vflWhiteSpace) }
    func testWhiteSpaceAtTheEnd() { assertVFLError("H:[a]1️⃣ ", .vflWhiteSpace) }
    func testWhiteSpaceAtTheStart() { assertVFLError("1️⃣ H:[a]", .vflWhiteSpace) }
    func testGreaterThanAlone() { assertVFLError("H:[a(1️⃣>30)]", .vflInvalidRelation) }
    func testLessThanAloneInAConnection() { assertVFLError("H:[a]-(1️⃣<30)-[b]", .vflInvalidRelation) }
    func testGreaterThanAloneInABareConnection() { assertVFLError("H:[a]-1️⃣>30-[b]", .vflInvalidRelation) }
    func testOrientationWithoutColonBeforeASuperview() { assertVFLError("1️⃣V|[a]|", .vflExpectedColon) }
    func testOrientationWithoutColonBeforeAView() { assertVFLError("1️⃣H[a]", .vflExpectedColon) }
    func testLowerCaseOrientation() { assertVFLError("1️⃣v:[a]", .vflUnexpectedToken) }

    /// The issue's find-and-replace crash: one error, every run removed by the fix-its.
    func testWhiteSpaceFixItsRemoveEveryRun() {
        let run = solveLayout(vflLayout("H:|[a]- (gap)-[b] |"))
        XCTAssertEqual(run.diagnostics.map(\.message), [
            "white space is not allowed in a visual format string (2 places): Apple's parser throws at it",
        ])
        XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), ["", ""])
        XCTAssertEqual(
            run.diagnostics.first?.fixIts.map { run.file.location(of: $0.range.lowerBound).description }, ["6:24", "6:34"])
        XCTAssertEqual(run.diagnostics.first?.fixIts.map { $0.range.upperBound - $0.range.lowerBound }, [1, 1])
    }

    /// 2,500 runs: fix-its for the first 1,000, a note counting the other 1,500 (issue #18:
    /// 30 million runs made 30 million fix-its).
    func testWhiteSpaceFixItsAreCapped() {
        let run = solveLayout(vflLayout("H:|[a]|" + String(repeating: " ]", count: 2_500)))
        XCTAssertEqual(run.diagnostics.map(\.message), [
            "white space is not allowed in a visual format string (2500 places): Apple's parser throws at it",
        ])
        XCTAssertEqual(run.diagnostics.first?.fixIts.count, 1_000)
        XCTAssertEqual(run.diagnostics.first?.notes.map(\.message), [
            "remove the white space", "the fix-its remove the first 1000 runs of white space; the other 1500 are left",
        ])
    }

    func testRelationHintsAndFixIts() {
        for (format, message, fix) in [
            ("H:[a(>30)]", "the Visual Format Language has no '>' relation; use '>='", ">="),
            ("H:[a]-(>30)-[b]", "the Visual Format Language has no '>' relation; use '>='", ">="),
            ("H:[a(<30)]", "the Visual Format Language has no '<' relation; use '<='", "<="),
        ] {
            let run = solveLayout(vflLayout(format))
            XCTAssertEqual(run.diagnostics.map(\.message), [message], format)
            XCTAssertEqual(run.diagnostics.first?.notes.map(\.message), ["did you mean '\(fix)'?"], format)
            XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), [fix], format)
        }
    }

    /// Near misses of the orientation are visual format (no compact string starts so),
    /// and say what the orientation lacks, as Apple's "Expected ':' after 'V' to specify
    /// vertical arrangement".
    func testOrientationMessages() {
        for (format, message, fix) in [
            ("V|[a]|", "expected ':' after the orientation 'V'", ":"),
            ("H[a]", "expected ':' after the orientation 'H'", ":"),
            ("v:[a]", "expected the orientation 'H:' or 'V:' (upper case), found 'v:'", "V"),
        ] {
            let run = solveLayout(vflLayout(format))
            XCTAssertEqual(run.diagnostics.map(\.message), [message], format)
            XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), [fix], format)
        }
    }

    func testSingleEqualsHasAFixIt() {
        let run = solveLayout(vflLayout("H:[a(=50)]"))
        XCTAssertEqual(run.diagnostics.first?.fixIts.map(\.replacement), ["=="])
    }

    func testUnknownViewSuggests() {
        let run = solveLayout(vflLayout("H:[a]-[bb]", views: #""a": {}, "bbb": {}"#))
        XCTAssertEqual(run.diagnostics.first?.notes.map(\.message), ["did you mean 'bbb'?"])
    }

    /// The rendered form: file, line, column, caret under the token.
    func testRenderedWithACaret() {
        let text = vflLayout("H:[a(==b*2)]")
        let run = solveLayout(text)
        let rendered = DiagnosticRenderer.text(run.diagnostics, file: run.file)
        XCTAssertTrue(rendered.hasPrefix("layout.json:6:25: error: "), rendered)
        XCTAssertTrue(rendered.contains("[vfl-arithmetic]"), rendered)
        XCTAssertTrue(rendered.contains("\n" + String(repeating: " ", count: 24) + "^"), rendered)
    }

    func testAnErrorDropsTheWholeString() {
        var diagnostics = Diagnostics()
        let compiled = Pipeline.compile(
            SourceFile(path: "l.json", text: vflLayout("H:|-[a]-[b(>=nope)]-|")), into: &diagnostics)
        XCTAssertEqual(compiled?.1.constraints.filter { $0.origin.kind == .visualFormat }.count, 0)
    }
}
