/// What a team's settings do to one linted file's findings, in this order: the file's
/// suppressions (`LayoutSuppressions`, or a source file's comments) silence what they name;
/// a suppression that silenced nothing is reported when the stage that reports its code
/// ran over the whole file (a file with errors may not have reached the lint checks: what a
/// suppression names there may simply not have been looked for); then the configuration's
/// `rules` drop codes or change their severity (`FixedErrors` excepted). Every finding
/// left gets its `Fingerprint` (for the baseline and SARIF).
public enum TeamLint {
    public struct Result: Sendable {
        /// In file order (diagnostics of the whole file first).
        public var diagnostics: [Diagnostic]
        /// One per diagnostic.
        public var fingerprints: [String]
    }

    /// How far the pipeline went over a file: which codes could have been found.
    public enum Reach: Sendable {
        /// Every stage ran, lint checks included (a layout that solved, a source file).
        case all
        /// Every stage ran, but some strings had errors and were dropped: a check about the
        /// whole layout (ambiguity, unused views and metrics, …) did not see them, so only
        /// the compiler's codes and the checks of one string at a time were looked for.
        case allWithErrors
        /// The document was read and compiled, but not solved or checked.
        case compiled
        /// Not even the document could be read.
        case none

        /// Whether a code missing from the findings was looked for.
        func lookedFor(_ code: DiagnosticCode) -> Bool {
            switch self {
            case .all: true
            case .allWithErrors: !RuleRegistry.checks.contains { $0.rule.code == code }
                || code == .duplicateConstraint || code == .compactConstraintDifference
            case .compiled: !RuleRegistry.checks.contains { $0.rule.code == code } && code != .unsatisfiableConstraint
                && code != .frameOutOfRange && code != .internalError
            case .none: false
            }
        }
    }

    /// `suppressions`: those of the file when it is not a layout file (source comments);
    /// nil takes a layout file's `lint` objects from its document. `reach` nil: `.all` when there is no error,
    /// else `.none`.
    public static func refine(
        _ diagnostics: [Diagnostic], file: SourceFile, document: LayoutDocument?, configuration: LintConfiguration?,
        suppressions given: [Suppression]? = nil, reach: Reach? = nil, language: SourceLanguage? = nil
    ) -> Result {
        var collected = Diagnostics()
        let suppressions = given ?? document.map { LayoutSuppressions.collect($0, into: &collected) } ?? []
        let reach = reach ?? (diagnostics.contains { $0.severity == .error } ? .none : .all)
        // An error inside a suppression's scope (a string that does not compile) hides that
        // part from the checks: its suppressions are not reported as unused either.
        let errors = suppressions.isEmpty ? nil : SuppressionIndex.Places(
            diagnostics.filter { $0.severity == .error }.compactMap { $0.range?.lowerBound }, file: file)
        var kept = SuppressionFilter.apply(
            suppressions, to: diagnostics + collected.items, file: file,
            reportingUnused: { code, suppression in
                reach.lookedFor(code) && errors?.any(in: suppression.scope) != true
            })
        if let configuration { kept = configuration.applyingRules(kept) }
        kept = Linter.sorted(kept)
        let fingerprints = language.map { Fingerprint.of(kept, file: file, language: $0) }
            ?? Fingerprint.of(kept, file: file, document: document)
        return Result(diagnostics: kept, fingerprints: fingerprints)
    }
}
