import XCTest
@testable import CompactConstraint
import CCCTestSupport

/// `CompactFastPath` gives, for every string it reads, the tree of the full parser (range
/// for range, name for name), and leaves every string with an error to the full parser.
final class CompactFastPathTests: XCTestCase {
    /// The fast path's tree, or nil; and the full parser's tree, each with a fresh interner.
    private func both(_ source: SourceString) -> (fast: CompactTree?, full: CompactTree?, errors: Int) {
        var fastNames = NameInterner()
        var fullNames = NameInterner()
        var tokens: [CompactToken] = []
        var diagnostics = Diagnostics()
        let fast = CompactFastPath.parse(source, names: &fastNames)
        let full = CompactParser.fullTree(source, names: &fullNames, tokens: &tokens, into: &diagnostics)
        if fast != nil {
            XCTAssertEqual(fastNames.count, fullNames.count, source.text)
            for id in 0..<UInt32(fastNames.count) { XCTAssertEqual(fastNames.text(id), fullNames.text(id)) }
        }
        return (fast, full, diagnostics.items.count)
    }

    @discardableResult
    private func check(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let (fast, full, errors) = both(SourceString(text, at: 3))
        guard let fast else { return false }
        XCTAssertEqual(fast, full, "'\(text)'", file: file, line: line)
        XCTAssertEqual(errors, 0, "'\(text)'", file: file, line: line)
        return true
    }

    func testPlainStringsTakeTheFastPathWithTheFullParsersTree() {
        for text in [
            "a.left = b.right", "c0_1.left = c0_0.right", "a.width == 100", "a.width >= 20", "a.width <= m",
            "v0.width = 50 @ 250", "f0.right = super.right - 20", "l0.centerY = f0.centerY",
            "a.width = b.width * 2 + 4 @ high # the id", "a.width=b.width*0.5-8@750#x", "a.left = b.left + -20",
            "a.left = b.left - - 20", "  a.left   =   b.  left  ", "a.  left = 1e3", "a.top = b.bottom / m + 2.",
            "a.width = 200 - 40", "a.left = b.left #", "a.width = m * -1",
        ] {
            XCTAssertTrue(check(text), text)
        }
    }

    func testEverythingElseIsLeftToTheFullParser() {
        for text in [
            "", "a", "a.", "a .left = b.left", "a.left = b .left", "a.left = -b.left", "a.left = .5", "a.left =< b",
            "a.left < b", "a.width = 5px", "a.width = b.width * c.width", "a.left = b.left + 1 * 2", "a.left = b.left @ 1 @ 2",
            "a.width = 1e999", "a.left = b.left + é", "a.left ≥ b.left", "a.left = b.left + 10 5", "1.left = 2",
        ] {
            XCTAssertNil(both(SourceString(text)).fast, text)
        }
    }

    func testCorpusStringsAgree() throws {
        let text = try String(contentsOf: CorpusTests.corpusURL, encoding: .utf8)
        var taken = 0
        for line in text.split(separator: "\n") {
            let string = String(line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
            if check(string) { taken += 1 }
        }
        XCTAssertGreaterThan(taken, 100)
    }

    func testGeneratedStringsAgree() {
        var random = XorShift(seed: 0x5EED)
        var taken = 0
        for _ in 0..<20_000 {
            var parts: [String] = []
            for slot in CompactParserFuzzTests.slots {
                switch random.int(20) {
                case 0..<16: parts.append(slot[random.int(slot.count)])
                case 16..<19: parts.append(CompactParserFuzzTests.pieces[random.int(CompactParserFuzzTests.pieces.count)])
                default: break
                }
            }
            if check(parts.joined(separator: random.int(3) == 0 ? "" : " ")) { taken += 1 }
        }
        XCTAssertGreaterThan(taken, 500)
    }
}

/// The parse stage keeps one tree per string until lint is done: it stays a plain value
/// (nothing to retain when copied) and small (issue #18: a parsed string holding a
/// `ConstraintSyntax` was about 440 bytes). It holds no copy of its entry: the document's is
/// read instead.
final class CompactTreeSizeTests: XCTestCase {
    func testTheTreeIsAPlainSmallValue() {
        XCTAssertTrue(_isPOD(CompactTree.self))
        XCTAssertLessThanOrEqual(MemoryLayout<CompactTree>.stride, 152, "\(MemoryLayout<CompactTree>.stride)")
        // Without a copy of its entry (the document holds it): 216 bytes before.
        XCTAssertLessThanOrEqual(MemoryLayout<ParsedString>.stride, 168, "\(MemoryLayout<ParsedString>.stride)")
    }
}
