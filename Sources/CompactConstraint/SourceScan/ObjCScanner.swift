/// The tokens of an Objective-C (or Objective-C++) source file: `//` and `/* */` comments
/// (not nested, as in C), names, numbers, character literals (as numbers), punctuation, and
/// string literals `@"…"` and `"…"` with their values. Adjacent literals are one literal, as
/// the compiler joins them (`@"H:|-" @"[a]-|"`, C11 §6.4.5, and clang for `@"…"`). The C
/// escapes `\n \t \r \" \' \\ \? \a \b \f \v`, octal `\0`–`\377`, `\x…`, `\u…`, `\U…` and a
/// backslash before a line break are decoded. Never fails.
struct ObjCScanner: LanguageScanner {
    var cursor: ScanCursor

    static let commentsNest = false
    /// C's one-character escapes (`\e` is clang's).
    private static let simpleEscapes = #"ntr"'\?abfve"#
    private static let quote = UInt8(ascii: "\"")
    private static let at = UInt8(ascii: "@")

    /// String literals (`"…"`, `@"…"`) and character literals (as numbers).
    mutating func scanLanguageToken(_ byte: UInt8) -> Bool {
        let start = cursor.index
        if byte == Self.quote || (byte == Self.at && cursor.peek(1) == Self.quote) {
            cursor.addString(scanLiteral(), from: start)
        } else if byte == UInt8(ascii: "'") {
            skipCharacterLiteral()
            cursor.add(.number, from: start)
        } else {
            return false
        }
        return true
    }

    /// One literal and every literal that directly follows it (blanks and comments between).
    mutating func scanLiteral() -> StringLiteral {
        var builder = LiteralBuilder(recording: cursor.recording)
        var end = cursor.index
        while true {
            if cursor.peek() == Self.at { cursor.index += 1 }
            cursor.index += 1
            end = scanBody(into: &builder)
            let resume = cursor.index
            while !cursor.atEnd, SourceBytes.isBlank(cursor.peek()) || cursor.skipComment(nested: false) {
                if SourceBytes.isBlank(cursor.peek()) { cursor.index += 1 }
            }
            let next = cursor.peek()
            guard next == Self.quote || (next == Self.at && cursor.peek(1) == Self.quote) else {
                cursor.index = resume
                break
            }
        }
        return StringLiteral(value: builder.finish(end: end), isWhole: true)
    }

    /// The text up to the closing quote (or the end of the line when there is none);
    /// returns the closing quote's offset and leaves the cursor past it.
    private mutating func scanBody(into builder: inout LiteralBuilder) -> Int {
        while !cursor.atEnd {
            let byte = cursor.peek()
            if byte == Self.quote {
                let end = cursor.index
                cursor.index += 1
                return end
            }
            if byte == 0x0A || byte == 0x0D { return cursor.index }
            if byte == UInt8(ascii: "\\") {
                scanEscape(into: &builder)
            } else {
                builder.append(byte, from: cursor.index)
                cursor.index += 1
            }
        }
        return cursor.index
    }

    private mutating func scanEscape(into builder: inout LiteralBuilder) {
        let offset = cursor.index
        cursor.index += 1
        let byte = cursor.peek()
        if let value = SourceBytes.simpleEscape(byte, of: Self.simpleEscapes) {
            builder.append(value, from: offset)
            cursor.index += 1
        } else if byte >= 0x30 && byte <= 0x37 {
            var value: UInt32 = 0
            var count = 0
            while count < 3, cursor.peek() >= 0x30, cursor.peek() <= 0x37 {
                value = value * 8 + UInt32(cursor.peek() - 0x30)
                cursor.index += 1
                count += 1
            }
            builder.append(UInt8(truncatingIfNeeded: value), from: offset)
        } else if byte == UInt8(ascii: "x") {
            cursor.index += 1
            var value: UInt32 = 0
            while let digit = SourceBytes.hexValue(cursor.peek()) {
                value = (value & 0xFFFFF) * 16 + digit
                cursor.index += 1
            }
            builder.append(UInt8(truncatingIfNeeded: value), from: offset)
        } else if byte == UInt8(ascii: "u") || byte == UInt8(ascii: "U") {
            cursor.index += 1
            var value: UInt32 = 0
            for _ in 0..<(byte == UInt8(ascii: "u") ? 4 : 8) {
                guard let digit = SourceBytes.hexValue(cursor.peek()) else { break }
                value = (value & 0xFFFFFFF) * 16 + digit
                cursor.index += 1
            }
            builder.append(scalar: value, from: offset)
        } else if byte == 0x0A || byte == 0x0D {
            // A backslash before a line break joins the lines (translation phase 2).
            if byte == 0x0D { cursor.index += 1 }
            if cursor.peek() == 0x0A { cursor.index += 1 }
        } else {
            // An escape C does not know (`\q`): clang warns and the value is the character
            // itself, read next by the caller as plain text.
        }
    }

    private mutating func skipCharacterLiteral() {
        cursor.index += 1
        while !cursor.atEnd {
            let byte = cursor.peek()
            if byte == 0x0A || byte == 0x0D { return }
            cursor.index += byte == UInt8(ascii: "\\") ? 2 : 1
            if byte == UInt8(ascii: "'") { return }
        }
    }
}
