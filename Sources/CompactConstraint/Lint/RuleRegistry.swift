/// Every rule `ccc` reports, one per `DiagnosticCode`, in code order: what the compiler
/// rejects (errors), what reading the file warns about, and the lint checks.
public enum RuleRegistry {
    /// The checks `ccc lint` runs after solving, in the order they run.
    static let checks: [any LintCheck.Type] = [
        CompactConstraintDifferenceCheck.self, DuplicateConstraintCheck.self, UnusedMetricCheck.self,
        UnusedViewCheck.self, AmbiguousLayoutCheck.self, PriorityTieCheck.self, OutsideSuperviewCheck.self,
        SelfSizingRootCheck.self,
    ]

    /// One rule per diagnostic code, in declaration order.
    public static let rules: [LintRule] = DiagnosticCode.allCases.map(rule(for:))

    /// The rule of a code.
    public static func rule(for code: DiagnosticCode) -> LintRule {
        if let check = checks.first(where: { $0.rule.code == code }) { return check.rule }
        return LintRule(code, CompilerRules.severity(of: code), CompilerRules.summary(of: code))
    }

    /// Every rule as a JSON array of `{"id", "severity", "summary"}` (`lint --list-rules --format json`).
    public static func json() -> String {
        JSONText.array(rules.map { rule in
            .object([("id", .string(rule.id)), ("severity", .string(rule.severity.rawValue)), ("summary", .string(rule.summary))])
        }).render() + "\n"
    }

    /// The Markdown table of every rule, as the README shows it.
    public static func markdownTable() -> String {
        var out = "| code | default | what it reports |\n|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary) |\n"
        }
        return out
    }
}
