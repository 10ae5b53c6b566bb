/// One token of a compact constraint string. `range` is a range of byte offsets into the
/// string being lexed (a `SourceString`), not into the file.
public struct CompactToken: Sendable, Hashable {
    public var kind: CompactTokenKind
    public var range: Range<Int>

    public init(_ kind: CompactTokenKind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

public enum CompactTokenKind: Sendable, Hashable {
    /// `[A-Za-z_][A-Za-z0-9_]*`
    case identifier
    /// Decimal with optional fraction and exponent: `10`, `.5`, `1e3`. The sign is a
    /// separate `minus` token; the parser folds it into a negative number.
    case number(Double)
    case dot
    case relation(RelationKind)
    case star, slash, plus, minus, at
    /// `#` and the rest of the string; the parser reads the identifier (the trimmed text
    /// after `#`, may be empty) from the token's range. No payload keeps tokens plain
    /// values: copying one retains nothing.
    case hash
    /// A character that starts no token.
    case invalid
    case end
}

/// The relation between the two sides of a constraint.
public enum RelationKind: String, Sendable, Hashable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="
}
