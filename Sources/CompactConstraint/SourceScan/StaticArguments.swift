/// One string argument of a constraint call.
enum StringArgument {
    /// A string literal (its token); its value may still hold an interpolation.
    case literal(Int)
    /// A string made at run time (a variable, `+`, a format): its tokens and why.
    case dynamic(Range<Int>, reason: String)
}

extension StaticReader {
    /// The strings of a call's string argument: one literal, an array literal of them
    /// (`["a", "b"]`, `@[@"a", @"b"]`), or strings made at run time.
    func strings(_ expression: Range<Int>) -> [StringArgument] {
        guard let first = expression.first else { return [] }
        if expression.count == 1, text.isString(first) { return [.literal(first)] }
        // An array literal: `[…]` in Swift, `@[…]` in Objective-C (a bare `[` is a message).
        let open = language == .objectiveC ? first + 1 : first
        let isArray = language == .swift || text.isPunctuation(first, "@")
        if isArray, text.isPunctuation(open, "["), let elements = text.inside(open, endingAt: expression.upperBound) {
            return text.splitCommas(elements).map { element in
                if element.count == 1, let only = element.first, text.isString(only) { return .literal(only) }
                return .dynamic(element, reason: reason(element))
            }
        }
        return [.dynamic(expression, reason: reason(expression))]
    }

    private func reason(_ range: Range<Int>) -> String {
        if counts.hasFormat(range) { return "formatted at run time" }
        if counts.hasPlus(range), counts.hasString(range) { return "joined with '+' at run time" }
        return "not a string literal"
    }

    /// The options of a visual format call as written (`[.alignAllTop]`, `.alignAllTop`,
    /// `[]`, `NSLayoutFormatAlignAllTop | NSLayoutFormatAlignAllBottom`, `0`,
    /// `kNilOptions`), each name with its place; nil when they are not static.
    func options(_ expression: Range<Int>) -> [NameInFile]? {
        var range = expression
        if language == .objectiveC, text.isPunctuation(range.lowerBound, "("),
           text.isIdentifier(range.lowerBound + 1, "NSLayoutFormatOptions") {
            let close = text.closing(range.lowerBound)
            guard close <= range.upperBound else { return nil }
            range = close..<range.upperBound
        }
        guard let first = range.first else { return nil }
        if range.count == 1, text.tokens[first].kind == .number, text.text(first) == "0" { return [] }
        if range.count == 1, text.isIdentifier(first, "kNilOptions") || text.isIdentifier(first, "nil") { return [] }
        if isEmptyOptionSet(range) { return [] }
        if language == .swift, text.isPunctuation(first, "["), let elements = text.inside(first, endingAt: range.upperBound) {
            var names: [NameInFile] = []
            for element in text.splitCommas(elements) {
                guard let name = optionName(element) else { return nil }
                names.append(name)
            }
            return names
        }
        var names: [NameInFile] = []
        var start = range.lowerBound
        for index in range.lowerBound...range.upperBound where index == range.upperBound || text.isPunctuation(index, "|") {
            guard let name = optionName(start..<index) else { return nil }
            names.append(name)
            start = index + 1
        }
        return names
    }

    /// `NSLayoutFormatOptions()`, `.init()`, `NSLayoutConstraint.FormatOptions(rawValue: 0)`.
    private func isEmptyOptionSet(_ range: Range<Int>) -> Bool {
        guard let last = range.last, text.isPunctuation(last, ")") else { return false }
        var open = range.lowerBound
        while open < last, !text.isPunctuation(open, "(") { open += 1 }
        guard open > range.lowerBound, open < last, text.isPunctuation(open, "("), text.closing(open) == range.upperBound
        else { return false }
        let inside = (open + 1)..<last
        let isZero = inside.count == 3 && text.isIdentifier(inside.lowerBound, "rawValue")
            && text.isPunctuation(inside.lowerBound + 1, ":") && text.text(inside.lowerBound + 2) == "0"
        guard inside.isEmpty || isZero else { return false }
        return (range.lowerBound..<open).allSatisfy { text.tokens[$0].kind == .identifier || text.isPunctuation($0, ".") }
    }

    /// `.name`, `Type.name`, `NSLayoutFormatName`: a dotted path of names.
    private func optionName(_ range: Range<Int>) -> NameInFile? {
        guard let last = range.last, text.tokens[last].kind == .identifier else { return nil }
        for index in range {
            let isName = text.tokens[index].kind == .identifier
            let expectName = (index - range.lowerBound) % 2 == (text.isPunctuation(range.lowerBound, ".") ? 1 : 0)
            if isName != expectName || (!isName && !text.isPunctuation(index, ".")) { return nil }
        }
        // Only what names an option is static: `.name`, `NSLayoutFormat…`, or a path through
        // the option type (`NSLayoutConstraint.FormatOptions.name`). `opts`, `self.alignment`
        // or `Layout.options` are values known at run time.
        if !text.isPunctuation(range.lowerBound, ".") {
            if range.count == 1 {
                guard text.text(last).hasPrefix("NSLayoutFormat") else { return nil }
            } else {
                let owner = text.text(last - 2)
                guard owner == "FormatOptions" || owner == "NSLayoutFormatOptions" else { return nil }
            }
        }
        let place = text.fileRange(range)
        let written = String(decoding: text.bytes[place.lowerBound..<place.upperBound], as: UTF8.self)
        return NameInFile(written, place)
    }
}
