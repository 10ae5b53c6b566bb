// The phase one of a long row in the order of the main objective (cheapest symbols first).

/// kiwi's phase one minimises the artificial variable whatever that costs the objective,
/// taking the improving symbols in Bland's order (newest first). A squeeze row over n views
/// (`Σ widths ≤ room`) is then met by squeezing the newest views, whatever their priority,
/// and the main optimisation trades every squeezed view of a high priority for one of a
/// low priority: about n pivots of the squeeze row, each substituting its n cells into the
/// objective and the rows of the views it trades (`chain-27-priorities`: O(n²)).
///
/// For a row of at least ``rankedPhaseOneLength`` cells the phase one takes the row's slack
/// and error symbols cheapest first instead: ranked by their vectors of main-objective
/// coefficients, compared from the highest level (`Objective.compareRatios`), oldest first
/// among equal vectors, every other symbol after them in Bland's order (newest first). The
/// squeeze then falls on the lowest priorities first, each view one short pivot, and
/// leaves the main optimisation almost nothing to trade. The order is fixed for the whole
/// phase one and the leaving row is chosen by the same order (``leavingRow(for:direction:rank:)``),
/// so it is Bland's rule under another numbering of the symbols: it cannot cycle.
///
/// The phase one reaches a feasible point either way and the main optimisation an optimum,
/// so the values are the same wherever the optimum is unique; where it is not (views tied
/// at one priority, one of them squeezed) another vertex of it may be reached. Rows that
/// long occur only in layouts of hundreds of views; every layout of the tests, examples and
/// corpus keeps Bland's order pivot for pivot.
extension Simplex {
    /// The shortest row whose phase one is ranked.
    static let rankedPhaseOneLength = 256

    /// The keys of `row`'s slack and error symbols that lower it, for a ranked phase one
    /// (``Objective/rankedKey(_:_:)``: the rank of the symbol's objective vector, equal vectors
    /// sharing one, above its id), or nil when the row is shorter than ``rankedPhaseOneLength``
    /// or its symbols would all share one rank (a squeeze at one priority, such as the `chain`
    /// shape's, then pivots exactly as before, in Bland's order).
    func phaseOneRanks(_ row: Row) -> [Int32: Int64]? {
        guard row.cells.count >= Simplex.rankedPhaseOneLength else { return nil }
        // The symbols that lower the artificial variable (the row is its value); the others
        // can only start to once a pivot has changed their coefficient, and go unranked.
        var symbols = row.cells.filter { $0.coefficient < 0 && tableau.kind($0.symbol).isRestricted }.map(\.symbol)
        guard let first = symbols.first, symbols.contains(where: { objective.compareRatios($0, 1, first, 1) != 0 }) else {
            return nil
        }
        symbols.sort { a, b in
            let order = objective.compareRatios(a, 1, b, 1)
            return order != 0 ? order < 0 : a.id < b.id
        }
        var keys: [Int32: Int64] = [:]
        keys.reserveCapacity(symbols.count)
        var rank: Int64 = 0
        for (i, s) in symbols.enumerated() {
            if i > 0 && objective.compareRatios(symbols[i - 1], 1, s, 1) != 0 { rank += 1 }
            keys[s.id] = rank << 32 | Int64(s.id)
        }
        return keys
    }

    /// ``leavingRow(for:direction:)`` with ties going to the basic symbol first in the ranked
    /// order (``Objective/rankedKey(_:_:)``).
    mutating func leavingRow(for entering: Symbol, direction: Int, rank: [Int32: Int64]) -> Int? {
        var best: Int? = nil
        var bestRatio = Double.infinity
        var bestKey = Int64.max
        let dir = Double(direction)
        for entry in tableau.rowsContaining(entering) {
            let slot = Int(entry)
            let basic = tableau.basicOfSlot[slot]
            let a = tableau.rows[slot].coefficient(of: entering) * dir
            let ratio: Double
            switch tableau.kind(basic) {
            case .external: continue
            case .dummy: ratio = 0
            case .slack, .error:
                guard a < 0 else { continue }
                let c = tableau.rows[slot].constant
                ratio = c <= 0 ? 0 : c / -a
            }
            let key = Objective.rankedKey(basic, rank)
            if ratio < bestRatio || (ratio == bestRatio && key < bestKey) {
                best = slot
                bestRatio = ratio
                bestKey = key
            }
        }
        return best
    }
}
