/// The whole pipeline over one layout file, in one direction, in one place:
///
///     read      bytes → JSON tree                          JSONReader
///               (a plain layout: bytes → document)         LayoutFastReader
///     decode    JSON tree → layout document                LayoutDecoder
///     parse     constraint strings → syntax trees          ParsedLayout (CompactParser, VisualFormatParser)
///     compile   trees → linear constraints                 Compiler
///     solve     constraints → values; nested safe areas    LayoutSolver, SafeAreaPass, Compiler.relower
///               settled by re-lowering only what reads them
///     ambiguity the exact ambiguity check → frames          LayoutSolver, FrameRangeCheck
///     round     frames → device pixels (when a scale is given)  PixelRounding
///
/// No stage calls an earlier one; each takes the previous one's result. No stage prints;
/// the caller renders the diagnostics and the solution. `ccc solve`, `compile`, `render`,
/// `explain`, `lint` (`Linter`) and `ccc-bench` all run it; the benchmark times the stages
/// through an `Observer`.
public enum Pipeline {
    /// A stage of the pipeline, in order.
    public enum Stage: String, Sendable, CaseIterable {
        case read, decode, parse, compile, solve, ambiguity, round
    }

    /// A stage starting or ending.
    public enum Event: Sendable {
        case started, ended
    }

    /// Told when each stage starts and ends (`ccc-bench` times them). The safe-area fixed
    /// point repeats `solve` and `compile` (the re-lowering); a stage that does not run
    /// (`round` without a scale, everything after a file that cannot be read) is not told.
    public typealias Observer = (Stage, Event) -> Void

    /// The outcome of solving one file.
    public struct Run: Sendable {
        public var file: SourceFile
        /// The decoded document; nil when the file is not a readable JSON document.
        public var document: LayoutDocument?
        /// Every diagnostic, in pipeline order.
        public var diagnostics: [Diagnostic]
        /// The frames, computed after recovering from any errors; nil when the file could not
        /// be read or the solver failed internally.
        public var solution: Solution?
        /// The compiled layout the frames were solved from (safe-area insets settled); nil
        /// when the file could not be read. `ccc render` and `ccc explain` read its
        /// constraints. Its `parsed` keeps every string's syntax tree only for a lint that does
        /// not own its parse (`VariantLinter`'s states and sizes): `solve(_:)` and `Linter.lint(_:options:)`
        /// release the trees (`ParsedLayout.releasingSyntax()`).
        public var layout: CompiledLayout? = nil
        /// Every solver variable's value (points, root coordinates, unrounded; stack spacers
        /// too), from the solve the frames came from; nil when nothing was solved. `ccc render`
        /// and `ccc explain` read them instead of solving again.
        public var values: [Double]? = nil

        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// The read and decode stages: a layout file's document.
    public static func read(
        _ file: SourceFile, into diagnostics: inout Diagnostics, observer: Observer? = nil
    ) -> LayoutDocument? {
        guard let read = stage(.read, observer, { LayoutRead.read(file, into: &diagnostics) }) else { return nil }
        return stage(.decode, observer) { read.decoded(into: &diagnostics) }
    }

    /// The parse stage: every constraint string of a document, parsed once. `deferred` leaves
    /// each list to be parsed just before the compile stage lowers it and let go after
    /// (`ParsedLayout.deferred(_:)`): for a run that owns the parse, keeps no tree and
    /// re-lowers nothing; its parsing is then timed with the compile stage.
    public static func parse(_ document: LayoutDocument, deferred: Bool = false, observer: Observer? = nil) -> ParsedLayout {
        stage(.parse, observer) { deferred ? ParsedLayout.deferred(document) : ParsedLayout(document) }
    }

    /// Reads, parses and compiles a layout file (`ccc compile`); nil when the file is not a
    /// readable document.
    public static func compile(
        _ file: SourceFile, options: CompileOptions = CompileOptions(), into diagnostics: inout Diagnostics
    ) -> (LayoutDocument, CompiledLayout)? {
        guard let document = read(file, into: &diagnostics) else { return nil }
        // The parse is this function's own and nothing re-lowers: each list is parsed as it is
        // lowered and goes once lowered.
        var parsed = parse(document, deferred: true)
        var layout = compile(&parsed, releasingStrings: true, options: options, into: &diagnostics, observer: nil)
        layout.releaseSyntax()
        return (document, layout)
    }

