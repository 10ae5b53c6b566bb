import Cassowary

/// A layout past the tableau's work budget whose required constraints cannot all hold (the
/// factored engine found them unsatisfiable), solved as `Solver` without a budget solves it —
/// the same broken constraints, the same conflict sets, the same values wherever the optimum
/// is unique — without that solve, whose tableau is the dense one the engine was there to
/// avoid (issue #17: `nested-stacks` 1,000 with one conflicting pair took 10.6 s to `solve`,
/// against 0.5 s without the pair; docs/solver-engine-notes.md, "Conflicts by the engine, session 15").
///
/// How each part of `Solver`'s result is reached:
/// * *Which required constraints it breaks.* A required constraint is broken exactly when it
///   cannot hold with the required constraints accepted before it, UIKit's implicit
///   non-negative sizes in their place; optional constraints never block one (each has its
///   error variables), so a `Solver` of the required constraints alone, in layout order,
///   decides as the layout's own does (the argument of `SizesInPlaceByRejections`). Without
///   optional constraints there is nothing to optimise and its tableau stays sparse; it still
///   runs under the layout's work limit. `LayoutSolver.runKeepingNonNegativeSizesOut` solves
///   without the sizes first, and keeps that solve (and what it broke) when every size holds
///   in its optimum; else its result is the in-place one. So the required constraints are
///   solved without the sizes first too, and with them in place only when a size fails.
/// * *The values and the ambiguity*: the lexicographic optimum of the constraints kept, which
///   the engine reaches (`solvedByEngine`): without the sizes when they all hold there (the
///   values and the ambiguity `Solver`'s first solve gives), else with them.
/// * *Each conflict's set*: `ConflictSet` over the constraints the kept solve was searched
///   over (without the sizes when they held, else all of them), given the broken ones in
///   order, as `LayoutSolver.runAll` gives them: the same sets, in the same order, with the
///   same words. Its solvers hold only the constraints connected to the broken one.
///
/// Any doubt returns nil, and the caller solves with `Solver` as before: the required solve
/// passing the work limit or failing, a broken size (left to the in-place solve by
/// `SizesInPlaceByRejections` too), the engine failing, an internal error of a search, or a
/// size that the first solve's optimum leaves ambiguous (`Solver`'s vertex could have it
/// negative where the engine's has not, and the conflicts would be searched over other
/// constraints).
///
/// Where the optimum is not unique, the engine reaches another vertex of it than `Solver`:
/// the frames of views reported ambiguous may differ from the unlimited solve's, as for any
/// layout the engine solves (docs/fidelity.md, item 2); the diagnostics and every other frame
/// are the same. `lint`'s priority trials are not run after the engine.
enum ConflictsByEngine {
    /// `layout` solved as described above, its `unsatisfiable-constraint` diagnostics appended
    /// to `diagnostics`; nil (nothing appended) when the caller must solve with `Solver`.
    /// `priorities`: the engine solves at these spaced priorities (`ccc lint`); `workLimit`:
    /// the tableau work (cells) the solve of the required constraints may take.
    static func solve(
        _ layout: CompiledLayout, priorities: SpacedPriorities?, workLimit: Int, into diagnostics: inout Diagnostics
    ) -> LayoutSolver.SolvedSystem? {
        let isSize = layout.constraints.map { $0.origin.kind == .nonNegativeSize }
        /// The engine's solve of every constraint but those at `rejected` (and the sizes unless `withSizes`).
        func kept(_ rejected: [Int], withSizes: Bool) -> LayoutSolver.SolvedSystem? {
            let broken = Set(rejected)
            return LayoutSolver.solvedByEngine(
                layout, priorities: priorities, keeping: { !broken.contains($0) && (withSizes || !isSize[$0]) })
        }
        // Without the sizes first, when there are any: that solve is kept when every size holds in it.
        if isSize.contains(true) {
            guard let outOfPlace = rejectedInOrder(layout, skippingSizes: true, workLimit: workLimit),
                let first = kept(outOfPlace, withSizes: false),
                let holds = sizesHold(layout, first)
            else { return nil }
            if holds {
                var searched = layout
                searched.constraints = layout.constraints.indices.filter { !isSize[$0] }.map { layout.constraints[$0] }
                // A position among the constraints searched: the sizes before it left out.
                var sizesBefore = 0
                var next = 0
                let indices = outOfPlace.map { position in
                    while next < position {
                        if isSize[next] { sizesBefore += 1 }
                        next += 1
                    }
                    return position - sizesBefore
                }
                guard let found = ConflictSet.diagnostics(of: indices, in: searched) else { return nil }
                diagnostics.append(contentsOf: found)
                return first
            }
        }
        guard let inPlace = rejectedInOrder(layout, skippingSizes: false, workLimit: workLimit),
            !inPlace.contains(where: { isSize[$0] }),
            let solved = kept(inPlace, withSizes: true),
            let found = ConflictSet.diagnostics(of: inPlace, in: layout)
        else { return nil }
        diagnostics.append(contentsOf: found)
        return solved
    }

    /// The positions (in `layout.constraints`, ascending) of the required constraints a solve
    /// of every constraint in order breaks (without UIKit's implicit non-negative sizes when
    /// `skippingSizes`, as `LayoutSolver.runKeepingNonNegativeSizesOut` first solves): those a
    /// `Solver` of the required ones alone, in that order, cannot add. Nil when it passes
    /// `workLimit` (tableau cells) or fails.
    static func rejectedInOrder(_ layout: CompiledLayout, skippingSizes: Bool, workLimit: Int) -> [Int]? {
        let system = IndexedSolver(variableCount: layout.variableCount)
        system.solver.workLimit = workLimit
        var rejected: [Int] = []
        for (position, constraint) in layout.constraints.enumerated() where constraint.priority >= 1000 {
            if skippingSizes && constraint.origin.kind == .nonNegativeSize { continue }
            let added = system.add(constraint)
            if system.isOverBudget || system.hasFailed { return nil }
            if case .failure = added { rejected.append(position) }
        }
        return rejected
    }

    /// Whether every view's width and height is at least 0 (`NonNegativeSize.holds`'s
    /// tolerance) in `solved`, as at every vertex of its optimum: false when one that is not
    /// ambiguous is negative, true when none is negative or ambiguous, else nil (another
    /// vertex, `Solver`'s, could decide otherwise).
    private static func sizesHold(_ layout: CompiledLayout, _ solved: LayoutSolver.SolvedSystem) -> Bool? {
        let ambiguous = solved.engineAmbiguity ?? []
        func isOpen(_ variable: Int) -> Bool { ambiguous.indices.contains(variable) && ambiguous[variable] }
        let sizes = layout.views.flatMap { [$0.width, $0.height] }
        if sizes.contains(where: { !isOpen($0) && solved.values.indices.contains($0) && solved.values[$0] < -NonNegativeSize.tolerance }) {
            return false
        }
        return sizes.contains(where: isOpen) ? nil : true
    }
}
