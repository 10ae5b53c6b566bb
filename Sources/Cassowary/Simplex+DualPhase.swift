// A required row without a subject made to hold by the dual simplex (kiwi's `dualOptimize`).

/// kiwi's `addWithArtificialVariable` moves the tableau to the new row with a primal phase
/// one: it minimises the artificial variable, whatever that costs the objective, and the
/// main optimisation then restores the objective. When many rows hang on the same symbols
/// (a `fill` stack's views all as wide as the stack, each held at its intrinsic width by
/// its own optional constraints, and then the stack's width fixed by its superview), the
/// phase one moves that shared quantity past every view's breakpoint, one degenerate pivot
/// per view, and each pivot rewrites every row that holds the shared symbols: O(n²).
///
/// The dual simplex keeps the objective optimal instead and repairs feasibility row by
/// row: the artificial variable leaves its row in one pivot (the entering symbol chosen by
/// the smallest ratio of objective to row coefficient, so the objective stays optimal),
/// and every row that pivot left infeasible (a restricted basic below 0, a dummy off 0) is
/// repaired by a pivot of its own, on a symbol its row holds. In the stack above each
/// view's row is repaired by its own error symbol, which no other row holds: O(n).
///
/// Used only when the primal phase one would be long: a row whose constant is 0 (it holds
/// already) keeps the primal path, and so does every row the primal phase one adds in at
/// most `primalPhaseOneLimit` row rewrites (nearly all; they pivot bit for bit as before).
/// A longer phase one is undone and the dual phase runs. When the dual simplex finds no
/// symbol to repair a row with (the constraint contradicts the required ones), or two that
/// the objective ranks equal (a tie, see `dualEntering`), its pivots are undone too and
/// the primal phase one decides without a limit, as before, so a rejected constraint
/// leaves the tableau as it did.
///
/// Both paths end at an optimum of the same constraints, so the values are the same
/// wherever the optimum is unique; where it is not (an ambiguous layout) the vertex may
/// differ, as any change of pivoting rule may make it differ. So the dual phase is off
/// unless the caller turns it on (``Solver/usesDualPhase``); ccc's main solve does, and
/// solves again without it when the result is not unique (`LayoutSolver.run`).
extension Simplex {
    /// Adds `row` (`0 = row`, sign-normalised, with no subject) by `addWithArtificialVariable`,
    /// or, when the dual phase is on, the row's constant is not 0 and the primal phase one
    /// rewrites more than `primalPhaseOneLimit` rows, by the dual simplex (unless it cannot
    /// settle the row). Returns whether the constraint was accepted.
    ///
    /// - Throws: ``SolverError/internalError(_:)`` when a pivot cannot be undone or the
    ///   pivot budget runs out (round-off gone wrong), or from `addWithArtificialVariable`.
    mutating func addRequiredRow(_ row: Row, tag: ConstraintTag, mark: Int, scale: Double) throws(SolverError) -> Bool {
        if usesDualPhase, abs(row.constant) > constantTolerance(scale) {
            if let accepted = try addWithArtificialVariable(row, tag: tag, mark: mark, scale: scale,
                                                            phaseOneLimit: primalPhaseOneLimit) {
                return accepted
            }
            if try addByDualSimplex(row, scale: scale) {
                hasUsedDualPhase = true
                dualPhaseConstraintIDs.append(constraints.count)  // the handle `record` gives it next
                return true
            }
        }
        return try addWithArtificialVariable(row, tag: tag, mark: mark, scale: scale) ?? false
    }

    /// The default of `primalPhaseOneLimit`: the most rows the primal phase one may rewrite
    /// (summed over its pivots: the rows holding each entering symbol, plus its own) before
    /// it is undone and the dual phase tried instead. Small layouts never reach it, so they
    /// pivot bit for bit as before; the fill list's last row reaches it after a pivot or two
    /// (each rewrites all 3n rows of the list).
    static let defaultPrimalPhaseOneLimit = 4096

    /// The dual phase: `art = row` must reach 0. Returns false, with every pivot undone and
    /// `art` forgotten, when some infeasible row has no symbol to repair it.
    private mutating func addByDualSimplex(_ row: Row, scale: Double) throws(SolverError) -> Bool {
        let art = makeSymbol(.slack)
        let artSlot = tableau.insertRow(row, basic: art)
        var pivots: [(entering: Symbol, leaving: Symbol)] = []
        var infeasible = InfeasibleRows()
        let limit = pivotBudget ?? (100_000 + 64 * tableau.symbolCount)
        var settled = false
        if let entering = dualEntering(slot: artSlot, raise: false, fixed: art) {
            try checkDualBudget(pivots.count, limit)
            dualPivot(entering, slot: artSlot, fixed: art, log: &pivots, infeasible: &infeasible)
            settled = true
            while let basic = infeasible.pop() {
                guard let slot = tableau.slot(of: basic) else { continue }
                let constant = tableau.rows[slot].constant
                let raise: Bool
                switch tableau.kind(basic) {
                case .slack, .error: raise = true
                case .dummy: raise = constant < 0
                case .external: continue
                }
                guard raise ? constant < -tolerance : constant > tolerance else { continue }
                guard let entering = dualEntering(slot: slot, raise: raise, fixed: art) else {
                    settled = false
                    break
                }
                try checkDualBudget(pivots.count, limit)
                dualPivot(entering, slot: slot, fixed: art, log: &pivots, infeasible: &infeasible)
            }
        }
        if settled {
            tableau.eraseColumn(art)
            objective.clear(art)
            truncateSymbols(to: art.index)
            return true
        }
        try undo(pivots)
        try dropArtificial(art, after: "the dual phase's pivots were undone")
        return false
    }

