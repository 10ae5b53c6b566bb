/// Reading JSON strings: escapes, surrogate pairs, and the file offset of every decoded byte.
extension JSONParser {
    /// Reads the string whose opening quote is at `pos`, leaves `pos` just past the closing
    /// quote, and returns the decoded text with its file offsets and the token's range
    /// (quotes included).
    ///
    /// `fileOffsets[i]` is the offset of decoded byte `i`'s own byte, or of the backslash of
    /// the escape that produced it; the last entry is the closing quote's offset.
    mutating func readString() throws(JSONStop) -> (SourceString, SourceRange) {
        let open = pos
        // Nearly every string has no escape: find its closing quote and keep its bytes as the
        // stretch of the file's between the quotes (no copy, issue #18), its offsets one run
        // (what appending each byte's offset would build). Scanned eight bytes at a time
        // (issue #17: the byte loop was a fifth of reading the grid).
        if let decoded = Self.plainString(in: bytes, open: open) {
            pos = open + decoded.count + 2
            let offsets = FileOffsets(plainRunFrom: open + 1, count: decoded.count + 1)
            return (SourceString(bytes: decoded, offsets: offsets), SourceRange(open, pos))
        }
        var decoded: [UInt8] = []
        var offsets = FileOffsets()
        var index = open + 1
        while true {
            guard let current = byte(at: index) else {
                try failUnterminated(open: open)
            }
            switch current {
            case JSONByte.quote:
                offsets.append(index)
                pos = index + 1
                return (SourceString(bytes: decoded, offsets: offsets), SourceRange(open, pos))
            case JSONByte.backslash:
                guard let letter = byte(at: index + 1) else {
                    try failUnterminated(open: open)
                }
                var produced: UInt8?
                switch letter {
                case JSONByte.quote, JSONByte.backslash, JSONByte.slash: produced = letter
                case UInt8(ascii: "b"): produced = 0x08
                case UInt8(ascii: "f"): produced = 0x0C
                case UInt8(ascii: "n"): produced = 0x0A
                case UInt8(ascii: "r"): produced = 0x0D
                case UInt8(ascii: "t"): produced = 0x09
                case UInt8(ascii: "u"): produced = nil
                default:
                    try failInvalidEscapeLetter(backslash: index)
                }
                if let produced {
                    decoded.append(produced)
                    offsets.append(index)
                    index += 2
                } else {
                    let (scalar, length) = try readUnicodeEscape(backslash: index)
                    for unit in String(Character(scalar)).utf8 {
                        decoded.append(unit)
                        offsets.append(index)
                    }
                    index += length
                }
            case 0..<0x20:
                try failControlCharacter(at: index, open: open)
            default:
                decoded.append(current)
                offsets.append(index)
                index += 1
            }
        }
    }

    /// The bytes between the quote at `open` and the next quote, when no backslash and no
    /// control character comes first; nil otherwise (the string is read byte by byte then).
    private static func plainString(in bytes: [UInt8], open: Int) -> SharedBytes? {
        bytes.withUnsafeBytes { all -> Int? in
            var end = open + 1
            // Eight bytes at a time while none of them can end the plain run.
            while end + 8 <= all.count, !mayEndPlainRun(all.loadUnaligned(fromByteOffset: end, as: UInt64.self)) {
                end += 8
            }
            while end < all.count {
                let byte = all[end]
                if byte == JSONByte.quote { return end }
                if byte == JSONByte.backslash || byte < 0x20 { return nil }
                end += 1
            }
            return nil
        }.map { SharedBytes(bytes, start: open + 1, count: $0 - (open + 1)) }
    }

    /// True when some byte of `word` is a quote, a backslash or below 0x20. Exact: a byte
    /// `b` of `x` is 0 exactly when `(x − 0x01…01) & ~x & 0x80…80` has its high bit, and is
    /// below 0x20 exactly when `(x − 0x20…20) & ~x & 0x80…80` has one somewhere (the
    /// "has zero byte" and "has less" tests of Sean Anderson's bit-twiddling hacks).
    @inline(__always)
    static func mayEndPlainRun(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = word ^ (ones &* UInt64(JSONByte.quote))
        let backslash = word ^ (ones &* UInt64(JSONByte.backslash))
        let zeroByte = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
        let control = (word &- ones &* 0x20) & ~word
        return (zeroByte | control) & highs != 0
    }

