/// The recursive-descent parser of one visual format string: the grammar of Apple's
/// "Visual Format Language" reference (see `VisualFormatSyntax`) plus what the shipped
/// parser of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`
/// accepts beyond it. It reports the first error only, at the token where the string
/// stops making sense, saying what was expected there.
public enum VisualFormatParser {
    /// The syntax tree of `source`, or nil after appending one error to `diagnostics`.
    public static func parse(_ source: SourceString, into diagnostics: inout Diagnostics) -> VisualFormatSyntax? {
        if let whiteSpace = VisualFormatWhiteSpace.diagnostic(source) {
            diagnostics.append(whiteSpace)
            return nil
        }
        var parser = VisualFormatRules(cursor: VisualFormatCursor(source: source))
        do {
            return try parser.parseString()
        } catch {
            diagnostics.append(error.diagnostic)
            return nil
        }
    }
}

/// One parse: a grammar rule per method.
struct VisualFormatRules {
    var cursor: VisualFormatCursor

    /// `visualFormatString`
    mutating func parseString() throws(ParseFailure) -> VisualFormatSyntax {
        let start = cursor.peek().range.lowerBound
        var orientation = VisualFormatSyntax.Orientation.horizontal
        var orientationRange: Range<Int>?
        if cursor.check(.identifier), cursor.peek(1).kind == .colon {
            let letter = cursor.advance()
            let colon = cursor.advance()
            switch cursor.text(letter.range) {
            case "H": orientation = .horizontal
            case "V": orientation = .vertical
            case let other:
                let upper = other == "h" || other == "v" ? other.uppercased() : nil
                let range = letter.range.lowerBound..<colon.range.upperBound
                throw cursor.failure(
                    .vflUnexpectedToken,
                    "expected the orientation 'H:' or 'V:'\(upper == nil ? "" : " (upper case)"), found '\(other):'",
                    at: range, notes: upper.map { [DiagnosticNote("did you mean '\($0):'?", at: cursor.source.fileRange(range))] } ?? [],
                    fixIts: upper.map { [FixIt(range: cursor.source.fileRange(letter.range), replacement: $0)] } ?? [])
            }
            orientationRange = letter.range.lowerBound..<colon.range.upperBound
        } else if cursor.check(.identifier), ["H", "V"].contains(cursor.text(cursor.peek().range)) {
            // Apple: "Expected ':' after 'V' to specify vertical arrangement".
            let letter = cursor.peek()
            let name = cursor.text(letter.range)
            let end = cursor.source.fileRange(letter.range.upperBound..<letter.range.upperBound)
            throw cursor.failure(
                .vflExpectedColon, "expected ':' after the orientation '\(name)'", at: letter.range,
                notes: [DiagnosticNote("insert ':'", at: end)], fixIts: [FixIt(range: end, replacement: ":")])
        }
        var leading: SuperviewSyntax?
        if let pipe = cursor.match(.pipe) {
            leading = SuperviewSyntax(range: pipe.range, connection: try parseConnection(after: "'|'"))
        }
        var views = [try parseView(after: leading == nil ? "the start" : "the connection")]
        var connections: [ConnectionSyntax] = []
        var trailing: SuperviewSyntax?
        while true {
            let previous = views.last.map { "'[\($0.name.text)]'" } ?? "the view"
            let connection = try parseConnection(after: previous)
            if let pipe = cursor.match(.pipe) {
                trailing = SuperviewSyntax(range: pipe.range, connection: connection)
                break
            }
            if cursor.check(.openBracket) {
                views.append(try parseView(after: "the connection"))
                connections.append(connection)
                continue
            }
            if connection.kind != .flush {
                throw cursor.unexpected(cursor.peek(), .vflExpectedView, "expected a view '[name]' or '|' after the connection")
            }
            break
        }
        try expectEnd(afterSuperview: trailing != nil)
        return VisualFormatSyntax(
            orientation: orientation, orientationRange: orientationRange, leadingSuperview: leading, views: views,
            connections: connections, trailingSuperview: trailing, range: start..<cursor.previousEnd)
    }

    private func expectEnd(afterSuperview: Bool) throws(ParseFailure) {
        let token = cursor.peek()
        if token.kind == .end { return }
        if afterSuperview {
            throw cursor.unexpected(token, .vflMisplacedSuperview, "expected the end of the string after the closing '|'")
        }
        throw cursor.unexpected(token, .vflUnexpectedToken, "expected '-', '[', '|' or the end of the string")
    }

