// The constraint matrix of the factored engine: columns with bounds, rows with right-hand sides.

/// The linear programme the factored engine solves, built once from a list of ``Constraint``s.
///
/// Each constraint `a·x + c rel 0` is one row `a·x + (errors) − s = −c`, where `s` is the
/// row's *logical* column, bounded by the relation (`= 0`: [0, 0]; `≤ 0`: (−∞, 0];
/// `≥ 0`: [0, ∞)). An optional constraint gets error columns with bounds [0, ∞) costed 1
/// at its level (the Cassowary paper's `e⁺ − e⁻` for an equality, one error for an
/// inequality, as `Simplex.createRow` makes them): `a·x + c = e⁺ − e⁻`, `a·x + c − e ≤ 0`,
/// `a·x + c + e ≥ 0`. The variables (points) are the first columns, free.
///
/// The matrix is kept by columns (compressed sparse columns); repeated terms of one
/// variable in a constraint are summed, and zero coefficients dropped.
struct BoundedModel {
    /// Number of rows (one per constraint).
    let rowCount: Int
    /// Number of variables (the first columns).
    let variableCount: Int
    /// Column `j` holds the entries `columnStart[j] ..< columnStart[j + 1]`.
    private(set) var columnStart: [Int] = [0]
    private(set) var entryRow: [Int32] = []
    private(set) var entryValue: [Double] = []
    /// Bounds of each column (points); ±infinity when unbounded.
    var lower: [Double] = []
    var upper: [Double] = []
    /// The priority an error column is costed at, 0 for every other column.
    private(set) var costPriority: [Int32] = []
    /// The logical column of each row.
    private(set) var logical: [Int32] = []
    /// The right-hand side of each row: the constraint's constant, negated.
    private(set) var rightHandSide: [Double] = []
    /// The error columns of each row (none for a required row): `errorStart[i] ..< errorStart[i + 1]`
    /// into `errorColumns`.
    private(set) var errorStart: [Int] = [0]
    private(set) var errorColumns: [Int32] = []
    /// The optional priorities in use, highest first.
    private(set) var priorities: [Int] = []

    var columnCount: Int { columnStart.count - 1 }

    /// Checks `constraints` as ``Solver/add(_:)`` would, before anything is built from them.
    ///
    /// - Throws: ``SolverError/invalidPriority(_:)`` for a priority outside 1...1000, or
    ///   ``SolverError/invalidExpression`` for a constant or coefficient that is not finite or a
    ///   variable id outside `0 ..< variableCount`.
    static func validate(_ constraints: [Constraint], variableCount: Int) throws(SolverError) {
        for constraint in constraints {
            guard Constraint.priorityRange.contains(constraint.priority) else {
                throw .invalidPriority(constraint.priority)
            }
            guard constraint.expression.constant.isFinite else { throw .invalidExpression }
            for term in constraint.expression.terms {
                guard term.coefficient.isFinite, term.variable.id >= 0, term.variable.id < variableCount
                else { throw .invalidExpression }
            }
        }
    }

    /// The model of `constraints`, the variables bounded by `lower` and `upper` (points, one
    /// per variable, ±infinity when unbounded; free when nil: `Presolve` makes the bounds).
    ///
    /// - Throws: what ``validate(_:variableCount:)`` throws.
    init(
        _ constraints: [Constraint], variableCount: Int, lower low: [Double]? = nil, upper high: [Double]? = nil
    ) throws(SolverError) {
        rowCount = constraints.count
        self.variableCount = variableCount
        try Self.validate(constraints, variableCount: variableCount)
        appendVariables(constraints)
        if let low, let high, low.count == variableCount, high.count == variableCount {
            lower = low
            upper = high
        }
        var used = Set<Int>()
        for (row, constraint) in constraints.enumerated() {
            appendLogicalAndErrors(row: Int32(row), constraint)
            if constraint.priority < Constraint.required { used.insert(constraint.priority) }
        }
        priorities = used.sorted(by: >)
    }

    /// The variables' columns, gathered from the constraints' terms (each summed per row).
    private mutating func appendVariables(_ constraints: [Constraint]) {
        var count = [Int](repeating: 0, count: variableCount + 1)
        for constraint in constraints {
            for term in constraint.expression.terms { count[term.variable.id + 1] += 1 }
        }
        for j in 0..<variableCount { count[j + 1] += count[j] }
        var next = count
        entryRow = [Int32](repeating: 0, count: count[variableCount])
        entryValue = [Double](repeating: 0, count: count[variableCount])
        for (row, constraint) in constraints.enumerated() {
            for term in constraint.expression.terms {
                let j = term.variable.id
                // The same variable twice in one constraint: add to its entry of this row.
                if next[j] > count[j], entryRow[next[j] - 1] == Int32(row) {
                    entryValue[next[j] - 1] += term.coefficient
                } else {
                    entryRow[next[j]] = Int32(row)
                    entryValue[next[j]] = term.coefficient
                    next[j] += 1
                }
            }
        }
        // Compact: drop the slots that summing left unused and the zero sums.
        var write = 0
        columnStart = [0]
        for j in 0..<variableCount {
            for k in count[j]..<next[j] where entryValue[k] != 0 {
                entryRow[write] = entryRow[k]
                entryValue[write] = entryValue[k]
                write += 1
            }
            columnStart.append(write)
        }
        entryRow.removeLast(entryRow.count - write)
        entryValue.removeLast(entryValue.count - write)
        lower = [Double](repeating: -.infinity, count: variableCount)
        upper = [Double](repeating: .infinity, count: variableCount)
        costPriority = [Int32](repeating: 0, count: variableCount)
    }

    /// The row's logical column and, for an optional row, its error columns.
    private mutating func appendLogicalAndErrors(row: Int32, _ constraint: Constraint) {
        rightHandSide.append(-constraint.expression.constant)
        let (low, high): (Double, Double) =
            switch constraint.relation {
            case .equal: (0, 0)
            case .lessThanOrEqual: (-.infinity, 0)
            case .greaterThanOrEqual: (0, .infinity)
            }
        logical.append(Int32(columnCount))
        appendColumn(row: row, value: -1, lower: low, upper: high, priority: 0)
        if constraint.priority < Constraint.required {
            let priority = Int32(constraint.priority)
            switch constraint.relation {
            case .equal:
                appendError(row: row, value: -1, priority: priority)
                appendError(row: row, value: 1, priority: priority)
            case .lessThanOrEqual: appendError(row: row, value: -1, priority: priority)
            case .greaterThanOrEqual: appendError(row: row, value: 1, priority: priority)
            }
        }
        errorStart.append(errorColumns.count)
    }

    private mutating func appendError(row: Int32, value: Double, priority: Int32) {
        errorColumns.append(Int32(columnCount))
        appendColumn(row: row, value: value, lower: 0, upper: .infinity, priority: priority)
    }

    private mutating func appendColumn(row: Int32, value: Double, lower low: Double, upper high: Double, priority: Int32) {
        entryRow.append(row)
        entryValue.append(value)
        columnStart.append(entryRow.count)
        lower.append(low)
        upper.append(high)
        costPriority.append(priority)
    }

    /// `Σ a_ij · v_i` over column `j`'s entries.
    @inline(__always) func dot(_ v: UnsafeBufferPointer<Double>, column j: Int) -> Double {
        var sum = 0.0
        for k in columnStart[j]..<columnStart[j + 1] { sum += entryValue[k] * v[Int(entryRow[k])] }
        return sum
    }
}
