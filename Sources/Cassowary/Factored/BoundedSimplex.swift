// The state of the factored engine: a basis over a bounded model, its inverse, the values.

/// The bounded-variable primal revised simplex (Dantzig 1955's upper-bounding technique, in
/// the revised form of Chvátal, "Linear Programming", ch. 8 and 24) over a ``BoundedModel``.
///
/// The basis is one column per row (`head`); every other column is *non-basic* at a value of
/// its own (a bound, or anywhere for a free variable), and the basic values follow from
/// `B x_B = b − N x_N`. Nothing in the form of a tableau is stored: the reduced costs
/// `d_j = c_j − yᵀ a_j` are kept and updated from the pivot row after each step
/// (`BoundedSimplex+Pricing.swift`), the entering column `B⁻¹ a_q` is computed (FTRAN)
/// through the ``EtaFile``, which is rebuilt (``Reinversion``) every ``refactorInterval``
/// basis changes at most, and the reduced costs are then recomputed exactly.
struct BoundedSimplex {
    /// Basis changes between two reinversions at most: 64, or one per 256 rows on a larger
    /// basis, since a reinversion costs at least a pass over the rows (grid 100, 60,006 rows:
    /// 8.8 s with 64, 3.6 s with 256; docs/solver-engine-notes.md, session 13).
    var refactorInterval: Int { max(64, model.rowCount / 256) }
    /// A basic value (points) this far outside its bound, scaled by the bound's magnitude
    /// (at least 1), is infeasible.
    static let feasibility = 1e-9
    /// A reduced cost of at most this magnitude is zero (levels' costs are 1 per error).
    static let optimality = 1e-9
    /// An FTRAN-ed entry of at most this magnitude never blocks nor pivots.
    static let pivot = 1e-9

    var model: BoundedModel
    /// The basic column of each row.
    var head: [Int32]
    /// The row a column is basic in, or −1.
    var position: [Int32]
    /// Every column's value (points): non-basic ones as set, basic ones from the basis.
    var x: [Double]
    /// The row-wise copy of the matrix, for the pivot row.
    let rows: RowwiseMatrix
    var etas: EtaFile
    /// The reinversion's workspace, reused from one to the next.
    var reinversion = Reinversion()
    /// The FTRAN-ed entering column (over rows).
    var work: SparseVector
    /// The dense prices `y`, for an exact recomputation of the reduced costs.
    var prices: [Double]
    /// The objective being minimised (nil between optimisations), each column's cost in it,
    /// and each column's kept reduced cost (0 for a basic one).
    var objective: Cost? = nil
    var costs: [Double]
    var reducedCosts: [Double]
    /// The error columns of the level being optimised (its costs are 1), and the columns whose
    /// cost a level set (to clear it at the next).
    var levelColumns: [Int32] = []
    var costedColumns: [Int32] = []
    /// The columns whose kept reduced cost may be non-zero, each once (`isDirty`): a level's
    /// start clears only these (`BoundedSimplex+LevelPricing.swift`).
    var dirty: [Int32] = []
    var isDirty: [Bool]
    /// In the phase one, how many basic columns have a non-zero cost (are infeasible).
    var costedBasics = 0
    /// The improving non-basic columns by reduced cost, largest first (stale keys are skipped).
    var candidates = MinHeap<Candidate>()
    /// The sparse vector the prices change by (over rows), BTRAN-ed into the row `ρ`.
    var priceChange: SparseVector
    /// Which columns an update touched (stamp per column), and the list of them.
    var touched: [UInt32]
    var touchStamp: UInt32 = 0
    var touchedColumns: [Int32] = []
    /// Steps since the reduced costs were last computed exactly.
    var updatesSinceExact = 0
    /// The largest difference between a kept reduced cost and its exact value at a
    /// reinversion (the round-off the updates gathered).
    var largestDrift = 0.0
    var pivots = 0
    var refactorizations = 0
    /// Entries of the eta file right after the last reinversion, and the most it ever held.
    var factorEntries = 0
    var largestEtaFile = 0
    var pivotBudget: Int

