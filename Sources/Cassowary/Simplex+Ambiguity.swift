// Whether a variable's value is the same in every optimal solution.

extension Simplex {
    /// True when some other solution, exactly as good at every priority level, gives the
    /// variable `v` a different value: the layout leaves it *ambiguous*.
    ///
    /// At an optimal tableau the optimal face is the set of feasible points where every
    /// non-basic symbol with a non-zero objective vector stays 0 (all other non-basic
    /// symbols may move without changing the objective). For each direction, this runs
    /// the simplex method on the objective `±v` restricted to those free symbols
    /// (Bland's rule), stopping at the first step of non-zero length (v can move) or
    /// when no free symbol improves it (v is at its bound on the face). Degenerate
    /// pivots taken on the way change the basis but no value, and keep the main
    /// objective optimal (the entering symbols have a zero objective vector).
    mutating func isAmbiguous(_ v: Variable) -> Bool {
        canMove(v, direction: 1) || canMove(v, direction: -1)
    }

    private mutating func canMove(_ v: Variable, direction: Double) -> Bool {
        // `goal` is `direction · v` written over the non-basic symbols (a defined
        // variable expanded through its definitions).
        var goal = expandedRow(Expression([Term(v, 1)]))
        if direction < 0 { goal.reverseSign() }
        var budget = 10_000 + 4 * tableau.symbolCount
        while budget > 0 {
            budget -= 1
            guard let (entering, step) = freeImprovingSymbol(in: goal) else { return false }
            guard let slot = leavingRow(for: entering, direction: step) else { return true }
            let constant = tableau.rows[slot].constant
            let kind = tableau.kind(tableau.basicOfSlot[slot])
            if kind != .dummy, constant > tolerance * max(1, abs(constant)) { return true }
            // A degenerate step: pivot without moving, then rewrite the goal.
            pivot(entering: entering, slot: slot)
            let factor = goal.remove(entering)
            var scratch: [Cell] = []
            var added: [Symbol] = []
            var removed: [Symbol] = []
            goal.add(tableau.rows[slot], times: factor, tolerance: tolerance,
                     scratch: &scratch, added: &added, removed: &removed)
        }
        return false
    }

    /// The lowest-id symbol of `goal` that may move along the optimal face in a
    /// direction that increases `goal`, and that direction (+1 or -1).
    private func freeImprovingSymbol(in goal: Row) -> (Symbol, Int)? {
        for cell in goal.cells {
            let s = cell.symbol
            let kind = tableau.kind(s)
            guard kind != .dummy, !tableau.isBasic(s), objective.isZero(s, tolerance: tolerance),
                abs(cell.coefficient) > tolerance
            else { continue }
            if kind == .external { return (s, cell.coefficient > 0 ? 1 : -1) }
            if cell.coefficient > 0 { return (s, 1) }
        }
        return nil
    }
}

extension Objective {
    /// Whether `s` has a zero coefficient at every level (moving it costs nothing).
    func isZero(_ s: Symbol, tolerance: Double) -> Bool {
        for level in 0..<levelCount where abs(coefficient(of: s, level: level)) > tolerance { return false }
        return true
    }
}
