import Cassowary

/// A layout's constraints in one solver, each at a chosen priority, added in file order
/// as `LayoutSolver` does (a required constraint that cannot be added is left out). One
/// constraint's priority can then be tried at another value without solving everything
/// again: Cassowary removes and adds a constraint incrementally.
///
/// Trials share a budget of pivots, twice what solving the layout took (at least 2,000):
/// re-prioritising one constraint of a tightly coupled layout (a squeezed stack
/// with equal centering) can move the whole tableau, and the check must stay linear.
///
/// The layout is solved with the solver's dual phase, as `LayoutSolver` solves it, and
/// again without it under the same condition (`LayoutSolver.keepsDualPhase`: the dual
/// phase reached an ambiguous part of the layout), so the trials start from the values the
/// primal phase gives; a long `fill` list is then solved in linear time here too. The
/// trials themselves re-prioritise optional constraints, which never use the dual phase.
/// `ccc lint` solves its layout at these spaced priorities already (`SpacedPriorities`), and
/// the trials take that solver over: one solver, not two (it was half of `lint`'s peak memory).
final class PriorityTrialSolver {
    private let system: IndexedSolver
    /// The layout's constraints (shared with the layout, not copied: a copy was as large as
    /// the compiled constraints) and the chosen priority of each.
    private let constraints: [LinearConstraint]
    private let priorities: [Int]
    private var handles: [ConstraintHandle?]
    /// The solver's pivot count past which no more trials start.
    private let pivotLimit: Int

    /// The layout's constraints at `priorities` (one per constraint) in a new solver.
    convenience init(_ layout: CompiledLayout, priorities: [Int]) {
        self.init(layout, priorities: priorities, taking: nil)
    }

    /// The layout's constraints at their spaced priorities. `solved`, the pipeline's solved
    /// system of the layout, is taken over (not copied) when it was solved at the same spaced
    /// priorities with the same constraints in the order this solver would add them
    /// (`reusableHandles`); else the layout is solved again here. Either way the trials
    /// start from the same tableau.
    convenience init(_ layout: CompiledLayout, spacing: SpacedPriorities, solved: LayoutSolver.SolvedSystem?) {
        var taken: (IndexedSolver, [ConstraintHandle?])? = nil
        if let solved, let system = solved.system,
            let handles = Self.reusableHandles(system, solved.layout, layout, spacing)
        {
            taken = (system, handles)
        }
        self.init(layout, priorities: layout.constraints.map { spacing.spaced($0.priority) }, taking: taken)
    }

    /// Whether the pipeline's solver was taken over (not solved again); for tests.
    let tookOver: Bool

    private init(_ layout: CompiledLayout, priorities: [Int], taking taken: (IndexedSolver, [ConstraintHandle?])?) {
        tookOver = taken != nil
        if let taken {
            (system, handles) = taken
        } else {
            var dual: (system: IndexedSolver, handles: [ConstraintHandle?])? = Self.solve(layout, priorities, dualPhase: true)
            if let solved = dual, LayoutSolver.keepsDualPhase(solved.system, layout) {
                (system, handles) = solved
            } else {
                dual = nil  // let it go before solving again
                (system, handles) = Self.solve(layout, priorities, dualPhase: false)
            }
        }
        system.solver.usesDualPhase = false
        constraints = layout.constraints
        self.priorities = priorities
        let solving = system.solver.pivotCount
        pivotLimit = solving + max(2_000, 2 * solving)
    }

    /// Whether `system`, solved by `LayoutSolver` from `from`, holds what `solve` would build
    /// from `layout` at `spacing` (see `reusableHandles`).
    static func canTakeOver(
        _ system: IndexedSolver, solved from: CompiledLayout, _ layout: CompiledLayout, _ spacing: SpacedPriorities
    ) -> Bool {
        system.priorities == spacing && !system.hasFailed && system.solver.probeFailure == nil
            && !system.addsNonNegativeSizesInPlace && from.variableCount == layout.variableCount
            && from.constraints == layout.constraints
    }

