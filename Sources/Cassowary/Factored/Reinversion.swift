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
struct Reinversion {
    /// Magnitude below which an FTRAN-ed entry cannot be a pivot (relative to the column's largest, at least 1).
    static let singular = 1e-11
    /// Threshold pivoting: a bump pivot is at least this fraction of its column's largest entry.
    static let threshold = 0.1

    /// The new basis heading (the basic column of each row) and the columns that left it.
    struct Result {
        var head: [Int32]
        var dropped: [Int32]
    }

    /// Reinverts the basis made of `columns` (one per row, in any order) into `etas`.
    static func run(_ columns: [Int32], model: BoundedModel, into etas: inout EtaFile, work: inout SparseVector) -> Result {
        var state = Reinversion(columns: columns, model: model)
        etas.removeAll()
        var result = Result(head: [Int32](repeating: -1, count: model.rowCount), dropped: [])
        while state.remaining > 0 {
            let (c, preferred) = state.nextPivot()
            guard c >= 0 else { break }
            work.clear()
            let column = Int(columns[c])
            for k in model.columnStart[column]..<model.columnStart[column + 1] {
                work.set(Int(model.entryRow[k]), model.entryValue[k])
            }
            etas.ftran(&work)
            guard let row = state.pivotRow(work, preferred: preferred) else {
                state.retire(c, row: -1)
                result.dropped.append(columns[c])
                continue
            }
            etas.append(row: row, column: work, drop: 0, isFactor: true)
            result.head[row] = columns[c]
            state.retire(c, row: row)
        }
        for row in 0..<model.rowCount where result.head[row] < 0 {
            work.clear()
            work.set(row, -1)  // a logical column: −1 in its row
            etas.append(row: row, column: work, drop: 0, isFactor: true)
            result.head[row] = model.logical[row]
        }
        work.clear()
        return result
    }

    private let model: BoundedModel
    private let columns: [Int32]
    /// Per row: the basic columns (positions in `columns`) with an entry in it.
    private var rowStart: [Int]
    private var rowColumns: [Int32]
    /// Per row: its basic columns not yet pivoted; per column: its rows not yet pivoted.
    private var rowCount: [Int32]
    private var columnCount: [Int32]
    private var rowActive: [Bool]
    private var columnActive: [Bool]
    private var singletons: [Int32] = []
    /// Bump candidates, keyed `count << 32 | position` (stale keys are skipped).
    private var bump = MinHeap<Int64>()
    private(set) var remaining: Int

    private init(columns: [Int32], model: BoundedModel) {
        self.model = model
        self.columns = columns
        let m = model.rowCount
        rowCount = [Int32](repeating: 0, count: m)
        columnCount = [Int32](repeating: 0, count: columns.count)
        for (c, column) in columns.enumerated() {
            let j = Int(column)
            for k in model.columnStart[j]..<model.columnStart[j + 1] { rowCount[Int(model.entryRow[k])] += 1 }
            columnCount[c] = Int32(model.columnStart[j + 1] - model.columnStart[j])
        }
        rowStart = [Int](repeating: 0, count: m + 1)
        for i in 0..<m { rowStart[i + 1] = rowStart[i] + Int(rowCount[i]) }
        rowColumns = [Int32](repeating: 0, count: rowStart[m])
        var next = rowStart
        for (c, column) in columns.enumerated() {
            let j = Int(column)
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                let i = Int(model.entryRow[k])
                rowColumns[next[i]] = Int32(c)
                next[i] += 1
            }
        }
        rowActive = [Bool](repeating: true, count: m)
        columnActive = [Bool](repeating: true, count: columns.count)
        remaining = columns.count
        for i in 0..<m where rowCount[i] == 1 { singletons.append(Int32(i)) }
        for c in columns.indices { bump.push(Int64(columnCount[c]) << 32 | Int64(c)) }
    }

    /// The next column to pivot (a position in `columns`) and the singleton row it fills, if any.
    private mutating func nextPivot() -> (Int, Int?) {
        while let row = singletons.popLast().map(Int.init) {
            guard rowActive[row], rowCount[row] == 1 else { continue }
            for p in rowStart[row]..<rowStart[row + 1] where columnActive[Int(rowColumns[p])] {
                return (Int(rowColumns[p]), row)
            }
        }
        while let key = bump.popMin() {
            let c = Int(key & 0xFFFF_FFFF)
            guard columnActive[c], Int64(columnCount[c]) == key >> 32 else { continue }
            return (c, nil)
        }
        return (-1, nil)
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
    private mutating func retire(_ c: Int, row: Int) {
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
            bump.push(Int64(columnCount[other]) << 32 | Int64(other))
        }
    }
}
