// A tableau row as a sparse vector whose cells are found, changed, added and removed in O(1).

/// One non-zero entry of a ``Row``.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient·symbol` with no near-zero coefficients
/// and at most one cell per symbol.
///
/// Stored in the tableau, a row reads `basic = constant + Σ cells` (kiwi's convention);
/// while a constraint is being converted it reads `0 = constant + Σ cells`.
///
/// Two forms:
/// * **Sorted** (short rows, rows outside the tableau, and long rows that receive long
///   definitions): cells sorted by symbol id, found by binary search; a definition is
///   spliced or merged into it (`Row+Substitute.swift`).
/// * **Indexed** (a tableau row of at least ``indexedLength`` cells that receives short
///   definitions): cells in no particular order (a removed cell's place is taken by the
///   last cell) with a hash index (`table`: open addressing, linear probing, backward-shift
///   deletion), so a cell is found, changed, added or removed in O(1). A pivot substitutes
///   the entering symbol into every row that holds it; on the degenerate shapes of issue
///   #17 the definition is a few cells and the rows it goes into are hundreds or thousands
///   of cells long, where a sorted row paid a block copy of the cells between its edits
///   per row per pivot. An indexed row pays a look-up per definition cell. A definition
///   not at least ``lookupRatio`` times shorter than the row is merged instead (the row is
///   sorted first and stays sorted), and a row shrinking below a quarter of
///   ``indexedLength`` is sorted again.
///
/// Every coefficient is computed by the same operations in either form (`old + a·d`,
/// `a·d`, the constant `c + a·c_d`), and every reader that breaks ties does so by symbol
/// id, not by position, so the simplex makes the same pivots and reaches the same values
/// bit for bit. Readers that need an order use ``sortedCells`` (the dump, the checker, the
/// ambiguity cones); the ambiguity sweep adds a long row's rates in its cells' order.
struct Row {
    var constant: Double
    /// Sorted by symbol id unless `table` is non-empty. Written directly only by this
    /// type's methods (the index must follow every change).
    var cells: [Cell]
    /// Open-addressing index of `cells` by symbol: `position + 1`, 0 for an empty slot; a
    /// power-of-two count. Empty for a sorted row.
    private(set) var table: [Int32] = []

    /// Tableau rows of at least this many cells get a hash index (when the definitions
    /// substituted into them are short); one shrinking below a quarter of it is sorted and
    /// drops its index. Below it, sorted cells with splicing and merging are as fast
    /// (measured on the shapes of issue #17).
    static let indexedLength = 256
    /// An indexed row at least this many times longer than a definition substituted into it
    /// looks the definition's cells up; into a shorter one it is merged (after sorting the row).
    static let lookupRatio = 8

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The cells sorted by symbol id.
    var sortedCells: [Cell] { table.isEmpty ? cells : cells.sorted { $0.symbol.id < $1.symbol.id } }

    /// Whether the row has an index (and its cells are in no order).
    var isIndexed: Bool { !table.isEmpty }

    // MARK: Look-up

    @inline(__always)
    private static func hash(_ s: Symbol, _ mask: Int) -> Int {
        Int((UInt32(bitPattern: s.id) &* 0x9E37_79B1) >> 7) & mask
    }

