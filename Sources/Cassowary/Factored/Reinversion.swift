// Rebuilding the product-form inverse of a basis: triangular part first, then the bump.

/// Builds the eta file of a basis from scratch (a *reinversion*), choosing the order of the
/// pivots so that the etas stay as sparse as the basis itself.
///
/// 1. **Triangular part**: while some row holds exactly one basic column not yet pivoted (a
///    row singleton), that column is pivoted into it. Its FTRAN-ed column is then the column
///    itself (no earlier pivot row is in it), so the eta costs what the column holds, and
///    removing it may make more rows singletons: this finds any ordering of the basis as a
///    (permuted) triangular matrix (Hellerman & Rarick's P3, without its bump ordering).
/// 2. **Bump**: when no singleton is left, the column with the fewest entries in rows not yet
///    pivoted is FTRAN-ed and pivoted into a row where its magnitude is at least a tenth of its
///    largest (threshold pivoting, Markowitz 1957), the one that holds the fewest basic columns;
///    then back to 1. The structure counted is the basis's own, not the FTRAN-ed columns', so
///    this is Markowitz's rule only approximately.
/// 3. A column whose FTRAN-ed entries in the rows left are all below `singular` is dependent on
///    the others: it leaves the basis, and each row left without a column gets its logical.
///
/// One value is kept for the whole solve and reused: its arrays (`O(rows)` each) keep their
/// storage from one reinversion to the next, so a reinversion allocates nothing once the
/// first has run.
struct Reinversion {
    /// Magnitude below which an FTRAN-ed entry cannot be a pivot (relative to the column's largest, at least 1).
    static let singular = 1e-11
    /// Threshold pivoting: a bump pivot is at least this fraction of its column's largest entry.
    static let threshold = 0.1

    /// The columns that left the basis as dependent in the last ``run(_:model:into:work:)``.
    private(set) var dropped: [Int32] = []
    /// The basis being reinverted (a copy of the heading, one column per row in any order).
    private var columns: [Int32] = []
    /// Per row: the basic columns (positions in `columns`) with an entry in it.
    private var rowStart: [Int] = []
    private var rowColumns: [Int32] = []
    /// Per row: its basic columns not yet pivoted; per column: its rows not yet pivoted.
    private var rowCount: [Int32] = []
    private var columnCount: [Int32] = []
    private var rowActive: [Bool] = []
    private var columnActive: [Bool] = []
    private var next: [Int] = []
    private var singletons: [Int32] = []
    /// Bump candidates, keyed `count << 32 | position` (stale keys are skipped); filled only
    /// once the triangular part runs out of singletons (`bumpStarted`), so that a triangular
    /// basis never pays for it.
    private var bump = MinHeap<Int64>()
    private var bumpStarted = false
    private var remaining = 0

    /// Reinverts the basis `head` (one column per row, in any order) into `etas` and rewrites
    /// `head` as the new heading (the basic column of each row); the columns that left it are
    /// in ``dropped``.
    mutating func run(_ head: inout [Int32], model: BoundedModel, into etas: inout EtaFile, work: inout SparseVector) {
        reset(head, model: model)
        etas.removeAll()
        dropped.removeAll(keepingCapacity: true)
        for row in head.indices { head[row] = -1 }
        while remaining > 0 {
            let (c, preferred) = nextPivot()
            guard c >= 0 else { break }
            let column = Int(columns[c])
            if let row = preferred, !bumpStarted, isStablePivot(column, row: row, model: model) {
                // Before any bump pivot, no column reaches an earlier pivot row (each was a row
                // singleton while this column was active), so its FTRAN is the column itself.
                let entries = model.columnStart[column]..<model.columnStart[column + 1]
                etas.appendFactor(row: row, rows: model.entryRow[entries], values: model.entryValue[entries])
                head[row] = columns[c]
                retire(c, row: row, model: model)
                continue
            }
            work.clear()
            for k in model.columnStart[column]..<model.columnStart[column + 1] {
                work.set(Int(model.entryRow[k]), model.entryValue[k])
            }
            etas.ftran(&work)
            guard let row = pivotRow(work, preferred: preferred) else {
                retire(c, row: -1, model: model)
                dropped.append(columns[c])
                continue
            }
            etas.append(row: row, column: work, drop: 0, isFactor: true)
            head[row] = columns[c]
            retire(c, row: row, model: model)
        }
        for row in 0..<model.rowCount where head[row] < 0 {
            work.clear()
            work.set(row, -1)  // a logical column: −1 in its row
            etas.append(row: row, column: work, drop: 0, isFactor: true)
            head[row] = model.logical[row]
        }
        work.clear()
        etas.indexFactorRows()
    }

