/// A views or metrics dictionary whose keys are known before the program runs: a literal
/// (`@{@"a": a}`, `["a": a]`, `[:]`), `NSDictionaryOfVariableBindings(a, b)`, `nil`, or a
/// local variable assigned one of these once in the same function and not changed after.
struct StaticDictionary {
    struct Entry {
        var name: String
        /// The key as written (the string literal, or the variable of NSDictionaryOfVariableBindings).
        var range: SourceRange
        /// The value when it is a number literal (`10`, `@10`, `@(10)`, `-4`), in points.
        var value: Double?
    }

    var entries: [Entry]
    /// The first token of the dictionary's expression: calls that share it share one dictionary.
    var identity: Int
    /// Where the dictionary is written, for notes.
    var range: SourceRange
    /// How many times the dictionary is used: 1 for a literal in a call, the number of
    /// mentions of a variable after its assignment in its block. When every use is a call
    /// that was found, an entry none of their strings names is unused.
    var useCount: Int

    func contains(_ name: String) -> Bool { entries.contains { $0.name == name } }
}

/// Reads dictionaries, options and string arguments from the tokens of a call.
struct StaticReader {
    let text: TokenText
    let language: SourceLanguage
    let variables: VariableIndex
    /// What the reason of a string made at run time looks for.
    let counts: ReasonCounts

    init(text: TokenText, language: SourceLanguage) {
        self.text = text
        self.language = language
        self.variables = VariableIndex(text: text, language: language)
        self.counts = ReasonCounts(text)
    }

    // MARK: Dictionaries

    /// The dictionary an argument expression denotes, or nil when it is not static.
    func dictionary(_ expression: Range<Int>, call: Int) -> StaticDictionary? {
        let range = trimmed(expression)
        guard let first = range.first else { return nil }
        if range.count == 1, text.tokens[first].kind == .identifier {
            if text.isIdentifier(first, "nil") {
                return StaticDictionary(entries: [], identity: first, range: text.fileRange(range), useCount: 1)
            }
            return variable(first, call: call)
        }
        return literal(range)
    }

    /// A dictionary literal or `NSDictionaryOfVariableBindings(…)` spanning all of `range`.
    private func literal(_ range: Range<Int>) -> StaticDictionary? {
        guard let first = range.first else { return nil }
        let fileRange = text.fileRange(range)
        if text.isIdentifier(first, "NSDictionaryOfVariableBindings"), text.isPunctuation(first + 1, "("),
           let arguments = text.inside(first + 1, endingAt: range.upperBound) {
            var entries: [StaticDictionary.Entry] = []
            for argument in text.splitCommas(arguments) {
                let written = text.fileRange(argument)
                let name = String(decoding: text.bytes[written.lowerBound..<written.upperBound].filter { !SourceBytes.isBlank($0) }, as: UTF8.self)
                entries.append(.init(name: name, range: written, value: nil))
            }
            return StaticDictionary(entries: entries, identity: first, range: fileRange, useCount: 1)
        }
        var open = first
        if language == .objectiveC {
            guard text.isPunctuation(first, "@"), text.isPunctuation(first + 1, "{") else { return nil }
            open = first + 1
        } else {
            guard text.isPunctuation(first, "[") else { return nil }
        }
        guard let body = text.inside(open, endingAt: range.upperBound) else { return nil }
        if language == .swift, body.count == 1, text.isPunctuation(body.lowerBound, ":") {
            return StaticDictionary(entries: [], identity: first, range: fileRange, useCount: 1)
        }
        var entries: [StaticDictionary.Entry] = []
        for pair in text.splitCommas(body) {
            let key = pair.lowerBound
            guard text.isString(key), text.isPunctuation(key + 1, ":"), key + 2 <= pair.upperBound,
                  let literal = text.literal(key), literal.isWhole
            else { return nil }
            let valueTokens = (key + 2)..<pair.upperBound
            entries.append(.init(name: literal.value.text, range: text.fileRange(key..<(key + 1)), value: number(valueTokens)))
        }
        if language == .swift, entries.isEmpty { return nil }  // `[]` is an array
        return StaticDictionary(entries: entries, identity: first, range: fileRange, useCount: 1)
    }

