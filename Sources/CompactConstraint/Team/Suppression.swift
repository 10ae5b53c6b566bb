/// One suppression: diagnostic codes silenced over a part of one file. Layout files
/// write them as `"lint": {"disable": [...]}` on a view or a constraint object
/// (`LayoutSuppressions`); source comments (`// ccc:disable-next-line CODE`) will give
/// line ranges in the same form.
public struct Suppression: Sendable, Hashable {
    /// The part of the file a suppression covers.
    public enum Scope: Sendable, Hashable {
        /// File offsets (bytes), as a JSON object's range.
        case offsets(Range<Int>)
        /// Lines, 1-based and inclusive, as a source comment's reach.
        case lines(ClosedRange<Int>)
    }

    /// A code named by the suppression, and where it is written (for the unused warning).
    public struct Code: Sendable, Hashable {
        public var code: DiagnosticCode
        public var range: SourceRange

        public init(_ code: DiagnosticCode, at range: SourceRange) {
            self.code = code
            self.range = range
        }
    }

    public var codes: [Code]
    public var scope: Scope

    public init(codes: [Code], scope: Scope) {
        self.codes = codes
        self.scope = scope
    }

    /// Whether a diagnostic starting at `offset` lies in the scope.
    func covers(_ offset: Int, in file: SourceFile) -> Bool {
        switch scope {
        case .offsets(let range): range.contains(offset)
        case .lines(let lines): lines.contains(file.location(of: offset).line)
        }
    }
}

/// Applies suppressions to one file's diagnostics.
public enum SuppressionFilter {
    /// The diagnostics no suppression covers, then an `unused-suppression` warning for each
    /// code of a suppression that silenced nothing, at that code. A diagnostic of the whole
    /// file (no range), an `unused-suppression` warning and a `FixedErrors` code are never
    /// silenced. With `reportingUnused` false (the lint checks did not all run), no unused warning.
    public static func apply(
        _ suppressions: [Suppression], to diagnostics: [Diagnostic], file: SourceFile, reportingUnused: Bool = true
    ) -> [Diagnostic] {
        apply(suppressions, to: diagnostics, file: file, reportingUnused: { _, _ in reportingUnused })
    }

    /// As above, with `reportingUnused` asked per code and suppression: whether the stage
    /// that reports the code looked at the suppression's part of the file, so that a code it
    /// did not find there is truly unused.
    public static func apply(
        _ suppressions: [Suppression], to diagnostics: [Diagnostic], file: SourceFile,
        reportingUnused: (DiagnosticCode, Suppression) -> Bool
    ) -> [Diagnostic] {
        guard !suppressions.isEmpty else { return diagnostics }
        // Indexed by code and by the place each scope counts in (offsets or lines), so the
        // work grows with the diagnostics plus the suppressions, not with their product.
        let index = SuppressionIndex(suppressions, file: file)
        let kept = diagnostics.filter { diagnostic in
            guard let range = diagnostic.range, diagnostic.code != .unusedSuppression, !FixedErrors.contains(diagnostic.code)
            else { return true }
            return !index.silences(diagnostic.code, at: range.lowerBound)
        }
        let used = index.used(by: diagnostics.compactMap { diagnostic in
            guard let range = diagnostic.range, diagnostic.code != .unusedSuppression, !FixedErrors.contains(diagnostic.code)
            else { return nil }
            return (diagnostic.code, range.lowerBound)
        })
        var unused: [Diagnostic] = []
        for suppression in suppressions {
            for code in suppression.codes where !used.contains(code) && reportingUnused(code.code, suppression) {
                unused.append(Diagnostic(
                    .warning, .unusedSuppression,
                    "the suppression of '\(code.code.rawValue)' silences nothing here; remove it", at: code.range))
            }
        }
        return kept + unused
    }
}
