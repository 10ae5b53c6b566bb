/// When a constraint string is dropped for an error (it does not compile, or a required
/// constraint of it was broken), the views it would have placed are usually left
/// ambiguous. One note on that error lists them, instead of one `ambiguous-layout`
/// warning per view burying the one real error.
enum DroppedStringAmbiguity {
    /// `diagnostics` with the ambiguity of views named by an erroneous string moved into
    /// a note of the first such error.
    static func summarise(_ diagnostics: [Diagnostic], _ context: LintContext) -> [Diagnostic] {
        // Each error inside a constraint string, with the words of that string: the first
        // such error for each word. Strings are looked up by binary search (they never
        // overlap), so the work grows with the diagnostics plus the strings.
        guard diagnostics.contains(where: { $0.severity == .error }) else { return diagnostics }
        let strings = context.strings
        let starts = strings.indices.map { strings[$0].entry.range.lowerBound }
        let order = strings.indices.sorted { (starts[$0], $0) < (starts[$1], $1) }
        var firstErrorNaming: [String: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.severity == .error {
            guard let range = diagnostic.range, let position = holding(range, in: order, starts, strings) else { continue }
            let string = strings[position]
            for word in string.words where firstErrorNaming[word] == nil { firstErrorNaming[word] = index }
        }
        guard !firstErrorNaming.isEmpty else { return diagnostics }
        var ambiguityWarnings: [SourceRange: Int] = [:]
        for (index, diagnostic) in diagnostics.enumerated() where diagnostic.code == .ambiguousLayout {
            if let range = diagnostic.range, ambiguityWarnings[range] == nil { ambiguityWarnings[range] = index }
        }
        var summaries: [Int: [String]] = [:]
        var removed = Set<Int>()
        for view in context.solution.views where view.ambiguity.isAmbiguous {
            guard let owner = firstErrorNaming[view.name],
                let nameRange = context.view(named: view.name)?.nameRange,
                let warning = ambiguityWarnings[nameRange]
            else { continue }
            removed.insert(warning)
            summaries[owner, default: []].append(
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

    /// The position in `strings` of the string whose entry holds `range`; `order` lists the
    /// positions sorted by start, `starts` each string's start.
    static func holding(_ range: SourceRange, in order: [Int], _ starts: [Int], _ strings: ConstraintStrings) -> Int? {
        var low = 0
        var high = order.count
        while low < high {
            let mid = (low + high) / 2
            if starts[order[mid]] <= range.lowerBound { low = mid + 1 } else { high = mid }
        }
        var index = low - 1
        // Strings that start at the same offset: the first listed that holds the range.
        while index > 0, starts[order[index - 1]] == starts[order[index]] { index -= 1 }
        while index >= 0, index < low {
            if range.upperBound <= strings[order[index]].entry.range.upperBound { return order[index] }
            index += 1
        }
        return nil
    }
}