    /// A number literal: `10`, `-4`, `@10`, `@(10)`, `@(-4.5)`, `10.0`.
    func number(_ range: Range<Int>) -> Double? {
        var tokens = Array(range).filter { !text.isPunctuation($0, "@") && !text.isPunctuation($0, "(") && !text.isPunctuation($0, ")") }
        var sign = 1.0
        if let first = tokens.first, text.isPunctuation(first, "-") {
            sign = -1
            tokens.removeFirst()
        }
        guard tokens.count == 1, let only = tokens.first, text.tokens[only].kind == .number else { return nil }
        var written = String(text.text(only).filter { $0 != "_" })
        while let last = written.last, "fFlLuU".contains(last), !written.hasPrefix("0x") { written.removeLast() }
        guard let value = Double(written), value.isFinite else { return nil }
        return sign * value
    }

    /// The expression without a trailing Swift `as …` cast or a leading Objective-C `(Type *)` cast.
    private func trimmed(_ range: Range<Int>) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        if language == .objectiveC, text.isPunctuation(lower, "("), text.tokens.indices.contains(lower + 1),
           text.tokens[lower + 1].kind == .identifier {
            let close = text.closing(lower)
            if close < upper, !text.isPunctuation(close, ".") { lower = close }
        }
        if language == .swift {
            var index = lower
            while index < upper {
                if text.isIdentifier(index, "as") {
                    upper = index
                    break
                }
                index = text.isOpening(index) ? text.closing(index) : index + 1
            }
        }
        return lower..<max(lower, upper)
    }

    // MARK: Local variables

    /// A variable assigned a static dictionary earlier in the same function, with no
    /// mention between that assignment and the call that changes or rebinds it
    /// (`VariableIndex`: each name's decisive mentions are found once per file).
    private func variable(_ use: Int, call: Int) -> StaticDictionary? {
        let callDepth = text.tokens[min(call, text.tokens.count - 1)].depth
        guard let decisive = variables.lastDecisive(before: use, functionStart: variables.functionStart(before: call, self), self),
              let value = assignedValue(decisive), text.tokens[decisive].depth <= callDepth,
              var dictionary = literal(value)
        else { return nil }
        dictionary.useCount = variables.mentions(of: decisive, after: value.upperBound)
        return dictionary
    }

    /// For a name at `index`: the tokens of the value assigned to it (`name = value`,
    /// `let name: Type = value`, `NSDictionary *name = value;`), or nil.
    func assignedValue(_ index: Int) -> Range<Int>? {
        var equals = index + 1
        if text.isPunctuation(equals, ":") {
            guard text.isIdentifier(index - 1, "let") || text.isIdentifier(index - 1, "var") else { return nil }
            equals += 1
            while equals < text.tokens.count, !text.isPunctuation(equals, "="), equals < index + 40 {
                if text.isPunctuation(equals, "{") || text.isPunctuation(equals, ";") { return nil }
                equals = text.isOpening(equals) ? text.closing(equals) : equals + 1
            }
        }
        guard isAssignment(equals) else { return nil }
        let start = equals + 1
        guard start < text.tokens.count else { return nil }
        var end = start
        if text.isPunctuation(start, "@") {
            end = text.closing(start + 1)
        } else if text.isOpening(start) {
            end = text.closing(start)
        } else if text.isPunctuation(start + 1, "(") {
            end = text.closing(start + 1)
        } else {
            end = start + 1
        }
        return start..<min(end, text.tokens.count)
    }

    /// A plain `=` (not `==`, `<=`, `+=`, …).
    private func isAssignment(_ index: Int) -> Bool {
        guard text.isPunctuation(index, "=") else { return false }
        let token = text.tokens[index]
        if text.isPunctuation(index + 1, "="), text.tokens[index + 1].start == token.end { return false }
        if index > 0, case .punctuation = text.tokens[index - 1].kind, text.tokens[index - 1].end == token.start,
           !text.isClosing(index - 1) {
            return false
        }
        return true
    }

    /// Where a function's body begins, looking backwards: Swift `func`/`init`/`deinit` or a
    /// type, an Objective-C `{` at the top level.
    func isFunctionStart(_ index: Int) -> Bool {
        let token = text.tokens[index]
        if language == .swift, token.kind != .identifier || token.end - token.start > 9 { return false }
        if language == .objectiveC {
            return text.isPunctuation(index, "{") && text.tokens[index].depth == 0
        }
        for word: StaticString in ["func", "init", "deinit", "class", "struct", "enum", "extension", "protocol"]
        where text.isIdentifier(index, word) {
            return !text.isPunctuation(index - 1, ".")
        }
        return false
    }
}
