import XCTest
@testable import CompactConstraint

final class CompactTreePrinterTests: XCTestCase {
    private func tree(_ text: String) -> (ConstraintSyntax, SourceString)? {
        let source = SourceString(text)
        var diagnostics = Diagnostics()
        guard let tree = CompactParser.parse(source, into: &diagnostics) else {
            XCTFail("\(text): \(diagnostics.items.map(\.message))")
            return nil
        }
        return (tree, source)
    }

    func testTextOfAFullConstraint() throws {
        let (syntax, source) = try XCTUnwrap(tree("spinner.left == button.right + 10 @ 750 # spin"))
        XCTAssertEqual(CompactTreePrinter.text(syntax, source: source), """
            constraint [1..<47]
              first: spinner.left [1..<13]
                item: spinner [1..<8]
                attribute: left [9..<13]
              relation: == [14..<16]
              second: button.right [17..<29]
                item: button [17..<23]
                attribute: right [24..<29]
              constant: + 10 [30..<34]
                value: number 10 [32..<34]
              priority: number 750 [37..<40]
              identifier: "spin" [41..<47]
            """)
    }

    func testTextOfValuesMultiplierAndNegativeConstant() throws {
        let (syntax, source) = try XCTUnwrap(tree("a.width = m / 1.6 + -20 @ high #"))
        XCTAssertEqual(CompactTreePrinter.text(syntax, source: source), """
            constraint [1..<33]
              first: a.width [1..<8]
                item: a [1..<2]
                attribute: width [3..<8]
              relation: == [9..<10]
              second: name m [11..<12]
              multiplier: / 1.6 [13..<18]
                value: number 1.6 [15..<18]
              constant: + -20 [19..<24]
                value: number -20 [21..<24]
              priority: name high [27..<31]
              identifier: "" [32..<33]
            """)
    }

    func testColumnsCountCharactersNotBytes() throws {
        let (syntax, source) = try XCTUnwrap(tree("a.left = 1 # é\"x"))
        XCTAssertEqual(CompactTreePrinter.text(syntax, source: source).split(separator: "\n").last, #"  identifier: "é\"x" [12..<17]"#)
    }

    func testJSONOfAFullConstraint() throws {
        let (syntax, source) = try XCTUnwrap(tree("spinner.left == button.right * 2 - 10.5 @ 750 # spin"))
        let name = { (text: String, start: Int, end: Int) in
            #"{"kind": "name", "range": {"end": \#(end), "start": \#(start)}, "text": "\#(text)"}"#
        }
        let expected = "{"
            + #""constant": {"kind": "constant", "operator": "-", "range": {"end": 40, "start": 34}, "#
            + #""value": {"kind": "number", "range": {"end": 40, "start": 36}, "value": 10.5}}, "#
            + #""first": {"attribute": \#(name("left", 9, 13)), "item": \#(name("spinner", 1, 8)), "#
            + #""kind": "attribute", "range": {"end": 13, "start": 1}}, "#
            + #""identifier": {"kind": "identifier", "range": {"end": 53, "start": 47}, "text": "spin"}, "#
            + #""kind": "constraint", "#
            + #""multiplier": {"kind": "multiplier", "operator": "*", "range": {"end": 33, "start": 30}, "#
            + #""value": {"kind": "number", "range": {"end": 33, "start": 32}, "value": 2}}, "#
            + #""priority": {"kind": "number", "range": {"end": 46, "start": 43}, "value": 750}, "#
            + #""range": {"end": 53, "start": 1}, "#
            + #""relation": {"kind": "relation", "operator": "==", "range": {"end": 16, "start": 14}}, "#
            + #""second": {"attribute": \#(name("right", 24, 29)), "item": \#(name("button", 17, 23)), "#
            + #""kind": "attribute", "range": {"end": 29, "start": 17}}"#
            + "}"
        XCTAssertEqual(CompactTreePrinter.json(syntax, source: source), expected)
    }

    func testJSONOfAValueOperandWithoutOptionalParts() throws {
        let (syntax, source) = try XCTUnwrap(tree("a.width = -4"))
        XCTAssertEqual(CompactTreePrinter.json(syntax, source: source), "{"
            + #""constant": null, "#
            + #""first": {"attribute": {"kind": "name", "range": {"end": 8, "start": 3}, "text": "width"}, "#
            + #""item": {"kind": "name", "range": {"end": 2, "start": 1}, "text": "a"}, "#
            + #""kind": "attribute", "range": {"end": 8, "start": 1}}, "#
            + #""identifier": null, "kind": "constraint", "multiplier": null, "priority": null, "#
            + #""range": {"end": 13, "start": 1}, "#
            + #""relation": {"kind": "relation", "operator": "==", "range": {"end": 10, "start": 9}}, "#
            + #""second": {"kind": "number", "range": {"end": 13, "start": 11}, "value": -4}"#
            + "}")
    }

    func testFormatNumber() {
        let cases: [(Double, String)] = [
            (10, "10"), (0, "0"), (-0.0, "0"), (-4, "-4"), (137.5, "137.5"), (0.625, "0.625"),
            (1.0 / 3, "0.333333"), (2.0 / 3, "0.666667"), (-0.0000001, "0"), (0.0000005, "0"), (0.0000006, "0.000001"),
            (0.9999999, "1"), (-1.9999996, "-2"), (1e6, "1000000"), (123456789.125, "123456789.125"),
            (1e20, "100000000000000000000"), (Double(9_007_199_254_740_992 as Int64 + 1), "9007199254740992"),
            (.infinity, "inf"), (-.infinity, "-inf"), (.nan, "nan"), (0.1 + 0.2, "0.3"), (1.5e-7, "0"),
        ]
        for (x, expected) in cases {
            XCTAssertEqual(formatNumber(x), expected, "\(x)")
        }
        // From 1e21 the shortest digits that read back, with an exponent: 1e23 is really
        // 99999999999999991611392, written `1e23`; below 1e21 every digit.
        XCTAssertEqual(formatNumber(1e23), "1e23")
        XCTAssertEqual(formatNumber(-1e300), "-1e300")
        XCTAssertEqual(formatNumber(-Double.greatestFiniteMagnitude), "-1.7976931348623157e308")
        XCTAssertEqual(formatNumber(999_999_999_999_999_868_928), "999999999999999868928")
    }

    func testJSONQuoted() {
        XCTAssertEqual(jsonQuoted("a"), #""a""#)
        XCTAssertEqual(jsonQuoted("say \"hi\" \\ now"), #""say \"hi\" \\ now""#)
        XCTAssertEqual(jsonQuoted("\n\r\t\u{8}\u{C}\u{0}\u{1F}"), #""\n\r\t\b\f\u0000\u001f""#)
        // DEL, C1 and bidirectional controls are escaped too, so a terminal shows none of them raw.
        XCTAssertEqual(jsonQuoted("é😀/\u{7F}\u{9B}\u{202E}\u{2066}"), #""é😀/\u007f\u009b\u202e\u2066""#)
    }
}
