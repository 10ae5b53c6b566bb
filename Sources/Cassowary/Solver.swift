// The public incremental solver.

/// An incremental Cassowary linear-arithmetic constraint solver with strict priorities.
///
/// The algorithm is the one of Badros, Borning & Stuckey, "The Cassowary Linear
/// Arithmetic Constraint Solving Algorithm" (ACM TOCHI 2001), structured like the kiwi
/// C++ solver: a simplex tableau in restricted basic form, symbols of kind
/// external / slack / error / dummy, `chooseSubject`, an artificial-variable phase
/// for required rows without a subject, and `removeConstraint` by marker pivoting.
///
/// Differences from kiwi:
/// * Priorities are **strict levels** (see ``Constraint``): the objective is
///   lexicographic over the priority levels in use, not a weighted sum.
/// * Pivoting uses Bland's rule over the fixed order "newest symbol first" (the
///   first improving symbol in that order enters; minimum ratio leaves, ties to the
///   first basic symbol in the same order), so it cannot cycle.
/// * A column index makes substitution touch only the rows containing a symbol.
/// * A rejected required constraint leaves no trace.
///
/// All results are deterministic: the same calls give bitwise identical values.
/// Not thread-safe; use one solver per task.
public final class Solver {
    private var simplex = Simplex(tolerance: Tolerance.zero)

    /// When true, every ``add(_:)`` and ``remove(_:)`` ends by checking the engine's
    /// invariants (``invariantViolations()``) and throws ``SolverError/internalError(_:)``
    /// listing any it finds. Costs time in proportion to the whole tableau per change, so
    /// it is for tests and fuzzing. Defaults to false; in debug builds, to true when the
    /// environment variable `CCC_CHECK_SOLVER` is `1`.
    public var checksInvariants = SolverSwitches.checksInvariants

    /// The most pivots one optimisation may make before the solver gives up with
    /// ``SolverError/internalError(_:)``; nil (the default) for 100,000 plus 64 per tableau
    /// symbol, far beyond what Bland's rule needs. Lowering it makes the solver fail on
    /// purpose, to test how internal errors are reported. In debug builds the default can
    /// be set with the environment variable `CCC_SOLVER_PIVOT_BUDGET`.
    public var pivotBudget: Int? {
        get { simplex.pivotBudget }
        set { simplex.pivotBudget = newValue }
    }

    /// Whether a required constraint that no symbol can be solved for, and that moves the
    /// solution, is added by the dual simplex (keeping the objective optimal and repairing
    /// each row it leaves infeasible) instead of kiwi's primal phase one. Linear where the
    /// phase one is quadratic (many views whose rows share the symbols that must move:
    /// a `fill` stack's equal widths), and it reaches an optimum of the same constraints;
    /// but where the optimum is not unique it may be another vertex of it than the primal
    /// phase one reaches. Defaults to false. ccc turns it on for its main solve and solves
    /// again without it when some variable turns out ambiguous (``hasUsedDualPhase``), so
    /// every frame is the one the primal phase one gives.
    public var usesDualPhase: Bool {
        get { simplex.usesDualPhase }
        set { simplex.usesDualPhase = newValue }
    }

    /// Whether each required equality that enters the tableau loses its marker (kiwi's dummy
    /// symbol, kept only so that ``remove(_:)`` can pivot it out) once it is added. The
    /// marker never enters the basis and is always 0, so the values, the pivots and the
    /// ambiguity answers are the same either way; without it, a family of required
    /// equalities over shared sizes (a `fillEqually` stack's equal widths) no longer puts a
    /// cell per equality into every row that depends on them. Removing such an equality
    /// then rebuilds the solver from its live constraints (as removing a definition does),
    /// so it is for solvers that rarely remove. Defaults to false; ccc's main solve turns
    /// it on. Set it before adding constraints.
    public var dropsEqualityMarkers: Bool {
        get { simplex.dropsEqualityMarkers }
        set { simplex.dropsEqualityMarkers = newValue }
    }

