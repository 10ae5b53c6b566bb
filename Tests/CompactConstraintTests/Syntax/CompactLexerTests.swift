import XCTest
@testable import CompactConstraint

final class CompactLexerTests: XCTestCase {
    private func lex(_ text: String) -> [CompactToken] { ParserTestHelpers.tokens(text) }

    func testEveryTokenKindWithRanges() {
        XCTAssertEqual(lex("a_1.left == -2.5e1 * / + @ #  spin  "), [
            CompactToken(.identifier, 0..<3),
            CompactToken(.dot, 3..<4),
            CompactToken(.identifier, 4..<8),
            CompactToken(.relation(.equal), 9..<11),
            CompactToken(.minus, 12..<13),
            CompactToken(.number(25), 13..<18),
            CompactToken(.star, 19..<20),
            CompactToken(.slash, 21..<22),
            CompactToken(.plus, 23..<24),
            CompactToken(.at, 25..<26),
            CompactToken(.hash, 27..<36),
            CompactToken(.end, 36..<36),
        ])
    }

    func testRelations() {
        XCTAssertEqual(lex("= == <= >="), [
            CompactToken(.relation(.equal), 0..<1),
            CompactToken(.relation(.equal), 2..<4),
            CompactToken(.relation(.lessThanOrEqual), 5..<7),
            CompactToken(.relation(.greaterThanOrEqual), 8..<10),
            CompactToken(.end, 10..<10),
        ])
    }

    func testLoneAngleBracketsAndReversedRelationsAreInvalid() {
        XCTAssertEqual(lex("< > =< =>"), [
            CompactToken(.invalid, 0..<1),
            CompactToken(.invalid, 2..<3),
            CompactToken(.invalid, 4..<6),
            CompactToken(.invalid, 7..<9),
            CompactToken(.end, 9..<9),
        ])
    }

    func testNumbers() {
        let cases: [(String, Double)] = [
            ("10", 10), (".5", 0.5), ("1.5", 1.5), ("1e3", 1000), ("1E-3", 0.001), ("2.", 2),
            ("1e+2", 100), ("0.625", 0.625), ("007", 7), ("1.e3", 1000),
        ]
        for (text, value) in cases {
            XCTAssertEqual(lex(text), [CompactToken(.number(value), 0..<text.utf8.count), CompactToken(.end, text.utf8.count..<text.utf8.count)], text)
        }
    }

    func testOverflowingNumberIsInfinity() {
        XCTAssertEqual(lex("1e999").first, CompactToken(.number(.infinity), 0..<5))
    }

    func testNumberFollowedByLettersIsTwoTokens() {
        XCTAssertEqual(lex("10px"), [CompactToken(.number(10), 0..<2), CompactToken(.identifier, 2..<4), CompactToken(.end, 4..<4)])
        // An `e` without digits is not an exponent.
        XCTAssertEqual(lex("10em"), [CompactToken(.number(10), 0..<2), CompactToken(.identifier, 2..<4), CompactToken(.end, 4..<4)])
        XCTAssertEqual(lex("1e+"), [CompactToken(.number(1), 0..<1), CompactToken(.identifier, 1..<2), CompactToken(.plus, 2..<3), CompactToken(.end, 3..<3)])
    }

    func testDotAfterANameIsADotEvenBeforeDigits() {
        XCTAssertEqual(lex("view.5"), [CompactToken(.identifier, 0..<4), CompactToken(.dot, 4..<5), CompactToken(.number(5), 5..<6), CompactToken(.end, 6..<6)])
        XCTAssertEqual(lex("view .5"), [CompactToken(.identifier, 0..<4), CompactToken(.number(0.5), 5..<7), CompactToken(.end, 7..<7)])
        XCTAssertEqual(lex("."), [CompactToken(.dot, 0..<1), CompactToken(.end, 1..<1)])
    }

    func testNoBlankForms() {
        XCTAssertEqual(lex("view.width/2.24"), [
            CompactToken(.identifier, 0..<4), CompactToken(.dot, 4..<5), CompactToken(.identifier, 5..<10),
            CompactToken(.slash, 10..<11), CompactToken(.number(2.24), 11..<15), CompactToken(.end, 15..<15),
        ])
        XCTAssertEqual(lex("view.width-110").suffix(3), [CompactToken(.minus, 10..<11), CompactToken(.number(110), 11..<14), CompactToken(.end, 14..<14)])
    }

    func testWhiteSpaceIsSkipped() {
        XCTAssertEqual(lex(" \t\n\r a \n"), [CompactToken(.identifier, 5..<6), CompactToken(.end, 8..<8)])
        XCTAssertEqual(lex(""), [CompactToken(.end, 0..<0)])
    }

    func testHashTakesTheRestTrimmed() {
        XCTAssertEqual(lex("a # b # c "), [CompactToken(.identifier, 0..<1), CompactToken(.hash, 2..<10), CompactToken(.end, 10..<10)])
        XCTAssertEqual(lex("#"), [CompactToken(.hash, 0..<1), CompactToken(.end, 1..<1)])
        XCTAssertEqual(lex("# é "), [CompactToken(.hash, 0..<5), CompactToken(.end, 5..<5)])
        // The parser reads the identifier from the token's range, trimmed.
        XCTAssertEqual(parseOK("a.width == 1 # b # c ")?.identifier, IdentifierSyntax("b # c", 13..<21))
        XCTAssertEqual(parseOK("a.width == 1 #")?.identifier, IdentifierSyntax("", 13..<14))
        XCTAssertEqual(parseOK("a.width == 1 # é ")?.identifier, IdentifierSyntax("é", 13..<18))
    }

    func testInvalidCharactersCoverTheWholeUTF8Character() {
        XCTAssertEqual(lex("§"), [CompactToken(.invalid, 0..<2), CompactToken(.end, 2..<2)])
        XCTAssertEqual(lex("a€b"), [CompactToken(.identifier, 0..<1), CompactToken(.invalid, 1..<4), CompactToken(.identifier, 4..<5), CompactToken(.end, 5..<5)])
        XCTAssertEqual(lex("😀"), [CompactToken(.invalid, 0..<4), CompactToken(.end, 4..<4)])
        XCTAssertEqual(lex("!%$"), [CompactToken(.invalid, 0..<1), CompactToken(.invalid, 1..<2), CompactToken(.invalid, 2..<3), CompactToken(.end, 3..<3)])
    }

    func testInvalidUTF8BytesAreOneTokenEach() {
        // A lead byte without its continuation bytes does not swallow the next character.
        let source = SourceString(bytes: [0xE2, 0x41, 0xFF, 0x80], fileOffsets: [0, 1, 2, 3, 4])
        XCTAssertEqual(CompactLexer.tokens(of: source), [
            CompactToken(.invalid, 0..<1), CompactToken(.identifier, 1..<2), CompactToken(.invalid, 2..<3), CompactToken(.invalid, 3..<4), CompactToken(.end, 4..<4),
        ])
    }
}
