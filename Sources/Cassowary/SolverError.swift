/// Errors thrown by ``Solver/add(_:)`` and ``Solver/remove(_:)``.
public enum SolverError: Error, Sendable, Equatable {
    /// A required constraint (priority 1000) contradicts the required constraints already
    /// in the solver. The solver is left representing exactly the constraints it had before.
    case unsatisfiable
    /// The priority is outside 1...1000.
    case invalidPriority(Int)
    /// The handle does not name a constraint currently in this solver (never added,
    /// already removed, or from another solver).
    case unknownConstraint
    /// A coefficient or the constant is NaN or infinite, or a term names a variable
    /// this solver did not create.
    case invalidExpression
    /// The engine broke one of its own rules: an objective that no row bounds, an
    /// optimisation that ran out of its pivot budget, a failed phase one that left symbols
    /// behind, or (with ``Solver/checksInvariants``) a violated invariant. This is a bug in
    /// the solver, never in the constraints; the message says what happened. The solver's
    /// values are no longer trustworthy, and every later ``Solver/add(_:)`` and
    /// ``Solver/remove(_:)`` throws the same error again.
    case internalError(String)
}
