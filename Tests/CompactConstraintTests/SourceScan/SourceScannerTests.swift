import XCTest
@testable import CompactConstraint

/// The Swift and Objective-C scanners: comments, literals, escapes, and each value byte
/// mapped back to its file offset.
final class SourceScannerTests: XCTestCase {
    /// The value of every string literal token, decoded.
    private func literals(_ source: String, _ language: SourceLanguage) -> [StringLiteral] {
        let bytes = Array(source.utf8)
        return language.scan(bytes).tokens.compactMap { token in
            guard case .string(let isWhole) = token.kind else { return nil }
            let literal = language.literal(bytes, at: token.start)
            XCTAssertEqual(literal.isWhole, isWhole)
            return literal
        }
    }

    /// The file offset of each character of the value's text (one per UTF-8 byte).
    private func offsets(_ literal: StringLiteral?) -> [Int] { literal.map { Array($0.value.fileOffsets) } ?? [] }

    func testSwiftCommentsNestAndHideStrings() {
        let source = #"/* a /* "b" */ "c" */ "d" // "e""#
        XCTAssertEqual(literals(source, .swift).map(\.value.text), ["d"])
    }

    func testSwiftEscapesMapToTheirBackslash() {
        let source = #"x("a\u{e9}\n\"b")"#
        let literal = literals(source, .swift).first
        XCTAssertEqual(literal?.value.text, "a\u{e9}\n\"b")
        // a at 3; é (two bytes) from \u{e9} at 4; \n at 10; \" at 12; b at 14; the closing quote at 15.
        XCTAssertEqual(offsets(literal), [3, 4, 4, 10, 12, 14, 15])
    }

    func testSwiftRawStrings() {
        let source = ###"f(##"a"#b\n\##n"##, #"\#t"#)"###
        XCTAssertEqual(literals(source, .swift).map(\.value.text), ["a\"#b\\n\n", "\t"])
    }

    func testSwiftMultilineStripsTheClosingIndentation() {
        let source = "f(\"\"\"\n    H:|-[a]-\\\n    [b]|\n      x\n    \"\"\")"
        let literal = literals(source, .swift).first
        XCTAssertEqual(literal?.value.text, "H:|-[a]-[b]|\n  x")
        // 'H' is at offset 10, '[' of [b] at 24.
        XCTAssertEqual(literal?.value.fileOffsets.first, 10)
        XCTAssertEqual(literal?.value.fileOffsets[8], 24)
    }

    func testSwiftInterpolationNestsAndMakesTheValueUnknown() {
        let source = #"f("a\(g("x)", (1)))b", "c")"#
        let found = literals(source, .swift)
        XCTAssertEqual(found.map(\.value.text), [#"a\(g("x)", (1)))b"#, "c"])
        XCTAssertEqual(found.map(\.isWhole), [false, true])
    }

    func testSwiftUnterminatedStringEndsAtTheLine() {
        let found = literals("f(\"abc\ng(\"d\")", .swift)
        XCTAssertEqual(found.map(\.value.text), ["abc", "d"])
        XCTAssertEqual(found.map(\.isWhole), [false, true])
    }

    func testObjectiveCAdjacentLiteralsJoin() {
        let source = #"x(@"H:|-" /* c */ @"[a]" "-|");"#
        let found = literals(source, .objectiveC)
        XCTAssertEqual(found.map(\.value.text), ["H:|-[a]-|"])
        // H at 4, [ of the second literal at 20, - of the C literal at 26, end at 28.
        XCTAssertEqual(offsets(found.first), [4, 5, 6, 7, 20, 21, 22, 26, 27, 28])
    }

    func testObjectiveCEscapes() {
        let source = #"@"\t\101\x42\u00e9\\\"\?""#
        let found = literals(source, .objectiveC)
        XCTAssertEqual(found.first?.value.text, "\tAB\u{e9}\\\"?")
        XCTAssertEqual(offsets(found.first), [2, 4, 8, 12, 12, 18, 20, 22, 24])
    }

    func testObjectiveCCharacterLiteralsAndCommentsAreNotStrings() {
        let source = "c = '\"'; // \"no\"\n/* \"no\" */ s = @\"yes\";"
        XCTAssertEqual(literals(source, .objectiveC).map(\.value.text), ["yes"])
    }

    func testBraceDepth() {
        let scan = SwiftScanner.scan(Array("a { b { c } d } e".utf8))
        XCTAssertEqual(scan.tokens.map(\.depth), [0, 0, 1, 1, 2, 1, 1, 0, 0])
    }
}
