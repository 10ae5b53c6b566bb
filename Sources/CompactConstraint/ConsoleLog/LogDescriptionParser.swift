/// Why a constraint description could not be read, and where.
struct LogParseError: Error, Sendable {
    var message: String
    /// Byte offset in the log file.
    var offset: Int
}

/// Reads one constraint description as UIKit and AppKit print it (their `-description`):
///
///     <NSLayoutConstraint:0x6000… 'identifier' UILabel:0x7f…'Title'.leading == UIView:0x7f….leadingMargin + 8   (active)>
///     <NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 0   (active, names: '|':UIWindow:0x… )>
///     <SnapKit.LayoutConstraint:0x…@CardView.swift#88 UIView:0x….height == 44.0>
///     <NSLayoutConstraint:0x… V:|-(8)-[UILabel:0x…]   (Names: '|':UITableViewCellContentView:0x… )>
///
/// A hand-written recursive descent over the bytes of one line: envelope (class, address,
/// library location, identifier, masks), body (an equation or a visual-format
/// description, `LogVisualFormat`), priority, `(active|inactive, names: …)` and `>`.
enum LogDescriptionParser {
    /// Parses the description whose `<` is at `start`, ending on or before `lineEnd`.
    /// - Throws: `LogParseError` at the first byte that does not fit the grammar.
    static func parse(_ bytes: [UInt8], at start: Int, lineEnd: Int) throws(LogParseError) -> LogConstraint {
        var s = LogScanner(bytes, from: start, to: lineEnd)
        guard s.match("<") else { throw LogParseError(message: "expected '<'", offset: s.offset) }
        guard let className = s.className(), s.match(":") else {
            throw LogParseError(message: "expected the constraint's class and ':' after '<'", offset: s.offset)
        }
        guard let address = s.address() else {
            throw LogParseError(message: "expected the constraint's address (0x…) after '\(className):'", offset: s.offset)
        }
        var constraint = LogConstraint(
            range: SourceRange(start, start), className: className, address: address,
            equation: LogEquation(first: LogTerm(item: .superview, attribute: .left), relation: .equal))
        if s.peek() == 0x40 { constraint.madeAt = libraryLocation(&s) }
        s.skipBlanks()
        if s.peek() == 0x27 { constraint.identifier = try identifier(&s) }
        s.skipBlanks()
        if s.looksAt("h=") { constraint.mask = masks(&s) }
        s.skipBlanks()
        if s.looksAt("H:") || s.looksAt("V:") {
            let vfl = try LogVisualFormat.parse(&s)
            constraint.equation = vfl.equation
            if let priority = vfl.priority { constraint.priority = priority }
        } else {
            constraint.equation = try equation(&s)
        }
        let bodyEnd = s.offset
        try limit(&constraint, at: start, end: bodyEnd)
        try LogPairingRules.check(constraint.equation, at: start)
        s.skipBlanks()
        if s.match("@") {
            s.skipBlanks()
            constraint.priority = try priority(&s)
        }
        s.skipBlanks()
        if s.match("Hug:") {
            constraint.hugging = try priority(&s)
            s.skipBlanks()
        }
        if s.match("CompressionResistance:") { constraint.compressionResistance = try priority(&s) }
        s.skipBlanks()
        if s.peek() == 0x28 { try status(&s, into: &constraint) }
        s.skipBlanks()
        guard s.match(">") else {
            throw LogParseError(message: "expected '>' at the end of the constraint description", offset: s.offset)
        }
        constraint.range = SourceRange(start, s.offset)
        return constraint
    }

    /// The largest constant `ccc` reads, in points: 10,000,000 (beyond it a double's sums
    /// lose whole points in the solver; `NumericLimits`).
    static let limit = NumericLimits.maximumMagnitude

    /// A multiplier outside the range a layout accepts (0, or 0.0001 to 10,000 in magnitude:
    /// `NumericLimits`, so that `--emit-layout` writes a layout `ccc` reads) is unreadable. A
    /// constant beyond `limit`: a `<=` with a huge positive (or `>=` with a huge negative)
    /// constant is UIKit's "no limit" (it prints FLT_MAX, 3.40282e+38, for an unbounded size)
    /// and is read at the limit, noted; any other is unreadable.
    private static func limit(_ constraint: inout LogConstraint, at start: Int, end: Int) throws(LogParseError) {
        let equation = constraint.equation
        if !NumericLimits.isAcceptableMultiplier(equation.multiplier) {
            throw LogParseError(
                message: "the multiplier \(NumericLimits.shown(equation.multiplier)) is outside what ccc solves: \(NumericLimits.multiplierMessage)",
                offset: start)
        }
        let constant = equation.constant
        guard abs(constant) > limit else { return }
        let noLimit = (equation.relation == .lessThanOrEqual && constant > 0) || (equation.relation == .greaterThanOrEqual && constant < 0)
        guard noLimit else {
            throw LogParseError(
                message: "the constant \(formatNumber(constant)) is beyond ccc's limit of 10,000,000 points (FLT_MAX, 3.40282e+38, is UIKit's 'no limit', which only '<=' can mean)",
                offset: start)
        }
        constraint.unboundedConstant = constant
        constraint.equation.constant = constant > 0 ? limit : -limit
    }

