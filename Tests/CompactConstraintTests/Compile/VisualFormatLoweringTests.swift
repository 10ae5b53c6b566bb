import XCTest
@testable import CompactConstraint

/// Every production of the Visual Format Language grammar, and every option, checked
/// through the canonical compact form of the constraints it lowers to.
final class VisualFormatLoweringTests: XCTestCase {
    // MARK: Orientation and superview

    func testOrientationDefaultsToHorizontal() {
        XCTAssertEqual(vflCompile("|[a]|"), ["a.leading == super.leading", "a.trailing == super.trailing"])
        XCTAssertEqual(vflCompile("H:|[a]|"), ["a.leading == super.leading", "a.trailing == super.trailing"])
    }

    func testVertical() {
        XCTAssertEqual(vflCompile("V:|[a]|"), ["a.top == super.top", "a.bottom == super.bottom"])
    }

    func testSuperviewAtOneEnd() {
        XCTAssertEqual(vflCompile("H:|-10-[a]"), ["a.leading == super.leading + 10"])
        XCTAssertEqual(vflCompile("H:[a]-10-|"), ["a.trailing == super.trailing - 10"])
    }

    func testSuperviewOfNestedViews() {
        XCTAssertEqual(vflCompile("V:|-m-[d]"), ["d.top == super.top + 12"])
    }

    // MARK: Connections

    func testFlush() {
        XCTAssertEqual(vflCompile("H:[a][b]"), ["b.leading == a.trailing"])
    }

    func testStandardSpaceBetweenSiblingsIs8() {
        XCTAssertEqual(vflCompile("H:[a]-[b]"), ["b.leading == a.trailing + 8"])
    }

    func testStandardSpaceToTheSuperviewIsItsMargin() {
        XCTAssertEqual(vflCompile("H:|-[a]-|"), ["a.leading == super.leadingMargin", "a.trailing == super.trailingMargin"])
        XCTAssertEqual(vflCompile("V:|-[a]-|"), ["a.top == super.topMargin", "a.bottom == super.bottomMargin"])
    }

    func testExplicitNumberAndMetric() {
        XCTAssertEqual(vflCompile("H:[a]-20-[b]-m-[c]"), ["b.leading == a.trailing + 20", "c.leading == b.trailing + 12"])
    }

    func testDecimalSpacing() {
        XCTAssertEqual(vflCompile("H:[a]-0.5-[b]"), ["b.leading == a.trailing + 0.5"])
    }

    func testParenthesisedPredicateList() {
        XCTAssertEqual(
            vflCompile("H:[a]-(>=8,<=20@750)-[b]"),
            ["b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20 @ 750"])
    }

    func testInequalityToTheTrailingSuperviewKeepsTheGapsMeaning() {
        XCTAssertEqual(vflCompile("H:[a]-(>=20)-|"), ["a.trailing <= super.trailing - 20"])
        XCTAssertEqual(vflCompile("V:|-(>=20)-[a]"), ["a.top >= super.top + 20"])
    }

    func testUnparenthesisedPredicateWithPriorityAndRelation() {
        XCTAssertEqual(vflCompile("V:[a]-0@999-[b]"), ["b.top == a.bottom @ 999"])
        XCTAssertEqual(vflCompile("H:[a]->=8-[b]"), ["b.leading >= a.trailing + 8"])
        XCTAssertEqual(vflCompile("H:[a]-8@p-[b]"), ["b.leading == a.trailing + 8 @ 750"])
    }

    func testParenthesisedNumberAndNegativeNumber() {
        XCTAssertEqual(vflCompile("H:[a]-(10)-[b]"), ["b.leading == a.trailing + 10"])
        XCTAssertEqual(vflCompile("H:[a]-(-5)-[b]"), ["b.leading == a.trailing - 5"])
    }

    // MARK: View predicates

    func testViewPredicates() {
        XCTAssertEqual(vflCompile("H:[a(50)]"), ["a.width == 50"])
        XCTAssertEqual(vflCompile("H:[a(>=50,<=120@750)]"), ["a.width >= 50", "a.width <= 120 @ 750"])
        XCTAssertEqual(vflCompile("V:[a(==m)]"), ["a.height == 12"])
        XCTAssertEqual(vflCompile("H:[a(0@750)]"), ["a.width == 0 @ 750"])
    }

    func testEqualToAnotherView() {
        XCTAssertEqual(vflCompile("H:[a(==b)]"), ["a.width == b.width"])
        XCTAssertEqual(vflCompile("V:[a(b)]"), ["a.height == b.height"])
        XCTAssertEqual(vflCompile("H:[a(>=b@250)]"), ["a.width >= b.width @ 250"])
    }

