/// The tokens of a Swift source file (The Swift Programming Language, "Lexical Structure"):
/// `//` and nested `/* */` comments, names (`` `default` `` too), numbers, punctuation, and
/// string literals with their values: `"…"`, multi-line `"""…"""` (the closing delimiter's
/// indentation stripped from every line, `\` at a line's end joining it to the next), raw
/// `#"…"#` with any number of `#`, the escapes `\0 \\ \t \n \r \" \'` and `\u{…}`, and
/// `\(…)` interpolation (nested parentheses, strings and comments inside), which makes the
/// value unknown before run time. Anything else is one punctuation byte. Never fails: broken
/// code gives tokens too.
struct SwiftScanner: LanguageScanner {
    var cursor: ScanCursor
    /// How many `\(…)` the cursor is inside: reading them recurses (string, interpolation,
    /// string…), so past `maximumNesting` the interpolation is skipped by counting parentheses
    /// alone (no recursion) and the literal is not whole (not checked): hostile input never
    /// overflows the stack.
    var nesting = 0
    static let maximumNesting = 64
    /// The end of the last run of `#` found to open no raw string (no `"` after it): a `#`
    /// inside that run opens none either, so each run is looked through once, not once per
    /// `#` (a run of N `#` cost N² steps, issue #18).
    private var plainHashesEnd = 0

    static let commentsNest = true
    /// Swift's one-character escapes.
    private static let simpleEscapes = #"0\tnr"'"#
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")

    init(cursor: ScanCursor) {
        self.cursor = cursor
    }

    /// String literals (from their first `#` or `"`) and `` `name` ``.
    mutating func scanLanguageToken(_ byte: UInt8) -> Bool {
        if byte == Self.quote || (byte == Self.hash && startsRawString()) {
            let start = cursor.index
            cursor.addString(scanLiteral(), from: start)
        } else if byte == UInt8(ascii: "`"), SourceBytes.isIdentifierStart(cursor.peek(1)) {
            cursor.index += 1
            cursor.scanIdentifier()
            if cursor.peek() == UInt8(ascii: "`") { cursor.index += 1 }
        } else {
            return false
        }
        return true
    }

    /// `#…#"` at the cursor.
    private mutating func startsRawString() -> Bool {
        if cursor.index < plainHashesEnd { return false }
        var ahead = 0
        while cursor.peek(ahead) == Self.hash { ahead += 1 }
        if cursor.peek(ahead) == Self.quote { return true }
        plainHashesEnd = cursor.index + ahead
        return false
    }

    /// A string literal from its first `#` or `"` to past its closing delimiter.
    mutating func scanLiteral() -> StringLiteral {
        var hashes = 0
        while cursor.peek() == Self.hash {
            hashes += 1
            cursor.index += 1
        }
        let multiline = cursor.peek(1) == Self.quote && cursor.peek(2) == Self.quote
        cursor.index += multiline ? 3 : 1
        var body = StringBody(multiline: multiline, builder: LiteralBuilder(recording: cursor.recording))
        if multiline {
            // The text starts on the line after the opening delimiter.
            while !cursor.atEnd, cursor.peek() != 0x0A, cursor.peek() != 0x0D { cursor.index += 1 }
            skipLineBreak()
            body.lineStarts.append(0)
        }
        while !cursor.atEnd {
            let byte = cursor.peek()
            if byte == Self.quote, closes(hashes: hashes, multiline: multiline) {
                let end = cursor.index
                cursor.index += (multiline ? 3 : 1) + hashes
                return body.literal(end: end, closingLineStart: multiline ? lineStart(before: end) : end, cursor.bytes)
            }
            if byte == Self.backslash, escapeHashesMatch(hashes) {
                scanEscape(hashes: hashes, into: &body)
            } else if byte == 0x0A || byte == 0x0D {
                guard multiline else { break }  // unterminated: the line ends the literal
                let offset = cursor.index
                skipLineBreak()
                body.builder.append(0x0A, from: offset)
                body.lineStarts.append(body.builder.bytes.count)
            } else {
                body.builder.append(byte, from: cursor.index)
                cursor.index += 1
            }
        }
        body.isWhole = false
        return body.literal(end: cursor.index, closingLineStart: cursor.index, cursor.bytes)
    }

    /// `"` (or `"""`) followed by the literal's number of `#`.
    private func closes(hashes: Int, multiline: Bool) -> Bool {
        var ahead = 1
        if multiline {
            guard cursor.peek(1) == Self.quote, cursor.peek(2) == Self.quote else { return false }
            ahead = 3
        }
        for offset in 0..<hashes where cursor.peek(ahead + offset) != Self.hash { return false }
        return true
    }

    /// In a raw string `#"…"#`, only `\#` starts an escape.
    private func escapeHashesMatch(_ hashes: Int) -> Bool {
        for offset in 0..<hashes where cursor.peek(1 + offset) != Self.hash { return false }
        return true
    }

