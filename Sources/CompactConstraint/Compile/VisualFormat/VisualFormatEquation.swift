/// One constraint that a visual format string produces, written as a compact constraint
/// would be (`first.attribute relation second.attribute + constant @ priority`), with the
/// view of the string always on the left so that `super` in the canonical form means
/// what it means in the compact dialect.
struct VisualFormatEquation {
    struct Side {
        var view: Int
        var attribute: LayoutAttribute
        /// The name in the canonical form: the view's name, or `super` for `|`.
        var name: String
    }

    var first: Side
    var relation: RelationKind
    var second: Side?
    var constant: Double
    var priority: Int
    /// The piece of the string it came from (a byte range in the string), or an option's file range.
    var range: SourceRange

    /// The linear constraint (through `ConstraintBuilder`: right to left, leading and
    /// trailing are read on the mirrored axis, so `b.leading >= a.trailing + 8` keeps `b`
    /// at least 8 points to the left of `a`).
    func linear(scope: Scope, identifier: String) -> LinearConstraint {
        func end(_ side: Side) -> ConstraintEnd { ConstraintEnd(.view(side.view), side.attribute, name: side.name) }
        return ConstraintBuilder(scope: scope).constraint(
            end(first), relation, second.map(end), multiplier: 1, constant: constant, priority: priority,
            kind: .visualFormat, identifier: identifier, range: range)
    }
}

extension RelationKind {
    /// The relation with its sides swapped: `<=` ↔ `>=`.
    var flipped: RelationKind {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}
