/// Typed reads of JSON nodes that report a `type-mismatch` instead of failing silently.
/// `what` names the value in messages, e.g. "'size.width'".
struct JSONAccess {
    var diagnostics: Diagnostics
    /// The unknown keys reported so far, warnings and misspellings apart (`DiagnosticCap`).
    private var unknownKeys = DiagnosticCap()
    private var misspeltKeys = DiagnosticCap()
    /// The layout file's `"lint"` objects met so far, in file order (`LayoutDecoder` keeps
    /// them in the document, so suppressions are read without reading the file again).
    var lintObjects: [LintObject] = []

    init(diagnostics: Diagnostics) {
        self.diagnostics = diagnostics
    }

    /// The diagnostics to report: `diagnostics`, with the notes that count the unknown keys
    /// left out of the list.
    var reported: Diagnostics {
        misspeltKeys.noted(unknownKeys.noted(diagnostics, what: "unknown keys"), what: "misspelt keys")
    }

    mutating func object(_ node: JSONNode, _ what: @autoclosure () -> String) -> [JSONMember]? {
        if case .object(let members) = node.value { return members }
        mismatch(node, what(), expected: "an object")
        return nil
    }

    mutating func array(_ node: JSONNode, _ what: @autoclosure () -> String) -> [JSONNode]? {
        if case .array(let items) = node.value { return items }
        mismatch(node, what(), expected: "an array")
        return nil
    }

    mutating func string(_ node: JSONNode, _ what: @autoclosure () -> String) -> SourceString? {
        if case .string(let text) = node.value { return text }
        mismatch(node, what(), expected: "a string")
        return nil
    }

    mutating func bool(_ node: JSONNode, _ what: @autoclosure () -> String) -> Bool? {
        if case .bool(let value) = node.value { return value }
        mismatch(node, what(), expected: "true or false")
        return nil
    }

    mutating func number(_ node: JSONNode, _ what: @autoclosure () -> String) -> Double? {
        if case .number(let value) = node.value { return checked(value, node, what()) }
        mismatch(node, what(), expected: "a number")
        return nil
    }

    /// A number, or nil for `null` and for -1 ("none in this axis", as for intrinsic sizes).
    mutating func optionalNumber(_ node: JSONNode, _ what: @autoclosure () -> String) -> Double?? {
        switch node.value {
        case .null: return .some(nil)
        case .number(let value):
            if value == -1 { return .some(nil) }
            return checked(value, node, what()).map { .some($0) }
        default:
            mismatch(node, what(), expected: "a number or null")
            return nil
        }
    }

    /// `[a, b]` of numbers (null or -1 allowed when `allowNone`).
    mutating func pair(_ node: JSONNode, _ what: @autoclosure () -> String, allowNone: Bool = false) -> (Double?, Double?)? {
        guard let items = array(node, what()) else { return nil }
        guard items.count == 2 else {
            diagnostics.error(.invalidValue, "\(what()) must have 2 numbers, found \(items.count)", at: node.range)
            return nil
        }
        if allowNone {
            guard let a = optionalNumber(items[0], what()), let b = optionalNumber(items[1], what()) else { return nil }
            return (a, b)
        }
        guard let a = number(items[0], what()), let b = number(items[1], what()) else { return nil }
        return (a, b)
    }

    /// `[top, left, bottom, right]`.
    mutating func insets(_ node: JSONNode, _ what: @autoclosure () -> String) -> EdgeInsets? {
        guard let items = array(node, what()) else { return nil }
        guard items.count == 4 else {
            diagnostics.error(
                .invalidValue, "\(what()) must have 4 numbers [top, left, bottom, right], found \(items.count)",
                at: node.range)
            return nil
        }
        var values: [Double] = []
        for item in items {
            guard let value = number(item, what()) else { return nil }
            values.append(value)
        }
        return EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// The value, or nil with a `number-out-of-range` error when it is beyond `NumericLimits`.
    private mutating func checked(_ value: Double, _ node: JSONNode, _ what: @autoclosure () -> String) -> Double? {
        guard NumericLimits.isAcceptableLength(value) else {
            diagnostics.error(.numberOutOfRange, "\(what()) \(NumericLimits.lengthMessage)", at: node.range)
            return nil
        }
        return value
    }

    mutating func mismatch(_ node: JSONNode, _ what: @autoclosure () -> String, expected: String) {
        diagnostics.error(.typeMismatch, "\(what()) must be \(expected), found \(describe(node.value))", at: node.range)
    }

    /// Reports every member whose key is not in `known`: a near miss of a known key
    /// (`"constraint"`, a did-you-mean match) is a `misspelt-key` error with a fix-it, since
    /// ignoring it silently drops what the author wrote; any other key is an `unknown-key` warning.
    mutating func warnUnknownKeys(_ members: [JSONMember], known: [String], in what: @autoclosure () -> String) {
        for member in members where !known.contains(member.name) {
            let range = member.key.fileRange
            if let match = closestMatch(to: member.name, in: known) {
                guard misspeltKeys.admits(diagnostics) else { continue }
                diagnostics.error(
                    .misspeltKey, "unknown key '\(member.name)' in \(what()); did you mean '\(match)'?", at: range,
                    notes: [DiagnosticNote("what '\(member.name)' holds is ignored until the key is corrected", at: range)],
                    fixIts: [FixIt(range: range, replacement: match)])
            } else {
                guard unknownKeys.admits(diagnostics) else { continue }
                diagnostics.warning(.unknownKey, "unknown key '\(member.name)' in \(what()); it is ignored", at: range)
            }
        }
    }

    private func describe(_ value: JSONValue) -> String {
        switch value {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .number: "a number"
        case .bool: "a boolean"
        case .null: "null"
        }
    }
}
