/// UIKit's implicit `width >= 0` and `height >= 0` (`NonNegativeSize`) appended to a solved
/// system by the solver's dual phase, whose result is kept even where the layout is
/// ambiguous.
///
/// The sizes are appended to a system at its optimum without them
/// (`LayoutSolver.runKeepingNonNegativeSizesOut`), and each one that does not hold is a
/// required row with no subject: kiwi's primal phase one drives it to 0 whatever that costs
/// the objective, and the main phase then restores the objective. In nested stacks (the
/// innermost stacks come out negative) that walk took most of the solve: at depth 400, 697
/// pivots, each rewriting hundreds of rows of hundreds of cells (88 % of `ccc solve`'s
/// instructions). The dual simplex keeps the objective optimal and repairs feasibility row
/// by row: 484 pivots, about a fifth of the time (docs/solver-engine-notes.md, "Non-negative
/// sizes by the dual phase").
///
/// Both reach an optimum of the same constraints, so the values are the same wherever the
/// optimum is unique. Where it is not, the vertex may differ, and so may the frames of the
/// views reported ambiguous (never the ambiguity itself, a property of the set of optima):
/// `keepsDualPhase` does not send a layout back to the primal phase for what the dual phase
/// did here (`IndexedSolver.dualPhaseCountBeforeSizes`). Which of many optimal frames UIKit
/// shows is not documented (docs/fidelity.md, item 12).
enum NonNegativeSizesByDualPhase {
    /// Adds `layout`'s non-negative sizes to `system` (which holds every other constraint of
    /// it), in order; with the dual phase on, one that does not hold is added by it at once
    /// (a primal phase-one limit of 0) rather than after a primal phase one that may be long.
    /// False when one cannot be added (a conflict or an internal error).
    static func append(_ layout: CompiledLayout, to system: IndexedSolver) -> Bool {
        failing(appending: layout, to: system, stopsAtFirst: true).isEmpty
    }

    /// `append`, returning the positions (in `layout.constraints`) of the sizes that could not
    /// be added; unless `stopsAtFirst`, every size is tried (`SizesInPlaceByRejections`).
    static func failing(appending layout: CompiledLayout, to system: IndexedSolver, stopsAtFirst: Bool) -> [Int] {
        let solver = system.solver
        let limit = solver.primalPhaseOneLimit
        if solver.usesDualPhase {
            system.dualPhaseCountBeforeSizes = solver.dualPhaseVariables.count
            solver.primalPhaseOneLimit = 0
        }
        defer { solver.primalPhaseOneLimit = limit }
        var failed: [Int] = []
        for (index, constraint) in layout.constraints.enumerated() where constraint.origin.kind == .nonNegativeSize {
            let added = system.add(constraint)
            if system.isOverBudget { return failed }
            guard case .success = added else {
                failed.append(index)
                if stopsAtFirst || system.hasFailed { return failed }
                continue
            }
        }
        return failed
    }
}
