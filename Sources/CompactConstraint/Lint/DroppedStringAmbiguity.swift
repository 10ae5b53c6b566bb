/// When a constraint string is dropped for an error (it does not compile, or a required
/// constraint of it was broken), the views it would have placed are usually left
/// ambiguous. One note on that error lists them, instead of one `ambiguous-layout`
/// warning per view burying the one real error.
enum DroppedStringAmbiguity {
    /// `diagnostics` with the ambiguity of views named by an erroneous string moved into
    /// a note of the first such error.
    static func summarise(_ diagnostics: [Diagnostic], _ context: LintContext) -> [Diagnostic] {
        // Each error inside a constraint string, with the words of that string.
        var errorWords: [(index: Int, words: Set<String>)] = []
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            guard let range = diagnostic.range,
                let string = context.strings.first(where: {
                    $0.entry.range.lowerBound <= range.lowerBound && range.upperBound <= $0.entry.range.upperBound
                })
            else { continue }
            errorWords.append((index, Set(string.words)))
        }
        guard !errorWords.isEmpty else { return diagnostics }
        var summaries: [Int: [String]] = [:]
        var removed = Set<Int>()
        for view in context.solution.views where view.ambiguity.isAmbiguous {
            guard let owner = errorWords.first(where: { $0.words.contains(view.name) }),
                let nameRange = context.view(named: view.name)?.nameRange,
                let warning = diagnostics.indices.first(where: {
                    diagnostics[$0].code == .ambiguousLayout && diagnostics[$0].range == nameRange
                })
            else { continue }
            removed.insert(warning)
            summaries[owner.index, default: []].append(
                "the \(AmbiguousLayoutCheck.listing(AmbiguousLayoutCheck.openParts(view.ambiguity))) of '\(view.name)'")
        }
        return diagnostics.enumerated().compactMap { index, diagnostic in
            guard !removed.contains(index) else { return nil }
            guard let parts = summaries[index] else { return diagnostic }
            var summarised = diagnostic
            summarised.notes.append(DiagnosticNote(
                "views this string names are left open: \(parts.joined(separator: "; "))"))
            return summarised
        }
    }
}