    /// Fills the counts and the row-wise structure of the basis `basis`, reusing the storage.
    private mutating func reset(_ basis: [Int32], model: BoundedModel) {
        let m = model.rowCount
        columns.removeAll(keepingCapacity: true)
        columns.append(contentsOf: basis)
        refill(&rowCount, m, 0)
        refill(&columnCount, columns.count, 0)
        for (c, column) in columns.enumerated() {
            let j = Int(column)
            for k in model.columnStart[j]..<model.columnStart[j + 1] { rowCount[Int(model.entryRow[k])] += 1 }
            columnCount[c] = Int32(model.columnStart[j + 1] - model.columnStart[j])
        }
        refill(&rowStart, m + 1, 0)
        for i in 0..<m { rowStart[i + 1] = rowStart[i] + Int(rowCount[i]) }
        refill(&rowColumns, rowStart[m], 0)
        next.removeAll(keepingCapacity: true)
        next.append(contentsOf: rowStart)
        for (c, column) in columns.enumerated() {
            let j = Int(column)
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                let i = Int(model.entryRow[k])
                rowColumns[next[i]] = Int32(c)
                next[i] += 1
            }
        }
        refill(&rowActive, m, true)
        refill(&columnActive, columns.count, true)
        remaining = columns.count
        singletons.removeAll(keepingCapacity: true)
        bump.removeAll()
        bumpStarted = false
        for i in 0..<m where rowCount[i] == 1 { singletons.append(Int32(i)) }
    }

    /// `array` as `count` copies of `value`, in the storage it already has.
    private func refill<T>(_ array: inout [T], _ count: Int, _ value: T) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }

    /// The next column to pivot (a position in `columns`) and the singleton row it fills, if any.
    private mutating func nextPivot() -> (Int, Int?) {
        while let row = singletons.popLast().map(Int.init) {
            guard rowActive[row], rowCount[row] == 1 else { continue }
            for p in rowStart[row]..<rowStart[row + 1] where columnActive[Int(rowColumns[p])] {
                return (Int(rowColumns[p]), row)
            }
        }
        if !bumpStarted {
            bumpStarted = true
            for c in columns.indices where columnActive[c] { bump.push(Int64(columnCount[c]) << 32 | Int64(c)) }
        }
        while let key = bump.popMin() {
            let c = Int(key & 0xFFFF_FFFF)
            guard columnActive[c], Int64(columnCount[c]) == key >> 32 else { continue }
            return (c, nil)
        }
        return (-1, nil)
    }

    /// Whether model column `column`'s entry in `row` passes ``pivotRow(_:preferred:)``'s tests
    /// when the column is its own FTRAN (every entry in a row not yet pivoted).
    private func isStablePivot(_ column: Int, row: Int, model: BoundedModel) -> Bool {
        var largest = 0.0
        var pivot = 0.0
        for k in model.columnStart[column]..<model.columnStart[column + 1] {
            let a = abs(model.entryValue[k])
            largest = max(largest, a)
            if Int(model.entryRow[k]) == row { pivot = a }
        }
        return largest > Self.singular * max(1, largest) && pivot >= Self.threshold * largest
    }

    /// The row to pivot `column` (FTRAN-ed) into: the singleton row when its entry is not
    /// tiny, else the row holding the fewest basic columns among the entries that pass the
    /// threshold; nil when every entry in a row left is below ``singular``.
    private func pivotRow(_ column: SparseVector, preferred: Int?) -> Int? {
        var largest = 0.0
        for i in column.pattern where rowActive[Int(i)] { largest = max(largest, abs(column[Int(i)])) }
        guard largest > Self.singular * max(1, largest) else { return nil }
        if let preferred, abs(column[preferred]) >= Self.threshold * largest { return preferred }
        var best: Int? = nil
        for i in column.pattern where rowActive[Int(i)] && abs(column[Int(i)]) >= Self.threshold * largest {
            let row = Int(i)
            if let b = best, rowCount[b] < rowCount[row] || (rowCount[b] == rowCount[row] && b < row) { continue }
            best = row
        }
        return best
    }

    /// Marks column position `c` pivoted (into `row`, or dropped when −1) and updates the counts.
    private mutating func retire(_ c: Int, row: Int, model: BoundedModel) {
        columnActive[c] = false
        remaining -= 1
        let j = Int(columns[c])
        for k in model.columnStart[j]..<model.columnStart[j + 1] {
            let i = Int(model.entryRow[k])
            rowCount[i] -= 1
            if rowActive[i], rowCount[i] == 1 { singletons.append(Int32(i)) }
        }
        guard row >= 0 else { return }
        rowActive[row] = false
        for p in rowStart[row]..<rowStart[row + 1] {
            let other = Int(rowColumns[p])
            guard columnActive[other] else { continue }
            columnCount[other] -= 1
            if bumpStarted { bump.push(Int64(columnCount[other]) << 32 | Int64(other)) }
        }
    }
}