    /// Takes out the artificial symbol `art` of a row added and then given up: its row
    /// (basic again once the pivots were undone), its objective entry and every symbol made
    /// since it, so the tableau is as before the row. `after` names what was undone, for
    /// the internal error when `art` is not basic.
    mutating func dropArtificial(_ art: Symbol, after undone: String) throws(SolverError) {
        guard let slot = tableau.slot(of: art) else {
            throw fail("the artificial symbol is not basic after \(undone)")
        }
        tableau.dropRow(slot)
        objective.clear(art)
        truncateSymbols(to: art.index)
    }

    /// The pivot budget of `optimize`, shared by the dual phase (it is the phase one of the
    /// row): the same failure, reported in the same words.
    private mutating func checkDualBudget(_ made: Int, _ limit: Int) throws(SolverError) {
        try checkSolveWork()
        guard made >= limit else { return }
        throw fail("the \(Phase.artificial) optimisation ran out of its pivot budget (\(limit) pivots) "
                   + "before reaching the optimum")
    }

    /// Pivots `entering` into `slot` and queues every row the pivot left infeasible.
    private mutating func dualPivot(_ entering: Symbol, slot: Int, fixed: Symbol,
                                    log: inout [(entering: Symbol, leaving: Symbol)], infeasible: inout InfeasibleRows) {
        let touched = tableau.rowsContaining(entering)
        log.append((entering, tableau.basicOfSlot[slot]))
        pivot(entering: entering, slot: slot)
        for entry in touched where Int(entry) != slot {
            let basic = tableau.basicOfSlot[Int(entry)]
            guard basic.isValid else { continue }
            let constant = tableau.rows[Int(entry)].constant
            switch tableau.kind(basic) {
            case .slack, .error: if constant < -tolerance { infeasible.push(basic) }
            case .dummy: if abs(constant) > tolerance { infeasible.push(basic) }
            case .external: break
            }
        }
    }

    /// kiwi's dual entering rule for the row in `slot`, whose basic must rise (`raise`) or
    /// fall: among the symbols that move it that way (a slack or error with a coefficient of
    /// that sign, as they only grow from 0; an external either way; never a dummy or
    /// `fixed`), the smallest ratio of objective to coefficient, compared level by level
    /// from the highest, so that the objective stays optimal. Nil when there is none, or
    /// when two symbols share the smallest ratio: the objective then does not choose, the
    /// optimum is usually not unique (the layout would be solved again without the dual
    /// phase anyway), and following such ties is what made the dual phase slow where the
    /// primal one is not (a squeezed chain: every view's error ties, and each repair pivot
    /// would carry the squeeze row's n cells).
    private func dualEntering(slot: Int, raise: Bool, fixed: Symbol) -> Symbol? {
        var best = Symbol.invalid
        var bestCoefficient = 0.0
        var tied = false
        for cell in tableau.rows[slot].cells where cell.symbol != fixed {
            var a = raise ? cell.coefficient : -cell.coefficient
            switch tableau.kind(cell.symbol) {
            case .dummy: continue
            case .slack, .error: if a <= 0 { continue }
            case .external: a = abs(a)
            }
            if !best.isValid {
                best = cell.symbol
                bestCoefficient = a
                continue
            }
            let order = objective.compareRatios(cell.symbol, a, best, bestCoefficient)
            if order < 0 {
                best = cell.symbol
                bestCoefficient = a
                tied = false
            } else if order == 0 {
                tied = true
            }
        }
        return best.isValid && !tied ? best : nil
    }
}

/// The basic symbols of the rows a dual pivot left infeasible, taken first in Bland's
/// order (newest first), as Bland's rule for the dual simplex takes its leaving row.
/// Entries may be stale (repaired, no longer basic, or queued twice); the caller checks each.
private struct InfeasibleRows {
    /// Keys `~id`, so that the least key is the newest symbol.
    private var heap = MinHeap<Int32>()

    mutating func push(_ s: Symbol) { heap.push(~s.id) }

    mutating func pop() -> Symbol? { heap.popMin().map { Symbol(~$0) } }
}
