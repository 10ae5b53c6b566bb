@testable import CompactConstraint
import XCTest

/// `SourceFile.location(of:)` counts columns from checkpoints; it must agree with counting
/// every byte from the start of the line, for any text, at every offset.
final class SourceLocationTests: XCTestCase {
    /// The column as a scan from the line start counts it (the definition).
    func naiveLocation(_ bytes: [UInt8], _ offset: Int) -> String {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                lineStart = index + 1
            }
        }
        var start = lineStart
        if start == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = min(3, offset) }
        let column = 1 + bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }.count
        return "\(line):\(column)"
    }

    func testEveryOffsetAgreesWithAScan() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17
            return seed
        }
        let pieces: [[UInt8]] = [
            Array("a".utf8), Array("é".utf8), Array("😀".utf8), [0x0A], [0x0D], [0x0D, 0x0A], [0x80], [0xFF], Array("xyz ".utf8),
            // Bytes near the line-break test's bound (below 14) and with the high bit set.
            [0x00], [0x0C], [0x0E], [0x8A], [0x8D], Array("abcdefgh".utf8),
        ]
        for length in [0, 1, 7, 8, 9, 16, 17, 255, 256, 257, 263, 511, 512, 513, 1500] {
            for withMark in [false, true] {
                var bytes: [UInt8] = withMark ? [0xEF, 0xBB, 0xBF] : []
                while bytes.count < length { bytes += pieces[Int(next() % UInt64(pieces.count))] }
                bytes = Array(bytes.prefix(max(length, withMark ? 3 : 0)))
                let file = SourceFile(path: "t", bytes: bytes)
                for offset in -1...(bytes.count + 1) {
                    XCTAssertEqual(file.location(of: offset).description, naiveLocation(bytes, offset), "length \(length) offset \(offset)")
                }
            }
        }
    }

    /// Lines longer than the 512 bytes counted directly from the line's start (the
    /// checkpoints' difference is taken then), with multi-byte characters across the word
    /// and checkpoint edges, and a few line breaks far apart.
    func testLongLinesAgreeWithAScan() {
        let pieces: [[UInt8]] = [Array("a".utf8), Array("é".utf8), Array("😀".utf8), [0x80], Array("abcdefg".utf8)]
        var bytes: [UInt8] = []
        var index = 0
        while bytes.count < 2_100 {
            bytes += pieces[(index * 7 + index / 3) % pieces.count]
            if index % 300 == 299 { bytes.append(0x0A) }
            index += 1
        }
        let file = SourceFile(path: "t", bytes: bytes)
        for offset in 0...bytes.count {
            XCTAssertEqual(file.location(of: offset).description, naiveLocation(bytes, offset), "offset \(offset)")
        }
    }

    func testLongSingleLine() {
        let text = String(repeating: "é", count: 1000) + "x"
        let file = SourceFile(path: "t", text: text)
        XCTAssertEqual(file.location(of: 2000).description, "1:1001")
        XCTAssertEqual(file.location(of: 2001).description, "1:1002")
    }
}
