import Cassowary

/// One `Solver` kept solved for all of `explain`'s probes of a layout, each probe an
/// incremental change of it instead of a re-solve (issues #17 and #18).
///
/// Each constraint that may be probed gets a variable `t` of its own added to its expression
/// (`first − (second × m + c) + t`), and `t` is pinned to 0 by an optional equality at
/// priority 999, above every level of the layout (its optional priorities renumbered, in the
/// same order, into 2...998: levels are strict, only their order matters, Cassowary paper
/// §2). Moving the constant by δ is re-pinning `t` to −δ: removing an optional equality and
/// adding another, which the solver does in place (a required constraint of the layout would
/// be a definition, whose removal rebuilds the solver). The range probe is an optional
/// inequality at priority 1, below every level, added and removed the same way.
///
/// Where the moved layout's required constraints cannot all hold, the pin gives way instead
/// of a constraint breaking in `Solver`'s order: `move` then says so, and the caller solves
/// that probe as before.
final class PinnedSolver {
    private let solver: Solver
    private let variables: [Variable]
    /// The pin variable of each pinned constraint, by the constraint's position.
    private var pinVariable: [Int: Variable] = [:]
    /// The live pin of each pinned constraint.
    private var pins: [Int: ConstraintHandle] = [:]
    /// Whether the solver is unusable (an add or remove failed); every probe then says nil.
    private(set) var isBroken = false
    /// Pins moved and range probes made (each an add and a remove), for tests.
    private(set) var edits = 0

    /// The priority of the pins, above every renumbered level.
    static let pinPriority = 999

    /// Nil when the layout uses more than 997 optional levels, when its required constraints
    /// cannot all hold (a conflict: which one breaks depends on the order, which the pins would
    /// change), or when the work of adding them passes `workLimit` (cells:
    /// `Solver.work`; a dense tableau, for the factored engine).
    init?(_ layout: CompiledLayout, pinning pinned: [Int], workLimit: Int) {
        let levels = Set(layout.constraints.map(\.priority).filter { $0 < 1000 }).sorted()
        guard levels.count <= 997 else { return nil }
        var renumbered: [Int: Int] = [:]
        for (rank, priority) in levels.enumerated() { renumbered[priority] = rank + 2 }
        let count = layout.variableCount
        let (solver, variables) = Solver.forLayout(variableCount: count + pinned.count)
        solver.workLimit = workLimit
        self.solver = solver
        self.variables = Array(variables.prefix(count))
        // UIKit's implicit non-negative sizes are not pinned: `LayoutSolver` leaves them out
        // while every size holds them at 0 or more, so a moved one does not bind in a re-solve.
        for (k, index) in pinned.enumerated()
        where layout.constraints.indices.contains(index) && layout.constraints[index].origin.kind != .nonNegativeSize {
            pinVariable[index] = variables[count + k]
        }
        // UIKit's implicit non-negative sizes last, as `LayoutSolver` adds them (the same
        // constraint set; its optimum does not depend on the order).
        let order = layout.constraints.indices.filter { layout.constraints[$0].origin.kind != .nonNegativeSize }
            + layout.constraints.indices.filter { layout.constraints[$0].origin.kind == .nonNegativeSize }
        for index in order {
            let constraint = layout.constraints[index]
            var solverConstraint = constraint.solverConstraint(
                over: self.variables, priority: renumbered[constraint.priority] ?? constraint.priority)
            if let t = pinVariable[index] { solverConstraint.expression.terms.append(Term(t, 1)) }
            guard (try? solver.add(solverConstraint)) != nil, !solver.hasPassedWorkLimit else { return nil }
            if pinVariable[index] != nil {
                guard let pin = pin(index, to: 0) else { return nil }
                pins[index] = pin
            }
        }
        // The probes together may do four times as much work again (`Solver.work` counts each
        // pivot's passes over the objective's levels too: a 20-view chain's 60 candidates, with
        // their range probes, take about 5 million cells); past it the solver fails, and the
        // probes left are re-solved.
        solver.workLimit = solver.work + 4 * workLimit
        self.pinned = pinVariable.keys.sorted()
        // A pinned required constraint never fails to be added (its `t` gives way): a pin
        // that does not hold is a conflict of the layout.
        guard pinsHold(moved: nil, by: 0) else { return nil }
    }

