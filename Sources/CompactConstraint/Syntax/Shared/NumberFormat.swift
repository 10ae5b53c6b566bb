/// A number as `ccc` prints it everywhere (docs/command-line.md): integers without a fraction (`10`),
/// others rounded to at most 6 decimals with trailing zeros dropped (`0.625`, `137.5`),
/// never `-0`. The rounding is that of the stored Double itself, exactly (a half rounds away
/// from zero): 0.0000035 is stored as 3.4999…e-6 and prints `0.000003`; 0.0078125, an exact
/// binary half, prints `0.007813`. A magnitude of 1e21 or more (where ECMAScript's
/// `Number.prototype.toString` also turns to an exponent) prints as the shortest decimal that
/// reads back as the same Double, with an exponent: `1e308`, `1.5e21`; below it every digit
/// of the whole part is written. Non-finite values print as `inf`, `-inf` and `nan` (they
/// never reach valid output; the parser and compiler reject them).
public func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    let magnitude = abs(x)
    if magnitude >= 1e21 { return exponentForm(x) }
    // No `rounded()` needed: from 2^52 on every Double is integral; below, Int64 conversion
    // truncates.
    var whole = magnitude >= 4_503_599_627_370_496 ? magnitude : Double(Int64(magnitude))
    // The fraction is exact in Double; round it (half up) to millionths.
    var millionths = roundedMillionths(magnitude - whole)
    if millionths >= 1_000_000 {
        millionths -= 1_000_000
        whole += 1
    }
    let isNegative = x < 0 && !(whole == 0 && millionths == 0)
    if whole < 9_007_199_254_740_992 {
        return decimalText(UInt64(whole), millionths: millionths, isNegative: isNegative)
    }
    var digits = wholeDigits(whole)
    if millionths > 0 {
        var fraction = String(millionths)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        digits += "." + fraction
    }
    return isNegative ? "-" + digits : digits
}

/// A number as it was written, for `ccc parse` (which prints a constraint string back):
/// `formatNumber`'s text when that reads back as the same Double (`10`, `0.625`), else the
/// shortest text that does, in Swift's form without the exponent's `+` (`1e-09` for 1e-9,
/// `3.5e-06`, `1.0000001`), so that a number never prints as one that reads differently
/// (`* 1e-9` is not `* 0`). Non-finite values print as `formatNumber` prints them.
public func exactNumber(_ x: Double) -> String {
    let text = formatNumber(x)
    guard x.isFinite, Double(text) != x else { return text }
    return exponentForm(x)
}

/// `fraction × 1,000,000` rounded to the nearest integer, a half up, for `0 ≤ fraction < 1`,
/// computed exactly from the Double's bits: multiplying in Double first rounds the product
/// (3.4999…e-6 × 1e6 is 3.5 in Double) and then the half would be rounded again.
func roundedMillionths(_ fraction: Double) -> Int {
    // Below 2^-21 (4.77e-7) the product is below one half.
    guard fraction >= 0x1p-21, fraction < 1 else { return 0 }
    // fraction = significand × 2^(exponent - 52), the exponent between -21 and -1.
    let significand = fraction.significandBitPattern | (1 << 52)
    let product = significand.multipliedFullWidth(by: 1_000_000)
    // twice the product, whole: the 128-bit product shifted right by 51 - exponent (52 … 72) bits.
    let shift = 51 - Int(fraction.exponent)
    let doubled = shift >= 64
        ? product.high >> UInt64(shift - 64)
        : (product.high << UInt64(64 - shift)) | (product.low >> UInt64(shift))
    // round half up of y is floor((floor(2y) + 1) / 2).
    return Int((doubled + 1) >> 1)
}

/// Swift's shortest round-trip digits (`1e+308`, `1e-09`) without the exponent's `+`, as
/// numbers are written in layouts (`1e3`; `DecimalNumber` reads both): the form of a
/// magnitude of at least 1e21, and of `exactNumber`'s numbers that `formatNumber` rounds.
private func exponentForm(_ x: Double) -> String {
    var text = ""
    for character in x.description where character != "+" { text.append(character) }
    return text
}

/// `formatNumber`'s text for a whole part below 2^53 (every number a layout prints in
/// practice), written byte by byte into the string's own storage, which is made exactly as
/// long as the text: up to 15 bytes a string is kept inline (no heap block). The same text
/// as the general way (`String(Int64)`, the padded and trimmed millionths), without its
/// intermediate strings (issue #17: a 100×100 grid's table formats 40,000 numbers).
func decimalText(_ whole: UInt64, millionths: Int, isNegative: Bool) -> String {
    let shape = DecimalShape(whole, millionths: millionths, isNegative: isNegative)
    return String(unsafeUninitializedCapacity: shape.length) { buffer in shape.write(into: buffer) }
}