    /// `view`: `'[' viewName ('(' predicates ')')? ']'`
    private mutating func parseView(after what: String) throws(ParseFailure) -> VisualFormatViewSyntax {
        let open = try cursor.consume(.openBracket, .vflExpectedView, "expected a view '[name]' after \(what)")
        let nameToken = try cursor.consume(.identifier, .vflExpectedViewName, "expected a view name after '['")
        let name = NameSyntax(cursor.text(nameToken.range), nameToken.range)
        var predicates: [PredicateSyntax] = []
        if cursor.check(.openParen) {
            predicates = try parsePredicateList(allowsViews: true)
        }
        if cursor.check(.arithmetic) || cursor.check(.colon) {
            throw cursor.failure(
                .vflExpectedBracket, "expected ']' after '\(name.text)', found \(cursor.describe(cursor.peek()))",
                at: cursor.peek().range)
        }
        let close = try cursor.consume(
            .closeBracket, .vflExpectedBracket,
            predicates.isEmpty ? "expected '(' or ']' after '\(name.text)'" : "expected ']' to close '[\(name.text)'")
        return VisualFormatViewSyntax(name: name, predicates: predicates, range: open.range.lowerBound..<close.range.upperBound)
    }

    /// `connection`: nothing (flush), `-`, or `-predicateList-`.
    private mutating func parseConnection(after what: String) throws(ParseFailure) -> ConnectionSyntax {
        guard let dash = cursor.match(.dash) else {
            let at = cursor.peek().range.lowerBound
            return ConnectionSyntax(.flush, range: cursor.previousEnd..<max(cursor.previousEnd, at))
        }
        switch cursor.peek().kind {
        case .openBracket, .pipe:
            return ConnectionSyntax(.standard, range: dash.range)
        case .openParen:
            let predicates = try parsePredicateList(allowsViews: false)
            let close = try closingDash()
            return ConnectionSyntax(
                .predicates(predicates, parenthesised: true), range: dash.range.lowerBound..<close.range.upperBound)
        case .relation, .singleEquals, .number, .identifier,
            .invalid where isRelationTypo(cursor.peek()):
            let predicate = try parsePredicate(allowsViews: false, negative: false)
            let close = try closingDash()
            return ConnectionSyntax(
                .predicates([predicate], parenthesised: false), range: dash.range.lowerBound..<close.range.upperBound)
        case .dash:
            throw doubleDash()
        default:
            throw cursor.unexpected(
                cursor.peek(), .vflExpectedPredicate,
                "expected a view '[name]', '|', a number, a metric or '(' after '-' following \(what)")
        }
    }

    /// `|--20-[a]`: Apple's parser refuses a `-` right after a connection's `-` ("Cannot tell
    /// if this - is a minus sign or an accidental extra bar in the connection. Use parentheses
    /// around negative numbers.", NSLayoutConstraintParser); a negative spacing is `-(-20)-`.
    private func doubleDash() -> ParseFailure {
        let minus = cursor.peek()
        let value = cursor.peek(1)
        let message = "cannot tell if this '-' is a minus sign or an extra '-' in the connection; "
            + "Apple's parser refuses it: write a negative spacing in parentheses"
        // Apple negates numbers only (`-(-m)-` is "Expected a number or a key…"): no fix-it for a metric.
        guard case .number = value.kind else {
            return cursor.failure(.vflExpectedPredicate, message, at: minus.range)
        }
        let range = minus.range.lowerBound..<value.range.upperBound
        let replacement = "(" + cursor.text(range) + ")"
        let fileRange = cursor.source.fileRange(range)
        return cursor.failure(
            .vflExpectedPredicate, message, at: minus.range,
            notes: [DiagnosticNote("did you mean '-\(replacement)-'?", at: fileRange)],
            fixIts: [FixIt(range: fileRange, replacement: replacement)])
    }

    private mutating func closingDash() throws(ParseFailure) -> VisualFormatToken {
        let token = cursor.peek()
        if token.kind == .arithmetic || token.kind == .at {
            throw cursor.failure(
                .vflArithmetic, "a connection's spacing is a single number or metric; found \(cursor.describe(token))",
                at: token.range)
        }
        return try cursor.consume(.dash, .vflExpectedDash, "expected '-' to end the connection's spacing")
    }

