// The factored engine's entry point: a whole constraint list in, values and level violations out.

/// The violation reached at one optional priority level.
public struct LevelViolation: Sendable, Equatable {
    /// 1...999.
    public var priority: Int
    /// The summed violation (points) of the level's constraints, as ``Constraint`` defines it.
    public var violation: Double
    public init(priority: Int, violation: Double) {
        self.priority = priority
        self.violation = violation
    }
}

/// What ``FactoredEngine/solve(_:variableCount:)`` returns.
public struct FactoredSolution: Sendable {
    /// The value (points) of each variable, by ``Variable/id``.
    public var values: [Double]
    /// Every optional level in use, highest priority first.
    public var levels: [LevelViolation]
    /// Basis changes and bound flips made.
    public var pivots: Int
    /// Reinversions of the basis (the first included).
    public var refactorizations: Int
    /// Entries (besides the pivots) of the eta file after the last reinversion, and the most it
    /// held at any time: how sparse the factored basis stayed.
    public var factorEntries: Int
    public var largestEtaFile: Int
    /// The largest difference between a reduced cost kept by updates and its exact value,
    /// found when a reinversion recomputed it during a level's optimisation: the round-off the
    /// updates gathered (0 when no reinversion fell inside one).
    public var largestReducedCostDrift: Double
    /// What the presolve took away: variables eliminated by definitions (fixed ones
    /// included), and rows that became bounds; the rows left for the simplex.
    public var eliminatedVariables: Int
    public var boundRows: Int
    public var rows: Int
    /// When asked for (`checksAmbiguity`): for each variable, whether another point of the
    /// optimal face gives it another value, as ``Solver``'s ambiguity question answers it;
    /// nil when not asked or when a cone's own solver failed.
    public var ambiguous: [Bool]? = nil
}

/// A second engine beside ``Solver``, not yet used by ccc: the bounded-variable primal
/// revised simplex over a factored basis (`docs/solver-engine-notes.md`, "The factored basis,
/// session 11").
///
/// It solves a whole list of constraints at once, with the semantics of ``Constraint``:
/// every required constraint holds, then each optional level, highest priority first, is
/// minimised without worsening the levels above it. Where ``Solver`` keeps the dense
/// restricted basic form of the tableau (a row per basic symbol over every non-basic one), this
/// engine keeps the basis as a product of sparse eta matrices, so a vertex whose tableau is
/// dense (a chain of tied equalities closed by a sum) costs what its constraints hold.
///
/// Not incremental (no add, remove or ambiguity question yet); where the optimum is not
/// unique it may reach another optimal vertex than ``Solver``.
public enum FactoredEngine {
    /// Solves `constraints` over the variables with ids `0 ..< variableCount`: the presolve
    /// (``Presolve``: required equalities eliminated, single-variable required rows as bounds),
    /// the phase one from a crash basis, then each level, highest first; the eliminated
    /// variables' values are recovered from their definitions at the end. With
    /// `checksAmbiguity`, also which variables the optimum leaves ambiguous.
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` or ``SolverError/invalidExpression`` for
    ///   a constraint ``Solver/add(_:)`` would refuse (a variable's id must be below
    ///   `variableCount`); ``SolverError/unsatisfiable`` when the required constraints cannot all
    ///   hold (which ones is not said); ``SolverError/internalError(_:)`` when the engine fails.
    public static func solve(
        _ constraints: [Constraint], variableCount: Int, checksAmbiguity: Bool = false
    ) throws(SolverError) -> FactoredSolution {
        let n = max(0, variableCount)
        try BoundedModel.validate(constraints, variableCount: n)
        let presolve = try Presolve(constraints, variableCount: n)
        let model = try BoundedModel(presolve.constraints, variableCount: n, lower: presolve.lower, upper: presolve.upper)
        var simplex = BoundedSimplex(model)
        simplex.crash()
        simplex.refactor()
        guard try simplex.restoreFeasibility() else { throw .unsatisfiable }
        let columns = levelColumns(model)
        for (priority, list) in zip(model.priorities, columns) {
            try simplex.optimizeLevel(priority, columns: list)
        }
        let levels = zip(model.priorities, columns).map { priority, list in
            LevelViolation(priority: priority, violation: simplex.levelValue(list))
        }
        let ambiguous = checksAmbiguity ? simplex.ambiguity(presolve.definitionsInRecoveryOrder()) : nil
        var values = Array(simplex.x.prefix(model.variableCount))
        presolve.recover(&values)
        return FactoredSolution(
            values: values, levels: levels,
            pivots: simplex.pivots, refactorizations: simplex.refactorizations,
            factorEntries: simplex.factorEntries, largestEtaFile: simplex.largestEtaFile,
            largestReducedCostDrift: simplex.largestDrift, eliminatedVariables: presolve.eliminated,
            boundRows: presolve.boundRows, rows: model.rowCount, ambiguous: ambiguous)
    }

    /// The error columns of each priority in `model.priorities`, in the same order.
    private static func levelColumns(_ model: BoundedModel) -> [[Int32]] {
        var index: [Int: Int] = [:]
        for (k, priority) in model.priorities.enumerated() { index[priority] = k }
        var columns = [[Int32]](repeating: [], count: model.priorities.count)
        for column in model.errorColumns {
            if let k = index[Int(model.costPriority[Int(column)])] { columns[k].append(column) }
        }
        return columns
    }
}
