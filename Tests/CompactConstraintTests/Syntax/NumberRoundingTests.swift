import Foundation
import XCTest

@testable import CompactConstraint

/// Every printed number is the correct rounding of the stored Double (no double rounding:
/// 0.0000035 is stored as 3.4999…e-6), huge numbers keep a short form, and solved values in
/// messages are snapped to the short decimal they stand for (`formatSolvedNumber`).
final class NumberRoundingTests: XCTestCase {
    /// Values on both sides of a half at the sixth decimal: decimal halves (never exact in
    /// binary) and the exact binary halves j/128 (j odd), where a half rounds away from zero.
    func testHalvesRoundByTheStoredValue() {
        let cases: [(Double, String)] = [
            (0.0000035, "0.000003"), (0.0000035.nextUp, "0.000004"), (-0.0000035, "-0.000003"),
            (0.0000005, "0"), (-0.0000005, "0"), (0.0000005.nextUp, "0.000001"),
            (1.9999995, "1.999999"), (2.0000005, "2.000001"), (116.8306875, "116.830687"),
            (0.0078125, "0.007813"), (0.0078125.nextDown, "0.007812"), (-0.0078125, "-0.007813"),
            (0.0234375, "0.023438"), (100.9921875, "100.992188"), (100.9921875.nextDown, "100.992187"),
            (-100.9921875, "-100.992188"), (0.9999995, "1"), (0.9999995.nextDown, "0.999999"),
            (0.99999975, "1"), (-0.9999999, "-1"), (0x1p-21, "0"), (0x1p-20, "0.000001"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(formatNumber(value), text, "\(value)")
        }
    }

    /// `roundedMillionths` against the exact decimal expansion near many halves, and on the
    /// exact binary halves and their neighbours.
    func testMillionthsAgreeWithTheExactExpansion() {
        var fractions: [Double] = []
        for k in stride(from: 0, to: 1_000_000, by: 997) {
            let half = (Double(k) + 0.5) / 1_000_000
            fractions += [half, half.nextUp, half.nextDown, Double(k) / 1_000_000]
        }
        for j in stride(from: 1, to: 128, by: 2) {
            let half = Double(j) / 128
            fractions += [half, half.nextUp, half.nextDown]
        }
        var generator = SystemRandomNumberGenerator()
        fractions += (0..<4000).map { _ in Double.random(in: 0..<1, using: &generator) }
        fractions += (0..<1000).map { _ in Double.random(in: 0..<0.00001, using: &generator) }
        for fraction in fractions where fraction >= 0 && fraction < 1 {
            XCTAssertEqual(roundedMillionths(fraction), Self.exactMillionths(fraction), "\(fraction)")
        }
    }

    /// From 1e21 on a number prints with an exponent, in the shortest digits that read back
    /// as the same Double; below it every digit.
    func testHugeNumbersKeepAShortForm() {
        let cases: [(Double, String)] = [
            (1e308, "1e308"), (-1e308, "-1e308"), (1e21, "1e21"), (1.5e21, "1.5e21"),
            (.greatestFiniteMagnitude, "1.7976931348623157e308"), (9.99e20, "999000000000000000000"),
            (1e20, "100000000000000000000"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(formatNumber(value), text, "\(value)")
            let bytes = Array(text.utf8.drop { $0 == UInt8(ascii: "-") })
            let read = DecimalNumber.value(bytes, 0..<bytes.count)
            XCTAssertEqual(read, abs(value), "\(text) reads back")
        }
    }

    /// Solved values in messages: the short decimal within a relative 1e-9, a half at the
    /// seventh decimal away from zero, otherwise the value's own rounding.
    func testSolvedValuesAreSnappedToTheirShortDecimal() {
        let cases: [(Double, String)] = [
            (-50046499999.999992, "-50046500000"), (116.83068749999999, "116.830688"),
            (116.83068750000001, "116.830688"), (-116.83068749999999, "-116.830688"), (0.1 + 0.2, "0.3"),
            (398.49999999999994, "398.5"), (1e-12, "0"), (-1e-12, "0"), (0, "0"), (-0.0, "0"), (2.5, "2.5"),
            (116.830687, "116.830687"), (116.8306871, "116.830687"), (33.333333333333336, "33.333333"),
            (0.0000035, "0.000004"), (5e8 + 0.4, "500000000"), (-5e8 - 0.5, "-500000001"),
            (123456.0000004, "123456"), (.infinity, "inf"), (.nan, "nan"), (1e308, "1e308"),
            (9_007_199_254_740_993, "9007199254740992"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(formatSolvedNumber(value), text, "\(value)")
        }
    }

    /// A value far from any short decimal prints as `formatNumber` prints it. (Below 40 the
    /// tolerance, 1e-9 relative, is under 0.4 of a seventh-decimal step.)
    func testSolvedValuesFarFromAShortDecimalPrintAsStored() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5000 {
            let value = Double.random(in: -40..<40, using: &generator)
            let scaled = value * 10_000_000
            // Leave out values within the tolerance (and a margin) of a seventh-decimal step.
            guard abs(scaled - scaled.rounded()) > 0.01 * max(1, abs(value)) + 0.001 else { continue }
            XCTAssertEqual(formatSolvedNumber(value), formatNumber(value), "\(value)")
        }
    }

    /// `appendNumber` (the text tables' bytes) writes what `formatNumber` returns.
    func testAppendedBytesAreTheFormattedText() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, -0.0, 0.0000035, -0.0000005, 0.0078125, 1e21, -1e308, 4_503_599_627_370_495.5,
                                4_503_599_627_370_496, 9_007_199_254_740_993, .infinity, -.infinity, .nan, 0.9999995]
        for exponent in -8...16 {
            for _ in 0..<100 {
                var value = Double.random(in: -10..<10, using: &generator)
                for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
                values.append(value)
            }
        }
        for value in values {
            var bytes: [UInt8] = [UInt8(ascii: "|")]
            appendNumber(value, to: &bytes)
            XCTAssertEqual(String(decoding: bytes.dropFirst(), as: UTF8.self), formatNumber(value), "\(value)")
        }
    }

    /// `fraction × 10^6` rounded half up, from the fraction's exact decimal expansion (glibc's
    /// `%.60f` prints a Double's digits exactly, rounded only at the 60th decimal, far below
    /// where a Double's fraction can come near a half without being one).
    static func exactMillionths(_ fraction: Double) -> Int {
        let text = String(format: "%.60f", fraction)
        guard let dot = text.firstIndex(of: ".") else { return 0 }
        let digits = Array(text[text.index(after: dot)...].utf8).map { Int($0) - 48 }
        var millionths = Int(text[..<dot]) ?? 0
        for digit in digits.prefix(6) { millionths = millionths * 10 + digit }
        return digits[6] >= 5 ? millionths + 1 : millionths
    }
}
