/// Apple's visual format parser reads the string character by character and skips no
/// white space anywhere: `H:|[a]- (gap)-[b]|` throws "Expected a number or key from the
/// metrics dictionary" at the space, `[a] [b]` "Expected a view or '|'", a trailing space
/// "Expected the end of the format string" (docs/fidelity.md, "Visual format as Apple
/// parses it"). So every run of white space in a visual format string is an error, with
/// one fix-it per run that removes it (for the first `fixItLimit` runs: a string of 30
/// million runs had 30 million fix-its, 1.5 GB; issue #18).
enum VisualFormatWhiteSpace {
    static let fixItLimit = 1_000

    /// The error for the string's white space, or nil when it has none. Located at the
    /// first run; its fix-its remove every run (the first `fixItLimit`, and a note counts the
    /// rest). Unicode white space (a no-break space
    /// U+00A0, an em space U+2003, …) counts too, and the message names it, since it is
    /// invisible in most editors.
    static func diagnostic(_ source: SourceString) -> Diagnostic? {
        var runs: [Range<Int>] = []
        var runCount = 0
        var named: [String] = []
        let bytes = source.bytes
        var index = 0
        while index < bytes.count {
            guard let length = whiteSpaceLength(bytes, at: index, named: &named) else {
                index += 1
                continue
            }
            let start = index
            index += length
            while index < bytes.count, let more = whiteSpaceLength(bytes, at: index, named: &named) { index += more }
            runCount += 1
            if runs.count < fixItLimit { runs.append(start..<index) }
        }
        guard let first = runs.first else { return nil }
        let count = runCount == 1 ? "" : " (\(runCount) places)"
        var notes = [DiagnosticNote("remove the white space", at: source.fileRange(first))]
        if runCount > runs.count {
            notes.append(DiagnosticNote("the fix-its remove the first \(runs.count) runs of white space; the other \(runCount - runs.count) \(runCount - runs.count == 1 ? "is" : "are") left"))
        }
        let characters = named.isEmpty ? "" : " (\(named.joined(separator: ", ")))"
        return Diagnostic(
            .error, .vflWhiteSpace,
            "white space\(characters) is not allowed in a visual format string\(count): Apple's parser throws at it",
            at: source.fileRange(first),
            notes: notes,
            fixIts: runs.map { FixIt(range: source.fileRange($0), replacement: "") })
    }

    /// The byte length of the white-space character at `index`, or nil when there is
    /// none; a non-ASCII one is added to `named` (as `U+00A0`) the first time it is seen.
    private static func whiteSpaceLength(_ bytes: SharedBytes, at index: Int, named: inout [String]) -> Int? {
        guard index < bytes.count else { return nil }
        let first = bytes[index]
        if first < 0x80 { return ASCII.isBlank(first) || first == 0x0B || first == 0x0C ? 1 : nil }
        let length: Int
        switch first {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let text = String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        guard text.unicodeScalars.count == 1, let scalar = text.unicodeScalars.first,
            scalar.value != 0xFFFD, scalar.properties.isWhitespace
        else { return nil }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if !named.contains(name) { named.append(name) }
        return length
    }
}