    /// Issue 12: a no-break space (U+00A0) is white space too, with the same fix-it, and
    /// the message names it.
    func testUnicodeWhiteSpaceIsAnError() throws {
        let format = "H:|[a]\u{00A0}[b]|"
        var diagnostics = Diagnostics()
        _ = Pipeline.compile(SourceFile(path: "layout.json", text: vflLayout(format)), into: &diagnostics)
        let error = try XCTUnwrap(diagnostics.items.first)
        XCTAssertEqual(diagnostics.items.count, 1)
        XCTAssertEqual(error.code, .vflWhiteSpace)
        XCTAssertEqual(
            error.message,
            "white space (U+00A0) is not allowed in a visual format string: Apple's parser throws at it")
        XCTAssertEqual(error.fixIts.count, 1)
        XCTAssertEqual(error.fixIts.first?.replacement, "")
        XCTAssertEqual(error.fixIts.first.map { $0.range.upperBound - $0.range.lowerBound }, 2)
    }

    func testMetricsWinOverViews() {
        let views = #""a": {}, "m": {}"#
        XCTAssertEqual(vflCompile("H:[a(==m)]", views: views), ["a.width == 12"])
    }

    /// Apple's parser skips no white space: the string gives no constraints.
    func testWhiteSpaceIsAnError() {
        XCTAssertEqual(vflCompile(" H: | - [ a ( >= 50 ) ] - ( >= 8 , <= 20 @ 750 ) - [ b ] | "), ["6:17 vfl-white-space"])
        XCTAssertEqual(
            vflCompile("H:|-[a(>=50)]-(>=8,<=20@750)-[b]|"),
            ["a.leading == super.leadingMargin", "a.width >= 50", "b.leading >= a.trailing + 8",
             "b.leading <= a.trailing + 20 @ 750", "b.trailing == super.trailing"])
    }

    func testSelfNamesTheRoot() {
        XCTAssertEqual(vflCompile("H:[self]-(<=0)-[a]"), ["a.leading <= self.trailing"])
    }

    func testOrderFollowsTheString() {
        XCTAssertEqual(
            vflCompile("H:|-m-[a(40)]-[b(==a)]-(>=0)-|"),
            ["a.leading == super.leading + 12", "a.width == 40", "b.leading == a.trailing + 8", "b.width == a.width",
             "b.trailing <= super.trailing"])
    }

    // MARK: Options

    func testEveryAlignmentOption() {
        for (option, attribute, orientation) in [
            ("alignAllLeft", "left", "V"), ("alignAllRight", "right", "V"), ("alignAllLeading", "leading", "V"),
            ("alignAllTrailing", "trailing", "V"), ("alignAllCenterX", "centerX", "V"), ("alignAllTop", "top", "H"),
            ("alignAllBottom", "bottom", "H"), ("alignAllCenterY", "centerY", "H"),
            ("alignAllBaseline", "lastBaseline", "H"), ("alignAllFirstBaseline", "firstBaseline", "H"),
            ("alignAllLastBaseline", "lastBaseline", "H"),
        ] {
            XCTAssertEqual(
                vflCompile("\(orientation):[a][b][c]", options: [option]).suffix(2),
                ["a.\(attribute) == b.\(attribute)", "b.\(attribute) == c.\(attribute)"], option)
        }
    }

    func testOptionSpellings() {
        for spelling in ["alignAllCenterY", "NSLayoutFormatAlignAllCenterY", ".alignAllCenterY",
                         "NSLayoutFormatOptions.alignAllCenterY", "NSLayoutConstraint.FormatOptions.alignAllCenterY"] {
            XCTAssertEqual(vflCompile("H:[a][b]", options: [spelling]), ["b.leading == a.trailing", "a.centerY == b.centerY"])
        }
        XCTAssertEqual(vflCompile("H:[a][b]", options: [".DirectionLeadingToTrailing"]), ["b.leading == a.trailing"])
    }

    func testDirectionOptions() {
        XCTAssertEqual(vflCompile("H:|-[a]-5-[b]|", options: ["directionLeadingToTrailing"]),
                       ["a.leading == super.leadingMargin", "b.leading == a.trailing + 5", "b.trailing == super.trailing"])
        XCTAssertEqual(vflCompile("H:|-[a]-5-[b]|", options: ["directionLeftToRight"]),
                       ["a.left == super.leftMargin", "b.left == a.right + 5", "b.right == super.right"])
        XCTAssertEqual(vflCompile("H:|-[a]-(>=5)-[b]-3-|", options: ["directionRightToLeft"]),
                       ["a.right == super.rightMargin", "b.right <= a.left - 5", "b.left == super.left + 3"])
    }

