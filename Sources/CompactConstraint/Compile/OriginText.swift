/// How a `ConstraintOrigin` keeps its identifier and canonical text: given as strings, or
/// derived when read from what a written compact constraint or an implicit non-negative size
/// was made of.
enum OriginText: Sendable {
    case given(identifier: String, canonical: String)
    case written(WrittenConstraintText)
    /// `NonNegativeSize`: a view's name and `width` or `height`.
    case nonNegative(view: String, attribute: String)

    var identifier: String {
        switch self {
        case .given(let identifier, _): identifier
        case .written(let text): CompactLowering.identifier(of: text.tree, in: text.source)
        case .nonNegative(let view, let attribute): NonNegativeSize.identifier(view, attribute)
        }
    }

    var canonical: String {
        switch self {
        case .given(_, let canonical): canonical
        case .nonNegative(let view, let attribute): NonNegativeSize.canonical(view, attribute)
        case .written(let text):
            CanonicalForm.describe(
                text.tree, multiplier: text.multiplier, constant: text.constant, rhsValue: text.rhsValue,
                priority: text.priority)
        }
    }
}

/// What the identifier and canonical text of a lowered compact string are made from. Only a
/// message or `ccc compile` reads them, so they are built then, not for every string (building
/// them by interpolation was about half of the compile stage).
final class WrittenConstraintText: Sendable {
    let tree: ConstraintSyntax
    let source: SourceString
    /// The multiplier and constant after metrics were resolved, in points.
    let multiplier: Double
    let constant: Double
    /// The right-hand side's value when it is a number or metric, not an attribute.
    let rhsValue: Double?
    let priority: Int

    init(tree: ConstraintSyntax, source: SourceString, multiplier: Double, constant: Double, rhsValue: Double?, priority: Int) {
        self.tree = tree
        self.source = source
        self.multiplier = multiplier
        self.constant = constant
        self.rhsValue = rhsValue
        self.priority = priority
    }
}
