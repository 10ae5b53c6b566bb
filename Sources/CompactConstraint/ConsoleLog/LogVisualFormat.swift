/// The visual-format body of a constraint description (`H:|-(16)-[UILabel:0x…]`,
/// `V:[A]-(>=8)-[B]`, `H:[UIView:0x…(320)]`), read into the one equation it stands for.
///
/// A log prints each NSLayoutConstraint on its own, so a description holds exactly one
/// relation: superview edge to view, view to view, or a view's size. The spacing is a
/// predicate `(8)`, `(>=8)`, `(8@750)`, `(NSSpace(8))`, a bare number `-8-`, or `-` alone,
/// the standard spacing (8 points between views, 20 to the superview, as Apple's Visual
/// Format Language documents it); `(LTR)`/`(RTL)` after it is kept out of the equation.
enum LogVisualFormat {
    private struct Predicate {
        var relation: RelationKind = .equal
        var constant: Double = 0
        var view: String?
        var priority: Int?
    }

    private enum Element {
        case bar
        case view(LogItemReference, Predicate?)
        case connection(Predicate?)
    }

    /// - Throws: `LogParseError` for a description that is not one visual-format relation.
    static func parse(_ s: inout LogScanner) throws(LogParseError) -> (equation: LogEquation, priority: Int?) {
        let start = s.offset
        let horizontal = s.peek() == 0x48
        s.advance(2)
        var elements: [Element] = []
        loop: while true {
            switch s.peek() {
            case 0x7C:
                s.advance()
                elements.append(.bar)
            case 0x5B:
                s.advance()
                elements.append(try view(&s))
            case 0x2D:
                s.advance()
                elements.append(.connection(try connection(&s)))
            default:
                break loop
            }
        }
        if s.looksAt("(LTR)") || s.looksAt("(RTL)") { s.advance(5) }
        let (leading, trailing, size): (LogAttribute, LogAttribute, LogAttribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        switch elements.count {
        case 1:
            guard case .view(let item, let predicate?) = elements[0] else { break }
            var equation = LogEquation(first: LogTerm(item: item, attribute: size), relation: predicate.relation)
            if let other = predicate.view {
                equation.second = LogTerm(item: .named(other), attribute: size)
            } else {
                equation.constant = predicate.constant
            }
            return (equation, predicate.priority)
        case 2, 3:
            // Adjacent (`|[A]`, `[A][B]`): 0; a lone `-` (nil): the standard spacing.
            var gap: Predicate? = Predicate(constant: 0)
            if elements.count == 3 {
                guard case .connection(let predicate) = elements[1] else { break }
                gap = predicate
            }
            func spacing(toSuperview: Bool) -> Predicate { gap ?? Predicate(constant: toSuperview ? 20 : 8) }
            guard let a = elements.first, let b = elements.last else { break }
            switch (a, b) {
            case (.bar, .view(let item, nil)):
                let p = spacing(toSuperview: true)
                let equation = LogEquation(
                    first: LogTerm(item: item, attribute: leading), relation: p.relation,
                    second: LogTerm(item: .superview, attribute: leading), constant: p.constant)
                return (equation, p.priority)
            case (.view(let item, nil), .bar):
                let p = spacing(toSuperview: true)
                let equation = LogEquation(
                    first: LogTerm(item: .superview, attribute: trailing), relation: p.relation,
                    second: LogTerm(item: item, attribute: trailing), constant: p.constant)
                return (equation, p.priority)
            case (.view(let left, nil), .view(let right, nil)):
                let p = spacing(toSuperview: false)
                let equation = LogEquation(
                    first: LogTerm(item: right, attribute: leading), relation: p.relation,
                    second: LogTerm(item: left, attribute: trailing), constant: p.constant)
                return (equation, p.priority)
            default:
                break
            }
        default:
            break
        }
        throw LogParseError(message: "a visual-format description that is not one relation of two edges or a size", offset: start)
    }

    /// `[Class:0x…'name'(predicate)]` or `[name(predicate)]`, after the `[`.
    private static func view(_ s: inout LogScanner) throws(LogParseError) -> Element {
        let reference: LogItemReference
        if let item = try LogDescriptionParser.item(&s) {
            reference = .item(item)
        } else if let name = s.word() {
            reference = .named(name)
        } else {
            throw LogParseError(message: "expected a view inside '['", offset: s.offset)
        }
        var predicate: Predicate?
        if s.match("(") {
            predicate = try self.predicate(&s)
            guard s.match(")") else { throw LogParseError(message: "expected ')' after the size", offset: s.offset) }
        }
        guard s.match("]") else { throw LogParseError(message: "expected ']' after the view", offset: s.offset) }
        return .view(reference, predicate)
    }

    /// After a `-`: `(predicate)-`, `number-`, or nothing (a `-` that stands alone, or
    /// the `-` that closes a connection).
    private static func connection(_ s: inout LogScanner) throws(LogParseError) -> Predicate? {
        if s.match("(") {
            let predicate = try self.predicate(&s)
            guard s.match(")"), s.match("-") else {
                throw LogParseError(message: "expected ')-' after the spacing", offset: s.offset)
            }
            return predicate
        }
        let before = s.offset
        if let value = s.number() {
            guard s.match("-") else { throw LogParseError(message: "expected '-' after the spacing", offset: s.offset) }
            return Predicate(constant: value)
        }
        s.seek(before)
        return nil
    }

    /// `==8`, `>=8`, `8`, `8@750`, `NSSpace(8)`, `==otherView`.
    private static func predicate(_ s: inout LogScanner) throws(LogParseError) -> Predicate {
        var predicate = Predicate()
        s.skipBlanks()
        if s.looksAt("==") || s.looksAt("<=") || s.looksAt(">=") {
            predicate.relation = try LogDescriptionParser.relationKind(&s)
        }
        if let value = s.number() {
            predicate.constant = value
        } else if let name = s.word() {
            predicate.view = name
        } else {
            throw LogParseError(message: "expected a number in the predicate", offset: s.offset)
        }
        if s.match("@") { predicate.priority = try LogDescriptionParser.priority(&s) }
        s.skipBlanks()
        return predicate
    }
}