    func testSeveralOptionsTogether() {
        XCTAssertEqual(
            vflCompile("V:[a][b]", options: ["alignAllLeading", "alignAllTrailing"]),
            ["b.top == a.bottom", "a.leading == b.leading", "a.trailing == b.trailing"])
    }

    /// `spacingBaselineToBaseline` (UIKit's header: vertical strings only): a gap between two
    /// views runs from the upper one's last baseline to the lower one's first, where a view
    /// has text (a baseline); a view without uses its edge; `|` keeps its edges. Trial of
    /// session 15: the option was `vfl-unknown-option`, an error no one could silence.
    func testSpacingBaselineToBaseline() {
        let views = #""a": {"baseline": 14}, "b": {"baseline": 12, "lastBaseline": 30}, "c": {}"#
        XCTAssertEqual(
            vflCompile("V:|-[a]-[b]-10-[c]-|", options: ["NSLayoutFormatSpacingBaselineToBaseline"], views: views),
            ["a.top == super.topMargin", "b.firstBaseline == a.lastBaseline + 8", "c.top == b.lastBaseline + 10",
             "c.bottom == super.bottomMargin"])
        XCTAssertEqual(
            vflCompile("V:[c]-[a]", options: [".spacingBaselineToBaseline", ".alignAllLeading"], views: views),
            ["a.firstBaseline == c.bottom + 8", "c.leading == a.leading"])
        XCTAssertEqual(vflCompile("V:[a]-[b]", options: [".spacingEdgeToEdge"], views: views), ["b.top == a.bottom + 8"])
        XCTAssertEqual(vflCompile("H:[a]-[b]", options: ["spacingBaselineToBaseline"]), ["6:42 warning vfl-option-ignored"])
    }

    func testDirectionInAVerticalStringIsAWarning() {
        XCTAssertEqual(vflCompile("V:[a][b]", options: ["directionLeftToRight"]), ["6:41 warning vfl-option-ignored"])
    }

    func testParallelAlignmentWithOneViewIsAWarning() {
        XCTAssertEqual(vflCompile("V:|-[a]-|", options: [".alignAllLastBaseline"]), ["6:42 warning vfl-option-ignored"])
    }

    func testParallelAlignmentWithTwoViewsIsAnError() {
        XCTAssertEqual(vflCompile("H:[a][b]", options: ["alignAllLeft"]), ["6:41 vfl-option-orientation"])
        XCTAssertEqual(vflCompile("V:[a][b]", options: ["alignAllCenterY"]), ["6:41 vfl-option-orientation"])
    }

    func testUnknownOptionSuggests() {
        let run = solveLayout(vflLayout("H:[a][b]", options: ["alignAllCentreY"]))
        XCTAssertEqual(run.codes, ["vfl-unknown-option"])
        XCTAssertEqual(run.diagnostics.first?.notes.map(\.message), ["did you mean 'alignAllCenterY'?"])
    }

    func testConflictingOptions() {
        XCTAssertEqual(vflCompile("H:[a][b]", options: ["directionLeftToRight", "directionRightToLeft"]),
                       ["6:65 vfl-conflicting-options"])
        XCTAssertEqual(vflCompile("V:[a][b]", options: ["alignAllLeft", "alignAllLeading"]),
                       ["6:57 vfl-conflicting-options"])
    }

    func testOptionsOnACompactString() {
        XCTAssertEqual(vflCompile("a.left == b.left", options: ["alignAllTop"]), ["6:49 vfl-options-without-visual-format"])
    }

    // MARK: Origins

    func testOriginIsThePieceOfTheString() throws {
        var diagnostics = Diagnostics()
        let text = vflLayout("H:|-[a(>=50)]-(8@750)-[b]")
        let file = SourceFile(path: "layout.json", text: text)
        let compiled = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics))
        let origins = compiled.1.constraints.filter { $0.origin.kind == .visualFormat }.map(\.origin)
        XCTAssertEqual(origins.map(\.identifier), Array(repeating: "H:|-[a(>=50)]-(8@750)-[b]", count: 3))
        XCTAssertEqual(origins.compactMap { $0.range.map { "\(file.location(of: $0.lowerBound))" } }, ["6:20", "6:24", "6:32"])
    }
}
