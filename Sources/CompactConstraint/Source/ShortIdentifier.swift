extension String {
    /// The most characters (Unicode scalars) of a constraint's identifier that messages and
    /// `ccc compile` show.
    static let identifierLimit = 80

    /// A constraint's identifier as messages and `ccc compile` show it: the text itself, or
    /// its first 79 characters and `…` when it has more than `identifierLimit`. A visual
    /// format string is the identifier of every constraint it makes, so a string of
    /// thousands of views was repeated whole in each of their messages: output and memory
    /// grew with the square of its length (issue #18).
    func shortIdentifier() -> String {
        // A string has at most as many scalars as UTF-8 bytes (a count that costs nothing).
        guard utf8.count > Self.identifierLimit, unicodeScalars.count > Self.identifierLimit else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.prefix(Self.identifierLimit - 1))) + "…"
    }
}
