// A level's reduced costs from its own columns: hypersparse, so that a thousand levels cost
// what their prices reach, not a thousand passes over every column.

extension BoundedSimplex {
    /// A level's costs: 1 on its error columns (`levelColumns`), 0 elsewhere; only the
    /// columns the last level costed are cleared (after the phase one every cost is 0 already:
    /// it ends with no basic column outside its bounds, and a non-basic one costs nothing there).
    mutating func setLevelCosts() {
        for j in costedColumns { costs[Int(j)] = 0 }
        costedColumns.removeAll(keepingCapacity: true)
        for j in levelColumns {
            costs[Int(j)] = 1
            costedColumns.append(j)
        }
    }

    /// The exact reduced costs `d_j = c_j − yᵀa_j` of a level, computed from its costed basic
    /// columns alone: `yᵀ = c_Bᵀ B⁻¹` by the hypersparse BTRAN (``EtaFile/btran(_:)-(SparseVector)``)
    /// of the rows whose basic column is one of the level's errors, then `−yᵀa_j` over the rows
    /// where `y` is not 0 (``RowwiseMatrix``), plus the cost of the level's non-basic errors. Every
    /// other column's reduced cost is 0: its cost is 0 and no row it holds has a price. The
    /// columns the previous kept values touched (`dirty`) are set back to 0 first, and the
    /// candidate heap holds the touched ones alone. The same values as
    /// ``recomputeReducedCosts(measuringDrift:)``, at the cost of what the prices reach; at
    /// session 13 every level's start and end was a dense BTRAN and a pass over every column,
    /// which made the 1,333 levels of chain-linked-priorities 1,333 quadratic.
    mutating func recomputeLevelReducedCosts() {
        clearDirty()
        candidates.removeAll()
        priceChange.clear()
        costedBasics = 0
        for j in levelColumns where position[Int(j)] >= 0 {
            priceChange.set(Int(position[Int(j)]), costs[Int(j)])
            costedBasics += 1
        }
        if !priceChange.pattern.isEmpty {
            etas.btran(&priceChange)
            for i in priceChange.pattern {
                let y = priceChange[Int(i)]
                guard y != 0 else { continue }
                for e in rows.start[Int(i)]..<rows.start[Int(i) + 1] {
                    let j = Int(rows.column[e])
                    guard position[j] < 0, model.lower[j] < model.upper[j] else { continue }
                    reducedCosts[j] -= y * rows.value[e]
                    markDirty(j)
                }
            }
        }
        for j in levelColumns.map(Int.init) where position[j] < 0 && model.lower[j] < model.upper[j] {
            reducedCosts[j] += costs[j]
            markDirty(j)
        }
        for j in dirty { pushCandidate(Int(j)) }
        updatesSinceExact = 0
    }

    /// Notes that column `j`'s kept reduced cost may be non-zero.
    @inline(__always) mutating func markDirty(_ j: Int) {
        guard !isDirty[j] else { return }
        isDirty[j] = true
        dirty.append(Int32(j))
    }

    /// Sets every kept reduced cost back to 0 (they are 0 outside `dirty`).
    mutating func clearDirty() {
        for j in dirty {
            reducedCosts[Int(j)] = 0
            isDirty[Int(j)] = false
        }
        dirty.removeAll(keepingCapacity: true)
    }
}
