import XCTest

@testable import CompactConstraint

/// `SourceFile`'s line table (found eight bytes at a time, LF by an exact mask, words with a
/// CR byte by byte) against a byte-by-byte reference, on random texts of LF, CR, CRLF, spaces
/// and two-byte characters, at every offset.
final class LineStartsTests: XCTestCase {
    func testLocationsAgreeWithAByteByByteReference() {
        let pieces: [[UInt8]] = [[0x61], [0x0A], [0x0D], [0x0D, 0x0A], [0x20], [0xC3, 0xA9], [0x0B], [0x0C]]
        var generator = SystemRandomNumberGenerator()
        for length in [0, 1, 7, 8, 9, 15, 16, 17, 63, 64, 65, 300] {
            for _ in 0..<20 {
                var bytes: [UInt8] = []
                while bytes.count < length {
                    bytes += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                }
                let file = SourceFile(path: "t", bytes: bytes)
                for offset in 0...bytes.count {
                    let expected = Self.reference(bytes, offset)
                    XCTAssertEqual(file.location(of: offset), expected, "\(bytes) at \(offset)")
                }
            }
        }
    }

    /// Line: the line breaks (LF, CRLF, a lone CR) before `offset`, plus 1; column: the bytes
    /// since the line's start that are not UTF-8 continuation bytes, plus 1.
    private static func reference(_ bytes: [UInt8], _ offset: Int) -> SourceLocation {
        var line = 1
        var lineStart = 0
        for index in 0..<offset {
            let endsLine = bytes[index] == 0x0A
                || (bytes[index] == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A))
            if endsLine {
                line += 1
                lineStart = index + 1
            }
        }
        let column = 1 + bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count
        return SourceLocation(line: line, column: column)
    }
}
