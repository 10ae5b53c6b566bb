import XCTest
@testable import CompactConstraint

/// `NameInterner`, which numbers the names of a layout's compact strings as they are parsed.
final class NameInternerTests: XCTestCase {
    func testNumbersEachDistinctNameOnceInTheOrderMet() {
        var names = NameInterner()
        let text = Array("a.left = b.right + a".utf8)
        XCTAssertEqual(names.intern(text, 0..<1), 0)
        XCTAssertEqual(names.intern(text, 2..<6), 1)
        XCTAssertEqual(names.intern(text, 9..<10), 2)
        XCTAssertEqual(names.intern(text, 19..<20), 0)
        XCTAssertEqual(names.count, 3)
        XCTAssertEqual(names.text(1), "left")
        XCTAssertEqual(names.id(of: "b"), 2)
        XCTAssertNil(names.id(of: "right"))
        XCTAssertNil(names.id(of: ""))
        XCTAssertEqual(names.text(7), "")
    }

    func testGrowsAndKeepsEveryNameAndNumber() {
        var names = NameInterner()
        let words = (0..<5_000).map { "view_\($0)_with_a_name_longer_than_fifteen_bytes" } + ["é", "ß_1"]
        for (index, word) in words.enumerated() {
            let bytes = Array(word.utf8)
            XCTAssertEqual(names.intern(bytes, 0..<bytes.count), UInt32(index))
        }
        for (index, word) in words.enumerated() {
            XCTAssertEqual(names.id(of: word), UInt32(index))
            XCTAssertEqual(names.text(UInt32(index)), word)
        }
        XCTAssertNil(names.id(of: "view_5000_with_a_name_longer_than_fifteen_bytes"))
        XCTAssertNil(NameInterner.placeholder.id(of: "a"))
    }

    func testRangesOutsideTheTextAreClamped() {
        var names = NameInterner()
        let text = Array("abc".utf8)
        XCTAssertEqual(names.intern(text, 1..<10), 0)
        XCTAssertEqual(names.text(0), "bc")
    }
}
