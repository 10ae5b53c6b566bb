/// The recursive-descent parser of one compact constraint string (docs/language.md):
///
///     constraint := attribute relation operand [multiplier] [constant] [priority] [identifier] END
///     attribute  := IDENT '.' IDENT
///     operand    := attribute | value        // IDENT followed by '.' is an attribute
///     value      := ['-'] NUMBER | IDENT      // a leading '-' folds into the number
///     multiplier := ('*' | '/') value
///     constant   := ('+' | '-') value
///     priority   := '@' value
///     identifier := HASH
///
/// It reports the first error only and then gives up.
public enum CompactParser {
    /// The syntax tree of `source`, or nil after appending one error to `diagnostics`.
    public static func parse(_ source: SourceString, into diagnostics: inout Diagnostics) -> ConstraintSyntax? {
        var names = NameInterner()
        var tokens: [CompactToken] = []
        return parseTree(source, names: &names, tokens: &tokens, into: &diagnostics)?.syntax(in: source)
    }

    /// The tree the parse stage keeps, its names interned in `names`; nil after appending
    /// one error to `diagnostics`. `tokens` is scratch space, reused from string to string
    /// (one token array a layout, not one a string).
    static func parseTree(
        _ source: SourceString, names: inout NameInterner, tokens: inout [CompactToken],
        into diagnostics: inout Diagnostics
    ) -> CompactTree? {
        if let tree = CompactFastPath.parse(source, names: &names) { return tree }
        return fullTree(source, names: &names, tokens: &tokens, into: &diagnostics)
    }

    /// The tree as the lexer and the recursive-descent parser make it (every string the
    /// fast path leaves, and every error).
    static func fullTree(
        _ source: SourceString, names: inout NameInterner, tokens: inout [CompactToken],
        into diagnostics: inout Diagnostics
    ) -> CompactTree? {
        CompactLexer.tokens(of: source, into: &tokens)
        var parser = ConstraintParser(source: source, tokens: tokens, names: NameInterner.placeholder)
        swap(&names, &parser.names)
        defer { swap(&names, &parser.names) }
        do {
            return try parser.parseConstraint()
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }
}

/// One parse: a grammar rule per method over a `ParserCursor`.
struct ConstraintParser {
    /// Internal so that the rules in `CompactParser+Value.swift` can use it.
    var cursor: ParserCursor
    /// Where every name read is interned.
    var names: NameInterner

    init(source: SourceString, tokens: [CompactToken], names: NameInterner) {
        cursor = ParserCursor(source: source, tokens: tokens)
        self.names = names
    }

    /// `constraint`
    mutating func parseConstraint() throws(ParseFailure) -> CompactTree {
        if cursor.check(.end) {
            throw cursor.failure(.emptyConstraint, "empty constraint string", at: 0..<cursor.source.bytes.count)
        }
        let first = try parseFirstAttribute()
        let relation = try parseRelation(after: first)
        let second = try parseOperand(after: relation)
        let multiplier = try parseMultiplier()
        let constant = try parseConstant()
        let priority = try parsePriority()
        let identifier = parseIdentifier()
        try expectEnd(afterConstant: constant != nil && priority == nil && identifier == nil)
        return CompactTree(
            first: first, relation: relation.kind, relationRange: TreeRange(relation.range), second: second,
            multiplier: multiplier, constant: constant, priority: priority, hash: identifier,
            range: TreeRange(first.range.lowerBound..<cursor.previousEnd))
    }

    /// `attribute` at the start of the string.
    private mutating func parseFirstAttribute() throws(ParseFailure) -> TreeAttribute {
        let item = try cursor.consume(.identifier, .expectedItem, "expected a view name at the start of the constraint")
        return try parseAttribute(item: name(item))
    }