    /// Whether a required inequality that kiwi would solve for a fresh position (a variable made
    /// with `preferredSubject`, in no row) defines that position over the inequality's slack
    /// instead of making it basic (`Simplex+SlackDefinitions.swift`): `x ≥ right + 8` becomes
    /// `x = right + 8 + σ`, σ a hidden variable whose value is the slack's. The row kiwi makes
    /// is a passenger that every pivot rewrites; a `UISV-spacing` chain made one per arranged
    /// view, each over every width before it. Removing such a constraint rebuilds the solver,
    /// so it is for solvers that rarely remove. Defaults to false; ccc's solvers turn it on.
    /// Set it before adding constraints.
    public var definesOverSlacks: Bool {
        get { simplex.definesOverSlacks }
        set { simplex.definesOverSlacks = newValue }
    }

    /// Whether ``usesDualPhase`` has added any constraint since the solver was made.
    public var hasUsedDualPhase: Bool { simplex.hasUsedDualPhase }

    /// For each constraint that ``usesDualPhase`` added, in order: its first variable, or nil
    /// when it has since been removed (or has none). The dual phase pivots only rows over the
    /// symbols of its constraint's connected part of the system (variables linked through
    /// shared constraints), so a caller that knows those parts can tell which values it may
    /// have moved: ccc keeps the dual phase's solution when no variable of those parts is
    /// ambiguous. Computed when read; adding a constraint costs nothing more.
    public var dualPhaseVariables: [Variable?] {
        simplex.dualPhaseConstraintIDs.map { id in
            simplex.sources.firstVariable(of: id)
        }
    }

    /// With ``usesDualPhase``: how many rows kiwi's primal phase one may rewrite (summed
    /// over its pivots) before it is undone and the dual phase tried instead. Defaults to
    /// 4,096, which no small layout reaches (those pivot exactly as without the dual phase);
    /// 0 tries the dual phase on every required row that moves the solution (for tests).
    public var primalPhaseOneLimit: Int {
        get { simplex.primalPhaseOneLimit }
        set { simplex.primalPhaseOneLimit = max(0, newValue) }
    }

    public init() {
        simplex.pivotBudget = SolverSwitches.pivotBudget
    }

    /// The number of variables made so far (with ``definesOverSlacks``, the hidden ones too).
    public var variableCount: Int { simplex.variableSymbols.count }

    /// How many tableau rows are indexed (see ``Row``); for tests.
    var indexedRowCount: Int { simplex.tableau.rows.reduce(0) { $0 + ($1.isIndexed ? 1 : 0) } }

    /// How many cells the tableau rows hold in all; for tests.
    var tableauCellCount: Int { simplex.tableau.rows.reduce(0) { $0 + $1.cells.count } }

    /// How many entries the tableau's column index holds in all (stale and repeated ones
    /// included); for tests.
    var columnEntryCount: Int { simplex.tableau.columnEntryCount }

    /// How many column entries the column compactions have examined in all; for tests.
    var columnCompactionWork: Int { simplex.tableau.compactionWork }

    /// How many entries have been appended to the column index in all; for tests.
    var columnAppendCount: Int { simplex.tableau.columnAppends }

    /// How many required equalities are kept as definitions, outside the tableau; for tests.
    var definitionCount: Int { simplex.definitions.count }

    /// The number of constraints currently in the solver.
    public var constraintCount: Int { simplex.liveConstraintCount }

    /// The pivots made so far: a deterministic measure of the work done, for callers that
    /// bound optional extra work (ccc's priority-tie check).
    public var pivotCount: Int { simplex.pivotCount }

