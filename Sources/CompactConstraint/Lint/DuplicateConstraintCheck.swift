/// `duplicate-constraint`: a constraint that lowers to exactly the same linear constraint
/// and priority as an earlier one (`a.left = b.left` and `b.left = a.left` count as the
/// same, as do a `size` and a written `a.width = 100`). Reported at the later one.
enum DuplicateConstraintCheck: LintCheck {
    static let rule = LintRule(
        .duplicateConstraint, .warning, "A constraint that repeats an earlier one exactly (same lowered form and priority)")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        var first: [Key: Int] = [:]
        for (index, constraint) in context.layout.constraints.enumerated() where constraint.origin.kind != .root {
            let key = Key(constraint)
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            let original = context.layout.constraints[earlier].origin
            let origin = constraint.origin
            guard let range = origin.range, range != original.range else { continue }
            diagnostics.warning(
                .duplicateConstraint,
                "'\(origin.identifier)' repeats '\(original.identifier)' (\(origin.canonical))",
                at: range, notes: [DiagnosticNote("'\(original.identifier)' is here", at: original.range)])
        }
    }

    /// The lowered constraint up to sign: the first coefficient made positive (flipping
    /// an inequality with it).
    struct Key: Hashable {
        var expression: LinearExpression
        var relation: RelationKind
        var priority: Int

        init(_ constraint: LinearConstraint) {
            var expression = constraint.expression
            var relation = constraint.relation
            if let lead = expression.terms.first, lead.coefficient < 0 {
                expression = -expression
                switch relation {
                case .lessThanOrEqual: relation = .greaterThanOrEqual
                case .greaterThanOrEqual: relation = .lessThanOrEqual
                case .equal: break
                }
            }
            // -0 and 0 are the same constant.
            expression.constant += 0
            self.expression = expression
            self.relation = relation
            self.priority = constraint.priority
        }
    }
}
