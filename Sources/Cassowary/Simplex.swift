// The simplex engine: pivot, entering/leaving choice and optimisation (kiwi's SolverImpl core).

/// The bookkeeping kept for each accepted constraint (kiwi's `Tag`): 16 bytes (20 in a
/// `[ConstraintTag?]`), the priority and definition index stored as 32-bit integers.
struct ConstraintTag {
    /// The symbol that identifies the constraint's row: its slack (inequality),
    /// positive error (optional equality) or dummy (required equality).
    var marker: Symbol
    /// The second error symbol of an optional constraint, or `.invalid`.
    var other: Symbol
    private var storedPriority: Int32
    private var storedDefinition: Int32

    init(marker: Symbol, other: Symbol, priority: Int, definition: Int) {
        self.marker = marker
        self.other = other
        storedPriority = Int32(truncatingIfNeeded: priority)
        storedDefinition = Int32(truncatingIfNeeded: definition)
    }

    /// 1...1000.
    var priority: Int {
        get { Int(storedPriority) }
        set { storedPriority = Int32(truncatingIfNeeded: newValue) }
    }
    /// The index of the ``Definition`` this constraint became, or -1 (then it has a row).
    var definition: Int {
        get { Int(storedDefinition) }
        set { storedDefinition = Int32(truncatingIfNeeded: newValue) }
    }
}

/// Tableau + objectives + constraint bookkeeping; all the algorithmic state of a ``Solver``.
struct Simplex {
    let tolerance: Double
    var tableau: Tableau
    /// The lexicographic objective over the optional priority levels in use.
    var objective: Objective
    /// The phase-one objective while `addWithArtificialVariable` runs, else nil.
    var artificial: Objective?
    /// The last phase-one objective, kept for its storage (see ``Objective/resetAsArtificial(row:symbolCount:kinds:tolerance:)``).
    var spareArtificial: Objective?
    /// Symbol of each ``Variable``, indexed by `Variable.id`.
    var variableSymbols: [Symbol] = []
    /// Whether each variable goes first as the subject of a definition.
    var preferredSubjects: [Bool] = []
    /// Tag of each constraint handle id; nil once removed.
    var constraints: [ConstraintTag?] = []
    /// The constraint of each handle id, as given; nil once removed (for rebuilding).
    var sources = ConstraintSources()
    /// Required equalities kept out of the tableau (see ``Definitions``).
    var definitions = Definitions()
    /// Changes whenever a value may have changed (invalidates definition values).
    var stamp = 0
    var liveConstraintCount = 0
    /// The ambiguity probe's cone components; valid until the tableau changes.
    var ambiguityCones = AmbiguityCones()
    var pivotCount = 0
    /// Cells of the rows `expandedRow` has made (``Solver/work``).
    var expansionWork = 0
    /// Cells of the objectives' substitutions at pivots, one pass per level a symbol is in
    /// (``Solver/work``).
    var objectiveWork = 0
    /// ``Solver/workLimit``, and whether it stopped a solve.
    var solveWorkLimit: Int? = nil
    var hasPassedWorkLimit = false
    /// The most pivots one optimisation may make; nil for the default (see `optimize`).
    var pivotBudget: Int? = nil
    /// Whether a required row without a subject may be added by the dual phase
    /// (`Simplex+DualPhase.swift`); see ``Solver/usesDualPhase``.
    var usesDualPhase = false
    /// Whether the dual phase has accepted a row since the solver was made.
    var hasUsedDualPhase = false
    /// See ``Solver/dropsEqualityMarkers`` (`Simplex+EqualityMarkers.swift`).
    var dropsEqualityMarkers = false
    /// See ``Solver/definesOverSlacks`` (`Simplex+SlackDefinitions.swift`).
    var definesOverSlacks = false
    /// The hidden variable of each slack it stands for (`Simplex+SlackDefinitions.swift`), by symbol id.
    var hiddenVariables: [Int32: Int32] = [:]
    /// Per definition, the lowest fresh variable its expansion may hold (`Simplex+SlackDefinitions.swift`).
    var freshTerms = FreshTermCache()
    /// The handle id of each constraint the dual phase accepted (see ``Solver/dualPhaseVariables``).
    var dualPhaseConstraintIDs: [Int] = []
    /// See ``Solver/primalPhaseOneLimit``.
    var primalPhaseOneLimit = Simplex.defaultPrimalPhaseOneLimit
    /// Why the engine failed (see ``SolverError/internalError(_:)``), once it has; nil before.
    var failure: String? = nil
    /// The entering and leaving order of the phase one under way, when it is ranked
    /// (`Simplex+RankedPhaseOne.swift`); nil for Bland's order.
    var phaseOneRank: [Int32: Int64]? = nil

