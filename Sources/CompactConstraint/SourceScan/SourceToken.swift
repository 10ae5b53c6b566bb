/// One token of a Swift or Objective-C source file, as far as `ccc` needs to read calls:
/// names, numbers, string literals and single punctuation bytes. Comments and blanks are
/// dropped by the scanner.
struct SourceToken: Sendable {
    enum Kind: Sendable, Equatable {
        /// A name or keyword (`views`, `func`, `NSLayoutFormatAlignAllTop`); a Swift
        /// `` `name` `` is the name without backticks.
        case identifier
        /// A number literal, or an Objective-C character literal.
        case number
        /// A string literal (Objective-C adjacent literals one token); its value is decoded
        /// when asked for (`SourceLanguage.literal(_:at:)`). `isWhole` is false when it has
        /// an interpolation or is not terminated.
        case string(isWhole: Bool)
        /// One punctuation byte: `(`, `[`, `:`, `@`, `|`, `=`, …
        case punctuation(UInt8)
    }

    var kind: Kind
    /// The bytes of the token in the file.
    var start: Int
    var end: Int
    /// How many `{` blocks enclose the token (a `{` itself is outside its block).
    var depth: Int

    func isPunctuation(_ character: Unicode.Scalar) -> Bool {
        kind == .punctuation(UInt8(truncatingIfNeeded: character.value))
    }
}

/// A string literal's value as the program receives it, each byte mapped back to the file.
struct StringLiteral: Sendable {
    /// The value after escapes, indentation stripping and concatenation. Interpolated
    /// parts (`\(…)`) are kept as written.
    var value: SourceString
    /// False when the value is not known before the program runs (it has `\(…)`).
    var isWhole: Bool
}

/// The tokens of one source file.
struct SourceScan: Sendable {
    var tokens: [SourceToken] = []
}
