// A tableau row as a compact sparse vector (kiwi's `Row`).

/// One non-zero entry of a ``Row``.
struct Cell {
    var symbol: Symbol
    var coefficient: Double
}

/// A sparse linear form `constant + Σ coefficient·symbol`, cells sorted by symbol id
/// with no near-zero coefficients.
///
/// Stored in the tableau, a row reads `basic = constant + Σ cells` (kiwi's convention);
/// while a constraint is being converted it reads `0 = constant + Σ cells`.
struct Row {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// Position of `symbol` in `cells`, by binary search.
    @inline(__always)
    func position(of symbol: Symbol) -> Int? {
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

    /// The coefficient of `symbol`, 0 when absent.
    @inline(__always)
    func coefficient(of symbol: Symbol) -> Double {
        if let i = position(of: symbol) { return cells[i].coefficient }
        return 0
    }

    /// Whether `symbol` has a cell.
    @inline(__always)
    func contains(_ symbol: Symbol) -> Bool { position(of: symbol) != nil }

    /// Multiplies the whole row by -1 (kiwi's `reverseSign`).
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + a·symbol + rest` into `symbol = -constant/a - rest/a`
    /// (kiwi's `solveFor(symbol)`); `symbol` must have a cell.
    /// Coefficients that become near zero are not possible: dividing by a non-zero
    /// number keeps non-zero entries non-zero.
    mutating func solve(for symbol: Symbol) {
        guard let i = position(of: symbol) else { return }
        let factor = -1.0 / cells[i].coefficient
        cells.remove(at: i)
        constant *= factor
        for j in cells.indices { cells[j].coefficient *= factor }
    }

    /// Inserts (or accumulates into) a single cell, keeping order; removes the cell
    /// if the sum is within `tolerance` of zero. Returns +1 if a cell was created,
    /// -1 if one was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double, tolerance: Double) -> Int {
        var lo = 0
        var hi = cells.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if cells[mid].symbol.id < symbol.id { lo = mid &+ 1 } else { hi = mid }
        }
        if lo < cells.count && cells[lo].symbol == symbol {
            let sum = cells[lo].coefficient + coefficient
            if abs(sum) <= tolerance {
                cells.remove(at: lo)
                return -1
            }
            cells[lo].coefficient = sum
            return 0
        }
        if abs(coefficient) <= tolerance { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: lo)
        return 1
    }

    /// Removes the cell of `symbol`, returning its coefficient (0 if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        guard let i = position(of: symbol) else { return 0 }
        let c = cells[i].coefficient
        cells.remove(at: i)
        return c
    }

    /// `self += factor · other` by a sorted merge (kiwi's `insert(row, coefficient)`).
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
