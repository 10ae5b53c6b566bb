import XCTest
@testable import CompactConstraint

/// Every parse error: its code, where it points (the `1️⃣` marker) and its message.
final class CompactParserDiagnosticTests: XCTestCase {
    func testEmptyAndBlankStrings() {
        assertError("1️⃣", .emptyConstraint, length: 0, message: "empty constraint string")
        assertError("1️⃣  \t ", .emptyConstraint, length: 4)
    }

    func testExpectedItem() {
        assertError("1️⃣10 = a.left", .expectedItem, length: 2,
                    message: "expected a view name at the start of the constraint, found '10'")
        assertError("  1️⃣.left = a.left", .expectedItem, length: 1)
        assertError("1️⃣# id", .expectedItem, length: 4)
        assertError("1️⃣= a.left", .expectedItem)
    }

    func testExpectedAttribute() {
        assertError("button 1️⃣= a.left", .expectedAttribute, length: 1,
                    message: "expected '.' and an attribute after 'button', found '='")
        assertError("button1️⃣", .expectedAttribute, length: 0,
                    message: "expected '.' and an attribute after 'button', found end of string")
        assertError("button. 1️⃣= a.left", .expectedAttribute,
                    message: "expected an attribute after '.', found '='")
        assertError("button.1️⃣5 = a.left", .expectedAttribute, length: 1)
        assertError("a.left = b.1️⃣", .expectedAttribute, length: 0,
                    message: "expected an attribute after '.', found end of string")
        assertError("a.left = b.1️⃣+ 4", .expectedAttribute)
    }

    func testExpectedRelation() {
        assertError("button.left 1️⃣button.right", .expectedRelation, length: 6,
                    message: "expected '=', '==', '<=' or '>=' after 'button.left', found 'button'")
        assertError("button.left1️⃣", .expectedRelation,
                    message: "expected '=', '==', '<=' or '>=' after 'button.left', found end of string")
        assertError("a.left 1️⃣+ 10", .expectedRelation)
    }

    func testLoneAngleBracketSuggestsTheRelation() {
        let cases = [("<", "<="), (">", ">="), ("=<", "<="), ("=>", ">=")]
        for (written, meant) in cases {
            let diagnostic = assertError("a.left 1️⃣\(written) b.left", .expectedRelation, length: written.utf8.count,
                                         message: "expected '=', '==', '<=' or '>=' after 'a.left', found '\(written)'")
            XCTAssertEqual(diagnostic?.notes, [DiagnosticNote("did you mean '\(meant)'?", at: SourceRange(7, 7 + written.utf8.count))])
            XCTAssertEqual(diagnostic?.fixIts, [FixIt(range: SourceRange(7, 7 + written.utf8.count), replacement: meant)])
        }
    }

    func testExpectedOperand() {
        assertError("a.left = 1️⃣", .expectedOperand, length: 0,
                    message: "expected a view attribute, metric name or number after '=', found end of string")
        assertError("a.left == 1️⃣@ 5", .expectedOperand,
                    message: "expected a view attribute, metric name or number after '==', found '@'")
        assertError("a.left = b.left * 1️⃣", .expectedOperand,
                    message: "expected a number or metric name after '*', found end of string")
        assertError("a.left = b.left / 1️⃣+ 2", .expectedOperand)
        assertError("a.left = b.left + 1️⃣", .expectedOperand,
                    message: "expected a number or metric name after '+', found end of string")
        assertError("a.left = b.left - 1️⃣@ 3", .expectedOperand)
        assertError("a.left = b.left @ 1️⃣", .expectedOperand)
        // Only the right-hand side may be a view attribute.
        assertError("a.left = b.left + 1️⃣c.left", .expectedOperand, length: 6,
                    message: "expected a number or metric name after '+', found the view attribute 'c.left'")
        assertError("a.width = b.width * 1️⃣c.height", .expectedOperand, length: 8)
        assertError("a.width = b.width @ 1️⃣c.height", .expectedOperand)
    }

    func testMinusBeforeANameIsNotSupported() {
        assertError("a.left = b.left + 1️⃣-margin", .expectedOperand, length: 7,
                    message: "'-' before a metric name is not supported; write the constant as '- margin'")
        assertError("a.width = 1️⃣-m", .expectedOperand, length: 2,
                    message: "'-' before a metric name is not supported; write it as '0 - m'")
        assertError("a.width = b.width * 1️⃣-scale", .expectedOperand, length: 6,
                    message: "'-' before a metric name is not supported")
        assertError("a.left = 1️⃣-b.left", .expectedOperand, length: 7,
                    message: "'-' before 'b.left' is not supported; use the multiplier '* -1'")
        assertError("a.left = -1️⃣-10", .expectedOperand, message: "expected a number after '-', found '-'")
        assertError("a.left = b.left + -1️⃣", .expectedOperand, length: 0)
    }

    func testOperatorAfterConstant() {
        assertError("a.right = b.right - m 1️⃣/ 2", .operatorAfterConstant, length: 3,
                    message: "'/ 2' after the constant is not part of the grammar (the multiplier comes before the "
                        + "constant); CompactConstraint silently ignores it")
        assertError("a.left = b.left + 10 1️⃣* 2", .operatorAfterConstant, length: 3)
        assertError("a.left = b.left + 10 1️⃣+ 5", .operatorAfterConstant, length: 3,
                    message: "'+ 5' after the constant is not part of the grammar (a constraint has one constant); "
                        + "CompactConstraint silently ignores it")
        assertError("a.left = b.left + 10 1️⃣- -5", .operatorAfterConstant, length: 4)
        assertError("a.left = b.left+10 1️⃣*", .operatorAfterConstant, length: 1)
        assertError("a.left = b.left+10 1️⃣* ", .operatorAfterConstant, length: 1)
        assertError("a.width = 200 - 40 1️⃣* 2 @ 5", .operatorAfterConstant, length: 3)
    }

