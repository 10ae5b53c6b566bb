/// The one grammar of a decimal number in the layout language (docs/language.md), shared
/// by the compact lexer, the visual format lexer and the command line (`--size`,
/// `--scale`, `--metric`):
///
///     digits [. [digits]] [(e|E) [+|-] digits]   or   . digits [(e|E) [+|-] digits]
///
/// No sign (a `-` is a token of its own in a string; the command line allows one sign),
/// no hexadecimal, `inf`, `nan` or digit separators. An exponent counts only when a digit
/// follows it, so `10em` is the number `10` and then `em`.
public enum DecimalNumber {
    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    /// Whether a number starts at `start`: a digit, or `.` and a digit.
    static func starts(in bytes: some IndexedBytes, at start: Int) -> Bool {
        guard start >= 0, start < bytes.count else { return false }
        if isDigit(bytes[start]) { return true }
        return bytes[start] == UInt8(ascii: ".") && start + 1 < bytes.count && isDigit(bytes[start + 1])
    }

    /// The end of the longest number starting at `start` (where `starts(in:at:)` holds):
    /// the first index past it.
    static func end(in bytes: some IndexedBytes, from start: Int) -> Int {
        let count = bytes.count
        var index = max(start, 0)
        func skipDigits() { while index < count, isDigit(bytes[index]) { index += 1 } }
        skipDigits()
        if index < count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            skipDigits()
        }
        if index < count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            var digitAt = index + 1
            if digitAt < count, bytes[digitAt] == UInt8(ascii: "+") || bytes[digitAt] == UInt8(ascii: "-") { digitAt += 1 }
            if digitAt < count, isDigit(bytes[digitAt]) {
                index = digitAt
                skipDigits()
            }
        }
        return index
    }

    /// The value of the number `bytes[range]` (a range `end(in:from:)` gave), correctly
    /// rounded to the nearest `Double`; infinite when it overflows, nil when the range
    /// holds no number.
    ///
    /// Most numbers written in layouts (`8`, `0.5`, `375`, `1e3`) take Clinger's fast
    /// path: at most 15 significant digits and a power of ten up to 10^22 are both exact
    /// in a `Double`, so one multiplication or division rounds once and gives the
    /// correctly rounded result (W. D. Clinger, "How to Read Floating Point Numbers
    /// Accurately", PLDI 1990). The rest go through Swift's `Double(String)`.
    static func value(_ bytes: some IndexedBytes, _ range: Range<Int>) -> Double? {
        let lower = max(range.lowerBound, 0)
        let upper = min(max(range.upperBound, lower), bytes.count)
        guard lower < upper else { return nil }
        var mantissa: UInt64 = 0
        var digits = 0
        var scale = 0
        var index = lower
        var seenDot = false
        var fast = true
        while index < upper {
            let byte = bytes[index]
            if isDigit(byte) {
                if mantissa == 0 && byte == UInt8(ascii: "0") {
                    if seenDot { scale -= 1 }
                } else if digits < 15 {
                    mantissa = mantissa * 10 + UInt64(byte &- UInt8(ascii: "0"))
                    digits += 1
                    if seenDot { scale -= 1 }
                } else {
                    fast = false
                }
            } else if byte == UInt8(ascii: "."), !seenDot {
                seenDot = true
            } else {
                break
            }
            index += 1
        }
        if fast, index < upper {
            guard bytes[index] | 0x20 == UInt8(ascii: "e") else { return slowValue(bytes, lower..<upper) }
            // An exponent: `e`, an optional sign, at most four digits (more take the slow path).
            var exponentIndex = index + 1
            var negative = false
            if exponentIndex < upper, bytes[exponentIndex] == UInt8(ascii: "+") || bytes[exponentIndex] == UInt8(ascii: "-") {
                negative = bytes[exponentIndex] == UInt8(ascii: "-")
                exponentIndex += 1
            }
            var exponent = 0
            if upper - exponentIndex > 4 || exponentIndex == upper { fast = false }
            while fast, exponentIndex < upper {
                let byte = bytes[exponentIndex]
                guard isDigit(byte) else { return slowValue(bytes, lower..<upper) }
                exponent = exponent * 10 + Int(byte &- UInt8(ascii: "0"))
                exponentIndex += 1
            }
            scale += negative ? -exponent : exponent
        }
        if fast {
            if mantissa == 0 { return 0 }
            if scale >= 0, scale <= 22 { return Double(mantissa) * powersOfTen[scale] }
            if scale < 0, scale >= -22 { return Double(mantissa) / powersOfTen[-scale] }
        }
        return slowValue(bytes, lower..<upper)
    }

    /// `Double(String)`, with `0` put before a leading `.` (which it does not read).
    private static func slowValue(_ bytes: some IndexedBytes, _ range: Range<Int>) -> Double? {
        var text = String(decoding: bytes[range], as: UTF8.self)
        if text.hasPrefix(".") { text = "0" + text }
        return Double(text)
    }

    /// 10^0 … 10^22, each exact in a `Double`.
    private static let powersOfTen: [Double] = [
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
        1e19, 1e20, 1e21, 1e22,
    ]

    /// A whole command-line value: an optional `+` or `-`, then one number of the grammar
    /// above and nothing else (`8`, `-4`, `+2.5`, `.5`, `1e3`). Infinite when it overflows,
    /// nil when `text` is not such a number.
    public static func parse(_ text: String) -> Double? {
        let bytes = Array(text.utf8)
        var start = 0
        var negative = false
        if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
            negative = sign == UInt8(ascii: "-")
            start = 1
        }
        guard starts(in: bytes, at: start) else { return nil }
        let end = end(in: bytes, from: start)
        guard end == bytes.count, let value = value(bytes, start..<end) else { return nil }
        return negative ? -value : value
    }
}
