// Row storage of the simplex tableau, keyed by basic symbol, with a column index.

/// The rows of the tableau (kiwi's `RowMap`) plus per-symbol bookkeeping.
///
/// * Rows live in `rows`, an array of structs indexed by *slot*; `basicOfSlot[slot]`
///   names the basic symbol of the row in that slot and `slotOfSymbol[symbol]` is the
///   reverse map (-1 for a non-basic symbol). Rows are mutated in place.
/// * The **column index** `columns[symbol]` lists the slots whose rows contain the
///   symbol, so substituting a symbol after a pivot touches only those rows instead
///   of scanning every row as kiwi does. The lists are maintained lazily: an entry is
///   appended whenever a symbol gains a cell in a row and never removed eagerly, so a
///   list may hold stale or duplicate slots; readers check each slot (the row must be
///   live and contain the symbol) and lists are compacted when read.
/// * `occurrences[symbol]` is the exact number of rows containing the symbol; it drives
///   the "fewest rows" subject choice and column compaction.
///
/// Nothing here iterates a hash table: every order is a function of the operation
/// history only, so the solver is deterministic.
struct Tableau {
    let tolerance: Double

    private(set) var kinds: [SymbolKind] = []
    private(set) var slotOfSymbol: [Int32] = []
    private(set) var occurrences: [Int32] = []
    /// The column index, one block of a pool per symbol (``ColumnIndex``).
    private(set) var columns = ColumnIndex()

    private(set) var rows: [Row] = []
    private(set) var basicOfSlot: [Symbol] = []
    private(set) var freeSlots: [Int32] = []
    private(set) var slotMark: [UInt32] = []
    private var epoch: UInt32 = 0
    /// Marks for `compactColumn` (apart from `slotMark`, which a substitution in progress uses).
    private var compactionMark: [UInt32] = []
    private var compactionEpoch: UInt32 = 0
    /// How many column entries `compactColumn` has examined since the tableau was made; for tests.
    private(set) var compactionWork = 0
    /// How many entries have been appended to the column index since the tableau was made; for tests.
    private(set) var columnAppends = 0
    /// Cells visited by substitutions since the tableau was made (the definition's for a row
    /// that looks its cells up, the row's and the definition's for a merge): what the
    /// restricted basic form costs, which a dense tableau makes quadratic (``Solver/work``).
    private(set) var substitutionWork = 0

    // Reusable buffers for substitutions.
    private var scratch: [Cell] = []
    private var edits: [RowEdit] = []
    private var added: [Symbol] = []
    private var removed: [Symbol] = []
    /// The slots `rowsContaining` returns (reused while no caller still holds them).
    private var containing: [Int32] = []

    init(tolerance: Double) { self.tolerance = tolerance }

    var symbolCount: Int { kinds.count }

    /// How many entries the column index holds in all; for tests.
    var columnEntryCount: Int { columns.entryCount }

