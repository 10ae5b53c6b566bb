/// A constraint string found in a source file, as `ccc lint --list-strings` prints it.
public struct FoundString: Sendable, Hashable {
    public enum Dialect: String, Sendable {
        case compact
        case visualFormat = "visual-format"
        /// A compact call's string made at run time: either dialect.
        case unknown
    }

    /// Where the literal starts (its opening quote, or `@`).
    public var range: SourceRange
    /// The value after escapes and literal concatenation, as the API receives it
    /// (an interpolation `\(…)` is kept as written).
    public var text: String
    public var dialect: Dialect
    /// True when the call's views and metrics are static, so names were checked; false
    /// when only the syntax was.
    public var namesChecked: Bool
    /// Why the string was checked for syntax only, or not at all (made at run time,
    /// interpolated): the reason the `source-strings-unchecked` note gives; nil when its
    /// names were checked.
    public var reason: String?
    /// False when the string was not checked at all (made at run time or interpolated); its
    /// text is then the expression as written.
    public var syntaxChecked: Bool = true

    /// The most characters of an expression's text: nested calls (`f(f(f(…`) make each
    /// expression run to the end of the file, N² bytes listed in all (issue #18).
    public static let maximumExpressionLength = 300

    /// The expression in `place` as written: cut to `maximumExpressionLength` characters
    /// (the last one `…`) when longer, reading no more bytes than that needs.
    static func expression(_ bytes: [UInt8], _ place: SourceRange) -> String {
        let lower = min(max(place.lowerBound, 0), bytes.count)
        let upper = min(max(place.upperBound, lower), bytes.count)
        // A character is at most 4 UTF-8 bytes: this many hold the first ones.
        var end = min(upper, lower + 4 * maximumExpressionLength)
        while end > lower, end < upper, bytes[end] & 0xC0 == 0x80 { end -= 1 }  // not inside a character
        let text = String(decoding: bytes[lower..<end], as: UTF8.self)
        let scalars = text.unicodeScalars
        guard end < upper || scalars.count > maximumExpressionLength else { return text }
        return String(String.UnicodeScalarView(scalars.prefix(maximumExpressionLength - 1))) + "…"
    }
}

/// What linting one source file found: diagnostics in file order, and every string.
public struct SourceLint: Sendable {
    public var diagnostics: [Diagnostic]
    public var strings: [FoundString]
}
