/// The pipeline's solved system, handed from `Linter` to the priority-tie check, which takes
/// it over (`take`) for its trials. Let go as early as possible: at once when the check
/// cannot use it or has nothing to try, else by the check itself once its trials are done.
final class TrialSolverHandOff {
    private var solved: LayoutSolver.SolvedSystem?
    /// Whether the solved system showed that no optional constraint is broken: the check
    /// then has no candidate to try and reports nothing (its trials would start from this
    /// very solver, so from these values).
    private(set) var hasNoCandidates = false
    /// Whether the factored engine solved the layout (`LayoutSolver.solvedByEngine`): there is
    /// no tableau to try priorities in, and solving again with one is what the engine was
    /// there to avoid, so the check tries none. A tie it would report is also an optimum that
    /// is not unique, which the `ambiguous-layout` check reports on the views it moves.
    private(set) var skipsTrials = false
    /// Every variable's value in the solution `ccc` reports (points), when the pipeline's
    /// solved system is of the linted layout's variables; else nil. The trials may start from
    /// another solver (when this one cannot be taken over), whose optimum need not be the
    /// reported one where a required constraint was broken.
    private(set) var reportedValues: [Double]? = nil

    /// `solved`, solved at `layout`'s spaced priorities (`SpacedPriorities`), or nil.
    init(_ solved: LayoutSolver.SolvedSystem?, _ layout: CompiledLayout) {
        if solved?.engineAmbiguity != nil {
            skipsTrials = true
            return
        }
        guard let solved, let system = solved.system, let spacing = SpacedPriorities(layout.constraints) else { return }
        if solved.layout.variableCount == layout.variableCount { reportedValues = solved.values }
        if PriorityTrialSolver.canTakeOver(system, solved: solved.layout, layout, spacing) {
            let constraints = layout.constraints
            let values = solved.values
            hasNoCandidates = !constraints.contains { $0.priority < 1000 && $0.isViolated(in: values) }
            if hasNoCandidates { return }
        }
        self.solved = solved
    }

    /// The solved system, once; nil after (or when there is none).
    func take() -> LayoutSolver.SolvedSystem? {
        defer { solved = nil }
        return solved
    }
}
