// The optimisation loop, the phase one, and the strict priority levels one after another.

extension BoundedSimplex {
    /// Degenerate basis changes in a row after which the entering and leaving rules switch to
    /// Bland's (until a step moves the solution), so that the optimisation cannot cycle.
    var blandAfter: Int { 50 + model.rowCount / 8 }

    /// Minimises `objective` from the current feasible basis (or, for the phase one, from
    /// any basis). Returns false when the phase one stops with columns still outside their
    /// bounds: the bounds (the required constraints) cannot all hold.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when the pivot budget runs out or a step is
    ///   unbounded (impossible: every objective here is a sum of non-negative amounts).
    mutating func optimize(_ objective: Cost) throws(SolverError) -> Bool {
        startPricing(objective)
        defer { self.objective = nil }
        var degenerate = 0
        while true {
            guard pivots <= pivotBudget else {
                throw .internalError("the factored engine ran out of its pivot budget (\(pivotBudget))")
            }
            if costedBasics == 0 && objective == .infeasibility { return true }
            let bland = degenerate > blandAfter
            guard let entering = chooseEntering(bland: bland) else {
                return objective != .infeasibility
            }
            loadColumn(entering.column)
            guard let step = ratioTest(entering, bland: bland) else {
                throw .internalError("the factored engine found an unbounded step for column \(entering.column)")
            }
            degenerate = step.theta <= 1e-12 ? degenerate + 1 : 0
            take(step, entering)
        }
    }

    /// Drives every basic column within its bounds; false when that cannot be done. A phase
    /// one that stops short is tried once more after a reinversion, whose fresh values may
    /// show that round-off was all that was left.
    mutating func restoreFeasibility() throws(SolverError) -> Bool {
        if try optimize(.infeasibility) { return true }
        refactor()
        return try optimize(.infeasibility)
    }

    /// Minimises the level of `priority` (its `columns`: the errors costed at it) and then
    /// keeps its optimal face for the levels below: each non-basic column whose reduced cost
    /// is not 0 is fixed at its value (an LP's optimal face is where every such column stays
    /// at its bound), or when the level reached 0, every error of the level is fixed at 0.
    mutating func optimizeLevel(_ priority: Int, columns: [Int32]) throws(SolverError) {
        levelColumns = columns
        if levelValue(columns) > Self.feasibility {
            let level = Cost.level(Int32(priority))
            _ = try optimize(level)
            if !isFeasible, !(try restoreFeasibility()) {
                throw .internalError("the factored engine lost feasibility at priority \(priority)")
            }
            _ = try optimize(level)
        }
        guard levelValue(columns) > Self.feasibility else {
            for j in columns.map(Int.init) { (model.lower[j], model.upper[j]) = (0, 0) }
            return
        }
        startPricing(.level(Int32(priority)))
        objective = nil
        // Only the columns the level's prices reach can have a reduced cost that is not 0.
        for j in dirty.map(Int.init) where position[j] < 0 && model.lower[j] < model.upper[j] {
            if abs(reducedCosts[j]) > Self.optimality { (model.lower[j], model.upper[j]) = (x[j], x[j]) }
        }
    }

    /// The summed errors (points) of one level.
    func levelValue(_ columns: [Int32]) -> Double {
        columns.reduce(0) { $0 + x[Int($1)] }
    }

    /// Whether every basic column is within its bounds.
    var isFeasible: Bool {
        head.allSatisfy { infeasibility(Int($0)) == 0 }
    }
}
