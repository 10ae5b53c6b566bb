// One iteration of the bounded primal simplex: pricing, the ratio test, the basis change.

extension BoundedSimplex {
    /// What the objective of an optimisation costs: the phase one's sum of infeasibilities,
    /// or the summed errors of one priority level.
    enum Cost: Equatable {
        case infeasibility
        case level(Int32)
    }

    /// An entering column and the direction it moves in (+1 up, −1 down).
    struct Entering {
        var column: Int
        var direction: Double
    }

    /// The direction in which non-basic `j` with reduced cost `d` improves the objective, or 0.
    @inline(__always) func improvingDirection(_ j: Int, _ d: Double) -> Double {
        if d < -Self.optimality && x[j] < model.upper[j] { return 1 }
        if d > Self.optimality && x[j] > model.lower[j] { return -1 }
        return 0
    }

    /// The outcome of a ratio test: how far the entering column moves, and the row whose
    /// basic column leaves at `bound` (nil: the entering column reaches its own bound).
    struct Step {
        var theta: Double
        var row: Int?
        var bound: Double
    }

    /// Where basic `j`, moving at `rate` (points per unit step), stops: its bound on that side,
    /// or in the phase one, for a column outside its bounds, the bound it comes back through
    /// (none when it moves further out).
    @inline(__always) func blockingBound(_ j: Int, rate: Double) -> Double? {
        let outside = infeasibility(j)
        if rate < 0 {
            if outside > 0 { return model.upper[j] }
            return outside < 0 ? nil : model.lower[j]
        }
        if outside < 0 { return model.lower[j] }
        return outside > 0 ? nil : model.upper[j]
    }

    /// Calls `body` with each row of `B⁻¹ a_q` (in `work`) whose basic column stops `entering`:
    /// the row, its pivot element (beyond ``pivot``), the basic column, its rate and the bound
    /// it stops at (``blockingBound(_:rate:)``).
    @inline(__always)
    private func forEachBlockingRow(_ entering: Entering, _ body: (Int, Double, Int, Double, Double) -> Void) {
        for i in work.pattern {
            let alpha = work[Int(i)]
            guard abs(alpha) > Self.pivot else { continue }
            let j = Int(head[Int(i)])
            let rate = -entering.direction * alpha
            guard let bound = blockingBound(j, rate: rate) else { continue }
            body(Int(i), alpha, j, rate, bound)
        }
    }

    /// Harris's two-pass ratio test (Harris 1973): the largest step that keeps every basic
    /// value within its bound plus ``feasibility``, then among the rows that block within it
    /// the largest pivot. `column` is `B⁻¹ a_q` (in `work`). With `bland`, the exact minimum
    /// ratio, ties to the basic column of lowest index. Nil when nothing blocks (unbounded).
    func ratioTest(_ entering: Entering, bland: Bool) -> Step? {
        let q = entering.column
        let range = entering.direction > 0 ? model.upper[q] - x[q] : x[q] - model.lower[q]
        var limit = range
        forEachBlockingRow(entering) { _, _, j, rate, bound in
            let tolerance = bland ? 0 : Self.feasibility * max(1, abs(bound))
            limit = min(limit, (abs(x[j] - bound) + tolerance) / abs(rate))
        }
        guard limit < .infinity else { return nil }
        var chosen: Step? = nil
        var chosenAlpha = 0.0
        var chosenColumn = Int.max
        forEachBlockingRow(entering) { i, alpha, j, rate, bound in
            let theta = max(0, (rate < 0 ? x[j] - bound : bound - x[j]) / abs(rate))
            guard theta <= limit else { return }
            let better = bland ? j < chosenColumn : abs(alpha) > chosenAlpha
            if better {
                chosen = Step(theta: theta, row: i, bound: bound)
                chosenAlpha = abs(alpha)
                chosenColumn = j
            }
        }
        if range <= limit, range <= (chosen?.theta ?? .infinity) {
            return Step(theta: range, row: nil, bound: entering.direction > 0 ? model.upper[q] : model.lower[q])
        }
        return chosen
    }

    /// Moves the entering column by the step, the basic values with it, and changes the basis
    /// (one more eta) unless the entering column only crossed to its other bound; then brings
    /// the costs and reduced costs up to date (``updatePricing(entering:leaving:row:)``).
    mutating func take(_ step: Step, _ entering: Entering) {
        let q = entering.column
        for i in work.pattern {
            let j = Int(head[Int(i)])
            x[j] -= entering.direction * step.theta * work[Int(i)]
        }
        pivots += 1
        guard let row = step.row else {
            x[q] = step.bound
            updatePricing(entering: q, leaving: nil, row: nil)
            return
        }
        x[q] += entering.direction * step.theta
        let leaving = Int(head[row])
        x[leaving] = step.bound
        position[leaving] = -1
        position[q] = Int32(row)
        head[row] = Int32(q)
        etas.append(row: row, column: work, drop: 0, isFactor: false)
        // Every update eta is as long as its FTRAN-ed column, and every FTRAN and BTRAN walks
        // them all: reinvert once they hold more than four times the factors plus eight entries
        // a row. (Session 13's two a row fired every 9 pivots on tied-optional-widths once the
        // presolve had made the factors triangular and small, while a reinversion still costs
        // about 1,500 instructions a row: eight took 0–17 % fewer instructions on the four
        // shapes, sixteen no fewer; docs/solver-engine-notes.md, sessions 13 and 14.) The
        // reduced costs are updated before a reinversion too, so that it can check them.
        updatePricing(entering: q, leaving: leaving, row: row)
        if etas.updateCount >= refactorInterval || etas.entryCount > 4 * factorEntries + 8 * model.rowCount { refactor() }
    }

    /// `work ← B⁻¹ a_j`.
    mutating func loadColumn(_ j: Int) {
        work.clear()
        for k in model.columnStart[j]..<model.columnStart[j + 1] {
            work.set(Int(model.entryRow[k]), model.entryValue[k])
        }
        etas.ftran(&work)
    }
}
