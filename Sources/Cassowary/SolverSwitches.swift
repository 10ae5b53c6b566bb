// Environment switches of debug builds (the fuzz harness turns the invariant checker on).

#if DEBUG
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#endif

/// The defaults of ``Solver/checksInvariants`` and ``Solver/pivotBudget``: read once from
/// the environment in debug builds (`CCC_CHECK_SOLVER=1`, `CCC_SOLVER_PIVOT_BUDGET=N`,
/// documented in docs/fuzzing.md), constants in release builds, where the checker costs
/// nothing unless a caller turns it on.
enum SolverSwitches {
    #if DEBUG
    static let checksInvariants = environment("CCC_CHECK_SOLVER") == "1"
    static let pivotBudget: Int? = environment("CCC_SOLVER_PIVOT_BUDGET").flatMap { Int($0) }.map { max(0, $0) }

    private static func environment(_ name: String) -> String? {
        guard let value = getenv(name) else { return nil }
        return String(cString: value)
    }
    #else
    static let checksInvariants = false
    static let pivotBudget: Int? = nil
    #endif
}
