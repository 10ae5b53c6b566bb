// Substituting a short definition into a long row without rewriting the whole row.

extension Row {
    /// Replaces the cell at `position` (symbol `x`, coefficient `a`) by `a · definition`,
    /// where `definition` is the row of `x` (so it does not mention `x`).
    ///
    /// A pivot substitutes the entering symbol into every row that holds it, and a row
    /// that spans a whole chain (a sum over every width) is hit by nearly every pivot;
    /// merging it each time makes the squeezed chain quadratic. But the symbols of a
    /// short definition usually sit next to `x` in id order (made for the same
    /// constraint), so when the cells they touch lie in a narrow window, only that window
    /// is rebuilt; otherwise the whole row is merged. Same results, same `added` and
    /// `removed` lists as ``add(_:times:tolerance:scratch:added:removed:)``.
    mutating func substitute(at position: Int, with definition: Row, tolerance: Double,
                             scratch: inout [Cell], added: inout [Symbol], removed: inout [Symbol]) {
        let factor = cells[position].coefficient
        let m = definition.cells.count
        var lo = position, hi = position + 1
        if m <= 8 && cells.count >= 64 {
            for cell in definition.cells {
                let index = lowerBound(cell.symbol)
                lo = min(lo, index)
                hi = max(hi, min(index + 1, cells.count))
            }
        }
        guard m <= 8, cells.count >= 64, hi - lo <= 4 * m + 16 else {
            cells.remove(at: position)
            add(definition, times: factor, tolerance: tolerance, scratch: &scratch, added: &added, removed: &removed)
            return
        }
        constant += factor * definition.constant
        scratch.removeAll(keepingCapacity: true)
        var j = 0
        for i in lo..<hi where i != position {
            let old = cells[i]
            while j < m && definition.cells[j].symbol.id < old.symbol.id {
                appendNew(definition.cells[j], factor, tolerance, &scratch, &added)
                j += 1
            }
            if j < m && definition.cells[j].symbol == old.symbol {
                let c = old.coefficient + factor * definition.cells[j].coefficient
                if abs(c) > tolerance {
                    scratch.append(Cell(symbol: old.symbol, coefficient: c))
                } else {
                    removed.append(old.symbol)
                }
                j += 1
            } else {
                scratch.append(old)
            }
        }
        while j < m {
            appendNew(definition.cells[j], factor, tolerance, &scratch, &added)
            j += 1
        }
        cells.replaceSubrange(lo..<hi, with: scratch)
    }

    /// The index of the first cell whose symbol is not below `symbol`.
    private func lowerBound(_ symbol: Symbol) -> Int {
        var lo = 0, hi = cells.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if cells[mid].symbol.id < symbol.id { lo = mid &+ 1 } else { hi = mid }
        }
        return lo
    }

    private func appendNew(_ cell: Cell, _ factor: Double, _ tolerance: Double,
                           _ scratch: inout [Cell], _ added: inout [Symbol]) {
        let c = factor * cell.coefficient
        if abs(c) > tolerance {
            scratch.append(Cell(symbol: cell.symbol, coefficient: c))
            added.append(cell.symbol)
        }
    }
}
