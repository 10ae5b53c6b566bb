/// "Did you mean …?" for a misspelt name.
///
/// A candidate that differs only in case wins; otherwise the candidate with the smallest
/// edit distance (Levenshtein: insertions, deletions, substitutions), if that distance is
/// at most a third of the name's length (at least 1, at most 3). Ties go to the earlier
/// candidate, so the answer does not depend on hash order. With a `budget`, nil once the
/// budget cannot pay for comparing against every candidate.
public func closestMatch(to name: String, in candidates: [String], budget: SuggestionBudget? = nil) -> String? {
    if let budget, !budget.spend(candidates.count) { return nil }
    let lowered = name.lowercased()
    if let sameCase = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
        return sameCase
    }
    let limit = min(3, max(1, name.count / 3))
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
        let distance = editDistance(lowered, candidate.lowercased(), limit: limit)
        if distance <= limit, distance < (best?.distance ?? Int.max) {
            best = (candidate, distance)
        }
    }
    return best?.candidate
}

/// Edit distance between two strings, counted in Unicode scalars: insertions, deletions,
/// substitutions and transpositions of neighbours (`wdith` → `width` is 1), the
/// "optimal string alignment" form of Damerau–Levenshtein. Returns `limit + 1` as soon as
/// the distance must exceed `limit`.
func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if abs(a.count - b.count) > limit { return limit + 1 }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var twoBack = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = current[0]
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                best = min(best, twoBack[j - 2] + 1)
            }
            current[j] = best
            rowMinimum = min(rowMinimum, best)
        }
        if rowMinimum > limit { return limit + 1 }
        (twoBack, previous, current) = (previous, current, twoBack)
    }
    return previous[b.count]
}

/// The note that carries a suggestion, placed at the misspelt name.
func suggestionNote(
    for name: String, in candidates: [String], at range: SourceRange?, budget: SuggestionBudget? = nil
) -> [DiagnosticNote] {
    guard let match = closestMatch(to: name, in: candidates, budget: budget) else { return [] }
    return [DiagnosticNote("did you mean '\(match)'?", at: range)]
}

/// How many name comparisons the suggestions of one file may still make. A file with
/// thousands of misspelt names among thousands of views would otherwise spend time in
/// proportion to their product; past the budget, errors come without "did you mean".
public final class SuggestionBudget {
    private var remaining: Int

    /// Half a million comparisons: about a tenth of a second.
    public init(comparisons: Int = 500_000) { remaining = comparisons }

    /// Takes `comparisons` from the budget; false (and nothing taken) if it has not that many.
    func spend(_ comparisons: Int) -> Bool {
        guard comparisons <= remaining else { return false }
        remaining -= comparisons
        return true
    }
}
