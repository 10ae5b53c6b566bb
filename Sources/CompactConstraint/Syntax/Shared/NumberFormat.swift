/// A number as `ccc` prints it everywhere (docs/command-line.md): integers without a fraction (`10`),
/// others rounded to at most 6 decimals with trailing zeros dropped (`0.625`, `137.5`),
/// never `-0`. Non-finite values print as `inf`, `-inf` and `nan` (they never reach
/// valid output; the parser and compiler reject them).
public func formatNumber(_ x: Double) -> String {
    if x.isNaN { return "nan" }
    if x.isInfinite { return x < 0 ? "-inf" : "inf" }
    let magnitude = abs(x)
    // No `rounded()`: it needs libm, which the package does not link. From 2^52 on every
    // Double is integral; below, Int64 conversion truncates.
    var whole = magnitude >= 4_503_599_627_370_496 ? magnitude : Double(Int64(magnitude))
    // The fraction is exact in Double; round it (half up) to millionths.
    var millionths = Int((magnitude - whole) * 1_000_000 + 0.5)
    if millionths >= 1_000_000 {
        millionths -= 1_000_000
        whole += 1
    }
    let isNegative = x < 0 && !(whole == 0 && millionths == 0)
    if whole < 9_007_199_254_740_992 {
        return shortNumber(UInt64(whole), millionths: millionths, isNegative: isNegative)
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

/// `formatNumber`'s text for a whole part below 2^53 (every number a layout prints in
/// practice), written byte by byte into the string's own storage, which is made exactly as
/// long as the text: up to 15 bytes a string is kept inline (no heap block). The same text
/// as the general way (`String(Int64)`, the padded and trimmed millionths), without its
/// intermediate strings (issue #17: a 100×100 grid's table formats 40,000 numbers).
private func shortNumber(_ whole: UInt64, millionths: Int, isNegative: Bool) -> String {
    var digitCount = 1
    var rest = whole / 10
    while rest > 0 {
        digitCount += 1
        rest /= 10
    }
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
    let sign = isNegative ? 1 : 0
    let length = sign + digitCount + (decimals > 0 ? 1 + decimals : 0)
    return String(unsafeUninitializedCapacity: length) { buffer in
        if isNegative { buffer[0] = UInt8(ascii: "-") }
        var rest = whole
        for index in stride(from: sign + digitCount - 1, through: sign, by: -1) {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        }
        guard decimals > 0 else { return length }
        buffer[sign + digitCount] = UInt8(ascii: ".")
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
