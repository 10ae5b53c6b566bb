/// Running counts of the tokens that say why a string is made at run time (the names
/// `format` and `stringWithFormat`, `+`, string literals), so that whether a range of
/// tokens holds one is a subtraction, not a scan of the range: with nested calls
/// (`f(f(f(…`, each first argument running to the end of the file) the scans added up to
/// N² steps (issue #18).
struct ReasonCounts {
    /// Entry `i` counts the tokens before token `i`; one more entry than tokens.
    private var formats: [Int32] = [0]
    private var pluses: [Int32] = [0]
    private var strings: [Int32] = [0]

    init(_ text: TokenText) {
        formats.reserveCapacity(text.tokens.count + 1)
        pluses.reserveCapacity(text.tokens.count + 1)
        strings.reserveCapacity(text.tokens.count + 1)
        for index in text.tokens.indices {
            let isFormat = text.isIdentifier(index, "stringWithFormat") || text.isIdentifier(index, "format")
            formats.append(formats[index] + (isFormat ? 1 : 0))
            pluses.append(pluses[index] + (text.isPunctuation(index, "+") ? 1 : 0))
            strings.append(strings[index] + (text.isString(index) ? 1 : 0))
        }
    }

    func hasFormat(_ range: Range<Int>) -> Bool { count(formats, range) > 0 }
    func hasPlus(_ range: Range<Int>) -> Bool { count(pluses, range) > 0 }
    func hasString(_ range: Range<Int>) -> Bool { count(strings, range) > 0 }

    /// The count in `range` (token indices), clamped to the tokens.
    private func count(_ running: [Int32], _ range: Range<Int>) -> Int32 {
        let last = running.count - 1
        let lower = min(max(range.lowerBound, 0), last)
        let upper = min(max(range.upperBound, lower), last)
        return running[upper] - running[lower]
    }
}
