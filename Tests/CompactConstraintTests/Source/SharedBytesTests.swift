import XCTest
@testable import CompactConstraint

/// `SharedBytes` reads as the array of a string's own bytes it replaced: indexed from 0,
/// sliced by the same ranges, equal and hashed by its bytes wherever they are kept.
final class SharedBytesTests: XCTestCase {
    private let file = Array(#"{"c": ["a.left = b.right + 8", "", "x\u00e9y"]}"#.utf8)

    func testAStretchIsIndexedFromZero() {
        let start = file.firstIndex(of: UInt8(ascii: "a")) ?? 0
        let bytes = SharedBytes(file, start: start, count: 20)
        let own = Array("a.left = b.right + 8".utf8)
        XCTAssertEqual(bytes.count, own.count)
        XCTAssertEqual(Array(bytes), own)
        for index in own.indices { XCTAssertEqual(bytes[index], own[index]) }
        XCTAssertEqual(Array(bytes[2..<6]), Array(own[2..<6]))
        XCTAssertEqual(bytes[2..<6].startIndex, 2)
        XCTAssertEqual(String(decoding: bytes[9..<16], as: UTF8.self), "b.right")
        XCTAssertEqual(bytes.withUnsafeBufferPointer { Array($0) }, own)
    }

    func testEqualityAndHashFollowTheBytes() {
        let start = file.firstIndex(of: UInt8(ascii: "a")) ?? 0
        let shared = SharedBytes(file, start: start, count: 20)
        let own = SharedBytes(Array("a.left = b.right + 8".utf8))
        XCTAssertEqual(shared, own)
        XCTAssertEqual(shared.hashValue, own.hashValue)
        XCTAssertNotEqual(shared, SharedBytes(file, start: start, count: 19))
        XCTAssertNotEqual(SharedBytes(file, start: start + 1, count: 3), SharedBytes(file, start: start + 2, count: 3))
        XCTAssertEqual(SharedBytes(), SharedBytes(file, start: 3, count: 0))
    }

    func testStretchesAreClampedToTheBuffer() {
        XCTAssertEqual(SharedBytes(file, start: file.count - 2, count: 10).count, 2)
        XCTAssertEqual(SharedBytes(file, start: -5, count: 3).count, 3)
        XCTAssertEqual(SharedBytes(file, start: file.count + 4, count: 3).count, 0)
        XCTAssertEqual(SharedBytes(file, start: 2, count: -1).count, 0)
    }

    /// The reader keeps a plain string as a stretch of the file and an escaped one as its own
    /// decoded bytes: both read the same to every reader.
    func testTheReaderSharesPlainStringsAndDecodesEscapedOnes() {
        var diagnostics = Diagnostics()
        let document = LayoutRead.read(
            SourceFile(path: "t.json", bytes: Array(#"{"views": {"a": {}, "b": {}}, "constraints": ["a.left = b.right + 8", "a.top = b.t\u006fp"]}"#.utf8)),
            into: &diagnostics)?.decoded(into: &diagnostics)
        XCTAssertEqual(diagnostics.items.map(\.message), [])
        XCTAssertEqual(document?.constraints.map(\.text.text), ["a.left = b.right + 8", "a.top = b.top"])
        XCTAssertEqual(document?.constraints.map { Array($0.text.bytes) }, [Array("a.left = b.right + 8".utf8), Array("a.top = b.top".utf8)])
    }
}
