// How ccc hands its lowered constraints to Cassowary: one solver set-up, one translation.

import Cassowary

extension Solver {
    /// A solver with the switches every solver of ccc's layouts uses, and one variable per
    /// layout variable (by index; the positions, variables 4i and 4i + 1, preferred as the
    /// subjects of definitions): `solver` (a new one by default, or one whose room the caller
    /// reserved, `Solver.reserveCapacity`), which must have no variables yet. The dual phase
    /// is left off: each caller says whether it wants it (`Solver.usesDualPhase`).
    ///
    /// The switches (docs/solver-engine-notes.md): equality markers dropped, as ccc removes no
    /// required constraint but in the priority trials, and rarely there ("Where kiwi goes
    /// quadratic"); positions defined over their spacing slacks and equal gaps over one slack
    /// ("Slack definitions and equal slacks").
    public static func forLayout(variableCount: Int, in solver: Solver = Solver()) -> (solver: Solver, variables: [Variable]) {
        solver.dropsEqualityMarkers = true
        solver.definesOverSlacks = true
        let variables = solver.makeVariables(preferredSubjects: (0..<variableCount).map { $0 % 4 < 2 })
        return (solver, variables)
    }
}

extension Solver {
    /// Reserves room (`reserveCapacity(variables:symbols:constraints:terms:)`) for a layout's
    /// `variableCount` variables and `constraints` (but the implicit non-negative sizes when
    /// `skipping`), an eighth more besides (issue #18).
    func reserveCapacity(adding constraints: [LinearConstraint], variableCount: Int, skippingNonNegativeSizes skipping: Bool) {
        var count = 0, symbols = variableCount, terms = 0
        // By index, reading fields in place: a copy of each constraint cost a retain and a
        // release of its origin (1 % of `ccc solve` on the 100×100 grid).
        for i in constraints.indices where !(skipping && constraints[i].origin.kind == .nonNegativeSize) {
            count += 1
            terms += constraints[i].expression.terms.count
            // An optional constraint makes two symbols (a slack and an error, or two errors), a
            // required inequality its slack; a required equality is counted as a definition
            // (no symbol), which most are.
            symbols += constraints[i].priority < 1000 ? 2 : (constraints[i].relation == .equal ? 0 : 1)
        }
        // An eighth more: the solver makes a few variables and symbols of its own (slack
        // definitions' hidden variables, phase one's artificial symbol), and an array that
        // outgrows what was reserved doubles it, more than growing from empty would leave.
        func headroom(_ n: Int) -> Int { n + n / 8 + 64 }
        reserveCapacity(variables: headroom(variableCount), symbols: headroom(symbols), constraints: count, terms: terms)
    }
}

extension LinearConstraint {
    /// This constraint as Cassowary's ``Constraint`` over `variables` (one per layout
    /// variable, by index; every term's variable must be below `variables.count`), at
    /// `priority`, or at its own priority when nil.
    public func solverConstraint(over variables: [Variable], priority: Int? = nil) -> Constraint {
        let terms = expression.terms.map { Term(variables[$0.variable], $0.coefficient) }
        let solverRelation: Relation =
            switch relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
        return Constraint(Expression(terms, constant: expression.constant), solverRelation,
                          priority: priority ?? self.priority)
    }
}