    /// The compile stage, after reporting a `state` the document does not declare
    /// (`releasingStrings`: `Compiler.compile`'s).
    static func compile(
        _ parsed: inout ParsedLayout, releasingStrings: Bool = false, options: CompileOptions,
        into diagnostics: inout Diagnostics, observer: Observer?
    ) -> CompiledLayout {
        let states = parsed.document.states
        if let state = options.state, !states.contains(where: { $0.name == state }) {
            diagnostics.append(unknownState(state, declared: states.map(\.name)))
        }
        return stage(.compile, observer) {
            Compiler.compile(&parsed, releasingStrings: releasingStrings, options: options, into: &diagnostics)
        }
    }

    /// `unknown state 'x'`, with the closest name `files` files declare (one file: the file's
    /// own; several: those of every file of a `lint` run).
    public static func unknownState(_ state: String, declared names: [String], files: Int = 1) -> Diagnostic {
        let none = files == 1 ? "; the file declares no states" : "; none of the \(files) files declares a state"
        return Diagnostic(
            .error, .unknownState, "unknown state \(QuotedArgument.quoted(state))" + (names.isEmpty ? none : ""),
            at: nil, notes: suggestionNote(for: state, in: names, at: nil))
    }

    /// Every stage over a layout file (`ccc solve`). `roundsFrames` false leaves the frames
    /// unrounded whatever the scale (`ccc lint` checks the solver's frames).
    public static func solve(
        _ file: SourceFile, options: CompileOptions = CompileOptions(), roundsFrames: Bool = true,
        observer: Observer? = nil
    ) -> Run {
        var diagnostics = Diagnostics()
        guard let document = read(file, into: &diagnostics, observer: observer) else {
            return Run(file: file, document: nil, diagnostics: diagnostics.items, solution: nil)
        }
        // No tree is read after lowering unless nested safe areas re-lower (the condition of
        // `releasesStrings` below): then every tree is parsed first and kept until they settle.
        return solve(
            parse(document, deferred: document.safeArea == .zero, observer: observer), file: file, options: options,
            roundsFrames: roundsFrames, keepsSyntax: false, ownsParse: true, observer: observer,
            diagnostics: &diagnostics)
    }

    /// The stages after parsing: compile, solve (settling nested safe areas), ambiguity, round.
    /// `keepsSyntax` false lets the syntax trees go once the constraints are lowered for good
    /// (`ParsedLayout.releasingSyntax()`): `ccc lint` keeps them for its checks. `ownsParse`
    /// says that no one else holds `parsed` (the caller parsed it for this run alone), so the
    /// compiler may let each list of trees go as soon as it is lowered.
    static func solve(
        _ parsed: consuming ParsedLayout, file: SourceFile, options: CompileOptions, roundsFrames: Bool = true,
        keepsSyntax: Bool = true, ownsParse: Bool = false, observer: Observer? = nil, diagnostics: inout Diagnostics
    ) -> Run {
        var solver: LayoutSolver.SolvedSystem? = nil
        return solve(
            parsed, file: file, options: options, roundsFrames: roundsFrames, keepsSyntax: keepsSyntax,
            keepsSolver: false, ownsParse: ownsParse, solver: &solver, observer: observer, diagnostics: &diagnostics)
    }

