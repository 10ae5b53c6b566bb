/// Apple's visual format parser reads the string character by character and skips no
/// white space anywhere: `H:|[a]- (gap)-[b]|` throws "Expected a number or key from the
/// metrics dictionary" at the space, `[a] [b]` "Expected a view or '|'", a trailing space
/// "Expected the end of the format string" (docs/fidelity.md, "Visual format as Apple
/// parses it"). So every run of white space in a visual format string is an error, with
/// one fix-it per run that removes it.
enum VisualFormatWhiteSpace {
    /// The error for the string's white space, or nil when it has none. Located at the
    /// first run; its fix-its remove every run.
    static func diagnostic(_ source: SourceString) -> Diagnostic? {
        var runs: [Range<Int>] = []
        let bytes = source.bytes
        var index = 0
        while index < bytes.count {
            guard ASCII.isBlank(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, ASCII.isBlank(bytes[index]) { index += 1 }
            runs.append(start..<index)
        }
        guard let first = runs.first else { return nil }
        let count = runs.count == 1 ? "" : " (\(runs.count) places)"
        return Diagnostic(
            .error, .vflWhiteSpace,
            "white space is not allowed in a visual format string\(count): Apple's parser throws at it",
            at: source.fileRange(first),
            notes: [DiagnosticNote("remove the white space", at: source.fileRange(first))],
            fixIts: runs.map { FixIt(range: source.fileRange($0), replacement: "") })
    }
}
