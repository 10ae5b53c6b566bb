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
final class PriorityTrialSolver {
    private let system: IndexedSolver
    /// The layout's constraints (shared with the layout, not copied: a copy was as large as
    /// the compiled constraints) and the chosen priority of each.
    private let constraints: [LinearConstraint]
    private let priorities: [Int]
    private var handles: [ConstraintHandle?]
    /// The solver's pivot count past which no more trials start.
    private let pivotLimit: Int

    init(_ layout: CompiledLayout, priorities: [Int]) {
        var dual: (system: IndexedSolver, handles: [ConstraintHandle?])? = Self.solve(layout, priorities, dualPhase: true)
        if let solved = dual, LayoutSolver.keepsDualPhase(solved.system, layout) {
            (system, handles) = solved
        } else {
            dual = nil  // let it go before solving again
            (system, handles) = Self.solve(layout, priorities, dualPhase: false)
        }
        system.solver.usesDualPhase = false
        constraints = layout.constraints
        self.priorities = priorities
        let solving = system.solver.pivotCount
        pivotLimit = solving + max(2_000, 2 * solving)
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
                    ? nil : try? system.add(Self.adjusted(constraints, priorities, index)).get())
        }
        let negative = layout.views.contains { view in
            system.value(of: view.width) < -NonNegativeSize.tolerance
                || system.value(of: view.height) < -NonNegativeSize.tolerance
        }
        if negative {
            for index in constraints.indices where constraints[index].origin.kind == .nonNegativeSize {
                handles[index] = try? system.add(Self.adjusted(constraints, priorities, index)).get()
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
    func values(trying index: Int, atPriority priority: Int) -> [Double]? {
        guard system.solver.pivotCount < pivotLimit, !system.hasFailed,
            handles.indices.contains(index), let handle = handles[index],
            system.remove(handle)
        else { return nil }
        var trial = constraints[index]
        trial.priority = priority
        var result: [Double]? = nil
        if let trialHandle = try? system.add(trial).get() {
            result = values
            system.remove(trialHandle)
        }
        handles[index] = try? system.add(Self.adjusted(constraints, priorities, index)).get()
        return result
    }

    /// Constraint `index` at its chosen priority (its own when none is chosen).
    private static func adjusted(_ constraints: [LinearConstraint], _ priorities: [Int], _ index: Int) -> LinearConstraint {
        var constraint = constraints[index]
        if priorities.indices.contains(index) { constraint.priority = priorities[index] }
        return constraint
    }
}
