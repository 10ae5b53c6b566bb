import Cassowary

/// A layout's constraints in one solver, each at a chosen priority, added in file order
/// as `LayoutSolver` does (a required constraint that cannot be added is left out). One
/// constraint's priority can then be tried at another value without solving everything
/// again: Cassowary removes and adds a constraint incrementally.
final class PrioritizedSystem {
    private let system: SolverSystem
    private let constraints: [LinearConstraint]
    private let priorities: [Int]
    private var handles: [ConstraintHandle?]

    init(_ layout: CompiledLayout, priorities: [Int]) {
        system = SolverSystem(variableCount: layout.variableCount)
        constraints = layout.constraints
        self.priorities = priorities
        handles = []
        for (index, constraint) in layout.constraints.enumerated() {
            handles.append(try? system.add(reprioritised(constraint, index)).get())
        }
    }

    /// Every variable's value in the current solution.
    var values: [Double] { (0..<system.variables.count).map { system.value(of: $0) } }

    /// Every variable's value with constraint `index` at `priority` instead, or nil when
    /// it is not in the solver; afterwards it is back at its own priority.
    func values(trying index: Int, atPriority priority: Int) -> [Double]? {
        guard handles.indices.contains(index), let handle = handles[index],
            (try? system.solver.remove(handle)) != nil
        else { return nil }
        var trial = constraints[index]
        trial.priority = priority
        var result: [Double]? = nil
        if let trialHandle = try? system.add(trial).get() {
            result = values
            try? system.solver.remove(trialHandle)
        }
        handles[index] = try? system.add(reprioritised(constraints[index], index)).get()
        return result
    }

    private func reprioritised(_ constraint: LinearConstraint, _ index: Int) -> LinearConstraint {
        var adjusted = constraint
        if priorities.indices.contains(index) { adjusted.priority = priorities[index] }
        return adjusted
    }
}