    /// The handle of each of `layout`'s optional constraints in `system` (nil for one left
    /// out, and for every required one: only optional ones are tried), when
    /// `system` holds what `solve` would build: `LayoutSolver` solved `layout`'s own
    /// constraints (`from`) at `spacing`, without an internal error, and added UIKit's implicit
    /// non-negative sizes only if they hold anyway (left out, as `solve` leaves them when no size
    /// is negative); else nil.
    private static func reusableHandles(
        _ system: IndexedSolver, _ from: CompiledLayout, _ layout: CompiledLayout, _ spacing: SpacedPriorities
    ) -> [ConstraintHandle?]? {
        guard canTakeOver(system, solved: from, layout, spacing) else { return nil }
        var handles: [ConstraintHandle?] = []
        handles.reserveCapacity(layout.constraints.count)
        var next = system.addedHandles.startIndex
        for constraint in layout.constraints {
            // Only optional constraints are tried at another priority (`values(trying:atPriority:)`).
            guard constraint.priority < 1000, constraint.origin.kind != .nonNegativeSize else {
                handles.append(nil)
                continue
            }
            guard next < system.addedHandles.endIndex else { return nil }
            handles.append(system.addedHandles[next])
            next += 1
        }
        guard next == system.addedHandles.endIndex else { return nil }
        system.addedHandles = []
        return handles
    }

    /// The layout's constraints at `priorities` in a new solver, with or without the dual phase.
    private static func solve(_ layout: CompiledLayout, _ priorities: [Int], dualPhase: Bool)
        -> (system: IndexedSolver, handles: [ConstraintHandle?]) {
        let system = IndexedSolver(variableCount: layout.variableCount)
        system.solver.usesDualPhase = dualPhase
        let constraints = layout.constraints
        // UIKit's implicit non-negative sizes only when a size comes out negative without them
        // (as LayoutSolver solves): each costs a slack row.
        var handles: [ConstraintHandle?] = []
        handles.reserveCapacity(constraints.count)
        for index in constraints.indices {
            handles.append(
                constraints[index].origin.kind == .nonNegativeSize
                    ? nil : try? system.add(constraints[index], atPriority: Self.chosen(constraints, priorities, index)).get())
        }
        let negative = layout.views.contains { view in
            system.value(of: view.width) < -NonNegativeSize.tolerance
                || system.value(of: view.height) < -NonNegativeSize.tolerance
        }
        if negative {
            for index in constraints.indices where constraints[index].origin.kind == .nonNegativeSize {
                handles[index] = try? system.add(constraints[index], atPriority: Self.chosen(constraints, priorities, index)).get()
            }
        }
        return (system, handles)
    }

    /// Whether the layout was solved with the dual phase and that solution kept; for tests.
    var solvedWithDualPhase: Bool { system.solver.hasUsedDualPhase }

    /// The message of an internal error the trial solver threw, if any (the trials stop).
    var failure: String? { system.failure }

    /// Every variable's value in the current solution.
    var values: [Double] { (0..<system.variables.count).map { system.value(of: $0) } }

    /// Every variable's value with constraint `index` at `priority` instead, or nil when
    /// it is not in the solver or the budget is spent; afterwards it is back at its own priority.
    /// Only optional constraints can be tried (a taken-over solver keeps no other handles).
    func values(trying index: Int, atPriority priority: Int) -> [Double]? {
        guard system.solver.pivotCount < pivotLimit, !system.hasFailed,
            handles.indices.contains(index), let handle = handles[index],
            system.remove(handle)
        else { return nil }
        var result: [Double]? = nil
        if let trialHandle = try? system.add(constraints[index], atPriority: priority).get() {
            result = values
            system.remove(trialHandle)
        }
        handles[index] = try? system.add(constraints[index], atPriority: Self.chosen(constraints, priorities, index)).get()
        return result
    }

    /// The chosen priority of constraint `index` (its own when none is chosen).
    private static func chosen(_ constraints: [LinearConstraint], _ priorities: [Int], _ index: Int) -> Int {
        priorities.indices.contains(index) ? priorities[index] : constraints[index].priority
    }
}
