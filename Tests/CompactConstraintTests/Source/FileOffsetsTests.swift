import CCCTestSupport
import XCTest

@testable import CompactConstraint

/// A decoded string's file offsets: a plain string keeps its one run inline (no array),
/// escapes and jumps add runs, and every lookup gives the offset that was appended.
final class FileOffsetsTests: XCTestCase {
    func testEveryLookupGivesTheAppendedOffset() {
        var generator = XorShift(seed: 18)
        for _ in 0..<2_000 {
            var expected: [Int] = []
            var offsets = FileOffsets()
            var next = Int.random(in: 0..<1_000, using: &generator)
            for _ in 0..<Int.random(in: 0..<40, using: &generator) {
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: next += Int.random(in: 2..<7, using: &generator)  // after an escape
                case 1: next -= 1  // another byte of the same escape
                default: break
                }
                expected.append(next)
                offsets.append(next)
                next += 1
            }
            XCTAssertEqual(offsets.count, expected.count)
            for index in -2..<(expected.count + 2) {
                let clamped = min(max(index, 0), max(expected.count - 1, 0))
                XCTAssertEqual(offsets.offset(index), expected.isEmpty ? 0 : expected[clamped], "\(expected) at \(index)")
            }
        }
    }

    func testAPlainRunIsTheSameValueHoweverItIsMade() {
        var appended = FileOffsets()
        for offset in 7..<20 { appended.append(offset) }
        XCTAssertEqual(appended, FileOffsets(plainRunFrom: 7, count: 13))
        XCTAssertEqual(SourceString("abc", at: 7).fileOffsets, [7, 8, 9, 10])
        // An escape's bytes share the backslash's offset.
        var escaped = FileOffsets()
        for offset in [3, 4, 5, 5, 5, 11, 12] { escaped.append(offset) }
        XCTAssertEqual((0..<7).map(escaped.offset), [3, 4, 5, 5, 5, 11, 12])
        XCTAssertNotEqual(escaped, FileOffsets(plainRunFrom: 3, count: 7))
    }
}
