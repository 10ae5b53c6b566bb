/// What a team's settings do to one linted file's findings, in this order: the file's
/// suppressions (`LayoutSuppressions`) silence what they name and report what they do not
/// use (unless the file has errors); then the configuration's `rules` drop codes or change their severity. Every finding
/// left gets its `Fingerprint` (for the baseline and SARIF).
public enum TeamLint {
    public struct Result: Sendable {
        /// In file order (diagnostics of the whole file first).
        public var diagnostics: [Diagnostic]
        /// One per diagnostic.
        public var fingerprints: [String]
    }

    /// `suppressions`: those of the file when it is not a layout file (source comments);
    /// nil reads a layout file's `lint` objects.
    public static func refine(
        _ diagnostics: [Diagnostic], file: SourceFile, document: LayoutDocument?, configuration: LintConfiguration?,
        suppressions given: [Suppression]? = nil
    ) -> Result {
        var collected = Diagnostics()
        let suppressions = given ?? LayoutSuppressions.collect(file, into: &collected)
        // A file with errors may not have reached the lint checks: what a suppression names
        // may simply not have been looked for, so unused ones are not reported then.
        var kept = SuppressionFilter.apply(
            suppressions, to: diagnostics + collected.items, file: file,
            reportingUnused: !diagnostics.contains { $0.severity == .error })
        if let configuration { kept = configuration.applyingRules(kept) }
        kept = Linter.sorted(kept)
        return Result(
            diagnostics: kept, fingerprints: kept.map { Fingerprint.of($0, file: file, document: document) })
    }
}
