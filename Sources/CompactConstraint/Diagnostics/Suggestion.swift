/// "Did you mean …?" for a misspelt name.
///
/// A candidate that differs only in case wins; otherwise the candidate with the smallest
/// edit distance (Levenshtein: insertions, deletions, substitutions), if that distance is
/// at most a third of the name's length (at least 1, at most 3) and less than the longer
/// one's length (`z` is no near miss of `a`). Ties go to the earlier
/// candidate, so the answer does not depend on hash order. With a `budget`, nil once the
/// budget cannot pay for comparing against every candidate.
public func closestMatch(to name: String, in candidates: [String], budget: SuggestionBudget? = nil) -> String? {
    if let budget, !budget.spend(candidates.count) { return nil }
    let lowered = name.lowercased()
    if let sameCase = candidates.first(where: { $0.lowercased() == lowered && $0 != name }) {
        return sameCase
    }
    let limit = min(3, max(1, name.count / 3))
    let target = Array(lowered.unicodeScalars)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != name {
        // Names whose lengths differ by more than the limit cannot be close enough.
        let other = candidate.lowercased().unicodeScalars
        guard abs(other.count - target.count) <= min(limit, (best?.distance ?? Int.max) - 1) else { continue }
        let distance = editDistance(target, Array(other), limit: limit)
        // Every character changed (`z` for `a`) is no near miss.
        if distance <= limit, distance < max(target.count, other.count), distance < (best?.distance ?? Int.max) {
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
    editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
}

/// The banded form (Ukkonen): only cells within `limit` of the diagonal can hold a
/// distance of at most `limit`, so each row computes `2 × limit + 1` cells and the work is
/// linear in the length; a row whose every cell exceeds `limit` stops the computation.
func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
    let limit = max(0, limit)
    let beyond = limit + 1
    if abs(a.count - b.count) > limit { return beyond }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var twoBack = [Int](repeating: beyond, count: b.count + 1)
    var previous = (0...b.count).map { min($0, beyond) }
    var current = [Int](repeating: beyond, count: b.count + 1)
    for i in 1...a.count {
        let low = max(1, i - limit)
        let high = min(b.count, i + limit)
        current[low - 1] = low == 1 ? min(i, beyond) : beyond
        if high < b.count { current[high + 1] = beyond }
        var rowMinimum = current[low - 1]
        if low <= high {
            for j in low...high {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    best = min(best, twoBack[j - 2] + 1)
                }
                current[j] = min(best, beyond)
                rowMinimum = min(rowMinimum, current[j])
            }
        }
        if rowMinimum > limit { return beyond }
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
