/// Where each local name of a file is bound or changed, found in one pass so that a
/// file with thousands of calls sharing one dictionary is read in linear time.
///
/// A mention of a name is *decisive* when it assigns the name (`views = …`,
/// `let views: T = …`), changes it (`views[…]`, `views.…`, `&views`, `[views …]`,
/// `views +`), or rebinds it (a closure or block parameter, `for views in`, a pattern
/// `let views`, an Objective-C declaration `id views`, or an alias `m = views`,
/// `(NSMutableDictionary *)views` through which it may be changed). A call's dictionary
/// variable is static only when the last decisive mention before it, in the same
/// function, is an assignment of a dictionary literal. Syntax only: a rebinding in any
/// scope between the assignment and the call is enough to give up.
final class VariableIndex {
    private let text: TokenText
    private let language: SourceLanguage
    private var built = false
    private var functionStarts: [Int] = []
    private var decisive: [String: [Int]] = [:]
    private var mentions: [String: [Int]] = [:]
    private var mentionCounts: [Int: Int] = [:]

    init(text: TokenText, language: SourceLanguage) {
        self.text = text
        self.language = language
    }

    private func build(_ reader: StaticReader) {
        guard !built else { return }
        built = true
        for index in text.tokens.indices {
            if reader.isFunctionStart(index) { functionStarts.append(index) }
            guard text.tokens[index].kind == .identifier, !text.isPunctuation(index - 1, ".") else { continue }
            let name = text.text(index)
            let isLabel = text.isPunctuation(index + 1, ":")
            if !isLabel { mentions[name, default: []].append(index) }
            // A label or selector part (`views:`) is no mention, but `let views: T = …` and
            // a closure's `(views: T) in` are.
            let binds = isLabel ? language == .swift && isClosureParameter(index) : changes(index) || rebinds(index)
            if reader.assignedValue(index) != nil || binds {
                decisive[name, default: []].append(index)
            }
        }
    }

    /// The last function start before token `index`, or -1.
    func functionStart(before index: Int, _ reader: StaticReader) -> Int {
        build(reader)
        return Self.last(in: functionStarts, before: index).map { functionStarts[$0] } ?? -1
    }

    /// The last decisive mention of the name of token `use` before it and after `functionStart`.
    func lastDecisive(before use: Int, functionStart: Int, _ reader: StaticReader) -> Int? {
        build(reader)
        guard let positions = decisive[text.text(use)], let found = Self.last(in: positions, before: use),
              positions[found] > functionStart
        else { return nil }
        return positions[found]
    }

    /// How many times the name assigned at `assignment` is mentioned from `start` to the
    /// end of the assignment's block (labels and members not counted); once per assignment.
    func mentions(of assignment: Int, after start: Int) -> Int {
        if let known = mentionCounts[assignment] { return known }
        let depth = text.tokens[assignment].depth
        var end = start
        while end < text.tokens.count, text.tokens[end].depth >= depth { end += 1 }
        let positions = mentions[text.text(assignment)] ?? []
        let lower = (Self.last(in: positions, before: start)).map { $0 + 1 } ?? 0
        var count = 0
        var index = lower
        while index < positions.count, positions[index] < end {
            if positions[index] >= start { count += 1 }
            index += 1
        }
        mentionCounts[assignment] = count
        return count
    }

    /// The index (in `sorted`) of the last element below `bound`.
    private static func last(in sorted: [Int], before bound: Int) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < bound { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }

    private func changes(_ index: Int) -> Bool {
        text.isPunctuation(index + 1, "=") || text.isPunctuation(index + 1, "[") || text.isPunctuation(index + 1, ".")
            || text.isPunctuation(index - 1, "&") || text.isPunctuation(index - 1, "[") || text.isPunctuation(index + 1, "+")
    }

    private func rebinds(_ index: Int) -> Bool {
        if text.isPunctuation(index - 1, "*") || text.isPunctuation(index - 1, "^") || text.isPunctuation(index - 1, "=")
            || text.isPunctuation(index - 1, ")")
        {
            return true
        }
        for word: StaticString in ["for", "let", "var", "case"] where text.isIdentifier(index - 1, word) { return true }
        if language == .objectiveC {
            return index > 0 && text.tokens[index - 1].kind == .identifier && !text.isIdentifier(index - 1, "return")
        }
        return isClosureParameter(index)
    }

    /// `{ views in`, `{ (a, views) in`, `{ [weak self] (views: [String: Any]) in`.
    private func isClosureParameter(_ index: Int) -> Bool {
        var back = index - 1
        while back >= 0, back > index - 64 {
            if text.isPunctuation(back, "{") { break }
            if text.isPunctuation(back, "("), back > 0, text.tokens[back - 1].kind == .identifier { return false }
            guard isParameterListToken(back) else { return false }
            back -= 1
        }
        guard text.isPunctuation(back, "{") else { return false }
        var ahead = index + 1
        while ahead < text.tokens.count, ahead < index + 64 {
            if text.isIdentifier(ahead, "in") { return true }
            guard isParameterListToken(ahead) else { return false }
            ahead += 1
        }
        return false
    }

    private func isParameterListToken(_ index: Int) -> Bool {
        let token = text.tokens[index]
        if token.kind == .identifier { return true }
        guard case .punctuation(let byte) = token.kind else { return false }
        return Array("(),:[].?!<>@_-".utf8).contains(byte)
    }
}
