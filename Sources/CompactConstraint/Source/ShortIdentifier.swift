extension String {
    /// The text itself, or its first `limit` characters (Unicode scalars) and `…` when it has
    /// more: a name, an argument or an identifier quoted in a message stays short however
    /// long the input (issue #18).
    func cut(toScalars limit: Int) -> String {
        // A string has at most as many scalars as UTF-8 bytes (a count that costs nothing).
        guard utf8.count > limit, unicodeScalars.count > limit else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(max(0, limit)))) + "…"
    }

    /// A constraint's identifier as messages and `ccc compile` show it: cut to 80
    /// characters. A visual format string is the identifier of every constraint it makes,
    /// so a string of thousands of views was repeated whole in each of their messages:
    /// output and memory grew with the square of its length.
    func shortIdentifier() -> String { cut(toScalars: 80) }
}