    /// `@/path/to/File.swift#88` (SnapKit): up to the `#line`, spaces in the path allowed.
    private static func libraryLocation(_ s: inout LogScanner) -> String {
        s.advance()
        let start = s.offset
        var probe = start
        while probe < s.end {
            if s.bytes[probe] == 0x23, probe + 1 < s.end, LogScanner.isDigit(s.bytes[probe + 1]) {
                var stop = probe + 1
                while stop < s.end, LogScanner.isDigit(s.bytes[stop]) { stop += 1 }
                s.seek(stop)
                return s.text(start, stop)
            }
            if s.bytes[probe] == 0x3E { break }
            probe += 1
        }
        while !s.isAtEnd, s.peek() != 0x20, s.peek() != 0x3E { s.advance() }
        return s.text(start, s.offset)
    }

    /// `'UIView-Encapsulated-Layout-Height'`: up to the quote followed by a blank.
    private static func identifier(_ s: inout LogScanner) throws(LogParseError) -> String {
        let open = s.offset
        s.advance()
        let start = s.offset
        while !s.isAtEnd {
            if s.peek() == 0x27, [0x20, 0x09, 0x0A, 0x0D].contains(s.peek(1)) {
                let text = s.text(start, s.offset)
                s.advance()
                return text
            }
            s.advance()
        }
        throw LogParseError(message: "the identifier's quote is not closed", offset: open)
    }

    /// `h=--& v=--&`: the horizontal and vertical masks (left margin, size, right margin;
    /// `-` fixed, `&` flexible).
    private static func masks(_ s: inout LogScanner) -> String {
        let start = s.offset
        var stop = start
        for _ in 0..<2 {
            s.skipBlanks()
            guard s.looksAt("h=") || s.looksAt("v=") else { break }
            while !s.isAtEnd, s.peek() != 0x20, s.peek() != 0x09 { s.advance() }
            stop = s.offset
        }
        s.seek(stop)
        return s.text(start, stop)
    }

    /// `first relation second * multiplier ± constant`, or `first relation constant`
    /// (also `== + 70`, as autoresizing-mask constraints print a position).
    static func equation(_ s: inout LogScanner) throws(LogParseError) -> LogEquation {
        let first = try term(&s)
        s.skipBlanks()
        let relation = try relationKind(&s)
        s.skipBlanks()
        var equation = LogEquation(first: first, relation: relation)
        let before = s.offset
        // `0.5*UIView:0x….width`, as UIKit prints a multiplier; `UIView:0x….width * 0.5` is read below.
        if let multiplier = s.number() {
            s.skipBlanks()
            if s.match("*") {
                s.skipBlanks()
                equation.multiplier = multiplier
            } else {
                s.seek(before)
            }
        }
        if let named = namedTerm(&s) {
            equation.second = named
            try tail(&s, &equation)
            return equation
        }
        if let item = try item(&s) {
            guard s.match(".") else { throw LogParseError(message: "expected '.' and an attribute", offset: s.offset) }
            equation.second = LogTerm(item: .item(item), attribute: try attribute(&s))
            try tail(&s, &equation)
            return equation
        }
        s.seek(before)
        equation.multiplier = 1
        var negative = false
        if (s.peek() == 0x2B || s.peek() == 0x2D), s.peek(1) == 0x20 {
            negative = s.peek() == 0x2D
            s.advance()
            s.skipBlanks()
        }
        guard let constant = s.number() else {
            throw LogParseError(message: "expected an item or a constant after the relation", offset: s.offset)
        }
        equation.constant = negative ? -constant : constant
        return equation
    }

    /// `* multiplier ± constant` after the second item.
    private static func tail(_ s: inout LogScanner, _ equation: inout LogEquation) throws(LogParseError) {
        s.skipBlanks()
        if s.match("*") {
            s.skipBlanks()
            guard let multiplier = s.number() else {
                throw LogParseError(message: "expected a multiplier after '*'", offset: s.offset)
            }
            equation.multiplier = multiplier
            s.skipBlanks()
        }
        if s.peek() == 0x2B || s.peek() == 0x2D {
            let negative = s.peek() == 0x2D
            s.advance()
            s.skipBlanks()
            guard let constant = s.number() else {
                throw LogParseError(message: "expected a constant after '\(negative ? "-" : "+")'", offset: s.offset)
            }
            equation.constant = negative ? -constant : constant
        }
    }

    private static func term(_ s: inout LogScanner) throws(LogParseError) -> LogTerm {
        if let named = namedTerm(&s) { return named }
        guard let item = try item(&s) else {
            throw LogParseError(message: "expected an item such as 'UILabel:0x…' or 'H:'/'V:'", offset: s.offset)
        }
        guard s.match(".") else { throw LogParseError(message: "expected '.' and an attribute", offset: s.offset) }
        return LogTerm(item: .item(item), attribute: try attribute(&s))
    }

