/// The errors no `.ccc.json` setting and no suppression can turn off or lower: those that
/// make a file unusable on a device. Everything the reader or the compiler rejects is one
/// (UIKit would throw — `NSInvalidArgumentException` for a visual format string it cannot
/// parse — or the app's code could not build the constraint at all), and so are a frame
/// beyond 10,000,000 points and a solver failure. A lint check's finding is an opinion and
/// stays configurable, and so is `unsatisfiable-constraint`: UIKit does not crash there,
/// it breaks one constraint and logs it. A setting or suppression naming a fixed error is
/// a `fixed-error` warning, and the error is still reported (docs/team-tools.md).
public enum FixedErrors {
    /// Whether a code is fixed: an error by default, not a lint check, not
    /// `unsatisfiable-constraint`, and not one of `ccc log`'s codes (those are no layout's).
    public static func contains(_ code: DiagnosticCode) -> Bool {
        guard CompilerRules.severity(of: code) == .error, code != .unsatisfiableConstraint else { return false }
        if RuleRegistry.checks.contains(where: { $0.rule.code == code }) { return false }
        return !code.rawValue.hasPrefix("log-")
    }

    /// The `fixed-error` warning for naming `code` at `range` in a setting or suppression.
    static func warning(_ code: DiagnosticCode, at range: SourceRange, _ action: String) -> Diagnostic {
        Diagnostic(
            .warning, .fixedError,
            "'\(code.rawValue)' makes the file unusable on a device; it cannot be \(action), and it is still reported",
            at: range)
    }
}