    // MARK: Symbols

    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        slotOfSymbol.append(-1)
        occurrences.append(0)
        columns.appendSymbol()
        return s
    }

    /// `count` new symbols of `kind` at once (as many `makeSymbol` calls); the first of them.
    mutating func makeSymbols(_ kind: SymbolKind, count: Int) -> Symbol {
        let first = Symbol(kinds.count)
        kinds.append(contentsOf: repeatElement(kind, count: count))
        slotOfSymbol.append(contentsOf: repeatElement(-1, count: count))
        occurrences.append(contentsOf: repeatElement(0, count: count))
        columns.appendSymbols(count)
        return first
    }

    /// Reserves room for `count` symbols in the per-symbol arrays (``Simplex/reserveCapacity(variables:symbols:constraints:terms:)``).
    mutating func reserveSymbols(_ count: Int) {
        kinds.reserveCapacity(count)
        slotOfSymbol.reserveCapacity(count)
        occurrences.reserveCapacity(count)
        columns.reserveSymbols(count)
    }

    /// Forgets the most recently made symbols, back to `count` symbols. The caller
    /// guarantees they no longer occur in any row and none is basic.
    mutating func truncateSymbols(to count: Int) {
        guard count < kinds.count else { return }
        let k = kinds.count - count
        kinds.removeLast(k)
        slotOfSymbol.removeLast(k)
        occurrences.removeLast(k)
        columns.truncate(to: count)
    }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { kinds[s.index] }

    /// The slot of the row whose basic symbol is `s`, or nil when `s` is non-basic.
    @inline(__always) func slot(of s: Symbol) -> Int? {
        let v = slotOfSymbol[s.index]
        return v >= 0 ? Int(v) : nil
    }

    @inline(__always) func isBasic(_ s: Symbol) -> Bool { slotOfSymbol[s.index] >= 0 }

    // MARK: Rows

    /// Stores `row` as the definition `basic = row`; returns its slot.
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int {
        var row = row
        row.indexIfLong()
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = Int(free)
            rows[slot] = row
            basicOfSlot[slot] = basic
        } else {
            slot = rows.count
            rows.append(row)
            basicOfSlot.append(basic)
            slotMark.append(0)
        }
        slotOfSymbol[basic.index] = Int32(slot)
        for cell in row.cells {
            occurrences[cell.symbol.index] &+= 1
            appendToColumn(cell.symbol, Int32(slot))
        }
        return slot
    }

    /// Removes the row in `slot` from the tableau and returns it.
    @discardableResult
    mutating func dropRow(_ slot: Int) -> Row {
        let row = rows[slot]
        for cell in row.cells { occurrences[cell.symbol.index] &-= 1 }
        slotOfSymbol[basicOfSlot[slot].index] = -1
        basicOfSlot[slot] = .invalid
        rows[slot] = Row()
        freeSlots.append(Int32(slot))
        return row
    }

    /// Appends `slot` to the column of `s`. A full column is first compacted
    /// (`compactColumn`): rows that gain and lose the same symbols again and again (`ccc
    /// lint`'s priority-tie trials on a squeezed chain move the squeeze through other rows at
    /// every trial) appended an entry each time, and columns nobody read kept them all (about
    /// 100 MB on a chain of 20,000 views). Checked only when the column is about to grow, so
    /// the work is amortised: either half of it goes, or its capacity doubles (at most two
    /// entries examined per entry appended; see `compactColumn`).
    @inline(__always) private mutating func appendToColumn(_ s: Symbol, _ slot: Int32) {
        columnAppends &+= 1
        let count = columns.count(of: s.index)
        if count >= 16 && count == columns.capacity(of: s.index) { compactColumn(s) }
        columns.append(slot, to: s.index)
    }

    /// Drops the stale and repeated entries of the column of `s`, as `rowsContaining` does,
    /// keeping the live ones in order. Readers take the rows in the order of their entries;
    /// the only one whose result depends on that order is the ambiguity check's cone
    /// component (the order of its rows), whose answers do not (docs/performance.md, "Memory").
    private mutating func compactColumn(_ s: Symbol) {
        if compactionMark.count < slotMark.count {
            compactionMark.append(contentsOf: repeatElement(0, count: slotMark.count - compactionMark.count))
        }
        compactionEpoch &+= 1
        if compactionEpoch == 0 {
            for i in compactionMark.indices { compactionMark[i] = 0 }
            compactionEpoch = 1
        }
        let index = s.index
        var kept = 0
        for r in 0..<columns.count(of: index) {
            let entry = columns.entry(index, r)
            let slot = Int(entry)
            guard compactionMark.indices.contains(slot), compactionMark[slot] != compactionEpoch, isLive(slot, for: s)
            else { continue }
            compactionMark[slot] = compactionEpoch
            columns.setEntry(index, kept, entry)
            kept += 1
        }
        let capacity = columns.capacity(of: index)
        compactionWork &+= capacity
        columns.shorten(index, to: kept)
        // Less than half went: grow now, so that the next compaction is a doubling away. (It
        // was "less than a quarter": a column of 16 keeping 11 live rows was scanned again
        // after every 5 appends, 3 entries examined per append; on the squeezed stacks with
        // distributed gaps, whose rows gain and lose the same symbols at every pivot, that
        // was a fifth to a third of `ccc solve`'s instructions. docs/solver-engine-notes.md,
        // "Squeezed stacks with distributed gaps, session 10".)
        if 2 * kept > capacity { columns.reserve(index, capacity: 2 * capacity) }
    }

    /// Whether the entry `slot` of the column of `s` is current.
    @inline(__always) private func isLive(_ slot: Int, for s: Symbol) -> Bool {
        basicOfSlot[slot].isValid && rows[slot].contains(s)
    }

    private mutating func nextEpoch() {
        epoch &+= 1
        if epoch == 0 {
            for i in slotMark.indices { slotMark[i] = 0 }
            epoch = 1
        }
    }

    /// The slots of the rows containing `s`, each once, in a deterministic order.
    /// Compacts the stored column as a side effect.
    mutating func rowsContaining(_ s: Symbol) -> [Int32] {
        nextEpoch()
        let index = s.index
        let count = columns.count(of: index)
        if count == 0 { return [] }
        containing.removeAll(keepingCapacity: true)
        var w = 0
        for r in 0..<count {
            let entry = columns.entry(index, r)
            let slot = Int(entry)
            if slotMark[slot] != epoch && isLive(slot, for: s) {
                slotMark[slot] = epoch
                columns.setEntry(index, w, entry)
                containing.append(entry)
                w += 1
            }
        }
        columns.shorten(index, to: w)
        return containing
    }

    /// Pivots the row in `slot` (basic `b`) so that `entering` becomes its basic
    /// symbol: `b = c + a·entering + rest` becomes `entering = (b - c - rest)/a`
    /// (kiwi's `solveFor(lhs, rhs)`). Does not substitute into other rows.
    mutating func solveRow(_ slot: Int, for entering: Symbol) {
        let leaving = basicOfSlot[slot]
        if rows[slot].insert(leaving, -1.0, tolerance: 0) > 0 {
            occurrences[leaving.index] &+= 1
            appendToColumn(leaving, Int32(slot))
        }
        if rows[slot].contains(entering) {
            rows[slot].solve(for: entering)
            occurrences[entering.index] &-= 1
        }
        slotOfSymbol[leaving.index] = -1
        slotOfSymbol[entering.index] = Int32(slot)
        basicOfSlot[slot] = entering
    }

    /// Replaces `symbol` by `definition` in every row containing it (except the row
    /// in `skip`), using the column index (kiwi's `substitute`, without the full scan).
    /// An indexed row at least ``Row/lookupRatio`` times longer than the definition looks
    /// each definition cell up; otherwise the row is (sorted and) gets the definition spliced
    /// or merged (see ``Row``).
    mutating func substitute(_ symbol: Symbol, with definition: Row, skip: Int) {
        nextEpoch()
        // The column is taken out (its block freed once read) before the rows change.
        let column = columns.detach(symbol.index)
        defer { columns.free(column) }
        var sorted: Row? = nil
        for r in 0..<column.count {
            let slot = Int(columns.entry(column, r))
            if slot == skip || slotMark[slot] == epoch { continue }
            slotMark[slot] = epoch
            guard basicOfSlot[slot].isValid, let p = rows[slot].position(of: symbol) else { continue }
            occurrences[symbol.index] &-= 1
            added.removeAll(keepingCapacity: true)
            removed.removeAll(keepingCapacity: true)
            let indexed = rows[slot].isIndexed
            if indexed && definition.cells.count * Row.lookupRatio <= rows[slot].cells.count {
                substitutionWork &+= definition.cells.count
                rows[slot].substitute(at: p, with: definition, tolerance: tolerance, added: &added, removed: &removed)
            } else {
                // A definition not much shorter than the row is merged, as into a sorted row.
                substitutionWork &+= rows[slot].cells.count &+ definition.cells.count
                if indexed { rows[slot].sortAndDropIndex() }
                guard let p = rows[slot].position(of: symbol) else { continue }
                if sorted == nil { sorted = definition.isIndexed ? Row(constant: definition.constant, cells: definition.sortedCells) : definition }
                rows[slot].substituteSorted(at: p, with: sorted ?? definition, tolerance: tolerance,
                                            scratch: &scratch, edits: &edits, added: &added, removed: &removed)
                // Indexed once short definitions come (a row that gets long ones stays sorted).
                if definition.cells.count * Row.lookupRatio <= rows[slot].cells.count { rows[slot].indexIfLong() }
            }
            for s in added {
                occurrences[s.index] &+= 1
                appendToColumn(s, Int32(slot))
            }
            for s in removed { occurrences[s.index] &-= 1 }
        }
    }

    /// Deletes the cells of the non-basic `symbol` from every row, i.e. fixes it at 0
    /// (kiwi removes the artificial variable this way).
    mutating func eraseColumn(_ symbol: Symbol) {
        let column = columns.detach(symbol.index)
        defer { columns.free(column) }
        for r in 0..<column.count {
            let slot = Int(columns.entry(column, r))
            guard basicOfSlot[slot].isValid else { continue }
            if rows[slot].position(of: symbol) != nil {
                rows[slot].remove(symbol)
                occurrences[symbol.index] &-= 1
            }
        }
    }

    /// Frees the buffers that substitutions and column compactions reuse (each grows again
    /// when next needed, so no result changes): ``Simplex/releaseScratch()``.
    mutating func releaseScratch() {
        scratch = []
        edits = []
        added = []
        removed = []
        containing = []
        compactionMark = []
    }

    /// The constant of the row of basic `s` (its current value), or 0 if non-basic.
    @inline(__always) func value(of s: Symbol) -> Double {
        let v = slotOfSymbol[s.index]
        return v >= 0 ? rows[Int(v)].constant : 0
    }
}