/// Appends `formatNumber(x)`'s bytes to `bytes`: written in place for a whole part below
/// 2^53 (no string made), through `formatNumber` otherwise. The text tables of `solve` use it.
func appendNumber(_ x: Double, to bytes: inout [UInt8]) {
    let magnitude = abs(x)
    guard x.isFinite, magnitude < 4_503_599_627_370_496 else {
        bytes.append(contentsOf: formatNumber(x).utf8)
        return
    }
    var whole = UInt64(magnitude)
    var millionths = roundedMillionths(magnitude - Double(whole))
    if millionths >= 1_000_000 {
        millionths -= 1_000_000
        whole += 1
    }
    let shape = DecimalShape(whole, millionths: millionths, isNegative: x < 0 && (whole > 0 || millionths > 0))
    // Byte by byte, most significant digit first: no buffer or block copy per number.
    if shape.isNegative { bytes.append(UInt8(ascii: "-")) }
    appendDigits(whole, count: shape.digitCount, to: &bytes)
    if shape.decimals > 0 {
        bytes.append(UInt8(ascii: "."))
        appendDigits(UInt64(shape.fraction), count: shape.decimals, to: &bytes)
    }
}

/// The last `count` decimal digits of `value` (1 … 19), zeros in front when it has fewer.
@inline(__always)
private func appendDigits(_ value: UInt64, count: Int, to bytes: inout [UInt8]) {
    var divisor: UInt64 = 1
    for _ in 1..<max(1, min(count, 19)) { divisor &*= 10 }
    var rest = value
    while divisor > 0 {
        bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: (rest / divisor) % 10))
        rest %= divisor
        divisor /= 10
    }
}

/// The layout of a number's text: sign, whole digits, and the decimals left once the
/// millionths' trailing zeros are dropped.
private struct DecimalShape {
    let whole: UInt64
    let fraction: Int
    let isNegative: Bool
    let digitCount: Int
    let decimals: Int
    var length: Int { (isNegative ? 1 : 0) + digitCount + (decimals > 0 ? 1 + decimals : 0) }

    init(_ whole: UInt64, millionths: Int, isNegative: Bool) {
        self.whole = whole
        self.isNegative = isNegative
        var digitCount = 1
        var rest = whole / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        self.digitCount = digitCount
        // Trailing zeros dropped: `millionths` divided while it ends in 0, one decimal fewer each time.
        var fraction = millionths
        var decimals = 0
        if fraction > 0 {
            decimals = 6
            while fraction % 10 == 0 {
                fraction /= 10
                decimals -= 1
            }
        }
        self.fraction = fraction
        self.decimals = decimals
    }

    /// Writes the text into the first `length` bytes of `buffer` and returns `length`.
    func write(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        let length = self.length
        guard buffer.count >= length else { return 0 }
        let sign = isNegative ? 1 : 0
        if isNegative { buffer[0] = UInt8(ascii: "-") }
        var rest = whole
        for index in stride(from: sign + digitCount - 1, through: sign, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        guard decimals > 0 else { return length }
        buffer[sign + digitCount] = UInt8(ascii: ".")
        var fraction = self.fraction
        for index in stride(from: length - 1, through: sign + digitCount + 1, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return length
    }
}

/// The decimal digits of a non-negative integral Double, exactly, without an exponent.
private func wholeDigits(_ whole: Double) -> String {
    if whole < 9_007_199_254_740_992 { return String(Int64(whole)) }
    // Beyond 2^53 every Double is significand × 2^exponent with an integral
    // significand: double a little-endian array of decimal digits `exponent` times.
    let shift = Int(whole.exponent) - Double.significandBitCount
    var digits = String(UInt64(whole.significandBitPattern | (1 << UInt64(Double.significandBitCount))))
        .utf8.reversed().map { Int($0) - 48 }
    for _ in 0..<max(0, shift) {
        var carry = 0
        for i in digits.indices {
            let d = digits[i] * 2 + carry
            digits[i] = d % 10
            carry = d / 10
        }
        if carry > 0 { digits.append(carry) }
    }
    return String(digits.reversed().map { Character(String($0)) })
}

/// `s` as a JSON string literal: quoted, with `"`, `\` and control characters escaped
/// (`\n`, `\t`, `\r`, `\b`, `\f`, others as `\u00XX`); DEL, C1 controls and the
/// bidirectional controls are escaped as `\uXXXX` too, so the document shows no raw
/// escape on a terminal (the string it holds is the same). Everything else is kept as is.
public func jsonQuoted(_ s: String) -> String {
    let escaped = s.replacingScalars { scalar -> String? in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\r": "\\r"
        case "\t": "\\t"
        case "\u{08}": "\\b"
        case "\u{0C}": "\\f"
        case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || DiagnosticRenderer.isBidiControl(scalar):
            unicodeEscape(scalar)
        default: nil
        }
    }
    return "\"" + escaped + "\""
}

/// `\u001b`: four lowercase hex digits (every scalar escaped is below U+10000).
private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}
