/// `ccc lint`: the whole pipeline (`Pipeline.solve`) and then every lint check.
/// Diagnostics come out sorted by their place in the file (file-level ones first; ties
/// keep pipeline order), so the report reads top to bottom.
public enum Linter {
    public static func lint(_ file: SourceFile, options: CompileOptions = CompileOptions()) -> Pipeline.Run {
        var diagnostics = Diagnostics()
        guard let document = Pipeline.read(file, into: &diagnostics) else {
            return Pipeline.Run(file: file, document: nil, diagnostics: sorted(diagnostics.items), solution: nil)
        }
        return lint(Pipeline.parse(document), file: file, options: options, diagnostics: diagnostics)
    }

    /// Lints a parsed layout (`diagnostics`: those of reading it). `VariantLinter` reads and
    /// parses a file once and lints each configuration from the same parse.
    static func lint(
        _ parsed: ParsedLayout, file: SourceFile, options: CompileOptions, diagnostics: Diagnostics
    ) -> Pipeline.Run {
        var diagnostics = diagnostics
        // The same stages and frames as `ccc solve`, unrounded: the checks read the solver's frames.
        // At spaced priorities (the same frames), keeping the solver for the priority trials.
        var solved: LayoutSolver.SolvedSystem? = nil
        var run = Pipeline.solve(
            parsed, file: file, options: options, roundsFrames: false, keepsSyntax: true, keepsSolver: true,
            solver: &solved, observer: nil, diagnostics: &diagnostics)
        guard let document = run.document, let layout = run.layout, let solution = run.solution else {
            run.diagnostics = sorted(run.diagnostics)
            return run
        }
        var checked = Diagnostics()
        for diagnostic in run.diagnostics { checked.append(diagnostic) }
        let context = LintContext(file: file, document: document, layout: layout, solution: solution, solved: solved)
        solved = nil  // the context holds it only while the priority-tie check may take it
        for check in RuleRegistry.checks {
            check.check(context, into: &checked)
        }
        run.diagnostics = sorted(DroppedStringAmbiguity.summarise(checked.items, context))
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
