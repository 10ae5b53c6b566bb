// Rebuilding the factors of a basis: triangular parts first, then the bump, as `B = LU`.

/// Builds the eta file of a basis from scratch (a *reinversion*), choosing the order of the
/// pivots so that the etas stay as sparse as the basis itself.
///
/// The factors are `B = LU` by left-looking Gaussian elimination (session 15): each column is
/// FTRAN-ed through the L etas made so far; its entries in rows already pivoted are its column
/// of U, kept aside and appended, last pivot first, after every L eta
/// (``EtaFile/appendLowerUpper(row:column:pivoted:)``, ``EtaFile/commitUpper()``). Session
/// 11–14's product form (one eta per pivot holding both parts) filled in the part above the
/// diagonal of every bump column with the U part of each earlier one (Gauss–Jordan):
/// stack-equal-centering-squeezed's bumps are block-bidiagonal chains of the views' positions
/// and widths (four entries a column), and their product-form etas grew by one entry a pivot,
/// 7.1 M entries at 8,000 views; as L and U they hold 101 K.
///
/// The basis is permuted towards a lower triangular matrix, whose product-form etas are its
/// columns (eta `k`'s column holds no earlier pivot row, so FTRAN leaves it as it is), in the
/// order of Hellerman & Rarick's P3 (and Orchard-Hays's "Advanced linear-programming computing
/// techniques", 1968, ch. 6): `[forward | bump | backward | dense]`.
///
/// 0. **Dense rows and columns** (more than ``denseRow`` basic columns in a row: the sum that
///    closes a chain once the presolve has eliminated its positions; more than ``denseRow``
///    entries in a column: the first gap's width, which every equal-centering gap row reads) are
///    set aside and pivoted last (the dense deferral of LU codes; Duff, Erisman & Reid, "Direct
///    methods for sparse matrices", §9.6): every column has an entry in a dense row, and a
///    dense column's eta has an entry in almost every row, so an early eta of either would be
///    added into every later column that meets it (equal-centering-squeezed 250: 155 K entries
///    in the worst reinversion with the dense column in the bump, 2–6 K set aside).
/// 1. **Forward**: while some row holds exactly one basic column not yet placed (a row
///    singleton), that column is pivoted into it, its eta its own column until the first bump
///    pivot.
/// 2. **Backward**: a column with exactly one entry in the rows not yet placed (a column
///    singleton: a logical, an error, or the last link of a chain) is assigned that row and
///    set aside; the set-aside columns are pivoted after the bump, last set aside first, so that
///    each finds its other rows still unpivoted. Pivoted first instead (session 11's order),
///    the rows of the logicals and errors a chain's columns also hold were already pivoted, and
///    each link's eta carried every earlier link's entries: 2.7 M entries for 6,665 rows on
///    chain-linked-priorities 1,333 once its positions were eliminated.
/// 3. **Bump**: when neither is left, the column with the fewest entries in rows not yet
///    placed is FTRAN-ed and pivoted into a row where its magnitude is at least a tenth of its
///    largest (threshold pivoting, Markowitz 1957), the one that holds the fewest basic columns;
///    then back to 1. A column left with no entry in those rows waits for the dense rows.
/// 4. A column whose FTRAN-ed entries in the rows left are all below `singular` is dependent on
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
    /// A row holding more basic columns than this, or a column with more entries, is dense,
    /// pivoted last.
    static let denseRow = 32

    /// The columns that left the basis as dependent in the last ``run(_:model:into:work:)``.
    private(set) var dropped: [Int32] = []
    /// The basis being reinverted (a copy of the heading, one column per row in any order).
    private var columns: [Int32] = []
    /// Per row: the basic columns (positions in `columns`) with an entry in it.
    private var rowStart: [Int] = []
    private var rowColumns: [Int32] = []
    /// Per row: its basic columns not yet placed; per column: its rows not yet placed (dense
    /// rows not counted).
    private var rowCount: [Int32] = []
    private var columnCount: [Int32] = []
    /// Rows and columns not yet placed (a dense row is never active).
    private var rowActive: [Bool] = []
    private var columnActive: [Bool] = []
    private var next: [Int] = []
    private var singletons: [Int32] = []
    /// Bump candidates, keyed `count << 32 | position` (stale keys are skipped); filled only
    /// once the triangular part runs out of singletons (`bumpStarted`), so that a triangular
    /// basis never pays for it.
    private var bump = MinHeap<Int64>()
    private var bumpStarted = false
    /// Whether an FTRAN-ed eta was made (then a forward column needs its FTRAN too).
    private var bumpPivoted = false
    private var remaining = 0
    /// The backward columns (position, row), in the order set aside, and the columns left for
    /// the end: the dense ones, and those left with no entry in a row not yet placed.
    private var backward: [(Int32, Int32)] = []
    private var late: [Int32] = []
    /// Rows that have their eta.
    private var pivoted: [Bool] = []

    /// Reinverts the basis `head` (one column per row, in any order) into `etas` and rewrites
    /// `head` as the new heading (the basic column of each row); the columns that left it are
    /// in ``dropped``.
    mutating func run(_ head: inout [Int32], model: BoundedModel, into etas: inout EtaFile, work: inout SparseVector) {
        reset(head, model: model)
        etas.removeAll()
        dropped.removeAll(keepingCapacity: true)
        for row in head.indices { head[row] = -1 }
        while remaining > 0 {
            if let (c, row) = nextSingleton() {
                let column = Int(columns[c])
                if !bumpPivoted, isStablePivot(column, row: row, model: model) {
                    let entries = model.columnStart[column]..<model.columnStart[column + 1]
                    etas.appendFactor(row: row, rows: model.entryRow[entries], values: model.entryValue[entries])
                    head[row] = columns[c]
                    pivoted[row] = true
                    retire(c, row: row, model: model)
                } else {
                    pivotActive(c, preferred: row, head: &head, model: model, etas: &etas, work: &work)
                }
                continue
            }
            guard let c = nextBumpColumn() else { break }
            switch columnCount[c] {
            case 0:
                late.append(Int32(c))
                retire(c, row: -1, model: model)
            case 1:
                let row = activeRow(of: c, model: model)
                backward.append((Int32(c), Int32(row)))
                retire(c, row: row, model: model)
            default:
                pivotActive(c, preferred: nil, head: &head, model: model, etas: &etas, work: &work)
            }
        }
        for (c, row) in backward.reversed() {
            place(Int(c), preferred: Int(row), head: &head, model: model, etas: &etas, work: &work)
        }
        for c in late { place(Int(c), preferred: nil, head: &head, model: model, etas: &etas, work: &work) }
        for row in 0..<model.rowCount where head[row] < 0 {
            work.clear()
            work.set(row, -1)  // a logical column: −1 in its row
            etas.append(row: row, column: work, drop: 0, isFactor: true)
            head[row] = model.logical[row]
        }
        work.clear()
        etas.commitUpper()
        etas.indexFactorRows()
    }

    /// Loads column position `c` into `work` and FTRANs it.
    private func load(_ c: Int, model: BoundedModel, etas: inout EtaFile, work: inout SparseVector) {
        let column = Int(columns[c])
        work.clear()
        for k in model.columnStart[column]..<model.columnStart[column + 1] {
            work.set(Int(model.entryRow[k]), model.entryValue[k])
        }
        etas.ftran(&work)
    }

    /// Pivots column position `c` (FTRAN-ed) into an active row, or leaves it for the dense
    /// rows when no active row holds an entry that is not tiny.
    private mutating func pivotActive(
        _ c: Int, preferred: Int?, head: inout [Int32], model: BoundedModel, etas: inout EtaFile, work: inout SparseVector
    ) {
        load(c, model: model, etas: &etas, work: &work)
        guard let row = pivotRow(work, preferred: preferred, among: .active) else {
            late.append(Int32(c))
            retire(c, row: -1, model: model)
            return
        }
        etas.appendLowerUpper(row: row, column: work, pivoted: pivoted)
        head[row] = columns[c]
        pivoted[row] = true
        bumpPivoted = true
        retire(c, row: row, model: model)
    }

    /// Pivots a backward or late column into a row not yet pivoted (`preferred` if it passes the
    /// threshold), or drops it as dependent.
    private mutating func place(
        _ c: Int, preferred: Int?, head: inout [Int32], model: BoundedModel, etas: inout EtaFile, work: inout SparseVector
    ) {
        load(c, model: model, etas: &etas, work: &work)
        guard let row = pivotRow(work, preferred: preferred, among: .unpivoted) else {
            dropped.append(columns[c])
            return
        }
        etas.appendLowerUpper(row: row, column: work, pivoted: pivoted)
        head[row] = columns[c]
        pivoted[row] = true
    }

    /// The one active row of column position `c` (a column singleton).
    private func activeRow(of c: Int, model: BoundedModel) -> Int {
        let j = Int(columns[c])
        for k in model.columnStart[j]..<model.columnStart[j + 1] where rowActive[Int(model.entryRow[k])] {
            return Int(model.entryRow[k])
        }
        return -1
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
        refill(&pivoted, m, false)
        refill(&columnActive, columns.count, true)
        remaining = columns.count
        late.removeAll(keepingCapacity: true)
        for (c, column) in columns.enumerated() {
            let j = Int(column)
            guard model.columnStart[j + 1] - model.columnStart[j] > Self.denseRow else { continue }
            columnActive[c] = false
            remaining -= 1
            late.append(Int32(c))
            for k in model.columnStart[j]..<model.columnStart[j + 1] { rowCount[Int(model.entryRow[k])] -= 1 }
        }
        for i in 0..<m where rowCount[i] > Self.denseRow {
            rowActive[i] = false
            for p in rowStart[i]..<rowStart[i + 1] { columnCount[Int(rowColumns[p])] -= 1 }
        }
        singletons.removeAll(keepingCapacity: true)
        backward.removeAll(keepingCapacity: true)
        bump.removeAll()
        bumpStarted = false
        bumpPivoted = false
        for i in 0..<m where rowCount[i] == 1 { singletons.append(Int32(i)) }
    }

    /// `array` as `count` copies of `value`, in the storage it already has.
    private func refill<T>(_ array: inout [T], _ count: Int, _ value: T) {
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
    }

    /// The next row singleton: a column (a position in `columns`) and the row it fills.
    private mutating func nextSingleton() -> (Int, Int)? {
        while let row = singletons.popLast().map(Int.init) {
            guard rowActive[row], rowCount[row] == 1 else { continue }
            for p in rowStart[row]..<rowStart[row + 1] where columnActive[Int(rowColumns[p])] {
                return (Int(rowColumns[p]), row)
            }
        }
        return nil
    }

    /// The active column with the fewest entries in active rows, or nil when none is left.
    private mutating func nextBumpColumn() -> Int? {
        if !bumpStarted {
            bumpStarted = true
            for c in columns.indices where columnActive[c] { bump.push(Int64(columnCount[c]) << 32 | Int64(c)) }
        }
        while let key = bump.popMin() {
            let c = Int(key & 0xFFFF_FFFF)
            guard columnActive[c], Int64(columnCount[c]) == key >> 32 else { continue }
            return c
        }
        return nil
    }

    /// Whether model column `column`'s entry in `row` passes ``pivotRow(_:preferred:among:)``'s tests
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

    /// Which rows a pivot may take: the active ones (forward and bump), or any without an eta
    /// yet (backward, and the columns left for the dense rows).
    private enum Rows { case active, unpivoted }

    /// The row to pivot `column` (FTRAN-ed) into, among `rows`: `preferred` when its entry
    /// passes the threshold, else the row holding the fewest basic columns among the entries
    /// that do; nil when every entry in those rows is below ``singular``.
    private func pivotRow(_ column: SparseVector, preferred: Int?, among rows: Rows) -> Int? {
        func allowed(_ i: Int) -> Bool { rows == .active ? rowActive[i] : !pivoted[i] }
        var largest = 0.0
        for i in column.pattern where allowed(Int(i)) { largest = max(largest, abs(column[Int(i)])) }
        guard largest > Self.singular * max(1, largest) else { return nil }
        if let preferred, allowed(preferred), abs(column[preferred]) >= Self.threshold * largest { return preferred }
        var best: Int? = nil
        for i in column.pattern where allowed(Int(i)) && abs(column[Int(i)]) >= Self.threshold * largest {
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