    /// The pinned constraints' positions, ascending.
    private var pinned: [Int] = []

    /// Whether every pin holds (`t` = 0, or −`delta` for the moved one): the required
    /// constraints pulled none away, so that the solver's optimum is the layout's. The pins'
    /// level sums their errors, so a pin moved into a conflict may hold while another gives way.
    private func pinsHold(moved: Int?, by delta: Double) -> Bool {
        let values = solver.values(of: pinned.compactMap { pinVariable[$0] })
        for (index, value) in zip(pinned, values) {
            let target = index == moved ? -delta : 0
            if abs(value - target) > Explainer.tolerance * Sensitivity.step { return false }
        }
        return true
    }

    /// Adds the pin `t = value` of constraint `index`.
    private func pin(_ index: Int, to value: Double) -> ConstraintHandle? {
        guard let t = pinVariable[index] else { return nil }
        let constraint = Constraint(Expression([Term(t, 1)], constant: -value), .equal, priority: Self.pinPriority)
        return try? solver.add(constraint)
    }

    /// Whether constraint `index` is pinned here.
    func pins(_ index: Int) -> Bool { pinVariable[index] != nil }

    /// `read` of the layout with constraint `index`'s constant moved by `delta` (points;
    /// `first − (second × m + c)` becomes `… − delta`), the solver restored after; nil when the
    /// moved layout's required constraints cannot all hold, or the solver failed.
    func moved<T>(_ index: Int, by delta: Double, _ read: () -> T?) -> T? {
        guard !isBroken, let old = pins[index] else { return nil }
        edits += 1
        guard (try? solver.remove(old)) != nil else { return broken() }
        defer {
            if !isBroken {
                if let restored = pin(index, to: 0) { pins[index] = restored } else { isBroken = true }
            }
        }
        guard let moved = pin(index, to: -delta) else { return broken() }
        defer { if !isBroken, (try? solver.remove(moved)) == nil { isBroken = true } }
        guard !solver.hasPassedWorkLimit, pinsHold(moved: index, by: delta) else { return nil }
        return read()
    }

    private func broken<T>() -> T? {
        isBroken = true
        return nil
    }

    /// The value of `expression` at the solver's current optimum.
    func value(of expression: LinearExpression) -> Double {
        var sum = expression.constant
        for term in expression.terms where variables.indices.contains(term.variable) {
            sum += term.coefficient * solver.value(of: variables[term.variable])
        }
        return sum
    }

    /// The least and greatest value of `expression` among the solutions equally good at
    /// every level: with an optional `expression × sign ≥ 1e7` at priority 1 added, then
    /// removed (``Explainer/range(of:in:probes:)``); nil when the solver failed.
    func range(of expression: LinearExpression) -> (Double, Double)? {
        guard !isBroken else { return nil }
        func extreme(_ sign: Double) -> Double? {
            edits += 1
            let probe = expression * sign + -Explainer.probeBound
            let terms = probe.terms.compactMap { term in
                variables.indices.contains(term.variable) ? Term(variables[term.variable], term.coefficient) : nil
            }
            let constraint = Constraint(Expression(terms, constant: probe.constant), .greaterThanOrEqual, priority: 1)
            guard let handle = try? solver.add(constraint), !solver.hasPassedWorkLimit else { return broken() }
            let value = value(of: expression)
            guard (try? solver.remove(handle)) != nil else { return broken() }
            return value
        }
        guard let minimum = extreme(-1), let maximum = extreme(1) else { return nil }
        return (minimum, maximum)
    }
}
