/// What the Swift and Objective-C scanners share: the token loop (blanks skipped, comments
/// skipped, then the language's own tokens, names, numbers, and one punctuation byte for
/// anything else) and the two entry points. Each scanner adds its literals and comment rule.
protocol LanguageScanner {
    var cursor: ScanCursor { get set }
    init(cursor: ScanCursor)
    /// True when `/* */` comments nest (Swift), false when the first `*/` ends one (C).
    static var commentsNest: Bool { get }
    /// Reads a token only this language has (a string literal, …) when one starts at the
    /// cursor, whose byte is `byte`; false, the cursor unmoved, when none does.
    mutating func scanLanguageToken(_ byte: UInt8) -> Bool
    /// The string literal at the cursor, with its value.
    mutating func scanLiteral() -> StringLiteral
}

extension LanguageScanner {
    static func scan(_ bytes: [UInt8]) -> SourceScan {
        var scanner = Self(cursor: ScanCursor(bytes))
        scanner.run()
        return scanner.cursor.result
    }

    /// The value of the literal that starts at `start`.
    static func literal(_ bytes: [UInt8], at start: Int) -> StringLiteral {
        var scanner = Self(cursor: ScanCursor(bytes))
        scanner.cursor.index = start
        scanner.cursor.recording = true
        return scanner.scanLiteral()
    }

    mutating func run() {
        // A UTF-8 byte order mark (some editors write one) is no token: the first call
        // right after it is scanned as any other.
        if cursor.index == 0, cursor.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { cursor.index = 3 }
        while !cursor.atEnd {
            let byte = cursor.peek()
            if SourceBytes.isBlank(byte) {
                cursor.index += 1
            } else if cursor.skipComment(nested: Self.commentsNest) || scanLanguageToken(byte) {
                continue
            } else if SourceBytes.isIdentifierStart(byte) {
                cursor.scanIdentifier()
            } else if SourceBytes.isDigit(byte) {
                cursor.scanNumber()
            } else {
                cursor.scanPunctuation()
            }
        }
    }
}
