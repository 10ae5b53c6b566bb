/// `ccc lint`: the whole pipeline (`Pipeline.solve`) and then every lint check.
/// Diagnostics come out sorted by their place in the file (file-level ones first; ties
/// keep pipeline order), so the report reads top to bottom.
public enum Linter {
    public static func lint(_ file: SourceFile, options: CompileOptions = CompileOptions()) -> Pipeline.Run {
        // The same stages and frames as `ccc solve`, unrounded: the checks read the solver's frames.
        var run = Pipeline.solve(file, options: options, roundsFrames: false)
        guard let document = run.document, let layout = run.layout, let solution = run.solution else {
            run.diagnostics = sorted(run.diagnostics)
            return run
        }
        var diagnostics = Diagnostics()
        for diagnostic in run.diagnostics { diagnostics.append(diagnostic) }
        let context = LintContext(file: file, document: document, layout: layout, solution: solution)
        for check in RuleRegistry.checks {
            check.check(context, into: &diagnostics)
        }
        run.diagnostics = sorted(DroppedStringAmbiguity.summarise(diagnostics.items, context))
        return run
    }

    /// Stable sort by start offset; diagnostics without a range first.
    public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { a, b in
            let keyA = a.element.range?.lowerBound ?? -1
            let keyB = b.element.range?.lowerBound ?? -1
            return keyA != keyB ? keyA < keyB : a.offset < b.offset
        }.map(\.element)
    }

    /// Every diagnostic with warnings raised to errors (`--warnings-as-errors`).
    public static func promotingWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var promoted = diagnostic
            if promoted.severity == .warning { promoted.severity = .error }
            return promoted
        }
    }
}
