/// Reading JSON numbers: the RFC 8259 grammar, then conversion to `Double`.
extension JSONParser {
    /// Significant digits kept when converting; beyond 767 digits a decimal can no longer
    /// change which `Double` is nearest, so longer numbers are shortened (with a sticky
    /// digit) before conversion and any digit string converts in linear time.
    static let maximumSignificantDigits = 800

    /// Reads the number at `pos` (`-` or a digit) and leaves `pos` just past it.
    ///
    /// Grammar: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`; a letter, digit,
    /// `.`, `+`, `-` or `_` right after a number is part of an invalid number (`01`, `1.2.3`,
    /// `0x1F`). A value that is not finite (`1e400`) is `json-number-out-of-range`.
    mutating func readNumber() throws(JSONStop) -> JSONNode {
        let start = pos
        var index = pos
        let negative = byte(at: index) == JSONByte.minus
        if negative { index += 1 }

        guard let lead = byte(at: index), JSONByte.isDigit(lead) else {
            pos = index
            try failExpected("a digit after '-'")
        }
        let integerStart = index
        if lead == JSONByte.zero {
            index += 1
        } else {
            while let digit = byte(at: index), JSONByte.isDigit(digit) { index += 1 }
        }
        let integerEnd = index

        var fractionStart = index
        var fractionEnd = index
        if byte(at: index) == JSONByte.dot {
            index += 1
            guard let digit = byte(at: index), JSONByte.isDigit(digit) else {
                pos = index
                try failExpected("a digit after '.' in number")
            }
            fractionStart = index
            while let digit = byte(at: index), JSONByte.isDigit(digit) { index += 1 }
            fractionEnd = index
        }

        var exponent = 0
        if let marker = byte(at: index), marker == UInt8(ascii: "e") || marker == UInt8(ascii: "E") {
            index += 1
            var exponentNegative = false
            if let sign = byte(at: index), sign == JSONByte.plus || sign == JSONByte.minus {
                exponentNegative = sign == JSONByte.minus
                index += 1
            }
            guard let digit = byte(at: index), JSONByte.isDigit(digit) else {
                pos = index
                try failExpected("a digit in the exponent of the number")
            }
            while let digit = byte(at: index), JSONByte.isDigit(digit) {
                // Saturate: anything this large is out of range (or zero) anyway.
                if exponent < 1_000_000_000 { exponent = exponent * 10 + Int(digit - JSONByte.zero) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }

        if let next = byte(at: index), JSONByte.isWordByte(next) {
            var end = index
            while end < count, JSONByte.isWordByte(bytes[end]) { end += 1 }
            let text = JSONParser.displayText(bytes[start..<end])
            let leadingZero = integerEnd - integerStart == 1 && lead == JSONByte.zero && JSONByte.isDigit(next)
            try fail(
                .jsonSyntax,
                leadingZero
                    ? "invalid number '\(text)': numbers cannot have leading zeros"
                    : "invalid number '\(text)'",
                at: SourceRange(start, end))
        }

        pos = index
        let range = SourceRange(start, index)
        let value: Double?
        if index - integerStart <= 24, let magnitude = DecimalNumber.value(bytes, integerStart..<index) {
            // A short number (nearly all): the layout language's scanner, whose fast path is
            // exact and whose other path is `Double(String)`, both correctly rounded as
            // `convert` is (issue #17: building a string per number was most of reading one).
            value = negative ? -magnitude : magnitude
        } else {
            value = JSONParser.convert(
                negative: negative,
                integer: bytes[integerStart..<integerEnd],
                fraction: bytes[fractionStart..<fractionEnd],
                exponent: exponent)
        }
        guard let value, value.isFinite else {
            try fail(
                .jsonNumberOutOfRange,
                "number '\(JSONParser.displayText(bytes[start..<index]))' is too large for a 64-bit floating-point value",
                at: range)
        }
        return JSONNode(.number(value), range: range)
    }

    /// The `Double` nearest to `±integer.fraction × 10^exponent`, where the digit slices are
    /// already validated. Long digit strings are shortened to
    /// `maximumSignificantDigits` (plus a sticky `1` when nonzero digits were dropped),
    /// which keeps the rounding exact and the conversion short.
    static func convert(
        negative: Bool, integer: ArraySlice<UInt8>, fraction: ArraySlice<UInt8>, exponent: Int
    ) -> Double? {
        var digits: [UInt8] = []
        digits.reserveCapacity(min(integer.count + fraction.count, maximumSignificantDigits) + 24)
        if negative { digits.append(JSONByte.minus) }
        var significant = 0
        var dropped = 0
        var sticky = false
        for part in [integer, fraction] {
            for digit in part {
                if significant == 0 && digit == JSONByte.zero { continue }
                if significant < maximumSignificantDigits {
                    digits.append(digit)
                    significant += 1
                } else {
                    dropped += 1
                    if digit != JSONByte.zero { sticky = true }
                }
            }
        }
        if significant == 0 { return negative ? -0.0 : 0.0 }
        // value = digits × 10^(exponent − fraction digits + dropped digits)
        var scale = exponent - fraction.count + dropped
        if sticky {
            digits.append(UInt8(ascii: "1"))
            scale -= 1
        }
        scale = min(max(scale, -100_000), 100_000)
        digits.append(UInt8(ascii: "e"))
        digits.append(contentsOf: String(scale).utf8)
        return Double(String(decoding: digits, as: UTF8.self))
    }
}
