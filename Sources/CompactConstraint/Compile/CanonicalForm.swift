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
}
