/// `duplicate-constraint`: a constraint that lowers to exactly the same linear constraint
/// and priority as an earlier one (`a.left = b.left` and `b.left = a.left` count as the
/// same, as do a `size` and a written `a.width = 100`). Reported at the later one. The
/// repeats of one earlier constraint by one visual format string
/// (`H:|-(>=1,>=1,…)-[a]|`) are reported once, at the first, with their count: one
/// warning per repeat would print the whole string each time, quadratic in its length.
enum DuplicateConstraintCheck: LintCheck {
    static let rule = LintRule(
        .duplicateConstraint, .warning, "A constraint that repeats an earlier one exactly (same lowered form and priority)")

    /// The repeats of constraint `earlier` by one string: the first repeat's index and how many.
    private struct Repeats {
        var earlier: Int
        var first: Int
        var count: Int
    }

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        let constraints = context.layout.constraints
        var first: [Key: Int] = [:]
        first.reserveCapacity(constraints.count)
        var repeats: [Repeats] = []
        // Per earlier constraint, its groups of visual format repeats (positions in `repeats`).
        var groupsOf: [Int: [Int]] = [:]
        for (index, constraint) in constraints.enumerated() where constraint.origin.kind != .root {
            let key = Key(constraint)
            guard let earlier = first[key] else {
                first[key] = index
                continue
            }
            let origin = constraint.origin
            guard let range = origin.range, range != constraints[earlier].origin.range else { continue }
            if origin.kind == .visualFormat,
                let group = groupsOf[earlier]?.first(where: {
                    constraints[repeats[$0].first].origin.identifier == origin.identifier
                })
            {
                repeats[group].count += 1
                continue
            }
            if origin.kind == .visualFormat { groupsOf[earlier, default: []].append(repeats.count) }
            repeats.append(Repeats(earlier: earlier, first: index, count: 1))
        }
        for group in repeats {
            let original = constraints[group.earlier].origin
            let origin = constraints[group.first].origin
            guard let range = origin.range else { continue }
            let times = group.count == 1 ? "" : ", \(group.count) times"
            diagnostics.warning(
                .duplicateConstraint,
                "'\(origin.identifier)' repeats '\(original.identifier)' (\(origin.canonical))\(times)",
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
