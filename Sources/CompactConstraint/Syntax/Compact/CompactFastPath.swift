/// The plain compact string read in one pass over its bytes, without a token array:
///
///     item.attribute relation (item.attribute | value) [(*|/) value] [(+|-) value] [@ value] [# text]
///
/// where a value is a name, a number or `-` and a number, with blanks between the parts as
/// the lexer allows them. It is a shortcut, not a second grammar: it gives up (nil) at
/// anything else — an error of any kind, a blank inside `item.attribute`, a value followed
/// by `.`, a number that overflows, a character outside the plain form — and then the
/// full parser (`CompactLexer`, `ConstraintParser`) reads the string and makes its tree or
/// its diagnostic. Where it succeeds its tree is the full parser's, range for range
/// (`CompactFastPathTests` compares the two on the corpus and on generated strings). Most
/// strings of a layout are plain; the tokens and the cursor were about two thirds of
/// parsing one (issue #17).
struct CompactFastPath {
    /// The string's bytes, read in place (`parse` keeps them alive; every read is within
    /// `count`).
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    /// The end of the last part read (the full parser's `previousEnd`).
    private var end = 0

    /// False when only the tree's ranges are wanted: every name is then number 0.
    private let interns: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>, interns: Bool) {
        self.bytes = bytes
        self.interns = interns
    }

    /// The tree of `source`, its names interned in `names`; nil when the string is not plain
    /// (nothing is interned then).
    static func parse(_ source: SourceString, names: inout NameInterner) -> CompactTree? {
        source.bytes.withUnsafeBufferPointer { bytes in
            var reader = CompactFastPath(bytes, interns: true)
            return reader.constraint(&names)
        }
    }

    /// The tree of `source` with every name numbered 0 (its ranges, relation and `#` are
    /// what `parse` gives), interning nothing; nil when the string is not plain. A written
    /// constraint's canonical text reads its names' ranges so (`WrittenConstraintText`).
    static func ranges(_ source: SourceString) -> CompactTree? {
        source.bytes.withUnsafeBufferPointer { bytes in
            var reader = CompactFastPath(bytes, interns: false)
            var names = NameInterner.placeholder
            return reader.constraint(&names)
        }
    }

    /// A name read but not yet interned (the tree is interned only once it is whole).
    private typealias Span = Range<Int>

    private enum Value {
        case number(Double, Span)
        case name(Span)
    }

    /// What follows the right-hand side: `* value`, `+ value`, `@ value`, `#` (each optional).
    private struct Tail {
        var multiplier: (isDivision: Bool, value: Value, start: Int)?
        var constant: (isSubtraction: Bool, value: Value, start: Int)?
        var priority: Value?
        var hash: UInt32?
    }

    private mutating func constraint(_ names: inout NameInterner) -> CompactTree? {
        skipBlanks()
        guard let item = identifier(), byte() == UInt8(ascii: "."), let attribute = afterDot() else { return nil }
        skipBlanks()
        guard let (relation, relationRange) = self.relation() else { return nil }
        skipBlanks()
        // The right-hand side: `item.attribute` when a name is followed by `.`, else a value.
        var second: (Span, Span)?
        var operand: Value?
        if let name = identifier() {
            if byte() == UInt8(ascii: ".") {
                guard let attribute = afterDot() else { return nil }
                second = (name, attribute)
            } else {
                guard isBlankOrEnd else { return nil }
                operand = .name(name)
                end = name.upperBound
            }
        } else {
            guard let number = number(negative: nil) else { return nil }
            operand = number
        }
        skipBlanks()
        guard let tail = tail(), index == bytes.count else { return nil }

        func name(_ span: Span) -> TreeName {
            TreeName(id: interns ? names.intern(bytes, span) : 0, range: TreeRange(span))
        }
        func tree(_ value: Value) -> TreeValue {
            switch value {
            case .number(let number, let span): .number(number, TreeRange(span))
            case .name(let span): .name(name(span))
            }
        }
        // Interned in the full parser's order: first attribute, right-hand side, then the tail.
        let first = TreeAttribute(item: name(item), attribute: name(attribute))
        let right: TreeOperand
        if let (item, attribute) = second {
            right = .attribute(TreeAttribute(item: name(item), attribute: name(attribute)))
        } else if let operand {
            right = .value(tree(operand))
        } else {
            return nil
        }
        return CompactTree(
            first: first, relation: relation, relationRange: TreeRange(relationRange), second: right,
            multiplier: tail.multiplier.map {
                TreeOperation(isInverse: $0.isDivision, value: tree($0.value), start: UInt32(clamping: $0.start))
            },
            constant: tail.constant.map {
                TreeOperation(isInverse: $0.isSubtraction, value: tree($0.value), start: UInt32(clamping: $0.start))
            },
            priority: tail.priority.map(tree), hash: tail.hash, range: TreeRange(item.lowerBound..<end))
    }

    /// The optional parts after the right-hand side, in the grammar's order; nil when one
    /// of them is not plain.
    private mutating func tail() -> Tail? {
        var tail = Tail()
        if let op = byte(), op == UInt8(ascii: "*") || op == UInt8(ascii: "/") {
            let start = index
            index += 1
            guard let value = value() else { return nil }
            tail.multiplier = (op == UInt8(ascii: "/"), value, start)
            skipBlanks()
        }
        if let op = byte(), op == UInt8(ascii: "+") || op == UInt8(ascii: "-") {
            let start = index
            index += 1
            guard let value = value() else { return nil }
            tail.constant = (op == UInt8(ascii: "-"), value, start)
            skipBlanks()
        }
        if byte() == UInt8(ascii: "@") {
            index += 1
            guard let value = value() else { return nil }
            tail.priority = value
            skipBlanks()
        }
        if byte() == UInt8(ascii: "#") {
            tail.hash = UInt32(clamping: index)
            index = bytes.count
            end = bytes.count
        }
        return tail
    }

    // MARK: Parts

    private func byte(_ offset: Int = 0) -> UInt8? {
        let position = index + offset
        // One unsigned comparison for both ends (a buffer's subscript checks neither).
        return UInt(bitPattern: position) < UInt(bitPattern: bytes.count) ? bytes[position] : nil
    }

    private var isBlankOrEnd: Bool { byte().map(ASCII.isBlank) ?? true }

    private mutating func skipBlanks() {
        while let b = byte(), ASCII.isBlank(b) { index += 1 }
    }

    /// An identifier at the cursor.
    private mutating func identifier() -> Span? {
        guard let first = byte(), Identifier.isStart(first) else { return nil }
        let start = index
        index = Identifier.end(in: bytes, from: start)
        return start..<index
    }

    /// The attribute after the `.` at the cursor, which must follow a name directly (a dot
    /// after a blank may start a number), with blanks allowed after the dot.
    private mutating func afterDot() -> Span? {
        index += 1
        skipBlanks()
        guard let attribute = identifier() else { return nil }
        end = attribute.upperBound
        return attribute
    }

    private mutating func relation() -> (RelationKind, Span)? {
        let start = index
        switch byte() {
        case UInt8(ascii: "="):
            if byte(1) == UInt8(ascii: "=") {
                index += 2
            } else if byte(1) == UInt8(ascii: "<") || byte(1) == UInt8(ascii: ">") {
                return nil
            } else {
                index += 1
            }
            return (.equal, start..<index)
        case UInt8(ascii: "<"), UInt8(ascii: ">"):
            guard byte(1) == UInt8(ascii: "=") else { return nil }
            index += 2
            return (byte(-2) == UInt8(ascii: "<") ? .lessThanOrEqual : .greaterThanOrEqual, start..<index)
        default:
            return nil
        }
    }

    /// A value after an operator: a name not followed by `.`, a number, or `-` and a number.
    private mutating func value() -> Value? {
        skipBlanks()
        if let name = identifier() {
            let after = index
            skipBlanks()
            // `* b.width` is an error the full parser explains.
            guard byte() != UInt8(ascii: ".") else { return nil }
            index = after
            end = name.upperBound
            return .name(name)
        }
        if byte() == UInt8(ascii: "-") {
            let minus = index
            index += 1
            skipBlanks()
            return number(negative: minus)
        }
        return number(negative: nil)
    }

    /// A finite number starting with a digit (a leading `.` is left to the full parser),
    /// negated when `negative` is where its `-` stands.
    private mutating func number(negative minus: Int?) -> Value? {
        guard let first = byte(), DecimalNumber.isDigit(first) else { return nil }
        let start = index
        index = DecimalNumber.end(in: bytes, from: start)
        guard let magnitude = DecimalNumber.value(bytes, start..<index) else { return nil }
        let value = minus == nil ? magnitude : -magnitude
        guard value.isFinite else { return nil }
        end = index
        return .number(value, (minus ?? start)..<index)
    }
}
