import CompactConstraint

/// Numbers on the command line (`--size`, `--scale`, `--metric`): plain decimals as the
/// constraint language writes them, with an optional sign — `8`, `-4`, `+2.5`, `.5`, `1e3`.
/// Not hexadecimal (`0x10`), `inf`, `nan`, blanks or digit separators, which Swift's
/// `Double(String)` would accept. At most `maximumMagnitude` in size.
enum Numbers {
    /// The largest size, metric or scale the command line accepts, in points: 10 million,
    /// the limit the compiler applies to numbers in layout files.
    static let maximumMagnitude = MetricsFileReader.maximumMagnitude

    /// The value of a decimal number (infinite when it overflows), or nil when `text` is not
    /// one: the grammar of numbers in constraint strings (`DecimalNumber`) with one optional sign.
    static func decimal(_ text: String) -> Double? { DecimalNumber.parse(text) }

    /// The number as the user typed it, for messages (its first 40 characters and `…` when longer).
    static func quoted(_ text: String) -> String { QuotedArgument.quoted(text, limit: 40) }
}
