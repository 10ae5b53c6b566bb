/// Which language a constraint string is written in: the one place that decides it (the
/// compiler, `ccc lint`, `ccc parse` and the source linter all ask here).
///
/// The text alone decides. A string whose first non-blank characters are `H:`, `V:`,
/// `|`, `[` or `-` is visual format; so are near misses of an orientation, which no
/// compact string can start with (`H[a]`, `V|[a]|`, `v:[a]`): the visual format parser then
/// says what the orientation lacks. Every other string is compact.
///
/// Visual format `options` do not make a string visual format: on the device they are an
/// argument of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`,
/// the visual format API (Apple's NSLayoutConstraint documentation); a compact string has
/// no such argument, so a compact string given `options` stays compact and the compiler
/// reports `vfl-options-without-format` for it.
public enum ConstraintDialect: Sendable, Equatable {
    case compact
    case visualFormat

    /// The dialect of `text`.
    public init(of text: SourceString) {
        self = Self.isVisualFormat(text.bytes) ? .visualFormat : .compact
    }

    private static func isVisualFormat(_ text: SharedBytes) -> Bool {
        text.withUnsafeBufferPointer(isVisualFormat)
    }

    private static func isVisualFormat(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let bytes = text.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        guard let first = bytes.first else { return false }
        if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") || first == UInt8(ascii: "-") { return true }
        let second = bytes.dropFirst().first
        switch (first, second) {
        case (UInt8(ascii: "H"), UInt8(ascii: ":")), (UInt8(ascii: "V"), UInt8(ascii: ":")): return true
        case (UInt8(ascii: "H"), UInt8(ascii: "[")), (UInt8(ascii: "V"), UInt8(ascii: "[")),
            (UInt8(ascii: "H"), UInt8(ascii: "|")), (UInt8(ascii: "V"), UInt8(ascii: "|")),
            (UInt8(ascii: "h"), UInt8(ascii: ":")), (UInt8(ascii: "v"), UInt8(ascii: ":")):
            return true
        default: return false
        }
    }
}
