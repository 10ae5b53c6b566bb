/// A user's command-line argument quoted in a one-line message (`unknown state 'x'`):
/// cut to its first `limit` characters (Unicode scalars) and `…` when longer, so that a
/// 100,000-character value does not make a 100 KB line (terminal output is bounded,
/// docs/command-line.md). Control characters are left to the terminal-safe rendering every
/// one-line message goes through.
public enum QuotedArgument {
    /// For a value (a state, a metric, a format, an option's name): 60 characters.
    public static let valueLimit = 60
    /// For a path, whose end is its file name: 240 characters.
    public static let pathLimit = 240

    /// `'text'`, or `'first…'` when `text` has more than `limit` characters.
    public static func quoted(_ text: String, limit: Int = valueLimit) -> String {
        "'" + cut(text, limit: limit) + "'"
    }

    /// `text`, or its first `limit` characters and `…` when longer.
    public static func cut(_ text: String, limit: Int = valueLimit) -> String { text.cut(toScalars: limit) }
}
