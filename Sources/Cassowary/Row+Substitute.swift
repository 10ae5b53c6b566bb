// Substituting a definition into a sorted (not indexed) row: spliced when short, else merged.

/// One structural change of a row by ``Row/substituteSorted(at:with:tolerance:scratch:edits:added:removed:)``:
/// a cell inserted before `position`, or the cell at `position` removed.
struct RowEdit {
    var position: Int
    /// The cell to insert, or nil to remove the cell at `position`.
    var inserted: Cell?
}

extension Row {
    /// A definition (sorted by symbol) of at most this many cells per `spliceRatio` cells of the row is
    /// spliced into it (see ``substituteSorted(at:with:tolerance:scratch:edits:added:removed:)``);
    /// a longer one is merged.
    static let spliceRatio = 8
    /// Rows shorter than this are always merged (a merge of a few cells is cheapest).
    static let spliceMinimumLength = 32

    /// Replaces the cell at `position` (symbol `x`, coefficient `a`) by `a · definition`,
    /// where `definition` is the row of `x` (so it does not mention `x`).
    ///
    /// A pivot substitutes the entering symbol into every row that holds it. When the
    /// shapes of issue #17 pivot, the definition is short (a few cells) but the rows it
    /// goes into are long (an equal-gap or equal-size family, or a squeeze, puts the same
    /// symbols into hundreds of rows of hundreds of cells), so merging whole rows made each
    /// pivot cost the summed length of those rows. Instead, a short definition is
    /// *spliced*: each of its cells is found by binary search, a coefficient that stays
    /// non-zero is updated in place, and the few cells that appear or cancel (plus `x`'s
    /// own) are inserted or removed by block copies of the cells between them. Same
    /// arithmetic (`old + a·d`, `a·d`), same cells and the same `added` and `removed`
    /// lists (in symbol order) as the merge ``add(_:times:tolerance:scratch:added:removed:)``,
    /// so results are bitwise identical; only the work differs.
    ///
    /// For a row without an index (cells sorted, see ``Row``) and a definition whose cells
    /// are sorted too.
    mutating func substituteSorted(at position: Int, with definition: Row, tolerance: Double,
                                   scratch: inout [Cell], edits: inout [RowEdit],
                                   added: inout [Symbol], removed: inout [Symbol]) {
        let factor = cells[position].coefficient
        let m = definition.cells.count
        guard cells.count >= Row.spliceMinimumLength, m * Row.spliceRatio <= cells.count else {
            cells.remove(at: position)
            add(definition, times: factor, tolerance: tolerance, scratch: &scratch, added: &added, removed: &removed)
            return
        }
        constant += factor * definition.constant
        // Pass 1: update coefficients in place and list the structural edits in position order.
        edits.removeAll(keepingCapacity: true)
        var enteringQueued = false
        var lo = 0
        for d in definition.cells {
            let p = lowerBound(d.symbol, from: lo)
            lo = p
            if !enteringQueued && p > position {
                edits.append(RowEdit(position: position, inserted: nil))
                enteringQueued = true
            }
            if p < cells.count && cells[p].symbol == d.symbol {
                let c = cells[p].coefficient + factor * d.coefficient
                if abs(c) > tolerance {
                    cells[p].coefficient = c
                } else {
                    edits.append(RowEdit(position: p, inserted: nil))
                    removed.append(d.symbol)
                }
            } else {
                let c = factor * d.coefficient
                if abs(c) > tolerance {
                    edits.append(RowEdit(position: p, inserted: Cell(symbol: d.symbol, coefficient: c)))
                    added.append(d.symbol)
                }
            }
        }
        if !enteringQueued { edits.append(RowEdit(position: position, inserted: nil)) }
        if edits.count == 1 {
            cells.remove(at: position)
            return
        }
        // Pass 2: rebuild only the stretch from the first edit to the last, by block copies.
        scratch.removeAll(keepingCapacity: true)
        let start = edits[0].position
        var cursor = start
        for edit in edits {
            if edit.position > cursor {
                scratch.append(contentsOf: cells[cursor..<edit.position])
                cursor = edit.position
            }
            if let cell = edit.inserted {
                scratch.append(cell)
            } else {
                cursor = edit.position + 1
            }
        }
        cells.replaceSubrange(start..<cursor, with: scratch)
    }

    /// The index of the first cell at or after `from` whose symbol is not below `symbol`.
    private func lowerBound(_ symbol: Symbol, from: Int) -> Int {
        var lo = from, hi = cells.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if cells[mid].symbol.id < symbol.id { lo = mid &+ 1 } else { hi = mid }
        }
        return lo
    }

    /// `self += factor · other` by a sorted merge (kiwi's `insert(row, coefficient)`); both rows sorted.
    ///
    /// Symbols that gain a cell are appended to `added`, symbols whose cell cancels
    /// (|sum| ≤ tolerance) to `removed`. `scratch` is a reusable buffer: after the call
    /// it usually holds this row's old storage, so repeated merges allocate rarely; a
    /// result much shorter than the buffer is copied out instead, so that a row never
    /// keeps the capacity of a long row it once was (which made memory quadratic on a
    /// squeezed chain).
    mutating func add(_ other: Row, times factor: Double, tolerance: Double,
                      scratch: inout [Cell], added: inout [Symbol], removed: inout [Symbol]) {
        constant += factor * other.constant
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(cells.count + other.cells.count)
        var i = 0
        var j = 0
        let n = cells.count
        let m = other.cells.count
        cells.withUnsafeBufferPointer { a in
            other.cells.withUnsafeBufferPointer { b in
                while i < n || j < m {
                    if j >= m || (i < n && a[i].symbol.id < b[j].symbol.id) {
                        scratch.append(a[i])
                        i &+= 1
                    } else if i >= n || b[j].symbol.id < a[i].symbol.id {
                        let c = factor * b[j].coefficient
                        if abs(c) > tolerance {
                            scratch.append(Cell(symbol: b[j].symbol, coefficient: c))
                            added.append(b[j].symbol)
                        }
                        j &+= 1
                    } else {
                        let c = a[i].coefficient + factor * b[j].coefficient
                        if abs(c) > tolerance {
                            scratch.append(Cell(symbol: a[i].symbol, coefficient: c))
                        } else {
                            removed.append(a[i].symbol)
                        }
                        i &+= 1
                        j &+= 1
                    }
                }
            }
        }
        if scratch.capacity > 2 * scratch.count + 16 {
            // A long merge that cancelled down: keep the big buffer as scratch, not in the row.
            cells = []  // a fresh buffer of the right size (`Array(scratch)` would share scratch's)
            cells.reserveCapacity(scratch.count)
            cells.append(contentsOf: scratch)
        } else {
            swap(&cells, &scratch)
        }
    }
}