    /// `'(' predicate (',' predicate)* ')'`
    private mutating func parsePredicateList(allowsViews: Bool) throws(ParseFailure) -> [PredicateSyntax] {
        cursor.advance()  // '('
        var predicates = [try parsePredicate(allowsViews: allowsViews, negative: true)]
        while cursor.match(.comma) != nil {
            predicates.append(try parsePredicate(allowsViews: allowsViews, negative: true))
        }
        let token = cursor.peek()
        if token.kind == .arithmetic {
            throw cursor.failure(
                .vflArithmetic,
                "a visual format predicate is a relation, one number, metric\(allowsViews ? " or view" : "") and a "
                    + "priority; \(cursor.describe(token)) is not allowed (write a compact constraint such as "
                    + "'a.width == b.width * 2' instead)",
                at: token.range)
        }
        if token.kind == .identifier, let start = token.range.first, start > 0,
           start - 1 < cursor.source.bytes.count, SourceBytes.isDigit(cursor.source.bytes[start - 1]) {
            // `@75o`, `100pt`: as in a compact string, a unit or a typo glued to a number.
            throw cursor.failure(
                .vflExpectedParenthesis, "expected ',' or ')' after the predicate, found \(cursor.describe(token))",
                at: token.range, notes: [DiagnosticNote("a number takes no unit")])
        }
        _ = try cursor.consume(.closeParen, .vflExpectedParenthesis, "expected ',' or ')' after the predicate")
        return predicates
    }

    /// `relation? object ('@' priority)?`; `negative` allows a `-` sign on a number.
    private mutating func parsePredicate(allowsViews: Bool, negative: Bool) throws(ParseFailure) -> PredicateSyntax {
        let start = cursor.peek().range.lowerBound
        var relation: RelationSyntax?
        let token = cursor.peek()
        if case .relation(let kind) = token.kind {
            cursor.advance()
            relation = RelationSyntax(kind, token.range)
        } else if isRelationTypo(token), let suggestion = ConstraintParser.relationSuggestion(cursor.text(token.range)) {
            let fileRange = cursor.source.fileRange(token.range)
            throw cursor.failure(
                .vflInvalidRelation,
                "the Visual Format Language has no '\(cursor.text(token.range))' relation; use '\(suggestion)'",
                at: token.range, notes: [DiagnosticNote("did you mean '\(suggestion)'?", at: fileRange)],
                fixIts: [FixIt(range: fileRange, replacement: suggestion)])
        } else if token.kind == .singleEquals {
            let fileRange = cursor.source.fileRange(token.range)
            throw cursor.failure(
                .vflInvalidRelation, "the Visual Format Language has no '=' relation; use '=='", at: token.range,
                notes: [DiagnosticNote("did you mean '=='?", at: fileRange)],
                fixIts: [FixIt(range: fileRange, replacement: "==")])
        }
        let what = allowsViews ? "a number, a metric or a view" : "a number or a metric"
        let object = try parseValue(negative: negative, expectation: "expected \(what)")
        var priority: ValueSyntax?
        if cursor.match(.at) != nil {
            priority = try parseValue(negative: false, expectation: "expected a priority (a number or a metric) after '@'")
        }
        return PredicateSyntax(relation: relation, object: object, priority: priority, range: start..<cursor.previousEnd)
    }

    /// A lone `<` or `>`, which Apple's parser rejects ("Unknown relation. Must be ==, >=, or <=").
    private func isRelationTypo(_ token: VisualFormatToken) -> Bool {
        token.kind == .invalid && ConstraintParser.relationSuggestion(cursor.text(token.range)) != nil
    }

    /// A number (with an optional `-` when `negative`) or a name.
    private mutating func parseValue(negative: Bool, expectation: String) throws(ParseFailure) -> ValueSyntax {
        let token = cursor.peek()
        switch token.kind {
        case .number(let value):
            cursor.advance()
            return .number(value, token.range)
        case .identifier:
            cursor.advance()
            return .name(NameSyntax(cursor.text(token.range), token.range))
        case .dash where negative:
            if case .number(let value) = cursor.peek(1).kind {
                cursor.advance()
                let number = cursor.advance()
                return .number(-value, token.range.lowerBound..<number.range.upperBound)
            }
        default:
            break
        }
        throw cursor.unexpected(token, .vflExpectedPredicate, expectation)
    }
}
