// One component of the cone of feasible directions at an optimal vertex (for the ambiguity probe).

/// Directions `d` over some free symbols (numbered 0..<n here): `d ≥ 0` for restricted
/// symbols; for each row at its bound, the rate of change `Σ a·d` of its basic symbol
/// stays ≥ 0 (a restricted basic at 0) or = 0 (a dummy). Held in a solver of its own,
/// built once; each question adds one constraint and takes it away again.
final class DirectionCone {
    private let solver = Solver()
    private var variables: [Variable] = []
    /// False when the cone constraints could not be stated (they always can: d = 0 meets them).
    private var isValid = true

    /// `rows`: (position, coefficient) terms and whether the row is an equality.
    init(restricted: [Bool], rows: [(terms: [(Int, Double)], equality: Bool)]) {
        variables = restricted.map { _ in solver.makeVariable() }
        do {
            for (index, isRestricted) in restricted.enumerated() where isRestricted {
                _ = try solver.add(Constraint(Expression([Term(variables[index], 1)]), .greaterThanOrEqual))
            }
            for row in rows {
                _ = try solver.add(Constraint(expression(row.terms), row.equality ? .equal : .greaterThanOrEqual))
            }
        } catch {
            isValid = false
        }
    }

    /// Whether a direction in this cone changes a variable whose rate of change is
    /// `Σ coefficient·d[position]` by `rate` (±1).
    func canMove(_ terms: [(Int, Double)], by rate: Double) -> Bool {
        guard isValid, !terms.isEmpty else { return false }
        var rateExpression = expression(terms)
        rateExpression.constant = -rate
        guard let handle = try? solver.add(Constraint(rateExpression, .equal)) else { return false }
        try? solver.remove(handle)
        return true
    }

    private func expression(_ terms: [(Int, Double)]) -> Expression {
        Expression(terms.compactMap { position, coefficient in
            variables.indices.contains(position) ? Term(variables[position], coefficient) : nil
        })
    }
}
