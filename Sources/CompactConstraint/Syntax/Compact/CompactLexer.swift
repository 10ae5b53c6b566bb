/// Splits a compact constraint string into tokens (docs/language.md).
///
/// The lexer works on the string's UTF-8 bytes and never fails: a byte sequence that
/// starts no token becomes one `.invalid` token covering the whole UTF-8 character, and
/// the parser reports it. CompactToken ranges are byte ranges into the `SourceString`.
public enum CompactLexer {
    /// All tokens of `source`, always ending with one `.end` token (empty range at the end).
    public static func tokens(of source: SourceString) -> [CompactToken] {
        var result: [CompactToken] = []
        tokens(of: source, into: &result, limit: .max)
        return result
    }

    /// The most tokens the parser is given before the end token. A constraint has at most
    /// 18 (`a.left >= b.right * -2 + -8 @ -750 # name`, the `#` token running to the end),
    /// and the parser has no loop, so it meets its first error before the cap: a 60 MB
    /// string of `1 + 1 + …` is lexed into 64 tokens, not 30 million (issue #18).
    static let parserLimit = 64

    /// The same tokens, replacing the contents of `tokens` (whose capacity is kept: the
    /// parse stage lexes every string of a layout into one array), at most `limit` of them
    /// and the end token.
    static func tokens(of source: SourceString, into tokens: inout [CompactToken], limit: Int = parserLimit) {
        var scanner = ByteScanner(source.bytes)
        tokens.removeAll(keepingCapacity: true)
        // `a.left = b.right + 8 @ 750` is 12 tokens: room for them up front, not 5 regrowths.
        tokens.reserveCapacity(16)
        while tokens.count < limit, let token = scanner.next(previous: tokens.last) {
            tokens.append(token)
        }
        let count = source.bytes.count
        tokens.append(CompactToken(.end, count..<count))
    }
}

/// The byte cursor behind `CompactLexer`; every read is bounds-checked.
struct ByteScanner {
    private let bytes: SharedBytes
    private var index = 0

    init(_ bytes: SharedBytes) { self.bytes = bytes }

    /// The byte at `index + offset`, or nil past either end.
    private func byte(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        return position >= 0 && position < bytes.count ? bytes[position] : nil
    }

    /// The next token, or nil at the end of the string.
    mutating func next(previous: CompactToken?) -> CompactToken? {
        skipBlanks()
        guard let first = byte() else { return nil }
        let start = index
        if Identifier.isStart(first) {
            return identifier(from: start)
        }
        if DecimalNumber.isDigit(first) {
            return number(from: start)
        }
        if first == UInt8(ascii: ".") {
            // `.5` is a number, unless the dot sits right after a name (`view.5` is a
            // missing attribute, not a metric followed by a number).
            let afterName = previous.map { $0.kind == .identifier && $0.range.upperBound == start } ?? false
            if !afterName, DecimalNumber.starts(in: bytes, at: start) {
                return number(from: start)
            }
            return single(.dot)
        }
        return punctuation(first, from: start)
    }

    private mutating func skipBlanks() {
        while let b = byte(), ASCII.isBlank(b) { index += 1 }
    }

    private mutating func single(_ kind: CompactTokenKind, length: Int = 1) -> CompactToken {
        let start = index
        index = min(index + length, bytes.count)
        return CompactToken(kind, start..<index)
    }

    private mutating func identifier(from start: Int) -> CompactToken {
        index = Identifier.end(in: bytes, from: start)
        return CompactToken(.identifier, start..<index)
    }

    /// A number of the shared grammar (`DecimalNumber`).
    private mutating func number(from start: Int) -> CompactToken {
        index = DecimalNumber.end(in: bytes, from: start)
        // An overflow is ±infinity; the parser reports that.
        guard let value = DecimalNumber.value(bytes, start..<index) else { return CompactToken(.invalid, start..<index) }
        return CompactToken(.number(value), start..<index)
    }

    /// The length of the UTF-8 character at the cursor: its lead byte and the continuation
    /// bytes that actually follow, as many as the lead byte announces; at least 1.
    private func characterLength() -> Int {
        guard let lead = byte() else { return 1 }
        let expected: Int
        switch lead {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: expected = 1
        }
        var length = 1
        while length < expected, let b = byte(length), b & 0xC0 == 0x80 { length += 1 }
        return length
    }

    private mutating func punctuation(_ first: UInt8, from start: Int) -> CompactToken {
        switch first {
        case UInt8(ascii: "="):
            if byte(1) == UInt8(ascii: "=") { return single(.relation(.equal), length: 2) }
            // `=<` and `=>` are not relations; one invalid token so the parser can suggest.
            if byte(1) == UInt8(ascii: "<") || byte(1) == UInt8(ascii: ">") { return single(.invalid, length: 2) }
            return single(.relation(.equal))
        case UInt8(ascii: "<"):
            return byte(1) == UInt8(ascii: "=") ? single(.relation(.lessThanOrEqual), length: 2) : single(.invalid)
        case UInt8(ascii: ">"):
            return byte(1) == UInt8(ascii: "=") ? single(.relation(.greaterThanOrEqual), length: 2) : single(.invalid)
        case UInt8(ascii: "*"): return single(.star)
        case UInt8(ascii: "/"): return single(.slash)
        case UInt8(ascii: "+"): return single(.plus)
        case UInt8(ascii: "-"): return single(.minus)
        case UInt8(ascii: "@"): return single(.at)
        case UInt8(ascii: "#"):
            index = bytes.count
            return CompactToken(.hash, start..<index)
        default:
            return single(.invalid, length: characterLength())
        }
    }
}

/// Byte classes used by the lexers.
enum ASCII {
    /// Space, tab, line feed and carriage return.
    static func isBlank(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