    /// Tableau cells visited so far by substitutions (into rows, and into each priority
    /// level's objective at a pivot), column compactions and the expansion of new
    /// constraints over the definitions: a deterministic measure of the work done,
    /// which grows with the square of the constraints where the optimal vertex forces a
    /// dense tableau (docs/solver-engine-notes.md, "What these three have in common"), and
    /// about linearly elsewhere. ccc hands such a layout to ``FactoredEngine`` once it passes
    /// a budget.
    public var work: Int { simplex.solveWork }

    /// A ``work`` past which an optimisation stops before its next pivot and throws
    /// ``SolverError/internalError(_:)`` (the solver is then failed, as after any internal
    /// error), with ``hasPassedWorkLimit`` set; nil (the default) for none.
    public var workLimit: Int? {
        get { simplex.solveWorkLimit }
        set { simplex.solveWorkLimit = newValue }
    }

    /// Whether ``workLimit`` stopped an optimisation.
    public var hasPassedWorkLimit: Bool { simplex.hasPassedWorkLimit }

    /// A new unknown, initially 0 and unconstrained.
    ///
    /// `preferredSubject`: when a required equality can be solved for one of several
    /// variables outside the tableau (see ``Definitions``), preferred variables go first.
    /// ccc prefers positions to sizes: a size usually carries constraints of its own
    /// (minimums, intrinsic sizes), and a size defined as the difference of two positions
    /// would put those positions into rows, each a sum of every size before it.
    public func makeVariable(preferredSubject: Bool = false) -> Variable {
        simplex.makeVariable(preferredSubject: preferredSubject)
    }

    /// One new unknown per flag of `preferredSubjects`, in order: the same as a
    /// ``makeVariable(preferredSubject:)`` call for each flag, with the solver's tables grown
    /// once (ccc makes every variable of a layout at once, 40,000 for a 100×100 grid).
    public func makeVariables(preferredSubjects: [Bool]) -> [Variable] {
        simplex.makeVariables(preferredSubjects: preferredSubjects)
    }