    // Dense accumulator used to build rows (see `createRow`).
    var accumulator: [Double] = []
    var accumulated: [Bool] = []
    var touched: [Symbol] = []

    init(tolerance: Double) {
        self.tolerance = tolerance
        tableau = Tableau(tolerance: tolerance)
        objective = Objective(symbolCount: 0)
    }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s = tableau.makeSymbol(kind)
        objective.appendSymbol()
        artificial?.appendSymbol()
        return s
    }

    /// Forgets the symbols made since the solver had `count` symbols (they must no
    /// longer occur anywhere).
    mutating func truncateSymbols(to count: Int) {
        tableau.truncateSymbols(to: count)
        objective.truncateSymbols(to: count)
        artificial?.truncateSymbols(to: count)
        if accumulator.count > count {
            accumulator.removeLast(accumulator.count - count)
            accumulated.removeLast(accumulated.count - count)
        }
    }

    /// Reserves room in the arrays that grow by one entry a variable, a symbol or a
    /// constraint (see ``Solver/reserveCapacity(variables:symbols:constraints:terms:)``).
    mutating func reserveCapacity(variables: Int, symbols: Int, constraints: Int, terms: Int) {
        let variables = max(0, variables), symbols = max(0, symbols)
        let constraints = max(0, constraints), terms = max(0, terms)
        variableSymbols.reserveCapacity(variables)
        preferredSubjects.reserveCapacity(variables)
        definitions.reserveVariables(variables)
        tableau.reserveSymbols(symbols)
        objective.reserveSymbols(symbols)
        accumulator.reserveCapacity(symbols)
        accumulated.reserveCapacity(symbols)
        self.constraints.reserveCapacity(constraints)
        sources.reserveCapacity(constraints, terms: terms)
    }

    /// Frees the buffers kept for reuse while constraints are added: the dense accumulator
    /// of `expandedRow` (9 bytes a symbol), the last phase-one objective (4 bytes a symbol and
    /// its entries) and the tableau's (``Tableau/releaseScratch()``). Each is made again when
    /// next needed, with the same contents, so no pivot or value changes (see
    /// ``Solver/releaseScratch()``).
    mutating func releaseScratch() {
        accumulator = []
        accumulated = []
        touched = []
        spareArtificial = nil
        tableau.releaseScratch()
    }

    // MARK: Pivoting

    /// Makes `entering` basic in the row stored in `slot` (whose basic symbol leaves)
    /// and substitutes its new definition into the rows that contain it (found via the
    /// column index) and into the objectives.
    mutating func pivot(entering: Symbol, slot: Int) {
        if !ambiguityCones.isEmpty { ambiguityCones = AmbiguityCones() }
        pivotCount += 1
        stamp &+= 1
        tableau.solveRow(slot, for: entering)
        let definition = tableau.rows[slot]
        tableau.substitute(entering, with: definition, skip: slot)
        objectiveWork &+= objective.substitute(entering, with: definition, kinds: tableau.kinds, tolerance: tolerance)
        objectiveWork &+= artificial?.substitute(entering, with: definition, kinds: tableau.kinds, tolerance: tolerance) ?? 0
    }

    /// kiwi's `getLeavingRow` with Bland's tie-break: among the rows that block moving
    /// `entering` in `direction` (+1 up, -1 down), the minimum ratio
    /// `constant / |coefficient|`; ties go to the basic symbol first in Bland's order
    /// (``Symbol/blandPrecedes(_:)``, the same order as for entering). Only rows
    /// of restricted basics block (slack/error ≥ 0; a basic dummy is fixed at 0).
    /// Returns nil when nothing blocks (unbounded direction).
    mutating func leavingRow(for entering: Symbol, direction: Int) -> Int? {
        var best: Int? = nil
        var bestRatio = Double.infinity
        var bestBasic = Symbol(Int32(-1))
        let dir = Double(direction)
        for entry in tableau.rowsContaining(entering) {
            let slot = Int(entry)
            let basic = tableau.basicOfSlot[slot]
            let kind = tableau.kind(basic)
            let a = tableau.rows[slot].coefficient(of: entering) * dir
            let ratio: Double
            switch kind {
            case .external: continue
            case .dummy: ratio = 0
            case .slack, .error:
                guard a < 0 else { continue }
                let c = tableau.rows[slot].constant
                ratio = c <= 0 ? 0 : c / -a
            }
            if ratio < bestRatio || (ratio == bestRatio && basic.blandPrecedes(bestBasic)) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best
    }

    enum Phase { case main, artificial }

    /// kiwi's `optimize`: pivot until no symbol improves the chosen objective.
    /// Entering: the improving symbol first in Bland's order. Bland's rule terminates in
    /// exact arithmetic; the budget (100,000 pivots plus 64 per symbol unless
    /// `pivotBudget` says otherwise) only catches round-off gone wrong.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when an improving symbol has no leaving
    ///   row (the objective would be unbounded, which sums of non-negative errors never
    ///   are; kiwi throws `InternalSolverError("The objective is unbounded.")`) or when the
    ///   budget runs out before the optimum is reached.
    mutating func optimize(_ phase: Phase) throws(SolverError) {
        var log: [(entering: Symbol, leaving: Symbol)]? = nil
        _ = try optimize(phase, workLimit: nil, log: &log)
    }

    /// `optimize(phase)` that stops before a pivot that would bring the rows it has rewritten
    /// (each pivot: the rows holding the entering symbol, plus its own) above `workLimit`,
    /// returning false with the optimum not reached; it appends each pivot to `log` when
    /// that is not nil. Until it stops it pivots exactly as `optimize(phase)`; the log lets
    /// the caller undo.
    mutating func optimize(_ phase: Phase, workLimit: Int?,
                           log: inout [(entering: Symbol, leaving: Symbol)]?) throws(SolverError) -> Bool {
        let limit = pivotBudget ?? (100_000 + 64 * tableau.symbolCount)
        var budget = limit
        var work = 0
        while true {
            let candidate: (Symbol, Int)?
            switch phase {
            case .main: candidate = objective.popEntering(kinds: tableau.kinds, tolerance: tolerance)
            case .artificial: candidate = artificial?.popEntering(kinds: tableau.kinds, tolerance: tolerance)
            }
            guard let (entering, direction) = candidate else { return true }
            let leaving = phase == .artificial && phaseOneRank != nil
                ? leavingRow(for: entering, direction: direction, rank: phaseOneRank ?? [:])
                : leavingRow(for: entering, direction: direction)
            guard let slot = leaving else {
                throw fail("the \(phase) objective is unbounded: moving \(symbolName(entering)) "
                           + (direction > 0 ? "up" : "down") + " improves it and no row blocks it")
            }
            guard budget > 0 else {
                throw fail("the \(phase) optimisation ran out of its pivot budget "
                           + "(\(limit) pivots) before reaching the optimum")
            }
            if let workLimit {
                work += Int(tableau.occurrences[entering.index]) + 1
                if work > workLimit { return false }
            }
            try checkSolveWork()
            budget -= 1
            log?.append((entering, tableau.basicOfSlot[slot]))
            pivot(entering: entering, slot: slot)
        }
    }

    /// Undoes logged pivots, newest first: each leaving symbol returns to the row its
    /// entering symbol holds (the same state, up to round-off).
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when a pivot cannot be undone (its
    ///   leaving symbol is no longer in the entering symbol's row).
    mutating func undo(_ pivots: [(entering: Symbol, leaving: Symbol)]) throws(SolverError) {
        for (entering, leaving) in pivots.reversed() {
            guard let slot = tableau.slot(of: entering), tableau.rows[slot].contains(leaving) else {
                throw fail("could not undo the pivot of \(symbolName(entering)) for \(symbolName(leaving))")
            }
            pivot(entering: leaving, slot: slot)
        }
    }

    /// Records an internal failure (kiwi's `InternalSolverError`); the solver stays failed.
    /// Cells visited so far (``Solver/work``).
    var solveWork: Int { tableau.substitutionWork &+ tableau.compactionWork &+ expansionWork &+ objectiveWork }

    /// Stops the solve (an internal error, ``Solver/hasPassedWorkLimit`` set) once its work
    /// has passed ``solveWorkLimit``; called before each pivot of an optimisation.
    mutating func checkSolveWork() throws(SolverError) {
        guard let solveWorkLimit, solveWork > solveWorkLimit else { return }
        hasPassedWorkLimit = true
        throw fail("the solve passed its work limit (\(solveWorkLimit) tableau cells)")
    }

    mutating func fail(_ message: String) -> SolverError {
        if failure == nil { failure = message }
        return .internalError(failure ?? message)
    }

    /// kiwi's `getMarkerLeavingRow`: the row to pivot `marker` into before dropping it.
    /// First choice: restricted rows where the marker has a negative coefficient,
    /// minimum `-constant/coefficient`; second: restricted rows with a positive
    /// coefficient, minimum `constant/coefficient`; third: any unrestricted row. These
    /// keep every restricted basic non-negative. Ties go to the lowest basic id.
    ///
    /// Unlike kiwi, a row whose basic is a dummy (a redundant required equality's, which must
    /// stay 0) is taken before any choice that would move the marker (a first or second
    /// choice at a ratio above 0, or the third): pivoting there moves nothing. kiwi's order
    /// treats such a row as a restricted one at ratio 0 and may pass it over for a row with
    /// a negative coefficient, after which the dummy's row is off 0 and the duplicate
    /// equality no longer holds (`MarkerLeavingRowTests`; docs/solver-engine-notes.md).
    mutating func markerLeavingRow(_ marker: Symbol) -> Int? {
        var first: Int? = nil, second: Int? = nil, third: Int? = nil, dummy: Int? = nil
        var r1 = Double.infinity, r2 = Double.infinity
        var b1 = Symbol(Int32.max), b2 = Symbol(Int32.max), b3 = Symbol(Int32.max), b4 = Symbol(Int32.max)
        for entry in tableau.rowsContaining(marker) {
            let slot = Int(entry)
            let basic = tableau.basicOfSlot[slot]
            let c = tableau.rows[slot].coefficient(of: marker)
            if c == 0 { continue }
            let constant = max(0, tableau.rows[slot].constant)
            if tableau.kind(basic) == .dummy, basic < b4 { dummy = slot; b4 = basic }
            if tableau.kind(basic) == .external {
                if basic < b3 { third = slot; b3 = basic }
            } else if c < 0 {
                let r = constant / -c
                if r < r1 || (r == r1 && basic < b1) { first = slot; r1 = r; b1 = basic }
            } else {
                let r = constant / c
                if r < r2 || (r == r2 && basic < b2) { second = slot; r2 = r; b2 = basic }
            }
        }
        if let dummy {
            if let first { return r1 > 0 ? dummy : first }
            if let second { return r2 > 0 ? dummy : second }
            return dummy
        }
        return first ?? second ?? third
    }

    /// Projects `symbol` out of the tableau: drops its row if basic, otherwise pivots
    /// it into the basis with `markerLeavingRow` and drops that row (the second half of
    /// kiwi's `removeConstraint`). Afterwards no row mentions it.
    mutating func eliminate(_ symbol: Symbol) {
        if let slot = tableau.slot(of: symbol) {
            tableau.dropRow(slot)
            return
        }
        guard let slot = markerLeavingRow(symbol) else { return }
        pivot(entering: symbol, slot: slot)
        tableau.dropRow(slot)
    }
}
