import XCTest
import CCCTestSupport
@testable import CompactConstraint

/// The one home of number scanning and of the identifier rule (`DecimalNumber`, `Identifier`).
final class SharedScanningTests: XCTestCase {
    private func scan(_ text: String) -> (end: Int, value: Double?) {
        let bytes = Array(text.utf8)
        let end = DecimalNumber.end(in: bytes, from: 0)
        return (end, DecimalNumber.value(bytes, 0..<end))
    }

    func testNumberEnds() {
        XCTAssertEqual(scan("10em").end, 2)
        XCTAssertEqual(scan("1e").end, 1)
        XCTAssertEqual(scan("1e+").end, 1)
        XCTAssertEqual(scan("1e-5x").end, 4)
        XCTAssertEqual(scan("5.").end, 2)
        XCTAssertEqual(scan(".5.5").end, 2)
        XCTAssertEqual(scan("2.5E3 ").end, 5)
    }

    func testNumberValues() {
        XCTAssertEqual(scan("8").value, 8)
        XCTAssertEqual(scan("0.625").value, 0.625)
        XCTAssertEqual(scan(".5").value, 0.5)
        XCTAssertEqual(scan("5.").value, 5)
        XCTAssertEqual(scan("1e3").value, 1000)
        XCTAssertEqual(scan("0.1").value, 0.1)
        XCTAssertEqual(scan("1e400").value, .infinity)
        XCTAssertEqual(scan("123456789012345678901234567890").value, 1.2345678901234568e29)
        XCTAssertEqual(scan("0.000000000000000000000000001").value, 1e-27)
    }

    /// The fast path (Clinger's) and `Double(String)` agree bit for bit.
    func testFastPathAgreesWithSwiftsParser() {
        var random = XorShift(seed: 0xDEC1_4A1)
        for _ in 0..<20_000 {
            let whole = String(random.below(1_000_000_000) >> random.below(31))
            let fraction = String(random.below(100_000_000))
            var text = random.below(2) == 0 ? whole : whole + "." + fraction.prefix(random.below(9))
            if random.below(4) == 0 { text += "e" + String(random.below(51) - 25) }
            let bytes = Array(text.utf8)
            let end = DecimalNumber.end(in: bytes, from: 0)
            XCTAssertEqual(end, bytes.count, text)
            XCTAssertEqual(DecimalNumber.value(bytes, 0..<end)?.bitPattern, Double(text)?.bitPattern, text)
        }
    }

    func testCommandLineNumbers() {
        XCTAssertEqual(DecimalNumber.parse("-4"), -4)
        XCTAssertEqual(DecimalNumber.parse("+2.5"), 2.5)
        XCTAssertEqual(DecimalNumber.parse("-.5e1"), -5)
        XCTAssertEqual(DecimalNumber.parse("-0")?.sign, .minus)
        for text in ["", "+", "-", ".", "1e", "1e+", "0x10", "inf", "nan", " 1", "1 ", "1_000", "++1", "1.2.3"] {
            XCTAssertNil(DecimalNumber.parse(text), text)
        }
    }

    func testIdentifiers() {
        for name in ["a", "_", "view_2", "A9", "__x"] {
            XCTAssertTrue(Identifier.isValid(name), name)
            XCTAssertTrue(Identifier.isValid(bytes: Array(name.utf8)), name)
        }
        for name in ["", "2a", "a-b", "a.b", "é", "a b", "@", "[", "`", "{", "aé", "a\u{0}"] {
            XCTAssertFalse(Identifier.isValid(name), name)
            XCTAssertFalse(Identifier.isValid(bytes: Array(name.utf8)), name)
        }
        for byte in UInt8.min...UInt8.max {
            let letter = (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
            XCTAssertEqual(Identifier.isStart(byte), letter || byte == 0x5F, "\(byte)")
            XCTAssertEqual(Identifier.isContinue(byte), letter || byte == 0x5F || (0x30...0x39).contains(byte), "\(byte)")
        }
    }
}
