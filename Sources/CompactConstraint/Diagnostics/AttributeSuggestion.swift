/// "Did you mean …?" for a layout attribute: `closestMatch` (`widht` → `width`), or, when no
/// name is that close, the first candidate one of whose camel-case words starts with the
/// name, for a name of 3 letters or more (`margin` → `leftMargin`, `base` → `baseline`): an
/// attribute written without its side is far from every attribute in edit distance (issue #18:
/// `ccc explain FILE self.margin` and `self.margin = 8` suggested nothing). Case is ignored.
/// With a `budget`, nil once the budget cannot pay for comparing against every candidate.
public func closestAttribute(to name: String, in candidates: [String], budget: SuggestionBudget? = nil) -> String? {
    if let match = closestMatch(to: name, in: candidates, budget: budget) { return match }
    guard name.count >= 3 else { return nil }
    let lowered = name.lowercased()
    return candidates.first { candidate in
        candidate != name && camelCaseWords(candidate).contains { $0.lowercased().hasPrefix(lowered) }
    }
}

/// The words of a camel-case name: `centerXWithinMargins` → `center`, `X`, `Within`, `Margins`.
func camelCaseWords(_ name: String) -> [Substring] {
    var words: [Substring] = []
    var start = name.startIndex
    for index in name.indices where index != name.startIndex && name[index].isUppercase {
        words.append(name[start..<index])
        start = index
    }
    words.append(name[start...])
    return words
}