    private mutating func scanEscape(hashes: Int, into body: inout StringBody) {
        let offset = cursor.index
        cursor.index += 1 + hashes
        let byte = cursor.peek()
        if let value = SourceBytes.simpleEscape(byte, of: Self.simpleEscapes) {
            body.builder.append(value, from: offset)
            cursor.index += 1
        } else if byte == UInt8(ascii: "u"), cursor.peek(1) == UInt8(ascii: "{") {
            cursor.index += 2
            var value: UInt32 = 0
            while let digit = SourceBytes.hexValue(cursor.peek()) {
                value = value > 0x10FFFF ? value : value &* 16 &+ digit
                cursor.index += 1
            }
            if cursor.peek() == UInt8(ascii: "}") { cursor.index += 1 }
            body.builder.append(scalar: value, from: offset)
        } else if byte == UInt8(ascii: "(") {
            body.isWhole = false
            nesting += 1
            skipParenthesised(readingStrings: nesting <= Self.maximumNesting)
            nesting -= 1
            for position in offset..<cursor.index { body.builder.append(cursor.bytes[position], from: position) }
        } else if body.multiline, continuesLine() {
            body.lineStarts.append(body.builder.bytes.count)
        } else {
            // Not an escape Swift knows: kept as written (the compiler reports it).
            body.builder.append(Self.backslash, from: offset)
        }
    }

    /// `\` then blanks then a line break: the line goes on in the next one.
    private mutating func continuesLine() -> Bool {
        var ahead = 0
        while cursor.peek(ahead) == 0x20 || cursor.peek(ahead) == 0x09 { ahead += 1 }
        guard cursor.peek(ahead) == 0x0A || cursor.peek(ahead) == 0x0D else { return false }
        cursor.index += ahead
        skipLineBreak()
        return true
    }

    /// `(…)` of an interpolation, with nested parentheses; with `readingStrings`, strings and
    /// comments inside are read as such (a `)` in them does not count), else (past the
    /// nesting limit) the parentheses alone are counted.
    private mutating func skipParenthesised(readingStrings: Bool) {
        var level = 0
        while !cursor.atEnd {
            let byte = cursor.peek()
            if readingStrings {
                if cursor.skipComment(nested: true) { continue }
                if byte == Self.quote || (byte == Self.hash && startsRawString()) {
                    _ = scanLiteral()
                    continue
                }
            }
            cursor.index += 1
            if byte == UInt8(ascii: "(") { level += 1 }
            if byte == UInt8(ascii: ")") {
                level -= 1
                if level == 0 { return }
            }
        }
    }

    private mutating func skipLineBreak() {
        if cursor.peek() == 0x0D { cursor.index += 1 }
        if cursor.peek() == 0x0A, cursor.index > 0 { cursor.index += 1 }
    }

    /// The offset where the line holding `offset` starts.
    private func lineStart(before offset: Int) -> Int {
        var start = offset
        while start > 0, cursor.bytes[start - 1] != 0x0A, cursor.bytes[start - 1] != 0x0D { start -= 1 }
        return start
    }
}

/// The value of a Swift string literal while it is read.
struct StringBody {
    let multiline: Bool
    var builder: LiteralBuilder
    var isWhole = true
    /// Where each line of a multi-line literal starts in the value.
    var lineStarts: [Int] = []

    /// The finished literal. A multi-line literal loses, from each line, the indentation
    /// of its closing delimiter (the blanks from `closingLineStart` to `end`), and the line
    /// break before the closing delimiter.
    func literal(end: Int, closingLineStart: Int, _ file: [UInt8]) -> StringLiteral {
        guard multiline else { return StringLiteral(value: builder.finish(end: end), isWhole: isWhole) }
        let indentation = Array(file[min(closingLineStart, end)..<end])
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var next = 0
        let source = builder
        var lineIndex = 0
        var position = 0
        while position < source.bytes.count {
            if lineIndex < lineStarts.count, lineStarts[lineIndex] == position {
                lineIndex += 1
                next = 0
                // Strip the indentation: bytes written in the file that equal it, in order.
                while next < indentation.count, position < source.bytes.count,
                      source.bytes[position] == indentation[next], source.offsets[position] < file.count,
                      file[source.offsets[position]] == indentation[next] {
                    position += 1
                    next += 1
                }
                continue
            }
            bytes.append(source.bytes[position])
            offsets.append(source.offsets[position])
            position += 1
        }
        // The last line break (before the closing delimiter's line) is not part of the value;
        // the value ends where it was (so a token at the end of the last line ends on its
        // line, not at the closing delimiter on the next).
        var valueEnd = end
        if bytes.last == 0x0A, let last = offsets.last, last < file.count, file[last] == 0x0A || file[last] == 0x0D {
            bytes.removeLast()
            offsets.removeLast()
            valueEnd = last
        }
        return StringLiteral(value: SourceString(bytes: bytes, fileOffsets: offsets + [valueEnd]), isWhole: isWhole)
    }
}
