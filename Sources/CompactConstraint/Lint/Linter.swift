/// `ccc lint`: the whole pipeline (`Pipeline.solve`) and then every lint check.
/// Diagnostics come out sorted by their place in the file (file-level ones first; ties
/// keep pipeline order), so the report reads top to bottom.
public enum Linter {
    public static func lint(_ file: SourceFile, options: CompileOptions = CompileOptions()) -> Pipeline.Run {
        var diagnostics = Diagnostics()
        guard let document = Pipeline.read(file, into: &diagnostics) else {
            return Pipeline.Run(file: file, document: nil, diagnostics: sorted(diagnostics.items), solution: nil)
        }
        return lint(ownParse(of: document), file: file, options: options, diagnostics: diagnostics, ownsParse: true)
    }

    /// The parse of `document` for one lint run that owns it (`ownsParse`): deferred, as
    /// `ccc solve`'s, without nested safe areas (`ParsedLayout.deferred(_:)`), and keeping only
    /// the trees the checks read (`ParsedLayout.keepingConstantTrees()`).
    static func ownParse(of document: LayoutDocument) -> ParsedLayout {
        Pipeline.parse(document, deferred: document.safeArea == .zero).keepingConstantTrees()
    }

    /// Lints a parsed layout (`diagnostics`: those of reading it). `VariantLinter` reads and
    /// parses a file once and lints each configuration from the same parse. `ownsParse` says
    /// that no one else holds `parsed` (from `ownParse(of:)`): its trees are then let go
    /// once lowered (each list as it is lowered when the parse is deferred), and the checks
    /// read the few they need from `ParsedLayout.constantTrees` (issue #18).
    static func lint(
        _ parsed: consuming ParsedLayout, file: SourceFile, options: CompileOptions, diagnostics: Diagnostics,
        ownsParse: Bool = false
    ) -> Pipeline.Run {
        var diagnostics = diagnostics
        // The same stages and frames as `ccc solve`, unrounded: the checks read the solver's frames.
        // At spaced priorities (the same frames), keeping the solver for the priority trials.
        var solved: LayoutSolver.SolvedSystem? = nil
        var run = Pipeline.solve(
            parsed, file: file, options: options, roundsFrames: false, keepsSyntax: !ownsParse, keepsSolver: true,
            ownsParse: ownsParse, solver: &solved, observer: nil, diagnostics: &diagnostics)
        guard let document = run.document, let layout = run.layout, let solution = run.solution else {
            run.diagnostics = sorted(run.diagnostics)
            return run
        }
        var checked = Diagnostics()
        for diagnostic in run.diagnostics { checked.append(diagnostic) }
        let context = LintContext(file: file, document: document, layout: layout, solution: solution, solved: solved)
        solved = nil  // the context holds it only while the priority-tie check may take it
        // The priority-tie trials run first, their findings kept for the check's place in the
        // registry's order: the solver they take over is let go before the other checks make
        // their findings (on a chain of views, one `ambiguous-layout` warning a view: 7.5 MB of
        // 77 MB at 20,000 views, alive beside the solver through every trial; issue #18).
        var ties = Diagnostics()
        PriorityTieCheck.check(context, into: &ties)
        for check in RuleRegistry.checks {
            if ObjectIdentifier(check) == ObjectIdentifier(PriorityTieCheck.self) {
                checked.append(contentsOf: ties)
            } else {
                check.check(context, into: &checked)
            }
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
