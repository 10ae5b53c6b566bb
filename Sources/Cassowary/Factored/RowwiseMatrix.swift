// A row-wise copy of the bounded model's matrix: the pivot row's product ρN visits only ρ's rows.

/// The constraint matrix of a ``BoundedModel`` by rows (compressed sparse rows), built once:
/// row `i` holds the entries `start[i] ..< start[i + 1]` of `column` and `value`, columns
/// ascending. The model keeps the matrix by columns for FTRAN; this copy lets the pivot row
/// `α_r = ρ N` be formed from the rows where `ρ` is non-zero alone (the row-wise pricing of
/// Forrest & Goldfarb, "Steepest-edge simplex algorithms for linear programming", 1992, §3;
/// Koberstein, "The dual simplex method, techniques for a fast and stable implementation",
/// 2005, §6.3).
struct RowwiseMatrix {
    private(set) var start: [Int]
    private(set) var column: [Int32]
    private(set) var value: [Double]

    init(_ model: BoundedModel) {
        let m = model.rowCount
        var count = [Int](repeating: 0, count: m + 1)
        for row in model.entryRow { count[Int(row) + 1] += 1 }
        for i in 0..<m { count[i + 1] += count[i] }
        start = count
        column = [Int32](repeating: 0, count: count[m])
        value = [Double](repeating: 0, count: count[m])
        var next = count
        for j in 0..<model.columnCount {
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                let i = Int(model.entryRow[k])
                column[next[i]] = Int32(j)
                value[next[i]] = model.entryValue[k]
                next[i] += 1
            }
        }
    }
}
