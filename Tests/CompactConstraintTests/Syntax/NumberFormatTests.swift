import XCTest

@testable import CompactConstraint

/// `formatNumber` writes numbers below 2^53 byte by byte (`decimalText`); its text must be
/// the one the documented rule gives: integers without a fraction, at most 6 decimals
/// rounded half up (the stored Double's exact value: `NumberRoundingTests`) with trailing
/// zeros dropped, never `-0`.
final class NumberFormatTests: XCTestCase {
    func testIntegersFractionsAndSigns() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (10, "10"), (-10, "-10"), (0.625, "0.625"), (137.5, "137.5"),
            (-0.0000004, "0"), (-0.0000006, "-0.000001"), (0.0000006, "0.000001"), (1.9999996, "2"),
            (-1.9999996, "-2"), (0.1, "0.1"), (1e-7, "0"), (123456.000001, "123456.000001"),
            (33.333333333, "33.333333"), (66.6666666, "66.666667"), (1_000_000, "1000000"),
            (9_007_199_254_740_991, "9007199254740991"), (-9_007_199_254_740_991, "-9007199254740991"),
            (9_007_199_254_740_992, "9007199254740992"), (1e20, "100000000000000000000"),
            (4_503_599_627_370_495.5, "4503599627370495.5"), (.infinity, "inf"), (-.infinity, "-inf"),
            (.nan, "nan"),
        ]
        for (value, text) in cases {
            XCTAssertEqual(formatNumber(value), text, "\(value)")
        }
    }

    /// The text against the rule computed another way (`String(Int64)` and the padded,
    /// trimmed millionths, from the exact decimal expansion) for values of every size and sign.
    func testAgreesWithTheRuleOnManyValues() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = []
        for exponent in -8...15 {
            for _ in 0..<200 {
                let base = Double.random(in: 0..<10, using: &generator)
                var value = base
                for _ in 0..<abs(exponent) { value = exponent < 0 ? value / 10 : value * 10 }
                values.append(value)
                values.append(-value)
            }
        }
        values += (0..<2000).map { Double($0) / 8 } + (0..<2000).map { -Double($0) / 3 }
        for value in values {
            XCTAssertEqual(formatNumber(value), Self.rule(value), "\(value)")
        }
    }

    private static func rule(_ x: Double) -> String {
        let magnitude = abs(x)
        var whole = Double(Int64(magnitude))
        var millionths = NumberRoundingTests.exactMillionths(magnitude - whole)
        if millionths >= 1_000_000 {
            millionths -= 1_000_000
            whole += 1
        }
        var digits = String(Int64(whole))
        if millionths > 0 {
            var fraction = String(millionths)
            fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
            while fraction.hasSuffix("0") { fraction.removeLast() }
            digits += "." + fraction
        }
        return x < 0 && !(whole == 0 && millionths == 0) ? "-" + digits : digits
    }
}
