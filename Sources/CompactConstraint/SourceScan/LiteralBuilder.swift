/// Builds a string literal's value byte by byte, keeping for each byte the file offset it
/// came from: the byte itself, or the backslash of the escape that produced it. The result
/// is a `SourceString`, the same mapping a JSON string of a layout file has, so every
/// diagnostic inside the value points at the source file.
struct LiteralBuilder {
    var bytes: [UInt8] = []
    var offsets: [Int] = []
    /// False while scanning a whole file: literals are skipped, and only those a call
    /// needs are decoded again with their values.
    var recording = true

    mutating func append(_ byte: UInt8, from offset: Int) {
        guard recording else { return }
        bytes.append(byte)
        offsets.append(offset)
    }

    /// A Unicode scalar written as an escape (`\u{e9}`, `\u00e9`), UTF-8 encoded; every
    /// byte maps to the escape. An invalid scalar becomes U+FFFD.
    mutating func append(scalar value: UInt32, from offset: Int) {
        guard recording else { return }
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        for byte in String(Character(scalar)).utf8 { append(byte, from: offset) }
    }

    /// The value, ending at `end` (the offset of the closing quote).
    func finish(end: Int) -> SourceString {
        SourceString(bytes: bytes, fileOffsets: offsets + [end])
    }
}

/// Byte classes shared by the Swift and Objective-C scanners.
enum SourceBytes {
    static func isBlank(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C
    }

    /// ASCII letters, `_`, `$` and any non-ASCII byte (Swift and clang allow Unicode names).
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x24 || byte >= 0x80
    }

    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    static func isIdentifierByte(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

    /// The byte a one-character escape stands for (`\n` → LF) when `letters`, the
    /// language's one-character escapes, hold `byte`; else nil.
    static func simpleEscape(_ byte: UInt8, of letters: String) -> UInt8? {
        guard letters.utf8.contains(byte) else { return nil }
        switch byte {
        case UInt8(ascii: "0"): return 0
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "t"): return 0x09
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "a"): return 0x07
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "v"): return 0x0B
        case UInt8(ascii: "e"): return 0x1B
        default: return byte  // `\"`, `\'`, `\\`, `\?`: the character itself
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case 0x30...0x39: UInt32(byte - 0x30)
        case 0x61...0x66: UInt32(byte - 0x61 + 10)
        case 0x41...0x46: UInt32(byte - 0x41 + 10)
        default: nil
        }
    }
}

/// The parts of a scan that do not depend on the language: the bytes, the position, the
/// brace depth and the tokens made so far.
struct ScanCursor {
    let bytes: [UInt8]
    var index = 0
    var depth = 0
    var result = SourceScan()
    /// Whether string values are built (LiteralBuilder.recording).
    var recording = false

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var atEnd: Bool { index >= bytes.count }

    func peek(_ ahead: Int = 0) -> UInt8 {
        let position = index + ahead
        return position >= 0 && position < bytes.count ? bytes[position] : 0
    }

    mutating func add(_ kind: SourceToken.Kind, from start: Int) {
        result.tokens.append(SourceToken(kind: kind, start: start, end: index, depth: depth))
    }

    mutating func addString(_ literal: StringLiteral, from start: Int) {
        add(.string(isWhole: literal.isWhole), from: start)
    }

    mutating func skipLineComment() {
        while !atEnd, peek() != 0x0A, peek() != 0x0D { index += 1 }
    }

    /// `/* … */`, nested in Swift, not in Objective-C; an unterminated one ends the file.
    mutating func skipBlockComment(nested: Bool) {
        index += 2
        var level = 1
        while !atEnd {
            if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                index += 2
                level -= 1
                if level == 0 { return }
            } else if nested, peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                index += 2
                level += 1
            } else {
                index += 1
            }
        }
    }

    /// A comment at the cursor, skipped; false when there is none.
    mutating func skipComment(nested: Bool) -> Bool {
        guard peek() == UInt8(ascii: "/") else { return false }
        if peek(1) == UInt8(ascii: "/") {
            skipLineComment()
            return true
        }
        if peek(1) == UInt8(ascii: "*") {
            skipBlockComment(nested: nested)
            return true
        }
        return false
    }

    mutating func scanIdentifier() {
        let start = index
        while !atEnd, SourceBytes.isIdentifierByte(peek()) { index += 1 }
        add(.identifier, from: start)
    }

    /// Digits, letters, `_` and `.` followed by a digit (`1.5`, `0x1F`, `1e3`, `1_000`).
    mutating func scanNumber() {
        let start = index
        while !atEnd {
            let byte = peek()
            if SourceBytes.isIdentifierByte(byte) {
                index += 1
            } else if byte == UInt8(ascii: "."), SourceBytes.isDigit(peek(1)) {
                index += 1
            } else if (byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")),
                      index > start, bytes[index - 1] | 0x20 == UInt8(ascii: "e"), SourceBytes.isDigit(peek(1)) {
                index += 1
            } else {
                break
            }
        }
        add(.number, from: start)
    }

    /// One punctuation byte; `{` and `}` change the depth.
    mutating func scanPunctuation() {
        let start = index
        let byte = peek()
        index += 1
        if byte == UInt8(ascii: "}") { depth = max(0, depth - 1) }
        add(.punctuation(byte), from: start)
        if byte == UInt8(ascii: "{") { depth += 1 }
    }
}
