import XCTest
@testable import CompactConstraint
import CCCTestSupport

/// Random strings never crash the lexer or parser, and every diagnostic points inside
/// the string.
final class CompactParserFuzzTests: XCTestCase {
    static let pieces = [
        "a", "view", ".", "left", "width", "=", "==", "<=", ">=", "<", ">", "=<", "*", "/", "+", "-", "@",
        "#", "# id", "10", ".5", "1e3", "1e999", "2.", "-", " ", "  ", "\t", "§", "é", "(", ")", "!", "\u{0}",
        "super", "self", "high", "1E-3", "x.y", "..", "e", "_", "0",
    ]

    func testRandomTokenSequences() {
        var random = XorShift(seed: 0xC0FFEE)
        var outcomes: Set<String> = []
        for _ in 0..<5000 {
            outcomes.insert(check(SourceString(randomString(&random), at: random.int(50))))
        }
        // The generator reaches many paths: most error codes and some valid strings.
        XCTAssertGreaterThanOrEqual(outcomes.count, 9, "\(outcomes.sorted())")
    }

    /// The parser is given at most `CompactLexer.parserLimit` tokens (issue #18: a 60 MB
    /// string): on strings of 40 to 200 tokens, valid up to some point and then anything,
    /// it reports what it reports with every token.
    func testTheTokenCapChangesNoParse() {
        var random = XorShift(seed: 0x70CE4)
        for _ in 0..<3000 {
            var text = randomString(&random)
            for _ in 0..<(40 + random.int(160)) { text += " " + Self.pieces[random.int(Self.pieces.count)] }
            let source = SourceString(text, at: random.int(50))
            var capped = Diagnostics()
            var names = NameInterner()
            var scratch: [CompactToken] = []
            let cappedTree = CompactParser.fullTree(source, names: &names, tokens: &scratch, into: &capped)
            XCTAssertLessThanOrEqual(scratch.count, CompactLexer.parserLimit + 1)
            var whole = Diagnostics()
            var parser = ConstraintParser(source: source, tokens: CompactLexer.tokens(of: source), names: NameInterner())
            var wholeTree: CompactTree? = nil
            do {
                wholeTree = try parser.parseConstraint()
            } catch {
                whole.append(error.diagnostic)
            }
            XCTAssertEqual(cappedTree?.syntax(in: source), wholeTree?.syntax(in: source), text)
            XCTAssertEqual(capped.items, whole.items, text)
        }
    }

    /// The grammar's slots in order; each is usually filled from its own list, sometimes
    /// with a random piece, sometimes left out.
    static let slots = [
        ["a", "view", "super"], ["."], ["left", "width"], ["=", "==", "<=", ">="], ["b.left", "m", "10", "-4"],
        ["* 2", "/ m", "", ""], ["+ 10", "- m", "+ -20", "", ""], ["@ 750", "@ high", "", ""], ["# id", "#", "", ""],
        ["", "", "", "/ 2", "+ 1"],
    ]

    private func randomString(_ random: inout XorShift) -> String {
        var parts: [String] = []
        for slot in Self.slots {
            switch random.int(20) {
            case 0..<16: parts.append(slot[random.int(slot.count)])
            case 16..<19: parts.append(Self.pieces[random.int(Self.pieces.count)])
            default: break
            }
        }
        return parts.joined(separator: random.int(3) == 0 ? "" : " ")
    }

    func testRandomBytes() {
        var random = XorShift(seed: 42)
        let alphabet: [UInt8] = Array("a.=<>*/+-@# 0123456789eE_".utf8) + [0x80, 0xC3, 0xA9, 0xE2, 0xFF, 0x00, 0x0A]
        for _ in 0..<5000 {
            var bytes: [UInt8] = []
            for _ in 0..<random.int(20) {
                bytes.append(random.int(3) == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[random.int(alphabet.count)])
            }
            // Escaped-looking file offsets: each byte 1 or 2 file bytes, from offset 7.
            var offsets = [7]
            for _ in bytes { offsets.append((offsets.last ?? 7) + 1 + random.int(2)) }
            check(SourceString(bytes: bytes, fileOffsets: offsets))
        }
    }

    func testStructuredMutationsOfAValidString() {
        var random = XorShift(seed: 7)
        let base = Array("spinner.left == button.right * 2 + 10 @ 750 # spin".utf8)
        for _ in 0..<3000 {
            var bytes = base
            for _ in 0..<(1 + random.int(3)) {
                let i = random.int(bytes.count)
                switch random.int(3) {
                case 0: bytes.remove(at: min(i, bytes.count - 1))
                case 1: bytes.insert(base[random.int(base.count)], at: i)
                default: bytes[min(i, bytes.count - 1)] = UInt8(truncatingIfNeeded: random.next())
                }
                if bytes.isEmpty { break }
            }
            check(SourceString(bytes: bytes, fileOffsets: Array(0...bytes.count)))
        }
    }

    /// Checks one string; returns the error code, or "ok".
    @discardableResult
    private func check(_ source: SourceString, file: StaticString = #filePath, line: UInt = #line) -> String {
        let tokens = CompactLexer.tokens(of: source)
        XCTAssertEqual(tokens.last?.kind, .end, file: file, line: line)
        var previousEnd = 0
        for token in tokens {
            XCTAssertLessThanOrEqual(previousEnd, token.range.lowerBound, file: file, line: line)
            XCTAssertLessThanOrEqual(token.range.upperBound, source.bytes.count, file: file, line: line)
            previousEnd = token.range.upperBound
        }
        var diagnostics = Diagnostics()
        let tree = CompactParser.parse(source, into: &diagnostics)
        XCTAssertEqual(tree == nil, diagnostics.items.count == 1, "\(source.text)", file: file, line: line)
        let whole = source.fileRange
        for diagnostic in diagnostics.items {
            guard let range = diagnostic.range else {
                XCTFail("no range: \(diagnostic.message)", file: file, line: line)
                continue
            }
            XCTAssertGreaterThanOrEqual(range.lowerBound, whole.lowerBound, "\(source.text)", file: file, line: line)
            XCTAssertLessThanOrEqual(range.upperBound, whole.upperBound, "\(source.text)", file: file, line: line)
            XCTAssertFalse(diagnostic.message.isEmpty, file: file, line: line)
        }
        if let tree {
            XCTAssertLessThanOrEqual(tree.range.upperBound, source.bytes.count, file: file, line: line)
            _ = CompactTreePrinter.text(tree, source: source)
            _ = CompactTreePrinter.json(tree, source: source)
        }
        return diagnostics.items.first?.code.rawValue ?? "ok"
    }
}