    /// The `'.' IDENT` of an attribute whose item has been read.
    private mutating func parseAttribute(item: TreeName) throws(ParseFailure) -> TreeAttribute {
        // Tokens are told apart by `case` patterns here, not by comparing kinds (a call each).
        guard case .dot = cursor.peek().kind else {
            throw cursor.unexpected(
                cursor.peek(), .expectedAttribute, "expected '.' and an attribute after '\(cursor.text(item.range.range))'")
        }
        cursor.advance()
        let attribute = cursor.peek()
        guard case .identifier = attribute.kind else {
            throw cursor.unexpected(attribute, .expectedAttribute, "expected an attribute after '.'")
        }
        cursor.advance()
        return TreeAttribute(item: item, attribute: name(attribute))
    }

    /// `relation`; a lone `<` or `>` (or `=<`, `=>`) gets a suggestion.
    private mutating func parseRelation(after first: TreeAttribute) throws(ParseFailure) -> RelationSyntax {
        let token = cursor.peek()
        if case .relation(let kind) = token.kind {
            cursor.advance()
            return RelationSyntax(kind, token.range)
        }
        let expectation = "expected '=', '==', '<=' or '>=' after '\(cursor.text(first.range))'"
        if token.kind == .invalid, let suggestion = Self.relationSuggestion(cursor.text(token.range)) {
            let fileRange = cursor.source.fileRange(token.range)
            throw cursor.failure(
                .expectedRelation, "\(expectation), found \(cursor.describe(token))", at: token.range,
                notes: [DiagnosticNote("did you mean '\(suggestion)'?", at: fileRange)],
                fixIts: [FixIt(range: fileRange, replacement: suggestion)])
        }
        throw cursor.unexpected(token, .expectedRelation, expectation)
    }

    /// The relation meant by a near miss such as `<` or `=<`.
    static func relationSuggestion(_ text: String) -> String? {
        switch text {
        case "<", "=<": "<="
        case ">", "=>": ">="
        default: nil
        }
    }

    /// `operand`: `item.attribute` when a name is followed by `.`, else a value.
    private mutating func parseOperand(after relation: RelationSyntax) throws(ParseFailure) -> TreeOperand {
        let token = cursor.peek()
        if token.kind == .identifier, cursor.peek(1).kind == .dot {
            cursor.advance()
            return .attribute(try parseAttribute(item: name(token)))
        }
        return .value(try parseValue(after: relation.range, expecting: "a view attribute, metric name or number", role: .operand))
    }

    /// `multiplier`, when the next token is `*` or `/`.
    private mutating func parseMultiplier() throws(ParseFailure) -> TreeOperation? {
        let op = cursor.peek()
        switch op.kind {
        case .star, .slash: cursor.advance()
        default: return nil
        }
        let value = try parseValue(after: op.range, expecting: "a number or metric name", role: .factor)
        return TreeOperation(isInverse: op.kind == .slash, value: value, start: UInt32(clamping: op.range.lowerBound))
    }

    /// `constant`, when the next token is `+` or `-`.
    private mutating func parseConstant() throws(ParseFailure) -> TreeOperation? {
        let op = cursor.peek()
        switch op.kind {
        case .plus, .minus: cursor.advance()
        default: return nil
        }
        let value = try parseValue(after: op.range, expecting: "a number or metric name", role: .constant)
        return TreeOperation(isInverse: op.kind == .minus, value: value, start: UInt32(clamping: op.range.lowerBound))
    }

    /// `priority`, when the next token is `@`.
    private mutating func parsePriority() throws(ParseFailure) -> TreeValue? {
        let at = cursor.peek()
        guard case .at = at.kind else { return nil }
        cursor.advance()
        return try parseValue(after: at.range, expecting: "a priority (a number or a name such as 'high')", role: .factor)
    }

    /// `identifier`: where the `#` token is (its text, trimmed, is read from the string when wanted).
    private mutating func parseIdentifier() -> UInt32? {
        let token = cursor.peek()
        guard case .hash = token.kind else { return nil }
        cursor.advance()
        return UInt32(clamping: token.range.lowerBound)
    }

    /// The name a token spells, interned.
    mutating func name(_ token: CompactToken) -> TreeName {
        TreeName(id: names.intern(cursor.source.bytes, token.range), range: TreeRange(token.range))
    }
}
