// The inverse of the basis as a list of eta matrices (LU factors, then updates): FTRAN and BTRAN.

/// The basis inverse as a product of eta matrices, `B⁻¹ = E_k ⋯ E_2 E_1` (the product form of
/// the inverse; Dantzig & Orchard-Hays 1954, as in Chvátal, "Linear Programming", ch. 24).
///
/// Eta `k` is the identity but for column `r = pivotRow[k]`, which holds `1/α_r` at `r` and
/// `−α_i/α_r` elsewhere, for the column `α` (FTRAN-ed through the etas before it) that was
/// pivoted into row `r`. The first `factorCount` etas come from the last reinversion
/// (`Reinversion.swift`): the etas of `L`, in pivot order, then those of `U` (unit diagonal),
/// last pivot first, so that applying them in order is `U⁻¹L⁻¹`; each row is the pivot row of
/// at most one of each (`etaOfRow`, `upperEtaOfRow`), which
/// lets FTRAN visit only the etas whose pivot row it reaches (Gilbert & Peierls's symbolic
/// step, with a heap for the order). Etas after them are the simplex's updates, one per basis
/// change, walked in order. A row-wise index of the reinversion etas (``indexFactorRows()``)
/// lets the BTRAN of a sparse vector visit only the etas it reaches (``btran(_:)-(SparseVector)``).
struct EtaFile {
    let rowCount: Int
    private(set) var pivotRow: [Int32] = []
    private(set) var pivotValue: [Double] = []
    private var start: [Int] = [0]
    private var entryRow: [Int32] = []
    private var entryValue: [Double] = []
    /// How many etas the last reinversion made.
    private(set) var factorCount = 0
    /// The reinversion's lower (L) eta whose pivot row is each row, or −1, and its upper (U)
    /// eta, or −1 (a U eta with no entry is the identity and is not stored).
    private var etaOfRow: [Int32]
    private var upperEtaOfRow: [Int32]
    /// The U etas of the reinversion under way, in pivot order (appended last first by
    /// ``commitUpper()``): pivot rows, and entries `upperRow[upperStart[k] ..< upperStart[k + 1]]`.
    private var upperPivot: [Int32] = []
    private var upperStart: [Int] = [0]
    private var upperRow: [Int32] = []
    private var upperValue: [Double] = []
    /// The reinversion etas with an off-pivot entry in row `i`, ascending:
    /// `etaByRow[etaByRowStart[i] ..< etaByRowStart[i + 1]]` (empty until ``indexFactorRows()``).
    private var etaByRowStart: [Int]
    private var etaByRow: [Int32] = []
    private var queued: [UInt32] = []
    private var stamp: UInt32 = 0
    private var heap = MinHeap<Int32>()

    init(rowCount: Int) {
        self.rowCount = rowCount
        etaOfRow = [Int32](repeating: -1, count: rowCount)
        upperEtaOfRow = [Int32](repeating: -1, count: rowCount)
        etaByRowStart = [Int](repeating: 0, count: rowCount + 1)
    }

    var count: Int { pivotRow.count }
    /// Entries stored in all etas (pivots not counted).
    var entryCount: Int { entryRow.count }
    /// The updates since the last reinversion.
    var updateCount: Int { count - factorCount }

    /// Empties the file (the identity), before a reinversion.
    mutating func removeAll() {
        for k in 0..<factorCount {
            etaOfRow[Int(pivotRow[k])] = -1
            upperEtaOfRow[Int(pivotRow[k])] = -1
        }
        upperPivot.removeAll(keepingCapacity: true)
        upperStart.removeAll(keepingCapacity: true)
        upperStart.append(0)
        upperRow.removeAll(keepingCapacity: true)
        upperValue.removeAll(keepingCapacity: true)
        pivotRow.removeAll(keepingCapacity: true)
        pivotValue.removeAll(keepingCapacity: true)
        start.removeAll(keepingCapacity: true)
        start.append(0)
        for i in etaByRowStart.indices { etaByRowStart[i] = 0 }
        etaByRow.removeAll(keepingCapacity: true)
        entryRow.removeAll(keepingCapacity: true)
        entryValue.removeAll(keepingCapacity: true)
        factorCount = 0
        queued.removeAll(keepingCapacity: true)
    }

    /// Appends the eta of pivoting `column` (already FTRAN-ed) into row `row`. Entries of
    /// magnitude at most `drop` are left out. `isFactor`: made by a reinversion (only before
    /// any update).
    mutating func append(row: Int, column: SparseVector, drop: Double, isFactor: Bool) {
        for i in column.pattern where Int(i) != row {
            let a = column[Int(i)]
            guard abs(a) > drop else { continue }
            entryRow.append(i)
            entryValue.append(a)
        }
        closeEta(row: row, pivot: column[row])
        if isFactor {
            etaOfRow[row] = Int32(count - 1)
            factorCount = count
        }
    }