    /// `connectButton.width` or `SystemInputAssistantView.height`: a bare name of the
    /// `names:` list (`names: connectButton:UIButton:0x…`, `names: SystemInputAssistantView:0x…`)
    /// and an attribute; nil (cursor unmoved) when no name and `.attribute` stand there.
    static func namedTerm(_ s: inout LogScanner) -> LogTerm? {
        let start = s.offset
        guard LogScanner.isLetter(s.peek()) || s.peek() == 0x5F || s.peek() >= 0x80, let name = s.name(), s.match("."),
              let word = s.word(), let attribute = LogAttribute(rawValue: word), !LogScanner.isWordByte(s.peek()) else {
            s.seek(start)
            return nil
        }
        return LogTerm(item: .named(name), attribute: attribute)
    }

    /// `Class:0xaddress'quoted name'`, or nil (cursor unmoved) when no class stands there.
    static func item(_ s: inout LogScanner) throws(LogParseError) -> LogItem? {
        let start = s.offset
        guard let className = s.className() else { return nil }
        _ = s.match(":")
        guard let address = s.address() else {
            s.seek(start)
            return nil
        }
        var item = LogItem(className: className, address: address)
        if s.peek() == 0x27 { item.name = try quotedName(&s) }
        return item
    }

    /// The quoted text after an item's address: up to the quote that is followed by what
    /// may follow an item (`.attribute`, `]`, `(`, a blank, `,`, `)`, `>`), so quotes and
    /// dots inside a label's text are kept.
    private static func quotedName(_ s: inout LogScanner) throws(LogParseError) -> String {
        let open = s.offset
        s.advance()
        let start = s.offset
        while !s.isAtEnd {
            if s.peek() == 0x27 && closesName(s) {
                let text = s.text(start, s.offset)
                s.advance()
                return text
            }
            s.advance()
        }
        throw LogParseError(message: "the item's quoted name is not closed", offset: open)
    }

    private static func closesName(_ s: LogScanner) -> Bool {
        let next = s.peek(1)
        if [0x5D, 0x28, 0x20, 0x2C, 0x29, 0x3E, 0x09, 0].contains(next) { return true }
        guard next == 0x2E else { return false }
        var probe = s
        probe.advance(2)
        guard let word = probe.word(), LogAttribute(rawValue: word) != nil else { return false }
        return !LogScanner.isWordByte(probe.peek())
    }

    static func attribute(_ s: inout LogScanner) throws(LogParseError) -> LogAttribute {
        let start = s.offset
        guard let word = s.word(), let attribute = LogAttribute(rawValue: word) else {
            throw LogParseError(message: "unknown attribute '\(s.text(start, s.offset))'", offset: start)
        }
        return attribute
    }

    static func relationKind(_ s: inout LogScanner) throws(LogParseError) -> RelationKind {
        if s.match("==") { return .equal }
        if s.match("<=") { return .lessThanOrEqual }
        if s.match(">=") { return .greaterThanOrEqual }
        throw LogParseError(message: "expected '==', '<=' or '>='", offset: s.offset)
    }

    static func priority(_ s: inout LogScanner) throws(LogParseError) -> Int {
        let start = s.offset
        guard let value = s.number(), value >= 1, value <= 1000 else {
            throw LogParseError(message: "expected a priority from 1 to 1000 after '@'", offset: start)
        }
        return Int(value)
    }

    /// `(active)`, `(inactive)`, `(active, names: '|':UIView:0x…, label:UILabel:0x… )`,
    /// and the older `(Names: '|':UIView:0x… )`.
    private static func status(_ s: inout LogScanner, into constraint: inout LogConstraint) throws(LogParseError) {
        s.advance()
        s.skipBlanks()
        if s.match("inactive") {
            constraint.isActive = false
        } else {
            _ = s.match("active")
        }
        s.skipBlanks()
        _ = s.match(",")
        s.skipBlanks()
        if s.match("names:") || s.match("Names:") {
            while true {
                s.skipBlanks()
                if s.match(")") { return }
                let keyStart = s.offset
                let key: String
                if s.match("'") {
                    let start = s.offset
                    while !s.isAtEnd, s.peek() != 0x27 { s.advance() }
                    key = s.text(start, s.offset)
                    _ = s.match("'")
                } else if let word = s.name() {
                    key = word
                } else {
                    throw LogParseError(message: "expected a name in the names list", offset: keyStart)
                }
                guard s.match(":") else {
                    throw LogParseError(message: "expected ':' and an item after the name '\(key)'", offset: s.offset)
                }
                // `SystemInputAssistantView:0x…`: the name is the class, the address follows.
                if s.looksAt("0x") || s.looksAt("0X"), let address = s.address() {
                    var item = LogItem(className: key, address: address)
                    if s.peek() == 0x27 { item.name = try quotedName(&s) }
                    constraint.names[key] = item
                    s.skipBlanks()
                    _ = s.match(",")
                    continue
                }
                guard let item = try item(&s) else {
                    throw LogParseError(message: "expected ':' and an item after the name '\(key)'", offset: s.offset)
                }
                constraint.names[key] = item
                s.skipBlanks()
                _ = s.match(",")
            }
        }
        guard s.match(")") else { throw LogParseError(message: "expected ')' after the constraint's status", offset: s.offset) }
    }
}
