/// Where a value stands, which decides how a `-` before a name is explained.
enum ValueRole {
    /// Right after the relation.
    case operand
    /// After `*`, `/` or `@`.
    case factor
    /// After `+` or `-`.
    case constant
}

extension ConstraintParser {
    /// `value := ['-'] NUMBER | IDENT`; a leading `-` folds into the number.
    /// `op` is the range of the token before it, whose text messages quote (read only for
    /// a message, so a value that parses copies no text).
    mutating func parseValue(after op: Range<Int>, expecting what: String, role: ValueRole) throws(ParseFailure) -> TreeValue {
        let token = cursor.peek()
        switch token.kind {
        case .identifier:
            if role != .operand, cursor.peek(1).kind == .dot, cursor.peek(2).kind == .identifier {
                let attribute = token.range.lowerBound..<cursor.peek(2).range.upperBound
                throw cursor.failure(
                    .expectedOperand,
                    "expected \(what) after '\(cursor.text(op))', found the view attribute '\(cursor.text(attribute))'",
                    at: attribute)
            }
            cursor.advance()
            return .name(name(token))
        case .number(let value):
            cursor.advance()
            return try finite(value, token.range)
        case .minus:
            return try parseNegative(after: op, expecting: what, role: role)
        default:
            throw cursor.unexpected(token, .expectedOperand, "expected \(what) after '\(cursor.text(op))'")
        }
    }

    /// `- NUMBER` as one negative number; `-` before a name is an error.
    private mutating func parseNegative(after op: Range<Int>, expecting what: String, role: ValueRole) throws(ParseFailure) -> TreeValue {
        let minus = cursor.peek()
        let next = cursor.peek(1)
        if case .number(let value) = next.kind {
            cursor.advance()
            cursor.advance()
            return try finite(-value, minus.range.lowerBound..<next.range.upperBound)
        }
        guard next.kind == .identifier else {
            throw cursor.unexpected(next, .expectedOperand, "expected a number after '-'")
        }
        let nameText = cursor.text(next.range)
        if cursor.peek(2).kind == .dot, cursor.peek(3).kind == .identifier {
            let attribute = next.range.lowerBound..<cursor.peek(3).range.upperBound
            throw cursor.failure(
                .expectedOperand,
                "'-' before '\(cursor.text(attribute))' is not supported; use the multiplier '* -1'",
                at: minus.range.lowerBound..<attribute.upperBound)
        }
        let hint: String
        switch role {
        case .operand: hint = "; write it as '0 - \(nameText)'"
        case .constant: hint = "; write the constant as '- \(nameText)'"
        case .factor: hint = ""
        }
        throw cursor.failure(
            .expectedOperand, "'-' before a metric name is not supported\(hint)",
            at: minus.range.lowerBound..<next.range.upperBound)
    }

    /// A number value, or `non-finite-number` when it overflowed.
    private func finite(_ value: Double, _ range: Range<Int>) throws(ParseFailure) -> TreeValue {
        guard value.isFinite else {
            throw cursor.failure(
                .nonFiniteNumber, "the number '\(cursor.text(range))' is too large to be a finite number", at: range)
        }
        return .number(value, TreeRange(range))
    }

    /// `END`. Whatever is left is an error: an operator after the constant gets
    /// `operator-after-constant` (the reference parser silently drops it), anything else
    /// `unexpected-token`.
    mutating func expectEnd(afterConstant: Bool) throws(ParseFailure) {
        let token = cursor.peek()
        switch token.kind {
        case .end:
            return
        case .invalid:
            throw cursor.invalidCharacter(token)
        case .star, .slash, .plus, .minus:
            if afterConstant { throw operatorAfterConstant(token) }
            throw cursor.failure(
                .unexpectedToken, "unexpected \(cursor.describe(token)) after the constraint", at: token.range,
                notes: [DiagnosticNote(Self.orderNote)])
        case .at, .relation:
            throw cursor.failure(
                .unexpectedToken, "unexpected \(cursor.describe(token)) after the constraint", at: token.range,
                notes: token.kind == .at ? [DiagnosticNote(Self.orderNote)] : [])
        default:
            let previous = cursor.peek(-1)
            let afterNumber = token.kind == .identifier && previous.range.upperBound == token.range.lowerBound
                && { if case .number = previous.kind { true } else { false } }()
            throw cursor.failure(
                .unexpectedToken, "unexpected \(cursor.describe(token)) after the constraint", at: token.range,
                notes: afterNumber ? [DiagnosticNote("a number takes no unit")] : [])
        }
    }

    static let orderNote =
        "the parts go in this order: multiplier ('*' or '/'), constant ('+' or '-'), priority ('@'), identifier ('#')"

    /// `operator-after-constant` covering the operator and, when one follows, its value.
    private mutating func operatorAfterConstant(_ op: CompactToken) -> ParseFailure {
        cursor.advance()
        var end = op.range.upperBound
        if let value = try? parseValue(after: 0..<0, expecting: "", role: .factor) {
            end = value.range.upperBound
        }
        let range = op.range.lowerBound..<end
        let reason = op.kind == .plus || op.kind == .minus
            ? "a constraint has one constant"
            : "the multiplier comes before the constant"
        let kept = cursor.text(0..<op.range.lowerBound).trimmingBlanks()
        return cursor.failure(
            .operatorAfterConstant,
            "'\(cursor.text(range))' after the constant is not part of the grammar (\(reason)); "
                + "CompactConstraint silently ignores it",
            at: range,
            notes: [DiagnosticNote("CompactConstraint reads this as '\(kept)'", at: cursor.source.fileRange(range))])
    }
}
