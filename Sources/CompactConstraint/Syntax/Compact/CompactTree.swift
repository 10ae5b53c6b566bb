/// The syntax tree of one compact constraint string as the parse stage keeps it: the shape of
/// `ConstraintSyntax`, but every name is its number in the layout's `NameInterner` and every
/// range a pair of 32-bit byte offsets, so the tree is a plain value of about 200 bytes
/// (no `String`, nothing to retain when it is copied; `ConstraintSyntax` took about 440).
/// A name's text is the bytes of its range in the string. `syntax(in:)` gives the public tree.
struct CompactTree: Sendable, Equatable {
    // Stored in this order so that the one-byte and four-byte fields fill the padding after
    // the right-hand side (152 bytes a tree, not 176; every string's is kept until its
    // constraints are lowered, issue #18).
    var first: TreeAttribute
    var relationRange: TreeRange
    var second: TreeOperand
    var relation: RelationKind
    /// Where `#` is; nil without one.
    var hash: UInt32?
    var range: TreeRange
    var multiplier: TreeOperation?
    var constant: TreeOperation?
    var priority: TreeValue?

    init(
        first: TreeAttribute, relation: RelationKind, relationRange: TreeRange, second: TreeOperand,
        multiplier: TreeOperation?, constant: TreeOperation?, priority: TreeValue?, hash: UInt32?, range: TreeRange
    ) {
        self.first = first
        self.relation = relation
        self.relationRange = relationRange
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.hash = hash
        self.range = range
    }

    /// The public tree, its names spelt from `source`, the string this tree was parsed from.
    func syntax(in source: SourceString) -> ConstraintSyntax {
        ConstraintSyntax(
            first: first.syntax(in: source), relation: RelationSyntax(relation, relationRange.range),
            second: second.syntax(in: source),
            multiplier: multiplier.map {
                MultiplierSyntax(isDivision: $0.isInverse, value: $0.value.syntax(in: source), range: $0.range)
            },
            constant: constant.map {
                ConstantSyntax(isSubtraction: $0.isInverse, value: $0.value.syntax(in: source), range: $0.range)
            },
            priority: priority?.syntax(in: source),
            identifier: hash.map { hash in
                let start = Int(hash)
                let end = source.bytes.count
                let text = source.text(min(start + 1, end)..<end)
                return IdentifierSyntax(text.trimmingBlanks(), start..<end)
            },
            range: range.range)
    }

    /// Every value position, in order: the right-hand side when it is a value, the
    /// multiplier, the constant and the priority (where `MetricUsage` finds metric names).
    var values: [TreeValue] {
        var values: [TreeValue] = []
        if case .value(let value) = second { values.append(value) }
        if let multiplier { values.append(multiplier.value) }
        if let constant { values.append(constant.value) }
        if let priority { values.append(priority) }
        return values
    }
}

/// A byte range of the string, in 32 bits a bound (a string is at most the 64 MiB input).
struct TreeRange: Sendable, Equatable {
    var lower: UInt32
    var upper: UInt32

    init(_ range: Range<Int>) {
        lower = UInt32(clamping: range.lowerBound)
        upper = UInt32(clamping: range.upperBound)
    }

    var range: Range<Int> { Int(lower)..<Int(max(lower, upper)) }
}

/// A name: its number in the layout's `NameInterner` and where it is written.
struct TreeName: Sendable, Equatable {
    var id: UInt32
    var range: TreeRange

    func syntax(in source: SourceString) -> NameSyntax { NameSyntax(source.text(range.range), range.range) }
}

/// `item.attribute`
struct TreeAttribute: Sendable, Equatable {
    var item: TreeName
    var attribute: TreeName

    var range: Range<Int> { Int(item.range.lower)..<Int(attribute.range.upper) }

    func syntax(in source: SourceString) -> AttributeSyntax {
        AttributeSyntax(item: item.syntax(in: source), attribute: attribute.syntax(in: source))
    }
}

/// A number (a leading `-` folded in) or a metric name.
enum TreeValue: Sendable, Equatable {
    case number(Double, TreeRange)
    case name(TreeName)

    var range: Range<Int> {
        switch self {
        case .number(_, let range): range.range
        case .name(let name): name.range.range
        }
    }

    func syntax(in source: SourceString) -> ValueSyntax {
        switch self {
        case .number(let number, let range): .number(number, range.range)
        case .name(let name): .name(name.syntax(in: source))
        }
    }
}

/// The right-hand side: another item's attribute, or a value.
enum TreeOperand: Sendable, Equatable {
    case attribute(TreeAttribute)
    case value(TreeValue)

    var range: Range<Int> {
        switch self {
        case .attribute(let attribute): attribute.range
        case .value(let value): value.range
        }
    }

    func syntax(in source: SourceString) -> OperandSyntax {
        switch self {
        case .attribute(let attribute): .attribute(attribute.syntax(in: source))
        case .value(let value): .value(value.syntax(in: source))
        }
    }
}

/// `* value`, `/ value` (`isInverse`), `+ value` or `- value` (`isInverse`).
struct TreeOperation: Sendable, Equatable {
    // The value first, so that the flag and the offset fill its padding: 24 bytes, not 32.
    var value: TreeValue
    var isInverse: Bool
    /// Where the operator is.
    var start: UInt32

    init(isInverse: Bool, value: TreeValue, start: UInt32) {
        self.value = value
        self.isInverse = isInverse
        self.start = start
    }

    /// From the operator to the end of the value.
    var range: Range<Int> { Int(start)..<max(Int(start), value.range.upperBound) }
}
