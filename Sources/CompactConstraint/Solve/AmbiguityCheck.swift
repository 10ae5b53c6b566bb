/// Finds which parts of each view's frame the constraints leave open.
enum AmbiguityCheck {
    /// One `Ambiguity` per view (index 0 is the root).
    static func run(_ system: SolverSystem, _ layout: CompiledLayout) -> [Ambiguity] {
        // TODO(next): needs the solver's optimal-face probe.
        return []
    }
}