    /// The slack basis: each row's logical column, or for an optional row its logical
    /// outside its bounds at the starting `x`, the error that absorbs the constant (so that only
    /// required rows start infeasible, as the Cassowary paper's error variables make them).
    init(_ model: BoundedModel) {
        self.model = model
        let m = model.rowCount
        head = model.logical
        position = [Int32](repeating: -1, count: model.columnCount)
        x = [Double](repeating: 0, count: model.columnCount)
        rows = RowwiseMatrix(model)
        etas = EtaFile(rowCount: m)
        work = SparseVector(count: m)
        prices = [Double](repeating: 0, count: m)
        costs = [Double](repeating: 0, count: model.columnCount)
        reducedCosts = [Double](repeating: 0, count: model.columnCount)
        priceChange = SparseVector(count: m)
        touched = [UInt32](repeating: 0, count: model.columnCount)
        isDirty = [Bool](repeating: false, count: model.columnCount)
        pivotBudget = 100_000 + 64 * (model.columnCount + m)
        // Each variable starts at the bound nearest 0 (0 when free), so that every non-basic
        // column is within its bounds; `activity` is then each constraint's `a·x + c`.
        var activity = model.rightHandSide.map { -$0 }
        for j in 0..<model.variableCount {
            x[j] = min(max(0, model.lower[j]), model.upper[j])
            guard x[j] != 0 else { continue }
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                activity[Int(model.entryRow[k])] += model.entryValue[k] * x[j]
            }
        }
        for row in 0..<m {
            let value = activity[row]
            let logical = Int(model.logical[row])
            let errors = model.errorStart[row]..<model.errorStart[row + 1]
            guard !errors.isEmpty, value < model.lower[logical] || value > model.upper[logical] else { continue }
            // The error whose entry is −1 takes a positive constant, the one with +1 a negative one.
            for e in errors {
                let column = Int(model.errorColumns[e])
                let entry = model.entryValue[model.columnStart[column]]
                if (value > 0) == (entry < 0) { head[row] = Int32(column) }
            }
        }
        for row in 0..<m { position[Int(head[row])] = Int32(row) }
    }

    /// Reinverts the basis and recomputes the basic values from the non-basic ones
    /// (`x_B = B⁻¹ (b − N x_N)`) and, during an optimisation, the reduced costs, which also
    /// clears the round-off the updates gathered.
    mutating func refactor() {
        refactorizations += 1
        largestEtaFile = max(largestEtaFile, etas.entryCount)
        for column in head { position[Int(column)] = -1 }
        reinversion.run(&head, model: model, into: &etas, work: &work)
        for row in head.indices { position[Int(head[row])] = Int32(row) }
        for column in reinversion.dropped { x[Int(column)] = clamped(Int(column)) }
        factorEntries = etas.entryCount
        largestEtaFile = max(largestEtaFile, factorEntries)
        recomputeBasicValues()
        guard let objective else { return }
        // The phase one's costs follow the fresh values; a level's are fixed, so there the
        // kept reduced costs can be checked against the exact ones.
        if objective == .infeasibility { setCosts(objective) }
        recomputeReducedCosts(measuringDrift: objective != .infeasibility && reinversion.dropped.isEmpty)
    }

    /// A column's value moved inside its bounds (a column that left the basis as dependent).
    private func clamped(_ j: Int) -> Double {
        min(max(x[j], model.lower[j]), model.upper[j])
    }

    mutating func recomputeBasicValues() {
        work.clear()
        for row in 0..<model.rowCount where model.rightHandSide[row] != 0 { work.set(row, model.rightHandSide[row]) }
        for j in 0..<model.columnCount where position[j] < 0 && x[j] != 0 {
            for k in model.columnStart[j]..<model.columnStart[j + 1] {
                work.add(Int(model.entryRow[k]), -model.entryValue[k] * x[j])
            }
        }
        etas.ftran(&work)
        for row in 0..<model.rowCount { x[Int(head[row])] = work[row] }
        work.clear()
    }

    /// How far basic column `j`'s value is outside its bounds: negative below, positive
    /// above, 0 within ``feasibility``.
    @inline(__always) func infeasibility(_ j: Int) -> Double {
        let value = x[j]
        let low = model.lower[j], high = model.upper[j]
        if value < low - Self.feasibility * max(1, abs(low)) { return value - low }
        if value > high + Self.feasibility * max(1, abs(high)) { return value - high }
        return 0
    }

    /// The summed violation (points) of the optional constraints at `priority`.
    func violation(atPriority priority: Int) -> Double {
        var sum = 0.0
        for j in 0..<model.columnCount where Int(model.costPriority[j]) == priority { sum += x[j] }
        return sum
    }
}
