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
}