    func testUnexpectedToken() {
        assertError("a.left = b.left 1️⃣10", .unexpectedToken, length: 2,
                    message: "unexpected '10' after the constraint")
        assertError("a.left = b.left 1️⃣foo", .unexpectedToken, message: "unexpected 'foo' after the constraint")
        assertError("a.left = b.left 1️⃣= c.left", .unexpectedToken)
        assertError("a.left = b.left 1️⃣.", .unexpectedToken)
        let order = "the parts go in this order: multiplier ('*' or '/'), constant ('+' or '-'), priority ('@'), identifier ('#')"
        // A multiplier after another, or anything after the priority.
        XCTAssertEqual(assertError("a.left = b.left * 2 1️⃣* 3", .unexpectedToken, length: 1)?.notes, [DiagnosticNote(order)])
        XCTAssertEqual(assertError("a.left = b.left @ 5 1️⃣+ 3", .unexpectedToken)?.notes, [DiagnosticNote(order)])
        XCTAssertEqual(assertError("a.left = b.left @ 5 1️⃣@ 3", .unexpectedToken)?.notes, [DiagnosticNote(order)])
        // A unit after a number.
        XCTAssertEqual(assertError("a.width = 10 + 4 @ 7501️⃣px", .unexpectedToken, length: 2)?.notes,
                       [DiagnosticNote("a number takes no unit")])
        XCTAssertEqual(assertError("a.width = 101️⃣px", .unexpectedToken)?.notes, [DiagnosticNote("a number takes no unit")])
        XCTAssertEqual(assertError("a.width = m 1️⃣px", .unexpectedToken)?.notes, [])
    }

    func testInvalidCharacter() {
        assertError("a.left = b.left 1️⃣§ 10", .invalidCharacter, length: 2, message: "unexpected character '§'")
        assertError("1️⃣§", .invalidCharacter)
        assertError("a1️⃣§.left = 1", .invalidCharacter)
        assertError("a.left 1️⃣!= b.left", .invalidCharacter, length: 1, message: "unexpected character '!'")
        assertError("a.left = 1️⃣$m", .invalidCharacter)
        assertError("a.left = b.left + 1️⃣(10)", .invalidCharacter)
        assertError("a.left = b.left + 10 1️⃣<", .invalidCharacter)
        assertError("a.left = b.left1️⃣\u{7}", .invalidCharacter, message: "unexpected character U+0007")
        assertError("1️⃣é€", .invalidCharacter, length: 2, message: "unexpected character 'é'")
        // Characters that show as nothing or a blank, or reorder the line, by code point and name
        // (trial of session 15: U+202E showed as '�').
        assertError("a.width = 101️⃣\u{202E}", .invalidCharacter, length: 3,
                    message: "unexpected character U+202E (RIGHT-TO-LEFT OVERRIDE)")
        assertError("a.height1️⃣\u{A0}= 5", .invalidCharacter, length: 2, message: "unexpected character U+00A0 (NO-BREAK SPACE)")
        assertError("a.left = b.left1️⃣\u{200B}", .invalidCharacter, length: 3, message: "unexpected character U+200B (ZERO WIDTH SPACE)")
    }

    func testInvalidUTF8ByteIsNamedByValue() {
        let source = SourceString(bytes: Array("a.left = ".utf8) + [0xFF], fileOffsets: Array(0...10))
        var diagnostics = Diagnostics()
        XCTAssertNil(CompactParser.parse(source, into: &diagnostics))
        XCTAssertEqual(diagnostics.items.map(\.message), ["unexpected character byte 0xFF"])
        XCTAssertEqual(diagnostics.items.first?.range, SourceRange(9, 10))
    }

    func testNonFiniteNumber() {
        assertError("a.width = 1️⃣1e999", .nonFiniteNumber, length: 5,
                    message: "the number '1e999' is too large to be a finite number")
        assertError("a.width = 1️⃣-1e999", .nonFiniteNumber, length: 6)
        assertError("a.width = b.width * 1️⃣1e400", .nonFiniteNumber)
        assertError("a.width = b.width + 1️⃣1e400", .nonFiniteNumber)
        assertError("a.width = b.width @ 1️⃣1e400", .nonFiniteNumber)
    }

    func testRangesMapThroughTheSourceStringToTheFile() {
        // As if the string sat at offset 100 of a file, with `\u00e9`-like escapes before
        // the error: every byte maps to its own file offset.
        let text = "a.left 10"
        let offsets = (0...text.utf8.count).map { 100 + $0 * 2 }
        var diagnostics = Diagnostics()
        XCTAssertNil(CompactParser.parse(SourceString(bytes: Array(text.utf8), fileOffsets: offsets), into: &diagnostics))
        XCTAssertEqual(diagnostics.items.first?.code, .expectedRelation)
        XCTAssertEqual(diagnostics.items.first?.range, SourceRange(114, 118))
    }
}
