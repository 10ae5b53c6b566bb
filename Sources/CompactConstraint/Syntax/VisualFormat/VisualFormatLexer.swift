/// One token of a visual format string; `range` is a byte range in the string.
struct VisualFormatToken: Sendable, Hashable {
    var kind: VisualFormatTokenKind
    var range: Range<Int>

    init(_ kind: VisualFormatTokenKind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

enum VisualFormatTokenKind: Sendable, Hashable {
    /// A C identifier, as Apple's reference parses view and metric names.
    case identifier
    /// A non-negative decimal (the sign is a separate `dash`).
    case number(Double)
    case colon, pipe, dash, comma, at
    case openBracket, closeBracket, openParen, closeParen
    case relation(RelationKind)
    /// A lone `=`, which the Visual Format Language does not accept (it wants `==`).
    case singleEquals
    /// `*`, `/`, `+` or `.`: arithmetic, which a predicate cannot hold.
    case arithmetic
    /// A character that starts no token.
    case invalid
    case end
}

/// Splits a visual format string into tokens; blanks between tokens are skipped, as
/// Apple's parser does. It never fails: a stray character becomes one `.invalid` token.
enum VisualFormatLexer {
    static func tokens(of source: SourceString) -> [VisualFormatToken] {
        var result: [VisualFormatToken] = []
        _ = tokens(of: source, from: 0, limit: .max, into: &result)
        return result
    }

    /// Appends at most `limit` tokens from byte `start` on to `tokens`: the end token too when
    /// the string ends within them (then nil), else the byte where the next call goes on.
    /// The cursor lexes a long string a stretch at a time (`TokenCursor`).
    static func tokens(of source: SourceString, from start: Int, limit: Int, into tokens: inout [VisualFormatToken])
        -> Int?
    {
        let bytes = source.bytes
        var index = max(0, start)
        var added = 0
        func byte(_ at: Int) -> UInt8? { at >= 0 && at < bytes.count ? bytes[at] : nil }
        while index < bytes.count {
            guard added < limit else { return index }
            guard let first = byte(index) else { break }
            if ASCII.isBlank(first) {
                index += 1
                continue
            }
            let start = index
            added += 1
            if Identifier.isStart(first) {
                index = Identifier.end(in: bytes, from: start)
                tokens.append(VisualFormatToken(.identifier, start..<index))
                continue
            }
            if DecimalNumber.starts(in: bytes, at: start) {
                index = DecimalNumber.end(in: bytes, from: start)
                let kind: VisualFormatTokenKind = DecimalNumber.value(bytes, start..<index).map { .number($0) } ?? .invalid
                tokens.append(VisualFormatToken(kind, start..<index))
                continue
            }
            let (kind, length) = punctuation(first, next: byte(index + 1), bytes: bytes, at: index)
            index = min(bytes.count, index + length)
            tokens.append(VisualFormatToken(kind, start..<index))
        }
        tokens.append(VisualFormatToken(.end, bytes.count..<bytes.count))
        return nil
    }

    private static func punctuation(
        _ first: UInt8, next: UInt8?, bytes: SharedBytes, at index: Int
    ) -> (VisualFormatTokenKind, Int) {
        switch first {
        case UInt8(ascii: ":"): return (.colon, 1)
        case UInt8(ascii: "|"): return (.pipe, 1)
        case UInt8(ascii: "-"): return (.dash, 1)
        case UInt8(ascii: ","): return (.comma, 1)
        case UInt8(ascii: "@"): return (.at, 1)
        case UInt8(ascii: "["): return (.openBracket, 1)
        case UInt8(ascii: "]"): return (.closeBracket, 1)
        case UInt8(ascii: "("): return (.openParen, 1)
        case UInt8(ascii: ")"): return (.closeParen, 1)
        case UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "+"), UInt8(ascii: "."): return (.arithmetic, 1)
        case UInt8(ascii: "="):
            return next == UInt8(ascii: "=") ? (.relation(.equal), 2) : (.singleEquals, 1)
        case UInt8(ascii: "<"):
            return next == UInt8(ascii: "=") ? (.relation(.lessThanOrEqual), 2) : (.invalid, 1)
        case UInt8(ascii: ">"):
            return next == UInt8(ascii: "=") ? (.relation(.greaterThanOrEqual), 2) : (.invalid, 1)
        default:
            return (.invalid, characterLength(bytes, at: index))
        }
    }

    /// The byte length of the UTF-8 character at `index` (at least 1).
    private static func characterLength(_ bytes: SharedBytes, at index: Int) -> Int {
        guard index < bytes.count else { return 1 }
        let expected: Int
        switch bytes[index] {
        case 0xC2...0xDF: expected = 2
        case 0xE0...0xEF: expected = 3
        case 0xF0...0xF4: expected = 4
        default: expected = 1
        }
        var length = 1
        while length < expected, index + length < bytes.count, bytes[index + length] & 0xC0 == 0x80 { length += 1 }
        return length
    }
}