    /// Appends the L eta of a reinversion pivot and keeps its U eta for ``commitUpper()``:
    /// `column` is the basis column FTRAN-ed through the L etas made so far (left-looking
    /// Gaussian elimination); its entries in rows already pivoted (`pivoted`) are the column
    /// of U (unit diagonal), the pivot and the entries in the other rows the column of L.
    /// Where the product form's eta would hold both parts, each FTRAN-ed through the U part
    /// of every earlier pivot (the Gauss–Jordan fill above the diagonal), L and U hold the
    /// factors of `B = LU` alone: a banded bump fills in nothing outside its band.
    mutating func appendLowerUpper(row: Int, column: SparseVector, pivoted: [Bool]) {
        var hasUpper = false
        for i in column.pattern where Int(i) != row {
            let a = column[Int(i)]
            guard a != 0 else { continue }
            if pivoted[Int(i)] {
                upperRow.append(i)
                upperValue.append(a)
                hasUpper = true
            } else {
                entryRow.append(i)
                entryValue.append(a)
            }
        }
        closeEta(row: row, pivot: column[row])
        etaOfRow[row] = Int32(count - 1)
        factorCount = count
        guard hasUpper else { return }
        upperPivot.append(Int32(row))
        upperStart.append(upperRow.count)
    }

    /// Appends the U etas kept by ``appendLowerUpper(row:column:pivoted:)``, last pivot first
    /// (back substitution), once every L eta of the reinversion is in place: FTRAN then
    /// applies `L⁻¹` and then `U⁻¹`, BTRAN the reverse.
    mutating func commitUpper() {
        for k in stride(from: upperPivot.count - 1, through: 0, by: -1) {
            let row = Int(upperPivot[k])
            entryRow.append(contentsOf: upperRow[upperStart[k]..<upperStart[k + 1]])
            entryValue.append(contentsOf: upperValue[upperStart[k]..<upperStart[k + 1]])
            closeEta(row: row, pivot: 1)
            upperEtaOfRow[row] = Int32(count - 1)
            factorCount = count
        }
        upperPivot.removeAll(keepingCapacity: true)
        upperStart.removeAll(keepingCapacity: true)
        upperStart.append(0)
        upperRow.removeAll(keepingCapacity: true)
        upperValue.removeAll(keepingCapacity: true)
    }

    /// Appends the reinversion eta of a column that no earlier eta reaches (so FTRAN leaves it
    /// as it is), from its entries: the same eta as ``append(row:column:drop:isFactor:)`` makes
    /// of the FTRAN-ed column, without the FTRAN.
    mutating func appendFactor(row: Int, rows: ArraySlice<Int32>, values: ArraySlice<Double>) {
        var pivot = 0.0
        for (i, a) in zip(rows, values) {
            if Int(i) == row {
                pivot = a
            } else {
                entryRow.append(i)
                entryValue.append(a)
            }
        }
        closeEta(row: row, pivot: pivot)
        etaOfRow[row] = Int32(count - 1)
        factorCount = count
    }

    /// Ends the eta whose entries were just appended: its pivot row and value.
    private mutating func closeEta(row: Int, pivot: Double) {
        start.append(entryRow.count)
        pivotRow.append(Int32(row))
        pivotValue.append(pivot)
        queued.append(0)
    }

    /// `v ← B⁻¹ v`, visiting only the reinversion etas `v` reaches, then every update.
    ///
    /// Once `v` has entries in more than a sixteenth of the rows (from the start, or as it
    /// fills in), the reinversion etas left are walked in order instead (the heap would visit
    /// nearly all of them, at `log` cost each); the etas `v` does not reach are then no-ops, so
    /// the result is the same. (Session 14: the entering columns of tied-optional-widths are
    /// dense, and the heap of this FTRAN was 12 % of the instructions at 571 views.)
    mutating func ftran(_ v: inout SparseVector) {
        var next = 0
        if v.pattern.count <= rowCount / 16 {
            next = factorCount
            nextStamp()
            for i in v.pattern {
                enqueue(etaOfRow[Int(i)], after: -1)
                enqueue(upperEtaOfRow[Int(i)], after: -1)
            }
            while let k = heap.popMin() {
                apply(Int(k), to: &v, enqueuing: true)
                if v.pattern.count > rowCount / 16 {
                    heap.removeAll()
                    next = Int(k) + 1
                    break
                }
            }
        }
        for k in next..<count { apply(k, to: &v, enqueuing: false) }
    }

    /// Starts a new round of the `queued` marks.
    private mutating func nextStamp() {
        stamp &+= 1
        if stamp == 0 {
            for k in queued.indices { queued[k] = 0 }
            stamp = 1
        }
    }

    @inline(__always) private mutating func enqueue(_ k: Int32, after current: Int) {
        guard k > Int32(current), queued[Int(k)] != stamp else { return }
        queued[Int(k)] = stamp
        heap.push(k)
    }