    /// `solve` that, with `keepsSolver`, solves at the layout's spaced priorities
    /// (`SpacedPriorities`: the same frames) and hands the solved system out in `solver`
    /// (`ccc lint`'s priority trials take it over instead of solving again). Otherwise the
    /// solver is let go before the frames are made.
    static func solve(
        _ parsed: consuming ParsedLayout, file: SourceFile, options: CompileOptions, roundsFrames: Bool,
        keepsSyntax: Bool, keepsSolver: Bool, ownsParse: Bool = false, solver: inout LayoutSolver.SolvedSystem?,
        observer: Observer?, diagnostics: inout Diagnostics
    ) -> Run {
        let document = parsed.document
        // Trees let go while lowering only where none is read again: not kept for `lint`, and
        // no nested safe area to re-lower (`SafeAreaPass.applies` needs a root safe area).
        let releasesStrings = ownsParse && !keepsSyntax && document.safeArea == .zero
        var layout = compile(
            &parsed, releasingStrings: releasesStrings, options: options, into: &diagnostics, observer: observer)
        _ = consume parsed
        var solved = settleSafeAreas(&layout, root: document.safeArea, keepsSyntax: keepsSyntax,
            spacesPriorities: keepsSolver, observer: observer, diagnostics: &diagnostics)
        let values = solved.values
        var solution = stage(.ambiguity, observer) {
            let solution = LayoutSolver.checkAmbiguity(&solved, keepsSolver: keepsSolver, into: &diagnostics)
            FrameRangeCheck.check(solution, layout, into: &diagnostics)
            return solution
        }
        if keepsSolver { solver = solved }
        if LayoutSolver.hasFailed(diagnostics) {
            return Run(
                file: file, document: document, diagnostics: diagnostics.items, solution: nil, layout: layout,
                values: values)
        }
        if roundsFrames, let scale = options.scale ?? document.scale {
            solution = stage(.round, observer) { PixelRounding.round(solution, scale: scale) }
        }
        return Run(
            file: file, document: document, diagnostics: diagnostics.items, solution: solution, layout: layout,
            values: values)
    }

    /// The solve stage with the safe-area fixed point (`SafeAreaPass`): solve with the
    /// current insets; when the solved frames give the views other insets, re-lower only
    /// the constraints that read them and solve again. The last solve is the one kept, with
    /// its diagnostics, so a layout without nested safe areas is solved once.
    /// Unless `keepsSyntax`, the trees are released before the last solve (or, with nested
    /// safe areas, once the insets are settled).
    private static func settleSafeAreas(
        _ layout: inout CompiledLayout, root: EdgeInsets, keepsSyntax: Bool, spacesPriorities: Bool, observer: Observer?,
        diagnostics: inout Diagnostics
    ) -> LayoutSolver.SolvedSystem {
        guard SafeAreaPass.applies(to: layout, root: root) else {
            if !keepsSyntax { layout.releaseSyntax() }
            let layout = layout
            let priorities = spacesPriorities ? SpacedPriorities(layout.constraints) : nil
            return stage(.solve, observer) { LayoutSolver.solveSystem(layout, priorities: priorities, into: &diagnostics) }
        }
        defer { if !keepsSyntax { layout.releaseSyntax() } }
        var insets: [Int: EdgeInsets] = [:]
        for _ in 0..<SafeAreaPass.maximumRounds {
            var round = Diagnostics()
            let current = layout
            let priorities = spacesPriorities ? SpacedPriorities(current.constraints) : nil
            let solved = stage(.solve, observer) { LayoutSolver.solveSystem(current, priorities: priorities, into: &round) }
            let next = SafeAreaPass.insets(in: layout, solved.values, root: root)
            if SafeAreaPass.isSettled(next, insets) {
                diagnostics.append(contentsOf: round)
                return solved
            }
            insets = next
            let relowered = stage(.compile, observer) { Compiler.relower(current, safeAreaInsets: insets) }
            layout = relowered
            if layout.insetDependent.isEmpty {
                // No constraint reads the insets: the next solve would give the same frames,
                // hence the same insets.
                diagnostics.append(contentsOf: round)
                return solved
            }
        }
        var last = Diagnostics()
        let current = layout
        let priorities = spacesPriorities ? SpacedPriorities(current.constraints) : nil
        let solved = stage(.solve, observer) { LayoutSolver.solveSystem(current, priorities: priorities, into: &last) }
        if !SafeAreaPass.isSettled(SafeAreaPass.insets(in: layout, solved.values, root: root), insets) {
            diagnostics.append(SafeAreaPass.notConverged())
        }
        diagnostics.append(contentsOf: last)
        return solved
    }

    /// Runs one stage, telling the observer (if any) when it starts and ends.
    @inline(__always)
    private static func stage<Result>(_ stage: Stage, _ observer: Observer?, _ body: () -> Result) -> Result {
        guard let observer else { return body() }
        observer(stage, .started)
        defer { observer(stage, .ended) }
        return body()
    }
}
