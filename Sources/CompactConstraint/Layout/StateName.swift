extension LayoutDecoder {
    /// A state is named on the command line (`--state NAME`) and in lint's labels, so its
    /// name follows the identifier rule of view and metric names (ASCII letters, digits and
    /// '_', not starting with a digit): no empty name, blank, tab or newline. Otherwise
    /// `invalid-value`, and the state is left out.
    static func validStateName(_ state: JSONMember, _ access: inout JSONAccess) -> Bool {
        guard !isIdentifier(state.name) else { return true }
        access.diagnostics.error(
            .invalidValue,
            "'\(state.name)' is not a valid state name (ASCII letters, digits and '_', not starting with a digit)",
            at: state.key.fileRange)
        return false
    }
}