    @inline(__always) private mutating func apply(_ k: Int, to v: inout SparseVector, enqueuing: Bool) {
        let r = Int(pivotRow[k])
        let vr = v[r]
        guard vr != 0 else { return }
        let scaled = vr / pivotValue[k]
        v.set(r, scaled)
        for e in start[k]..<start[k + 1] {
            let i = Int(entryRow[e])
            v.add(i, -entryValue[e] * scaled)
            if enqueuing {
                enqueue(etaOfRow[i], after: k)
                enqueue(upperEtaOfRow[i], after: k)
            }
        }
    }

    /// `yᵀ ← yᵀ B⁻¹` (dense: every eta, last first).
    func btran(_ y: inout [Double]) {
        y.withUnsafeMutableBufferPointer { y in
            for k in stride(from: count - 1, through: 0, by: -1) {
                let r = Int(pivotRow[k])
                var s = y[r]
                for e in start[k]..<start[k + 1] { s -= entryValue[e] * y[Int(entryRow[e])] }
                y[r] = s / pivotValue[k]
            }
        }
    }

    /// Builds the row-wise index of the reinversion etas (a counting sort of their entries by
    /// row), once a reinversion has made them all; storage is reused from one to the next.
    mutating func indexFactorRows() {
        for i in etaByRowStart.indices { etaByRowStart[i] = 0 }
        let end = start[factorCount]
        for e in 0..<end { etaByRowStart[Int(entryRow[e]) + 1] += 1 }
        for i in 0..<rowCount { etaByRowStart[i + 1] += etaByRowStart[i] }
        etaByRow.removeAll(keepingCapacity: true)
        etaByRow.append(contentsOf: repeatElement(0, count: end))
        var next = etaByRowStart
        for k in 0..<factorCount {
            for e in start[k]..<start[k + 1] {
                let i = Int(entryRow[e])
                etaByRow[next[i]] = Int32(k)
                next[i] += 1
            }
        }
    }

    /// `vᵀ ← vᵀ B⁻¹` for a sparse `v` (hypersparse BTRAN): every update, last first, then only
    /// the reinversion etas `v` reaches, last first (a max-heap over eta indices). Eta `k`
    /// changes only entry `r_k`, from `v[r_k]` and `v` at its entries' rows, so it matters only
    /// when one of those is non-zero; an entry that becomes non-zero at eta `k` brings in the
    /// etas before `k` that hold its row (Gilbert & Peierls 1988 on the transpose; Hall &
    /// McKinnon, "Hyper-sparsity in the revised simplex method", 2005, §3).
    mutating func btran(_ v: inout SparseVector) {
        for k in stride(from: count - 1, through: factorCount, by: -1) {
            let r = Int(pivotRow[k])
            var s = v[r]
            for e in start[k]..<start[k + 1] { s -= entryValue[e] * v[Int(entryRow[e])] }
            if s != 0 || v[r] != 0 { v.set(r, s / pivotValue[k]) }
        }
        nextStamp()
        for i in v.pattern where v[Int(i)] != 0 { enqueueRow(Int(i), before: factorCount) }
        while let key = heap.popMin() {
            let k = Int(-key)
            let r = Int(pivotRow[k])
            let old = v[r]
            var s = old
            for e in start[k]..<start[k + 1] { s -= entryValue[e] * v[Int(entryRow[e])] }
            guard s != 0 || old != 0 else { continue }
            v.set(r, s / pivotValue[k])
            if old == 0 { enqueueRow(r, before: k) }
            // Filled in past a sixteenth of the rows: every eta below `k`, in order (as FTRAN).
            if v.pattern.count > rowCount / 16 {
                heap.removeAll()
                for below in stride(from: k - 1, through: 0, by: -1) {
                    let r = Int(pivotRow[below])
                    var s = v[r]
                    for e in start[below]..<start[below + 1] { s -= entryValue[e] * v[Int(entryRow[e])] }
                    if s != 0 || v[r] != 0 { v.set(r, s / pivotValue[below]) }
                }
                return
            }
        }
    }

    /// Queues (negated, for the max-heap by index) eta `k` if it is below `limit` and not queued yet.
    @inline(__always) private mutating func queueBelow(_ k: Int32, _ limit: Int) {
        guard k >= 0, Int(k) < limit, queued[Int(k)] != stamp else { return }
        queued[Int(k)] = stamp
        heap.push(-k)
    }

    /// Queues (negated, for the min-heap) the reinversion etas below `limit` that read or
    /// write row `i`: the one pivoted in it and those with an entry in it.
    private mutating func enqueueRow(_ i: Int, before limit: Int) {
        queueBelow(etaOfRow[i], limit)
        queueBelow(upperEtaOfRow[i], limit)
        for p in etaByRowStart[i]..<etaByRowStart[i + 1] {
            let k = etaByRow[p]
            guard Int(k) < limit else { break }
            guard queued[Int(k)] != stamp else { continue }
            queued[Int(k)] = stamp
            heap.push(-k)
        }
    }
}
