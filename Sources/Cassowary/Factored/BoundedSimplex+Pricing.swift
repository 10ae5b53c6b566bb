// Pricing from kept reduced costs, updated from the pivot row after each step.

extension BoundedSimplex {
    /// A key of the candidate heap: the least key is the improving column with the largest
    /// reduced cost in magnitude, ties to the lowest column.
    struct Candidate: Comparable {
        /// `−|d_j|`.
        var score: Double
        var column: Int32
        static func < (a: Candidate, b: Candidate) -> Bool {
            a.score < b.score || (a.score == b.score && a.column < b.column)
        }
    }

    /// Column `j`'s cost in `objective`: 1 for an error of the level, else 0; in the phase
    /// one, a basic column's slope of infeasibility (−1 below its bounds, +1 above), 0 for a
    /// non-basic one (always within its bounds).
    @inline(__always) func cost(_ j: Int, _ objective: Cost) -> Double {
        switch objective {
        case .level(let priority): return model.costPriority[j] == priority ? 1 : 0
        case .infeasibility:
            guard position[j] >= 0 else { return 0 }
            let amount = infeasibility(j)
            return amount < 0 ? -1 : (amount > 0 ? 1 : 0)
        }
    }

    /// Every column's cost in `objective`.
    mutating func setCosts(_ objective: Cost) {
        for j in 0..<model.columnCount { costs[j] = cost(j, objective) }
        costedColumns.removeAll(keepingCapacity: true)
    }

    /// Starts minimising `objective`: the costs, then the reduced costs computed exactly (for a
    /// level, over the columns its prices reach: ``recomputeLevelReducedCosts()``).
    mutating func startPricing(_ objective: Cost) {
        self.objective = objective
        guard objective == .infeasibility else {
            setLevelCosts()
            recomputeLevelReducedCosts()
            return
        }
        setCosts(objective)
        recomputeReducedCosts(measuringDrift: false)
    }

    /// `yᵀ = c_Bᵀ B⁻¹` by a dense BTRAN, then `d_j = c_j − yᵀ a_j` for every non-basic column
    /// that can move (0 for the others), and the candidate heap afresh. With `measuringDrift`,
    /// the largest change of a kept value goes into ``largestDrift``.
    mutating func recomputeReducedCosts(measuringDrift: Bool) {
        costedBasics = 0
        for row in 0..<model.rowCount {
            let c = costs[Int(head[row])]
            prices[row] = c
            if c != 0 { costedBasics += 1 }
        }
        if costedBasics > 0 { etas.btran(&prices) }
        candidates.removeAll()
        for j in dirty { isDirty[Int(j)] = false }  // every value is set below
        dirty.removeAll(keepingCapacity: true)
        for j in 0..<model.columnCount {
            guard position[j] < 0, model.lower[j] < model.upper[j] else {
                reducedCosts[j] = 0
                continue
            }
            let d = costedBasics > 0 ? prices.withUnsafeBufferPointer { costs[j] - model.dot($0, column: j) } : costs[j]
            if measuringDrift { largestDrift = max(largestDrift, abs(d - reducedCosts[j])) }
            reducedCosts[j] = d
            if d != 0 { markDirty(j) }
            pushCandidate(j)
        }
        updatesSinceExact = 0
    }

    /// Queues non-basic `j` when it improves the objective; rebuilds the heap when stale keys
    /// outnumber the columns four to one.
    @inline(__always) mutating func pushCandidate(_ j: Int) {
        guard improvingDirection(j, reducedCosts[j]) != 0 else { return }
        candidates.push(Candidate(score: score(j), column: Int32(j)))
        guard candidates.count > 4 * model.columnCount + 1024 else { return }
        candidates.removeAll()
        for k in 0..<model.columnCount where position[k] < 0 && model.lower[k] < model.upper[k] {
            if improvingDirection(k, reducedCosts[k]) != 0 {
                candidates.push(Candidate(score: score(k), column: Int32(k)))
            }
        }
    }

    /// Dantzig's rule over the kept reduced costs (the largest improving one, from the heap),
    /// or with `bland`, the improving column of lowest index (Bland 1977, which cannot cycle).
    /// When none improves and the kept values were updated since their exact computation,
    /// they are recomputed and asked once more, so round-off never ends an optimisation early.
    mutating func chooseEntering(bland: Bool) -> Entering? {
        if let found = bland ? lowestImproving() : largestImproving() { return found }
        guard updatesSinceExact > 0 else { return nil }
        if objective == .infeasibility {
            recomputeReducedCosts(measuringDrift: false)
        } else {
            recomputeLevelReducedCosts()
        }
        return bland ? lowestImproving() : largestImproving()
    }