    /// Position of `symbol` in `cells`, by the index, or by binary search in a sorted row.
    @inline(__always)
    func position(of symbol: Symbol) -> Int? {
        if table.isEmpty {
            var lo = 0
            var hi = cells.count
            let id = symbol.id
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                let s = cells[mid].symbol.id
                if s < id { lo = mid &+ 1 } else if s > id { hi = mid } else { return mid }
            }
            return nil
        }
        return table.withUnsafeBufferPointer { t in
            let mask = t.count - 1
            var i = Row.hash(symbol, mask)
            while true {
                let entry = Int(t[i])
                if entry == 0 { return nil }
                if cells[entry - 1].symbol == symbol { return entry - 1 }
                i = (i + 1) & mask
            }
        }
    }

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        if let i = position(of: symbol) { return cells[i].coefficient }
        return 0
    }

    /// Whether `symbol` has a cell.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol) != nil }

    // MARK: Changes

    /// Multiplies the whole row by -1 (kiwi's `reverseSign`).
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Adds a cell for a symbol the row does not hold: in its place by symbol id when
    /// sorted (at the end, in O(1), when its id is the highest), at the end when indexed.
    @inline(__always)
    mutating func append(_ cell: Cell) {
        if !table.isEmpty {
            cells.append(cell)
            if cells.count * 4 > table.count * 3 { rebuildIndex() } else { place(cells.count - 1) }
            return
        }
        if let last = cells.last, last.symbol.id > cell.symbol.id {
            var lo = 0
            var hi = cells.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if cells[mid].symbol.id < cell.symbol.id { lo = mid &+ 1 } else { hi = mid }
            }
            cells.insert(cell, at: lo)
        } else {
            cells.append(cell)
        }
    }

    /// Removes the cell at `position`: the last cell takes its place when indexed; a
    /// sorted row shifts the cells after it.
    mutating func removeCell(at position: Int) {
        guard !table.isEmpty else {
            cells.remove(at: position)
            return
        }
        let last = cells.count - 1
        unplace(position)
        if position != last {
            let moved = slotInTable(of: cells[last].symbol)
            table[moved] = Int32(position + 1)
            cells[position] = cells[last]
        }
        cells.removeLast()
        if cells.count < Row.indexedLength / 4 { dropIndex() }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`
    /// (kiwi's `solveFor(symbol)`); `symbol` must have a cell.
    /// Coefficients that become near zero are not possible: dividing by a non-zero
    /// number keeps non-zero entries non-zero.
    mutating func solve(for symbol: Symbol) {
        guard let i = position(of: symbol) else { return }
        let factor = -1.0 / cells[i].coefficient
        removeCell(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
    }

    /// Adds to (or creates) a single cell; removes the cell if the sum is within
    /// `tolerance` of zero. Returns +1 if a cell was created, -1 if one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, tolerance: Double) -> Int {
        if let i = position(of: symbol) {
            let sum = cells[i].coefficient + coefficient
            if abs(sum) <= tolerance {
                removeCell(at: i)
                return -1
            }
            cells[i].coefficient = sum
            return 0
        }
        if abs(coefficient) <= tolerance { return 0 }
        append(Cell(symbol: symbol, coefficient: coefficient))
        return 1
    }

    /// Removes the cell of `symbol`, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        let c = cells[i].coefficient
        removeCell(at: i)
        return c
    }

    /// Replaces the cell at `position` (symbol `x`, coefficient `a`) by `a · definition`, in
    /// an indexed row, by a look-up per definition cell: the constant gains
    /// `a · definition.constant`, a cell the row has becomes `old + a·d` (removed when within
    /// `tolerance` of 0), a new one `a·d` (kept when beyond it). Symbols that gain a cell are
    /// appended to `added`, those whose cell cancels to `removed`, in the definition's order.
    /// Costs O(definition length), whatever this row's length.
    mutating func substitute(at position: Int, with definition: Row, tolerance: Double,
                             added: inout [Symbol], removed: inout [Symbol]) {
        let factor = cells[position].coefficient
        removeCell(at: position)
        constant += factor * definition.constant
        for d in definition.cells {
            if let p = self.position(of: d.symbol) {
                let c = cells[p].coefficient + factor * d.coefficient
                if abs(c) > tolerance {
                    cells[p].coefficient = c
                } else {
                    removeCell(at: p)
                    removed.append(d.symbol)
                }
            } else {
                let c = factor * d.coefficient
                if abs(c) > tolerance {
                    append(Cell(symbol: d.symbol, coefficient: c))
                    added.append(d.symbol)
                }
            }
        }
    }

    // MARK: The index

    /// Builds the index of a long sorted row (called when a row enters the tableau and after
    /// a short definition was spliced into it).
    mutating func indexIfLong() {
        if table.isEmpty && cells.count >= Row.indexedLength { rebuildIndex() }
    }

    /// Sorts the cells and drops the index (until ``indexIfLong()``).
    mutating func sortAndDropIndex() { if !table.isEmpty { dropIndex() } }

    /// Sorts the cells and drops the index.
    private mutating func dropIndex() {
        table = []
        cells.sort { $0.symbol.id < $1.symbol.id }
    }

    /// A fresh index at most two-thirds full (it is rebuilt, twice as large, past three
    /// quarters): 5 to 12 bytes a cell beside the cell's 16.
    private mutating func rebuildIndex() {
        var size = 16
        while 2 * size < 3 * cells.count { size <<= 1 }
        table = [Int32](repeating: 0, count: size)
        for i in cells.indices { place(i) }
    }

    /// Enters the cell at `position` into the index.
    @inline(__always)
    private mutating func place(_ position: Int) {
        let mask = table.count - 1
        var i = Row.hash(cells[position].symbol, mask)
        while table[i] != 0 { i = (i + 1) & mask }
        table[i] = Int32(position + 1)
    }

    /// The index slot that holds `symbol` (which must have a cell).
    @inline(__always)
    private func slotInTable(of symbol: Symbol) -> Int {
        let mask = table.count - 1
        var i = Row.hash(symbol, mask)
        while table[i] != 0 && cells[Int(table[i]) - 1].symbol != symbol { i = (i + 1) & mask }
        return i
    }

    /// Takes the cell at `position` out of the index, shifting later entries of its
    /// probe run back so that no look-up stops early (Knuth's algorithm R).
    private mutating func unplace(_ position: Int) {
        let mask = table.count - 1
        var hole = slotInTable(of: cells[position].symbol)
        table[hole] = 0
        var j = hole
        while true {
            j = (j + 1) & mask
            let entry = Int(table[j])
            if entry == 0 { return }
            let home = Row.hash(cells[entry - 1].symbol, mask)
            // The entry at j may move to the hole unless its home lies cyclically in (hole, j].
            let stays = hole <= j ? (hole < home && home <= j) : (hole < home || home <= j)
            if !stays {
                table[hole] = table[j]
                table[j] = 0
                hole = j
            }
        }
    }

    /// Whether a row without an index is sorted, or the index lists every cell at its
    /// position and nothing else.
    var indexIsConsistent: Bool {
        if table.isEmpty {
            return zip(cells, cells.dropFirst()).allSatisfy { $0.symbol.id < $1.symbol.id }
        }
        var listed = 0
        for entry in table where entry != 0 {
            let p = Int(entry) - 1
            guard p < cells.count, position(of: cells[p].symbol) == p else { return false }
            listed += 1
        }
        return listed == cells.count
    }
}
