/// `ccc lint`: the whole pipeline (read, compile, solve) and then every lint check.
/// Diagnostics come out sorted by their place in the file (file-level ones first; ties
/// keep pipeline order), so the report reads top to bottom.
public enum Linter {
    public static func lint(_ file: SourceFile, options: CompileOptions = CompileOptions()) -> Pipeline.Run {
        var diagnostics = Diagnostics()
        guard let document = Pipeline.read(file, into: &diagnostics) else {
            return Pipeline.Run(file: file, document: nil, diagnostics: sorted(diagnostics.items), solution: nil)
        }
        if let state = options.state, !document.states.contains(where: { $0.name == state }) {
            diagnostics.append(Pipeline.unknownState(state, declared: document.states.map(\.name)))
        }
        return lint(document, file: file, options: options, diagnostics: diagnostics)
    }

    /// Lints a decoded document (`diagnostics`: those of reading it). `VariantLinter`
    /// reads a file once and lints each configuration from the same document.
    static func lint(
        _ document: LayoutDocument, file: SourceFile, options: CompileOptions, diagnostics: Diagnostics
    ) -> Pipeline.Run {
        var diagnostics = diagnostics
        let layout = Compiler.compile(document, options: options, into: &diagnostics)
        // The same frames as `ccc solve`: nested safe areas settled first (SafeAreaPass).
        let settled = SafeAreaPass.settle(layout, document, options: options, into: &diagnostics)
        let solution = LayoutSolver.solve(settled, into: &diagnostics)
        if LayoutSolver.hasFailed(diagnostics) {
            return Pipeline.Run(file: file, document: document, diagnostics: sorted(diagnostics.items), solution: nil)
        }
        let context = LintContext(
            file: file, document: document, layout: settled, solution: solution,
            metrics: effectiveMetrics(document, options))
        for check in RuleRegistry.checks {
            check.check(context, into: &diagnostics)
        }
        let summarised = DroppedStringAmbiguity.summarise(diagnostics.items, context)
        return Pipeline.Run(file: file, document: document, diagnostics: sorted(summarised), solution: solution)
    }

    /// The metrics as the compiler resolves them: the file's, each `--metrics` file, the
    /// state's overrides, then each `--metric` (later definitions win).
    static func effectiveMetrics(_ document: LayoutDocument, _ options: CompileOptions) -> [Metric] {
        var metrics = document.metrics + options.metricFiles.flatMap { $0 }
        if let name = options.state, let state = document.states.first(where: { $0.name == name }) {
            metrics += state.metrics
        }
        return metrics + options.metrics
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
