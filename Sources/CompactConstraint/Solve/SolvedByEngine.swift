import Cassowary

/// Layouts whose optimum makes the tableau dense, handed to the factored engine.
///
/// Where the optimal vertex is a chain of tight equalities closed by a sum (a squeezed chain
/// whose widths are linked, tied optional widths under a shared limit, nested stacks, a
/// squeezed `equalCentering` stack), every tableau of that vertex has O(n) rows of O(n) cells
/// and `Solver` takes O(n³) (docs/solver-engine-notes.md, "What these three have in common").
/// `FactoredEngine` keeps the basis factored, O(n) entries there. So `LayoutSolver` solves
/// with `Solver` as always, but stops once the tableau's work (`Solver.work`) passes
/// `workLimit`, and asks the engine instead: the same optimum at every priority level, the
/// same answer to the ambiguity question (the set of optima is the same), but where the
/// optimum is not unique another vertex of it, so the frames of views reported ambiguous may
/// differ from what `Solver` would have reached (docs/fidelity.md, item 2). When the required
/// constraints cannot all hold (a conflict, which `Solver` reports and breaks in order), the
/// broken constraints and their conflicts are found without the dense solve, and the rest is
/// solved by the engine (`ConflictsByEngine`); when that cannot be done or the engine fails,
/// the layout is solved by `Solver` again, without a budget.
extension LayoutSolver {
    /// The tableau work (`Solver.work`, cells visited) a layout's solve may take before it
    /// goes to the factored engine: 5 million, plus 400 a constraint. Sparse layouts stay well
    /// below it (at about 16,000 strings, the benchmark's shapes other than the dense ones take
    /// at most 150 a constraint, most under 10); no layout under 5 million cells (a few
    /// hundredths of a second of work) ever reaches the engine, so every small layout is solved
    /// as before. The dense ones pass it early: the work per cell grows with the tableau (a
    /// squeezed chain of 2,286 views with tied widths took 11 s to pass a limit of 30 million).
    static func workLimit(_ layout: CompiledLayout) -> Int {
        5_000_000 + 400 * layout.constraints.count
    }

    /// `layout` solved by `FactoredEngine` (at `priorities`' spaced priorities when given),
    /// with every variable's ambiguity; nil when the required constraints cannot all hold or
    /// the engine fails. `keeping`: which constraints (by position in `layout.constraints`)
    /// the engine is given; nil for all of them.
    static func solvedByEngine(
        _ layout: CompiledLayout, priorities: SpacedPriorities?, keeping: ((Int) -> Bool)? = nil
    ) -> SolvedSystem? {
        try? engineSolution(layout, priorities: priorities, keeping: keeping).get()
    }

    /// `solvedByEngine`'s answer, or the engine's error (``SolverError/unsatisfiable`` when the
    /// required constraints cannot all hold: a conflict, `ConflictsByEngine`).
    static func engineSolution(
        _ layout: CompiledLayout, priorities: SpacedPriorities?, keeping: ((Int) -> Bool)? = nil
    ) -> Result<SolvedSystem, SolverError> {
        do {
            let solution = try factoredSolution(layout, priorities: priorities, keeping: keeping, checksAmbiguity: true)
            guard let ambiguous = solution.ambiguous else { return .failure(.internalError("no ambiguity from the engine")) }
            return .success(SolvedSystem(system: nil, layout: layout, values: solution.values, engineAmbiguity: ambiguous))
        } catch {
            return .failure(error)
        }
    }

    /// Every variable's value (points, root coordinates) as `FactoredEngine` solves `layout`,
    /// without the ambiguity question; nil when the required constraints cannot all hold or the
    /// engine fails. Where the optimum is unique these are `values(_:into:)`'s values (to
    /// rounding); where it is not, another optimal vertex (`explain`'s re-solves, which read
    /// only what every optimal vertex shares: `ProbeSolves`).
    static func engineValues(_ layout: CompiledLayout) -> [Double]? {
        try? factoredSolution(layout, priorities: nil, keeping: nil, checksAmbiguity: false).values
    }

    /// What `FactoredEngine.solve` returns for `layout`'s constraints (those `keeping` keeps,
    /// at `priorities`' spaced priorities when given).
    ///
    /// - Throws: what `FactoredEngine.solve` throws (``SolverError/unsatisfiable`` for a conflict).
    private static func factoredSolution(
        _ layout: CompiledLayout, priorities: SpacedPriorities?, keeping: ((Int) -> Bool)?, checksAmbiguity: Bool
    ) throws(SolverError) -> FactoredSolution {
        let variables = Solver().makeVariables(preferredSubjects: Array(repeating: false, count: layout.variableCount))
        var constraints: [Constraint] = []
        constraints.reserveCapacity(layout.constraints.count)
        for (position, constraint) in layout.constraints.enumerated() where keeping?(position) ?? true {
            constraints.append(constraint.solverConstraint(over: variables, priority: priorities?.spaced(constraint.priority)))
        }
        return try FactoredEngine.solve(constraints, variableCount: layout.variableCount, checksAmbiguity: checksAmbiguity)
    }
}
