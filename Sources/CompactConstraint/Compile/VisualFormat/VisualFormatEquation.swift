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

    /// The linear constraint, with leading and trailing following the layout direction.
    ///
    /// Right to left, a leading/trailing position is measured from the right (UIKit
    /// mirrors the axis), so `b.leading >= a.trailing + 8` keeps `b` at least 8 points
    /// to the left of `a`: both positions are negated x coordinates, which flips the
    /// constant of an equality and keeps an inequality's meaning.
    func linear(scope: Scope, identifier: String) -> LinearConstraint {
        func position(_ side: Side) -> LinearExpression {
            let expression = scope.expression(side.attribute.resolved(for: scope.direction), of: .view(side.view))
            return side.attribute.isDirectional && scope.direction == .rightToLeft ? -expression : expression
        }
        let rhs = second.map(position) ?? LinearExpression()
        let expression = position(first) - rhs + -constant
        return LinearConstraint(
            expression, relation, priority: priority,
            origin: ConstraintOrigin(
                kind: .visualFormat, identifier: identifier,
                canonical: CanonicalForm.describe(
                    first: "\(first.name).\(first.attribute.rawValue)", relation: relation,
                    second: second.map { "\($0.name).\($0.attribute.rawValue)" }, multiplier: 1, constant: constant,
                    priority: priority),
                range: range))
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
