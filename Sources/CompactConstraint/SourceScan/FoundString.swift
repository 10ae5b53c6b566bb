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
}

/// What linting one source file found: diagnostics in file order, and every string.
public struct SourceLint: Sendable {
    public var diagnostics: [Diagnostic]
    public var strings: [FoundString]
}
