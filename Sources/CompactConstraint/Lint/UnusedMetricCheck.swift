/// `unused-metric`: a metric of the file's `metrics` that no constraint string uses (as
/// a value, multiplier, constant or priority; in visual format strings, anywhere).
enum UnusedMetricCheck: LintCheck {
    static let rule = LintRule(.unusedMetric, .warning, "A metric that no constraint uses")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        var used: Set<String> = []
        for string in context.strings {
            if let tree = string.tree {
                for case .name(let name) in values(of: tree) { used.insert(name.text) }
            } else {
                used.formUnion(string.words)
            }
        }
        for metric in context.document.metrics where !used.contains(metric.name) {
            diagnostics.warning(
                .unusedMetric, "metric '\(metric.name)' is never used", at: metric.range)
        }
    }

    /// Every value position of a compact constraint.
    static func values(of tree: ConstraintSyntax) -> [ValueSyntax] {
        var values: [ValueSyntax] = []
        if case .value(let value) = tree.second { values.append(value) }
        if let multiplier = tree.multiplier { values.append(multiplier.value) }
        if let constant = tree.constant { values.append(constant.value) }
        if let priority = tree.priority { values.append(priority) }
        return values
    }
}
