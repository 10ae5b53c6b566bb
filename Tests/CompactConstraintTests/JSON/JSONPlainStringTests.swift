import XCTest
@testable import CompactConstraint

/// The reader finds the end of a string without escapes eight bytes at a time
/// (`JSONParser.mayEndPlainRun`); these tests check that word test against the byte test it
/// replaces, and that a quote, a backslash or a control character at every offset from a
/// word boundary reads as the byte loop reads it.
final class JSONPlainStringTests: XCTestCase {
    /// The byte test: some byte is a quote, a backslash or below 0x20.
    private func byteByByte(_ word: UInt64) -> Bool {
        (0..<8).contains { shift in
            let byte = UInt8(truncatingIfNeeded: word >> (8 * UInt64(shift)))
            return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
        }
    }

    func testTheWordTestAgreesWithTheByteTest() {
        var generator = SystemRandomNumberGenerator()
        // Every byte value in every position of words otherwise made of plain letters or of
        // UTF-8 continuation bytes (high bit set), and random words.
        for filler in [UInt8(ascii: "a"), 0x80, 0xBF, 0xFF, 0x20, 0x23, 0x5B, 0x5D] {
            for position in 0..<8 {
                for byte in 0...UInt8.max {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = byte
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                    XCTAssertEqual(JSONParser.mayEndPlainRun(word), byteByByte(word), "\(bytes)")
                }
            }
        }
        for _ in 0..<100_000 {
            let word = UInt64.random(in: 0...UInt64.max, using: &generator)
            XCTAssertEqual(JSONParser.mayEndPlainRun(word), byteByByte(word), "\(String(word, radix: 16))")
        }
    }

    private func read(_ text: String) -> (JSONNode?, [Diagnostic]) {
        var diagnostics = Diagnostics()
        let node = JSONReader.read(SourceFile(path: "t.json", bytes: Array(text.utf8)), into: &diagnostics)
        return (node, diagnostics.items)
    }

    func testAnEscapeOrAnEndAtEveryOffsetReadsAsByteByByte() {
        for length in 0..<40 {
            let plain = String(repeating: "x", count: length)
            // A plain string: its bytes and one run of offsets, up to the closing quote.
            let (node, diagnostics) = read("[\"\(plain)\"]")
            XCTAssertEqual(diagnostics, [])
            guard case .array(let items) = node?.value, case .string(let text) = items.first?.value else {
                return XCTFail("'\(plain)'")
            }
            XCTAssertEqual(Array(text.bytes), Array(plain.utf8))
            XCTAssertEqual(text.fileOffsets, Array(2...(2 + length)))
            for offset in 0...length {
                let prefix = String(plain.prefix(offset))
                let suffix = String(plain.dropFirst(offset))
                // An escape at `offset`: the decoded byte maps to its backslash.
                let (escaped, escapeDiagnostics) = read("[\"\(prefix)\\n\(suffix)\"]")
                XCTAssertEqual(escapeDiagnostics, [])
                guard case .array(let escapedItems) = escaped?.value, case .string(let decoded) = escapedItems.first?.value
                else { return XCTFail("escape at \(offset) of \(length)") }
                XCTAssertEqual(decoded.text, prefix + "\n" + suffix)
                XCTAssertEqual(decoded.fileOffsets[offset], 2 + offset)
                XCTAssertEqual(decoded.fileOffsets.last, 2 + length + 2)
                // A raw tab at `offset` is an error there.
                let (_, tabDiagnostics) = read("[\"\(prefix)\t\(suffix)\"]")
                XCTAssertEqual(tabDiagnostics.map(\.code), [.jsonSyntax])
                XCTAssertEqual(tabDiagnostics.first?.range, SourceRange(2 + offset, 3 + offset))
            }
            // No closing quote, however long the string.
            let (_, open) = read("[\"\(plain)")
            XCTAssertEqual(open.map(\.code), [.jsonUnterminatedString])
            XCTAssertEqual(open.first?.range, SourceRange(1, 2))
        }
    }
}
