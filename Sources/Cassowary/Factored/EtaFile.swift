// The inverse of the basis in product form: FTRAN and BTRAN through a list of eta matrices.

/// The basis inverse as a product of eta matrices, `B⁻¹ = E_k ⋯ E_2 E_1` (the product form of
/// the inverse; Dantzig & Orchard-Hays 1954, as in Chvátal, "Linear Programming", ch. 24).
///
/// Eta `k` is the identity but for column `r = pivotRow[k]`, which holds `1/α_r` at `r` and
/// `−α_i/α_r` elsewhere, for the column `α` (FTRAN-ed through the etas before it) that was
/// pivoted into row `r`. The first `factorCount` etas come from the last reinversion
/// (`Reinversion.swift`): each row is the pivot row of at most one of them (`etaOfRow`), which
/// lets FTRAN visit only the etas whose pivot row it reaches (Gilbert & Peierls's symbolic
/// step, with a heap for the order). Etas after them are the simplex's updates, one per basis
/// change, walked in order.
struct EtaFile {
    let rowCount: Int
    private(set) var pivotRow: [Int32] = []
    private(set) var pivotValue: [Double] = []
    private var start: [Int] = [0]
    private var entryRow: [Int32] = []
    private var entryValue: [Double] = []
    /// How many etas the last reinversion made.
    private(set) var factorCount = 0
    /// The reinversion eta whose pivot row is each row, or −1.
    private var etaOfRow: [Int32]
    private var queued: [UInt32] = []
    private var stamp: UInt32 = 0
    private var heap = MinHeap<Int32>()

    init(rowCount: Int) {
        self.rowCount = rowCount
        etaOfRow = [Int32](repeating: -1, count: rowCount)
    }

    var count: Int { pivotRow.count }
    /// Entries stored in all etas (pivots not counted).
    var entryCount: Int { entryRow.count }
    /// The updates since the last reinversion.
    var updateCount: Int { count - factorCount }

    /// Empties the file (the identity), before a reinversion.
    mutating func removeAll() {
        for k in 0..<factorCount { etaOfRow[Int(pivotRow[k])] = -1 }
        pivotRow.removeAll(keepingCapacity: true)
        pivotValue.removeAll(keepingCapacity: true)
        start = [0]
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
        start.append(entryRow.count)
        pivotRow.append(Int32(row))
        pivotValue.append(column[row])
        queued.append(0)
        if isFactor {
            etaOfRow[row] = Int32(count - 1)
            factorCount = count
        }
    }

    /// `v ← B⁻¹ v`, visiting only the reinversion etas `v` reaches, then every update.
    mutating func ftran(_ v: inout SparseVector) {
        stamp &+= 1
        if stamp == 0 {
            for k in queued.indices { queued[k] = 0 }
            stamp = 1
        }
        for i in v.pattern { enqueue(etaOfRow[Int(i)], after: -1) }
        while let k = heap.popMin() { apply(Int(k), to: &v, enqueuing: true) }
        for k in factorCount..<count { apply(k, to: &v, enqueuing: false) }
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
            if enqueuing { enqueue(etaOfRow[i], after: k) }
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
}
