/// `unused-metric`: a metric of the file's `metrics` that nothing reads: no constraint
/// string (as a value, multiplier, constant or priority; in visual format strings,
/// anywhere), no stack spacing and no `hidden`.
enum UnusedMetricCheck: LintCheck {
    static let rule = LintRule(.unusedMetric, .warning, "A metric that no constraint uses")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        let used = Set(context.layout.parsed.map(MetricUsage.read) ?? [])
        for metric in context.document.metrics where !used.contains(metric.name) {
            diagnostics.warning(
                .unusedMetric, "metric '\(metric.name)' is never used", at: metric.range)
        }
    }
}
