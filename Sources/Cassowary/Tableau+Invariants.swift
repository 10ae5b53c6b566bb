// The invariants of the row storage and its column index.

extension Tableau {
    /// Appends to `problems` every broken invariant of the rows and their bookkeeping:
    /// per-symbol arrays of one length; each live slot names a basic symbol that maps
    /// back to it, each dead slot is empty and free; cells one per symbol, finite and not near
    /// zero; no row holds a basic symbol (restricted basic form); restricted basics are
    /// non-negative and basic dummies 0; `occurrences` counts exactly and every
    /// occurrence is listed in the symbol's column. `name` names symbols for messages.
    func checkInvariants(into problems: inout [String], name: (Symbol) -> String) {
        let n = kinds.count
        guard slotOfSymbol.count == n, occurrences.count == n, columns.symbolCount == n,
              basicOfSlot.count == rows.count, slotMark.count == rows.count else {
            problems.append("tableau arrays disagree in length (\(n) symbols, \(slotOfSymbol.count) slot links, "
                            + "\(occurrences.count) counts, \(columns.symbolCount) columns; \(rows.count) rows, "
                            + "\(basicOfSlot.count) basics, \(slotMark.count) marks)")
            return
        }
        let scale = max(1, rows.reduce(0) { max($0, abs($1.constant)) })
        var counted = [Int32](repeating: 0, count: n)
        var cellsInRange = true
        let free = Set(freeSlots)
        if free.count != freeSlots.count { problems.append("a free slot is listed twice") }
        for slot in rows.indices {
            let basic = basicOfSlot[slot]
            guard basic.isValid else {
                if !free.contains(Int32(slot)) { problems.append("dead slot \(slot) is not free") }
                if !rows[slot].cells.isEmpty { problems.append("dead slot \(slot) keeps cells") }
                continue
            }
            guard basic.index < n else {
                problems.append("slot \(slot) names symbol \(basic.id), beyond the \(n) symbols")
                continue
            }
            let label = "row of \(name(basic))"
            if free.contains(Int32(slot)) { problems.append("\(label) sits in a free slot") }
            if slotOfSymbol[basic.index] != Int32(slot) { problems.append("\(label) is not linked back to slot \(slot)") }
            cellsInRange = checkRow(rows[slot], label, n, scale, &counted, &problems, name: name) && cellsInRange
            let constant = rows[slot].constant
            switch kind(basic) {
            case .slack, .error:
                if constant < -Tolerance.invariant * scale {
                    problems.append("\(label) is restricted but its value \(constant) is negative")
                }
            case .dummy:
                if abs(constant) > Tolerance.invariant * scale {
                    problems.append("\(label) is a dummy but its value \(constant) is not 0")
                }
            case .external: break
            }
        }
        if cellsInRange { checkColumns(counted, into: &problems, name: name) }
        for s in 0..<n {
            let link = Int(slotOfSymbol[s])
            if link >= 0 && (link >= rows.count || basicOfSlot[link] != Symbol(s)) {
                problems.append("\(name(Symbol(s))) is linked to slot \(link), whose row is not its own")
            }
            if occurrences[s] != counted[s] {
                problems.append("\(name(Symbol(s))) is counted in \(occurrences[s]) rows but occurs in \(counted[s])")
            }
        }
    }

    /// Whether the column of every symbol lists every live row that holds it. `counted`:
    /// the number of rows holding each symbol. Linear: the rows are transposed into one
    /// array grouped by symbol, and each column marks its slots.
    private func checkColumns(_ counted: [Int32], into problems: inout [String], name: (Symbol) -> String) {
        var offsets = [Int](repeating: 0, count: counted.count + 1)
        for (s, count) in counted.enumerated() { offsets[s + 1] = offsets[s] + Int(count) }
        var cursor = offsets
        var holders = [Int32](repeating: 0, count: offsets[counted.count])
        for slot in rows.indices where basicOfSlot[slot].isValid {
            for cell in rows[slot].cells {
                holders[cursor[cell.symbol.index]] = Int32(slot)
                cursor[cell.symbol.index] += 1
            }
        }
        var mark = [Int](repeating: -1, count: rows.count)
        for s in counted.indices {
            for slot in columns.entries(of: s) where Int(slot) >= 0 && Int(slot) < mark.count { mark[Int(slot)] = s }
            for k in offsets[s]..<offsets[s + 1] where mark[Int(holders[k])] != s {
                problems.append("the column of \(name(Symbol(s))) does not list the row of \(name(basicOfSlot[Int(holders[k])]))")
            }
        }
    }

    /// Checks one row's cells and counts its symbols into `counted`; false when a symbol has
    /// two cells or names no symbol (then the rest of the row is not read). Cells are in no
    /// order; a long row's index must list each cell at its position.
    private func checkRow(_ row: Row, _ label: String, _ n: Int, _ scale: Double,
                          _ counted: inout [Int32], _ problems: inout [String], name: (Symbol) -> String) -> Bool {
        if !row.constant.isFinite { problems.append("\(label) has the constant \(row.constant)") }
        var previous = Int32(-1)
        for cell in row.sortedCells {
            let s = cell.symbol
            guard s.id > previous, s.index < n else {
                problems.append("\(label) has two cells of one symbol or a cell beyond the symbols (at \(s.id))")
                return false
            }
            previous = s.id
        }
        if !row.indexIsConsistent { problems.append("\(label) has an index that does not list its cells") }
        for cell in row.cells {
            let s = cell.symbol
            counted[s.index] += 1
            if !cell.coefficient.isFinite || abs(cell.coefficient) <= tolerance {
                problems.append("\(label) has the coefficient \(cell.coefficient) for \(name(s))")
            }
            if slotOfSymbol[s.index] >= 0 { problems.append("\(label) holds the basic symbol \(name(s))") }
        }
        return true
    }
}