    /// Adds `constraint` (`expression relation 0`) and re-solves.
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` if the priority is outside 1...1000;
    ///   ``SolverError/invalidExpression`` for a non-finite coefficient/constant or a
    ///   variable of another solver; ``SolverError/unsatisfiable`` if it is required and
    ///   contradicts the required constraints already present (Cassowary: the
    ///   artificial objective cannot reach 0). After any throw the solver holds the same
    ///   constraints as before and remains usable.
    ///   ``SolverError/internalError(_:)`` when the engine fails (a bug; see there).
    /// - Returns: a handle for ``remove(_:)``.
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintHandle {
        simplex.ambiguityCones = AmbiguityCones()
        let result = Result { () throws(SolverError) -> ConstraintHandle in try simplex.add(constraint) }
        if checksInvariants { try verify(after: "adding a constraint") }
        return try result.get()
    }

    /// Removes a constraint previously added, and re-solves (kiwi's `removeConstraint`).
    ///
    /// - Throws: ``SolverError/unknownConstraint`` if the handle is not live in this solver;
    ///   ``SolverError/internalError(_:)`` when the engine fails (a bug; see there).
    public func remove(_ handle: ConstraintHandle) throws(SolverError) {
        simplex.ambiguityCones = AmbiguityCones()
        let result = Result { () throws(SolverError) in try simplex.remove(handle) }
        if checksInvariants { try verify(after: "removing a constraint") }
        try result.get()
    }

    /// Every broken invariant of the engine, one sentence each; empty when all hold.
    /// Never traps and never changes the solver. The invariants are listed in
    /// `docs/solver-engine-notes.md`: rows over non-basic symbols only, restricted basics
    /// non-negative, exact column index and occurrence counts, acyclic definitions with
    /// rising ranks, objectives free of basic symbols and optimal, consistent constraint
    /// bookkeeping, every required constraint holding. Costs time in proportion to the
    /// whole state.
    public func invariantViolations() -> [String] { simplex.invariantViolations() }

    /// The engine's state as readable text: rows in basic-symbol order, the objective
    /// level by level, definitions, constraint tags (the notation is in
    /// docs/solver-engine-notes.md, "Invariants"). Deterministic.
    public func dump() -> String { simplex.dump() }

    /// Throws ``SolverError/internalError(_:)`` when an invariant is broken.
    private func verify(after operation: String) throws(SolverError) {
        guard simplex.failure == nil else { return }
        let violations = simplex.invariantViolations()
        guard !violations.isEmpty else { return }
        var message = "invariant broken after \(operation): " + violations.prefix(5).joined(separator: "; ")
        if violations.count > 5 { message += "; and \(violations.count - 5) more" }
        if simplex.tableau.symbolCount <= 200 { message += "\n" + simplex.dump() }
        throw simplex.fail(message)
    }

    /// Whether the constraints leave `variable` open: another solution, exactly as good
    /// at every priority level, gives it a different value (Auto Layout calls such a
    /// layout ambiguous). Never changes any value.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard variable.id >= 0, variable.id < simplex.variableSymbols.count else { return true }
        return simplex.isAmbiguous(variable)
    }

    /// For each of `variables`, whether it is ambiguous (see ``isAmbiguous(_:)``), in
    /// about linear time: most answers come from one pass along a single feasible
    /// direction, and only the variables that pass cannot settle are probed one by one.
    /// Gives the same answers as calling ``isAmbiguous(_:)`` on each. Never changes any value.
    public func ambiguity(of variables: [Variable]) -> [Bool] {
        simplex.ambiguity(of: variables)
    }

    /// The message of an internal error (see ``SolverError/internalError(_:)``) that one of
    /// the small solvers of the ambiguity probe threw since the last change, or nil. The
    /// answers of ``ambiguity(of:)`` and ``isAmbiguous(_:)`` are then not to be trusted;
    /// ccc reports it as the `internal-error` diagnostic and prints no frames.
    public var probeFailure: String? {
        simplex.ambiguityCones.failure
    }

    /// Reserves room for `variables` variables, `symbols` tableau symbols (the variables
    /// included; an inequality adds a slack, an optional constraint one error or two, a
    /// required equality a marker unless it is kept as a definition), and
    /// `constraints` constraints of `terms` terms in all, so that the arrays holding one
    /// entry for each are not grown by doubling (up to half of each was spare capacity;
    /// issue #18, session 12). An estimate: more are made as needed, and nothing else
    /// changes. Negative counts are taken as 0.
    public func reserveCapacity(variables: Int, symbols: Int, constraints: Int, terms: Int) {
        simplex.reserveCapacity(variables: variables, symbols: symbols, constraints: constraints, terms: terms)
    }

    /// Frees the buffers the solver keeps for reuse while constraints are added (a dense
    /// accumulator of 9 bytes a symbol, the last phase one's objective, the tableau's
    /// substitution buffers); they are made again when next needed, with the same contents,
    /// so no pivot, value or answer changes. For a caller that adds nothing more: ccc's
    /// `solve` calls it once every constraint is in, before reading the values and checking
    /// ambiguity, which allocate about 30 bytes a symbol and variable of their own while the
    /// whole tableau is held, the peak of the run (issue #18, session 12).
    public func releaseScratch() { simplex.releaseScratch() }

    /// The value of `variable` in the current solution, in the variable's units
    /// (points for ccc). 0 for a variable in no constraint or of another solver.
    public func value(of variable: Variable) -> Double {
        guard variable.id >= 0, variable.id < simplex.variableSymbols.count else { return 0 }
        return simplex.value(of: variable.id) + 0.0
    }

    /// The values of `variables`, in order: the same as ``value(of:)`` for each, in one pass
    /// (reading a whole solution this way costs a fraction of a call per variable).
    public func values(of variables: [Variable]) -> [Double] {
        simplex.values(of: variables).map { $0 + 0.0 }
    }
}
