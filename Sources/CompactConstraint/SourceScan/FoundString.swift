/// A constraint string found in a source file, as `ccc lint --list-strings` prints it.
public struct FoundString: Sendable, Hashable {
    public enum Dialect: String, Sendable {
        case compact
        case visualFormat = "visual-format"
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
}

/// What linting one source file found: diagnostics in file order, and every string.
public struct SourceLint: Sendable {
    public var diagnostics: [Diagnostic]
    public var strings: [FoundString]
}
