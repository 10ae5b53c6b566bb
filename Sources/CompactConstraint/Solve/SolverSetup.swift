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
