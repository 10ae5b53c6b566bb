/// The re-solves behind one `explain` (issues #17 and #18): the layout with one constant
/// moved (``Sensitivity``) and with a range probe added (``Explainer/range(of:in:probes:)``).
///
/// What `explain` reads from a re-solve is shared by every optimal vertex: a value where the
/// optimum is unique, or the least and greatest value over the optimal face (a moved value
/// is always checked against that range, ``Sensitivity/forced(_:moving:by:in:from:probes:)``).
/// So any solver that reaches the same lexicographic optimum will do, and once one re-solve of
/// the layout has passed `Solver`'s work limit (a dense tableau: `SolvedByEngine.swift`), the
/// rest go straight to the factored engine, without the budgeted `Solver` run before it and
/// without the ambiguity question, neither of which they read. A layout the engine cannot solve
/// (required constraints that cannot all hold: which one breaks needs `Solver`'s order) is
/// solved as `ccc solve` solves it.
///
/// Before any of that, the probes are made on one ``PinnedSolver`` kept solved, each an
/// incremental change of it; only a probe it cannot make (the moved layout's required
/// constraints cannot all hold, or no such solver could be built: a conflict in the layout, a
/// dense tableau) re-solves the layout.
final class ProbeSolves {
    /// The kept solver, with the probed constraints pinned; nil when it could not be built.
    let pinned: PinnedSolver?

    /// `pinning`: the positions of the constraints that may be probed.
    init(_ layout: CompiledLayout, pinning: [Int]) {
        pinned = pinning.isEmpty ? nil
            : PinnedSolver(layout, pinning: pinning, workLimit: LayoutSolver.workLimit(layout))
    }

    /// Whole re-solves through `LayoutSolver` (the budgeted `Solver`, then perhaps the engine).
    private(set) var layoutSolves = 0
    /// Re-solves straight through the factored engine.
    private(set) var engineSolves = 0
    /// Whether a re-solve of this layout went to the factored engine.
    private var goesToEngine = false

    /// Every variable's value (points, root coordinates) at an optimum of `layout`.
    /// `byEngine`: false for a layout with one of UIKit's implicit non-negative sizes moved,
    /// which `LayoutSolver` leaves out while every size is 0 or more (the engine would not):
    /// such a probe is always solved as `ccc solve` solves it.
    func values(_ layout: CompiledLayout, byEngine: Bool = true) -> [Double] {
        if goesToEngine && byEngine {
            engineSolves += 1
            if let values = LayoutSolver.engineValues(layout) { return values }
        }
        layoutSolves += 1
        var scratch = Diagnostics()
        let solved = LayoutSolver.valuesNotingEngine(layout, into: &scratch)
        if solved.wentToEngine { goesToEngine = true }
        return solved.values
    }
}
