/// One rule `ccc` checks: a stable diagnostic code, the severity it reports at by
/// default and a one-line summary. The registry of every rule feeds SARIF's `rules`
/// array, `ccc lint --list-rules` and the README's table, so they cannot drift apart.
public struct LintRule: Sendable, Hashable {
    public var code: DiagnosticCode
    public var severity: Severity
    /// One sentence, no trailing full stop.
    public var summary: String

    public init(_ code: DiagnosticCode, _ severity: Severity, _ summary: String) {
        self.code = code
        self.severity = severity
        self.summary = summary
    }

    /// The kebab-case code, as printed in brackets and used as SARIF's `ruleId`.
    public var id: String { code.rawValue }
}

/// A check that runs after a layout has been compiled and solved. Each check lives in
/// its own file with its rule and messages, and appends findings to `diagnostics`.
protocol LintCheck: Sendable {
    static var rule: LintRule { get }
    static func check(_ context: LintContext, into diagnostics: inout Diagnostics)
}
