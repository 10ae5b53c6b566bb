import XCTest
@testable import CompactConstraint

final class LexerTests: XCTestCase {
    private func lex(_ text: String) -> [Token] { ParserTestHelpers.tokens(text) }

    func testEveryTokenKindWithRanges() {
        XCTAssertEqual(lex("a_1.left == -2.5e1 * / + @ #  spin  "), [
            Token(.identifier, 0..<3),
            Token(.dot, 3..<4),
            Token(.identifier, 4..<8),
            Token(.relation(.equal), 9..<11),
            Token(.minus, 12..<13),
            Token(.number(25), 13..<18),
            Token(.star, 19..<20),
            Token(.slash, 21..<22),
            Token(.plus, 23..<24),
            Token(.at, 25..<26),
            Token(.hash("spin"), 27..<36),
            Token(.end, 36..<36),
        ])
    }

    func testRelations() {
        XCTAssertEqual(lex("= == <= >="), [
            Token(.relation(.equal), 0..<1),
            Token(.relation(.equal), 2..<4),
            Token(.relation(.lessThanOrEqual), 5..<7),
            Token(.relation(.greaterThanOrEqual), 8..<10),
            Token(.end, 10..<10),
        ])
    }

    func testLoneAngleBracketsAndReversedRelationsAreInvalid() {
        XCTAssertEqual(lex("< > =< =>"), [
            Token(.invalid, 0..<1),
            Token(.invalid, 2..<3),
            Token(.invalid, 4..<6),
            Token(.invalid, 7..<9),
            Token(.end, 9..<9),
        ])
    }

    func testNumbers() {
        let cases: [(String, Double)] = [
            ("10", 10), (".5", 0.5), ("1.5", 1.5), ("1e3", 1000), ("1E-3", 0.001), ("2.", 2),
            ("1e+2", 100), ("0.625", 0.625), ("007", 7), ("1.e3", 1000),
        ]
        for (text, value) in cases {
            XCTAssertEqual(lex(text), [Token(.number(value), 0..<text.utf8.count), Token(.end, text.utf8.count..<text.utf8.count)], text)
        }
    }

    func testOverflowingNumberIsInfinity() {
        XCTAssertEqual(lex("1e999").first, Token(.number(.infinity), 0..<5))
    }

    func testNumberFollowedByLettersIsTwoTokens() {
        XCTAssertEqual(lex("10px"), [Token(.number(10), 0..<2), Token(.identifier, 2..<4), Token(.end, 4..<4)])
        // An `e` without digits is not an exponent.
        XCTAssertEqual(lex("10em"), [Token(.number(10), 0..<2), Token(.identifier, 2..<4), Token(.end, 4..<4)])
        XCTAssertEqual(lex("1e+"), [Token(.number(1), 0..<1), Token(.identifier, 1..<2), Token(.plus, 2..<3), Token(.end, 3..<3)])
    }

    func testDotAfterANameIsADotEvenBeforeDigits() {
        XCTAssertEqual(lex("view.5"), [Token(.identifier, 0..<4), Token(.dot, 4..<5), Token(.number(5), 5..<6), Token(.end, 6..<6)])
        XCTAssertEqual(lex("view .5"), [Token(.identifier, 0..<4), Token(.number(0.5), 5..<7), Token(.end, 7..<7)])
        XCTAssertEqual(lex("."), [Token(.dot, 0..<1), Token(.end, 1..<1)])
    }

    func testNoBlankForms() {
        XCTAssertEqual(lex("view.width/2.24"), [
            Token(.identifier, 0..<4), Token(.dot, 4..<5), Token(.identifier, 5..<10),
            Token(.slash, 10..<11), Token(.number(2.24), 11..<15), Token(.end, 15..<15),
        ])
        XCTAssertEqual(lex("view.width-110").suffix(3), [Token(.minus, 10..<11), Token(.number(110), 11..<14), Token(.end, 14..<14)])
    }

    func testWhiteSpaceIsSkipped() {
        XCTAssertEqual(lex(" \t\n\r a \n"), [Token(.identifier, 5..<6), Token(.end, 8..<8)])
        XCTAssertEqual(lex(""), [Token(.end, 0..<0)])
    }

    func testHashTakesTheRestTrimmed() {
        XCTAssertEqual(lex("a # b # c "), [Token(.identifier, 0..<1), Token(.hash("b # c"), 2..<10), Token(.end, 10..<10)])
        XCTAssertEqual(lex("#"), [Token(.hash(""), 0..<1), Token(.end, 1..<1)])
        XCTAssertEqual(lex("# é "), [Token(.hash("é"), 0..<5), Token(.end, 5..<5)])
    }

    func testInvalidCharactersCoverTheWholeUTF8Character() {
        XCTAssertEqual(lex("§"), [Token(.invalid, 0..<2), Token(.end, 2..<2)])
        XCTAssertEqual(lex("a€b"), [Token(.identifier, 0..<1), Token(.invalid, 1..<4), Token(.identifier, 4..<5), Token(.end, 5..<5)])
        XCTAssertEqual(lex("😀"), [Token(.invalid, 0..<4), Token(.end, 4..<4)])
        XCTAssertEqual(lex("!%$"), [Token(.invalid, 0..<1), Token(.invalid, 1..<2), Token(.invalid, 2..<3), Token(.end, 3..<3)])
    }

    func testInvalidUTF8BytesAreOneTokenEach() {
        // A lead byte without its continuation bytes does not swallow the next character.
        let source = SourceString(bytes: [0xE2, 0x41, 0xFF, 0x80], fileOffsets: [0, 1, 2, 3, 4])
        XCTAssertEqual(Lexer.tokens(of: source), [
            Token(.invalid, 0..<1), Token(.identifier, 1..<2), Token(.invalid, 2..<3), Token(.invalid, 3..<4), Token(.end, 4..<4),
        ])
    }
}
