/// The syntax tree of one compact constraint string (docs/language.md):
///
///     item.attribute relation rhs [* or / multiplier] [+ or - constant] [@ priority] [# identifier]
///
/// Every node keeps its byte range in the string it was parsed from.
public struct ConstraintSyntax: Sendable, Hashable {
    public var first: AttributeSyntax
    public var relation: RelationSyntax
    public var second: OperandSyntax
    public var multiplier: MultiplierSyntax?
    public var constant: ConstantSyntax?
    public var priority: ValueSyntax?
    /// `#` and what follows; `text` is empty for a bare `#`.
    public var identifier: IdentifierSyntax?
    public var range: Range<Int>

    public init(
        first: AttributeSyntax, relation: RelationSyntax, second: OperandSyntax,
        multiplier: MultiplierSyntax?, constant: ConstantSyntax?, priority: ValueSyntax?,
        identifier: IdentifierSyntax?, range: Range<Int>
    ) {
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
        self.range = range
    }
}

/// A name as written: an item, attribute or metric name.
public struct NameSyntax: Sendable, Hashable {
    public var text: String
    public var range: Range<Int>

    public init(_ text: String, _ range: Range<Int>) {
        self.text = text
        self.range = range
    }
}

/// `item.attribute`
public struct AttributeSyntax: Sendable, Hashable {
    public var item: NameSyntax
    public var attribute: NameSyntax
    public var range: Range<Int> { item.range.lowerBound..<attribute.range.upperBound }

    public init(item: NameSyntax, attribute: NameSyntax) {
        self.item = item
        self.attribute = attribute
    }
}

public struct RelationSyntax: Sendable, Hashable {
    public var kind: RelationKind
    public var range: Range<Int>

    public init(_ kind: RelationKind, _ range: Range<Int>) {
        self.kind = kind
        self.range = range
    }
}

/// The right-hand side: another item's attribute, or a value (metric or number).
public enum OperandSyntax: Sendable, Hashable {
    case attribute(AttributeSyntax)
    case value(ValueSyntax)

    public var range: Range<Int> {
        switch self {
        case .attribute(let a): a.range
        case .value(let v): v.range
        }
    }
}

/// A number (a leading `-` folded in) or a metric name.
public enum ValueSyntax: Sendable, Hashable {
    case number(Double, Range<Int>)
    case name(NameSyntax)

    public var range: Range<Int> {
        switch self {
        case .number(_, let r): r
        case .name(let n): n.range
        }
    }
}

/// `* value` or `/ value` (a divisor).
public struct MultiplierSyntax: Sendable, Hashable {
    public var isDivision: Bool
    public var value: ValueSyntax
    /// From the operator to the end of the value.
    public var range: Range<Int>

    public init(isDivision: Bool, value: ValueSyntax, range: Range<Int>) {
        self.isDivision = isDivision
        self.value = value
        self.range = range
    }
}

/// `+ value` or `- value`.
public struct ConstantSyntax: Sendable, Hashable {
    public var isSubtraction: Bool
    public var value: ValueSyntax
    /// From the operator to the end of the value.
    public var range: Range<Int>

    public init(isSubtraction: Bool, value: ValueSyntax, range: Range<Int>) {
        self.isSubtraction = isSubtraction
        self.value = value
        self.range = range
    }
}

public struct IdentifierSyntax: Sendable, Hashable {
    public var text: String
    /// From `#` to the end of the string.
    public var range: Range<Int>

    public init(_ text: String, _ range: Range<Int>) {
        self.text = text
        self.range = range
    }
}