    /// Reads `\uXXXX` (or a surrogate pair `\uD83D\uDE00`) whose backslash is at
    /// `backslash`; returns the scalar and the number of bytes the escape takes (6 or 12).
    private mutating func readUnicodeEscape(backslash: Int) throws(JSONStop) -> (Unicode.Scalar, Int) {
        let first = try hexQuad(backslash: backslash)
        switch first {
        case 0xD800...0xDBFF:
            if byte(at: backslash + 6) == JSONByte.backslash, byte(at: backslash + 7) == UInt8(ascii: "u"),
               let second = hexQuadIfPresent(at: backslash + 8), (0xDC00...0xDFFF).contains(second)
            {
                let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                if let scalar = Unicode.Scalar(value) { return (scalar, 12) }
            }
            try fail(
                .jsonInvalidEscape,
                "invalid escape '\(escapeText(backslash))': a high surrogate must be followed by a low surrogate escape '\\uDC00'…'\\uDFFF'",
                at: SourceRange(backslash, backslash + 6))
        case 0xDC00...0xDFFF:
            try fail(
                .jsonInvalidEscape,
                "invalid escape '\(escapeText(backslash))': a low surrogate must follow a high surrogate escape '\\uD800'…'\\uDBFF'",
                at: SourceRange(backslash, backslash + 6))
        default:
            guard let scalar = Unicode.Scalar(first) else {
                try fail(.jsonInvalidEscape, "invalid escape '\(escapeText(backslash))'", at: SourceRange(backslash, backslash + 6))
            }
            return (scalar, 6)
        }
    }

    /// The text of the six-byte escape at `backslash`, for messages.
    private func escapeText(_ backslash: Int) -> String {
        let end = min(backslash + 6, count)
        return String(decoding: bytes[backslash..<end], as: UTF8.self)
    }

    /// The four hex digits after `\u` at `backslash`; an error if they are not there.
    private mutating func hexQuad(backslash: Int) throws(JSONStop) -> UInt32 {
        if let value = hexQuadIfPresent(at: backslash + 2) { return value }
        var end = backslash + 2
        while end < backslash + 6, let digit = byte(at: end), JSONParser.hexValue(digit) != nil { end += 1 }
        let found = describe(at: end)
        try fail(
            .jsonInvalidEscape, "invalid escape: '\\u' must be followed by four hex digits, found \(found.text)",
            at: SourceRange(backslash, max(end, found.range.upperBound)))
    }

    private func hexQuadIfPresent(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in offset..<(offset + 4) {
            guard let digit = byte(at: index), let nibble = JSONParser.hexValue(digit) else { return nil }
            value = value << 4 | nibble
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private mutating func failInvalidEscapeLetter(backslash: Int) throws(JSONStop) -> Never {
        let letterLength = byte(at: backslash + 1).map { JSONUTF8.sequenceLength(lead: $0) } ?? 0
        let end = min(backslash + 1 + letterLength, count)
        let text = JSONParser.displayText(bytes[backslash..<end])
        try fail(
            .jsonInvalidEscape,
            "invalid escape '\(text)' in string; the escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
            at: SourceRange(backslash, end))
    }

    private mutating func failUnterminated(open: Int) throws(JSONStop) -> Never {
        try fail(
            .jsonUnterminatedString, "unterminated string: no closing '\"' before the end of the file",
            at: SourceRange(open, open + 1))
    }

    /// A raw control character inside a string. When no closing quote follows anywhere in
    /// the file, the real problem is the missing quote (`json-unterminated-string`);
    /// otherwise the character itself is the error (`json-syntax`).
    private mutating func failControlCharacter(at offset: Int, open: Int) throws(JSONStop) -> Never {
        var index = offset
        var closed = false
        while index < count {
            if bytes[index] == JSONByte.backslash {
                index += 2
            } else if bytes[index] == JSONByte.quote {
                closed = true
                break
            } else {
                index += 1
            }
        }
        if !closed { try failUnterminated(open: open) }
        let byte = bytes[offset]
        let message: String
        switch byte {
        case JSONByte.lineFeed, JSONByte.carriageReturn:
            message = "unescaped line break inside a string; strings cannot span lines (write '\\n', or add the missing closing '\"')"
        case JSONByte.tab:
            message = "unescaped tab inside a string (write '\\t')"
        default:
            let name = JSONParser.scalarName(UInt32(byte))
            message = "unescaped control character \(name) inside a string (write '\\u\(name.dropFirst(2))')"
        }
        try fail(
            .jsonSyntax, message, at: SourceRange(offset, offset + 1),
            notes: [DiagnosticNote("the string starts here", at: SourceRange(open, open + 1))])
    }
}