    /// The heap key of column `j`: `−|d_j|`.
    @inline(__always) func score(_ j: Int) -> Double { -abs(reducedCosts[j]) }

    private mutating func largestImproving() -> Entering? {
        while let top = candidates.popMin() {
            let j = Int(top.column)
            guard position[j] < 0, model.lower[j] < model.upper[j], top.score == score(j) else { continue }
            let direction = improvingDirection(j, reducedCosts[j])
            if direction != 0 { return Entering(column: j, direction: direction) }
        }
        return nil
    }

    private func lowestImproving() -> Entering? {
        for j in 0..<model.columnCount where position[j] < 0 && model.lower[j] < model.upper[j] {
            let direction = improvingDirection(j, reducedCosts[j])
            if direction != 0 { return Entering(column: j, direction: direction) }
        }
        return nil
    }

    /// Brings the costs and reduced costs up to date after a step in which `entering` moved
    /// and, unless it only crossed to its other bound, replaced `leaving` as the basic column
    /// of `row` (the eta already appended).
    ///
    /// With fixed costs, the prices change by `θ_d ρ_r` (`θ_d = d_q / α_rq`, `ρ_r = e_rᵀB⁻¹`
    /// of the old basis), which is `d_q e_rᵀ B'⁻¹` of the new one (the new eta's row `r` is
    /// `e_rᵀ / α_rq`); in the phase one, the basic columns whose values crossed a bound change
    /// their costs by `Δc`, which moves the prices by `Δcᵀ B'⁻¹`. So `u = d_q e_r + Δc` is
    /// BTRAN-ed once (hypersparse: ``EtaFile/btran(_:)-(SparseVector)``) into `ρ = uᵀB'⁻¹`,
    /// and every non-basic column loses `ρ a_j`, formed over the rows where `ρ` is non-zero
    /// (``RowwiseMatrix``). The leaving column starts from its change of cost (its reduced
    /// cost was 0 as a basic one), so it ends at `−θ_d` with fixed costs (Chvátal, "Linear
    /// Programming", ch. 7; Koberstein 2005, §3.1 and §6.3).
    mutating func updatePricing(entering q: Int, leaving: Int?, row: Int?) {
        priceChange.clear()
        let phaseOne = objective == .infeasibility
        if let leaving, let row {
            priceChange.set(row, reducedCosts[q])
            reducedCosts[q] = 0
            markDirty(leaving)
            if phaseOne {
                reducedCosts[leaving] = -costs[leaving]
                if costs[leaving] != 0 { costedBasics -= 1 }
                costs[leaving] = 0
            } else {
                reducedCosts[leaving] = 0
            }
        }
        if phaseOne {
            for i in work.pattern {
                let j = Int(head[Int(i)])
                let c = cost(j, .infeasibility)
                guard c != costs[j] else { continue }
                priceChange.add(Int(i), c - costs[j])
                costedBasics += (c != 0 ? 1 : 0) - (costs[j] != 0 ? 1 : 0)
                costs[j] = c
            }
        }
        subtractPriceChange()
        if position[q] < 0 { pushCandidate(q) }
        if let leaving { pushCandidate(leaving) }
        updatesSinceExact += 1
    }

    /// `ρ = uᵀB⁻¹` for `u` in ``priceChange``, then `d_j −= ρ a_j` for every non-basic column
    /// that can move, each touched column queued again.
    private mutating func subtractPriceChange() {
        guard !priceChange.pattern.isEmpty else { return }
        etas.btran(&priceChange)
        touchStamp &+= 1
        if touchStamp == 0 {
            for k in touched.indices { touched[k] = 0 }
            touchStamp = 1
        }
        touchedColumns.removeAll(keepingCapacity: true)
        for i in priceChange.pattern {
            let rho = priceChange[Int(i)]
            guard rho != 0 else { continue }
            for e in rows.start[Int(i)]..<rows.start[Int(i) + 1] {
                let j = Int(rows.column[e])
                guard position[j] < 0, model.lower[j] < model.upper[j] else { continue }
                reducedCosts[j] -= rho * rows.value[e]
                if touched[j] != touchStamp {
                    touched[j] = touchStamp
                    touchedColumns.append(Int32(j))
                    markDirty(j)
                }
            }
        }
        for j in touchedColumns { pushCandidate(Int(j)) }
    }
}
