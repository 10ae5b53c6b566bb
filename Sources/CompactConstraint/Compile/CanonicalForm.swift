/// The canonical compact form of a lowered constraint: metrics replaced by their values,
/// `==` for equality, the multiplier and constant only when they matter, the priority
/// only when optional. `button.right == super.right - 5 @ 750`
enum CanonicalForm {
    static func describe(
        first: String, relation: RelationKind, second: String?, multiplier: Double, constant: Double, priority: Int
    ) -> String {
        var text = "\(first) \(relation.rawValue) "
        if let second {
            text += second
            if multiplier != 1 { text += " * \(formatNumber(multiplier))" }
            if constant > 0 { text += " + \(formatNumber(constant))" }
            if constant < 0 { text += " - \(formatNumber(-constant))" }
        } else {
            text += formatNumber(constant)
        }
        if priority != 1000 { text += " @ \(priority)" }
        return text
    }

    /// The canonical text of a written compact constraint, from its tree and its resolved
    /// numbers (a value on the right-hand side folds into the constant).
    static func describe(
        _ tree: ConstraintSyntax, multiplier: Double, constant: Double, rhsValue: Double?, priority: Int
    ) -> String {
        let first = "\(tree.first.item.text).\(tree.first.attribute.text)"
        switch tree.second {
        case .attribute(let second):
            return describe(
                first: first, relation: tree.relation.kind, second: "\(second.item.text).\(second.attribute.text)",
                multiplier: multiplier, constant: constant, priority: priority)
        case .value:
            return describe(
                first: first, relation: tree.relation.kind, second: nil, multiplier: 1,
                constant: (rhsValue ?? 0) * multiplier + constant, priority: priority)
        }
    }
}
