// Which variables move on the optimal face: the factored engine's ambiguity question.

extension BoundedSimplex {
    /// For each variable (the model's first `variableCount` columns), whether another point
    /// of the optimal face gives it another value: the layout leaves it *ambiguous*. Asked
    /// after the last level, whose fixings (`optimizeLevel`) make the optimal face the set of
    /// feasible points within the columns' bounds. Nil when a cone's own solver failed.
    ///
    /// The same question as the tableau's `Simplex.ambiguity(of:)` (docs/solver-engine-notes.md,
    /// "Ambiguity"), asked of the factored basis. The face is convex, so a variable moves on it
    /// exactly when some feasible direction at the current vertex moves it. A direction moves
    /// the *free* columns (non-basic, bounds apart: one at a bound only away from it) by `d_J`
    /// and the basic ones by `−B⁻¹ A_J d_J`; rows whose basic column sits at a bound must not
    /// leave it, rows with room do not bound an infinitesimal step. Free columns linked by
    /// such rows form one component of the cone (``DirectionCone``). Then, as on the tableau:
    ///
    /// 1. one direction is drawn in every component (pseudo-random targets from a fixed
    ///    seed), and the free columns no direction can move are marked pinned;
    /// 2. every basic column's rate along it comes from one FTRAN of `A_J d_J`, and which
    ///    basic columns depend on a movable free column at all from one FTRAN of `A_J r`
    ///    with random positive weights `r` (an exact zero there is independence: a
    ///    cancellation of random weights does not happen);
    /// 3. a variable that depends on a movable column but whose rate is about 0 gets the
    ///    exact probe: its row of `B⁻¹ A_J` (a BTRAN), asked of each component's cone.
    ///
    /// The variables the presolve eliminated (`definitions`, in ``Presolve/recover(_:)``'s
    /// order) are in no row: each one's rate is its definition's over the others'.
    ///
    /// Cost: an FTRAN per free column (for the rows at a bound), two more, and a BTRAN per
    /// probed variable.
    mutating func ambiguity(_ definitions: [(variable: Int, terms: ArraySlice<(Int32, Double)>)]) -> [Bool]? {
        refactor()
        var eliminated = [Int32](repeating: -1, count: model.variableCount)
        for (k, definition) in definitions.enumerated() { eliminated[definition.variable] = Int32(k) }
        var face = FaceCone(self, eliminated: eliminated)
        let movable = face.sample(&self)
        guard face.failure == nil else { return nil }
        let basicRates = basicChange(along: face.direction)
        let weights = face.supportWeights(movable)
        let basicSupport = basicChange(along: weights)
        // Each variable's rate along the sampled direction and its support (its rate along the
        // random weights), then whether it moves.
        var rate = [Double](repeating: 0, count: model.variableCount)
        var support = [Double](repeating: 0, count: model.variableCount)
        var open = [Bool](repeating: false, count: model.variableCount)
        for v in 0..<model.variableCount where eliminated[v] < 0 {
            let row = Int(position[v])
            if row >= 0 {
                (rate[v], support[v]) = (basicRates[row], basicSupport[row])
            } else if face.index[v] >= 0 {
                let k = Int(face.index[v])
                (rate[v], support[v]) = (face.direction[k].amount, weights[k].amount)
            }
        }
        for (v, terms) in definitions {
            for (w, c) in terms {
                rate[v] += c * rate[Int(w)]
                support[v] += c * support[Int(w)]
            }
        }
        for v in 0..<model.variableCount {
            if eliminated[v] < 0, position[v] < 0 {
                let k = face.index[v]
                open[v] = k >= 0 && movable[Int(k)]
                continue
            }
            guard support[v] != 0 else { continue }
            if abs(rate[v]) > Tolerance.sweepRate && abs(rate[v]) > Tolerance.sweepRelativeRate * face.scale {
                open[v] = true
            } else {
                open[v] = face.canMove(expanded(v, definitions, eliminated), of: &self)
            }
        }
        return face.failure == nil ? open : nil
    }

    /// Variable `v` as `Σ c·column` over columns in rows (its definition expanded through
    /// every eliminated variable it reaches, earliest eliminated first, so each is expanded
    /// once with its summed coefficient).
    fileprivate func expanded(
        _ v: Int, _ definitions: [(variable: Int, terms: ArraySlice<(Int32, Double)>)], _ eliminated: [Int32]
    ) -> [(column: Int, coefficient: Double)] {
        var sum: [Int: Double] = [v: 1]
        var pending = MinHeap<Int32>()
        // Recovery order is the reverse of elimination: the earliest eliminated is the last.
        func order(_ w: Int) -> Int32 { Int32(definitions.count - 1) - eliminated[w] }
        if eliminated[v] >= 0 { pending.push(order(v)) }
        while let o = pending.popMin() {
            let (w, terms) = definitions[definitions.count - 1 - Int(o)]
            guard let c = sum.removeValue(forKey: w), c != 0 else { continue }
            for (u, a) in terms {
                let u = Int(u)
                if eliminated[u] >= 0, sum[u] == nil { pending.push(order(u)) }
                sum[u, default: 0] += c * a
            }
        }
        return sum.filter { $0.value != 0 }.map { ($0.key, $0.value) }.sorted { $0.column < $1.column }
    }

    /// `B⁻¹ A_J t` over rows (dense), for `t` over the free columns (`FaceCone.columns`
    /// order): the basic columns' change is its negation.
    fileprivate mutating func basicChange(along t: [(column: Int32, amount: Double)]) -> [Double] {
        work.clear()
        for (j, amount) in t where amount != 0 {
            for k in model.columnStart[Int(j)]..<model.columnStart[Int(j) + 1] {
                work.add(Int(model.entryRow[k]), model.entryValue[k] * amount)
            }
        }
        etas.ftran(&work)
        var result = [Double](repeating: 0, count: model.rowCount)
        for i in work.pattern { result[Int(i)] = -work[Int(i)] }
        work.clear()
        return result
    }

    /// Whether basic column `j`'s value sits at a bound (points, within the tableau's
    /// ``Tolerance/atBound`` scaled by the bound): then a direction must not take it out.
    fileprivate func sitsAt(lower j: Int) -> Bool {
        let low = model.lower[j]
        return low.isFinite && x[j] - low <= Tolerance.atBound * max(1, abs(low))
    }

    fileprivate func sitsAt(upper j: Int) -> Bool {
        let high = model.upper[j]
        return high.isFinite && high - x[j] <= Tolerance.atBound * max(1, abs(high))
    }
}

/// The cone of feasible directions at the factored engine's optimal vertex, over its free
/// columns, split into components (``DirectionCone`` each).
///
/// A free column at its lower bound may only increase, one at its upper bound only decrease
/// (its direction is stored negated, so that every restricted entry is `≥ 0` as
/// ``DirectionCone`` wants), any other either way. A row whose basic column sits at a bound
/// constrains the basic column's rate `−(B⁻¹ A_J d)_row`: `≥ 0` at a lower bound, `≤ 0` at an
/// upper one, `= 0` at both.
private struct FaceCone {
    /// The free columns, and each model column's index among them (−1: not free).
    var columns: [Int32] = []
    var index: [Int32]
    /// −1 for a free column stored negated (at its upper bound), else 1.
    var sign: [Double] = []
    var restricted: [Bool] = []
    /// The component of each free column and its position in it, and each component's cone
    /// and members.
    var component: [Int32] = []
    var positionInComponent: [Int32] = []
    var cones: [DirectionCone] = []
    var members: [[Int32]] = []
    /// The sampled direction, as (model column, amount) over the free columns.
    var direction: [(column: Int32, amount: Double)] = []
    /// The largest magnitude in `direction`: the scale a rate is compared to.
    var scale = 1.0
    var failure: String?

    /// `eliminated`: per variable, whether (≥ 0) the presolve took it out of every row; such a
    /// variable's empty column is no direction of its own.
    init(_ simplex: BoundedSimplex, eliminated: [Int32]) {
        let model = simplex.model
        index = [Int32](repeating: -1, count: model.columnCount)
        for j in 0..<model.columnCount where simplex.position[j] < 0 && model.lower[j] < model.upper[j] {
            if j < eliminated.count, eliminated[j] >= 0 { continue }
            index[j] = Int32(columns.count)
            columns.append(Int32(j))
            let atLower = model.lower[j].isFinite && simplex.x[j] <= model.lower[j]
            let atUpper = model.upper[j].isFinite && simplex.x[j] >= model.upper[j]
            sign.append(atUpper && !atLower ? -1 : 1)
            restricted.append(atLower || atUpper)
        }
    }

    /// Builds the components from the rows at a bound, draws the direction, and returns
    /// which free columns some direction moves.
    mutating func sample(_ simplex: inout BoundedSimplex) -> [Bool] {
        let boundRows = rowsAtBound(&simplex)
        var parent = Array(0..<columns.count)
        func root(_ k: Int) -> Int {
            var k = k
            while parent[k] != k {
                parent[k] = parent[parent[k]]
                k = parent[k]
            }
            return k
        }
        for row in boundRows {
            guard let first = row.terms.first?.0 else { continue }
            for (k, _) in row.terms.dropFirst() { parent[root(k)] = root(first) }
        }
        // Components numbered in the order of their first column; positions in column order.
        var numberOfRoot = [Int32](repeating: -1, count: columns.count)
        component = [Int32](repeating: 0, count: columns.count)
        positionInComponent = [Int32](repeating: 0, count: columns.count)
        for k in columns.indices {
            let r = root(k)
            if numberOfRoot[r] < 0 {
                numberOfRoot[r] = Int32(members.count)
                members.append([])
            }
            let c = Int(numberOfRoot[r])
            component[k] = Int32(c)
            positionInComponent[k] = Int32(members[c].count)
            members[c].append(Int32(k))
        }
        var rowsOf = [[(terms: [(Int, Double)], equality: Bool)]](repeating: [], count: members.count)
        for row in boundRows {
            guard let first = row.terms.first?.0 else { continue }
            rowsOf[Int(component[first])].append((row.terms.map { (Int(positionInComponent[$0.0]), $0.1) }, row.equality))
        }
        var random = SplitMix(seed: 0x5EED_CA55_0A1A)
        var amounts = [Double](repeating: 0, count: columns.count)
        var movable = [Bool](repeating: false, count: columns.count)
        for (c, list) in members.enumerated() {
            let cone = DirectionCone(restricted: list.map { restricted[Int($0)] }, rows: rowsOf[c], usesEngine: true)
            cones.append(cone)
            let targets = list.map { k in
                let magnitude = 1 + random.unit()
                return restricted[Int(k)] || random.unit() < 0.5 ? magnitude : -magnitude
            }
            let sample = cone.sample(towards: targets)
            let settled = rowsOf[c].isEmpty ? nil : (sample.contains(0) ? cone.movableSymbols() : nil)
            for (p, k) in list.enumerated() {
                amounts[Int(k)] = sample[p]
                if rowsOf[c].isEmpty {
                    movable[Int(k)] = true
                } else if let settled {
                    movable[Int(k)] = sample[p] != 0 || settled[p]
                } else {
                    movable[Int(k)] = sample[p] != 0 || cone.canMove([(p, 1)], by: 1)
                        || (!restricted[Int(k)] && cone.canMove([(p, 1)], by: -1))
                }
            }
            if let message = cone.failure, failure == nil { failure = message }
        }
        direction = columns.indices.map { (columns[$0], sign[$0] * amounts[$0]) }
        scale = max(1, amounts.reduce(0) { max($0, abs($1)) })
        return movable
    }

    /// Weights `r` in [1, 2) on the movable free columns, 0 elsewhere: `B⁻¹ A_J r` is non-zero
    /// in every row that depends on a movable column.
    func supportWeights(_ movable: [Bool]) -> [(column: Int32, amount: Double)] {
        var random = SplitMix(seed: 0x0A1A_5EED_CA55)
        return columns.indices.map { k in (columns[k], movable[k] ? 1 + random.unit() : 0) }
    }

    /// The cone rows: every row whose basic column sits at a bound, over the free columns
    /// (positions in `columns`), in the `≥ 0` or `= 0` form. One FTRAN per free column.
    private func rowsAtBound(_ simplex: inout BoundedSimplex) -> [(terms: [(Int, Double)], equality: Bool)] {
        let m = simplex.model.rowCount
        // 0: free to move; 1: rate ≥ 0 (at lower); −1: rate ≤ 0 (at upper); 2: rate = 0.
        var kind = [Int8](repeating: 0, count: m)
        var any = false
        for row in 0..<m {
            let j = Int(simplex.head[row])
            let low = simplex.sitsAt(lower: j), high = simplex.sitsAt(upper: j)
            kind[row] = low && high ? 2 : low ? 1 : high ? -1 : 0
            any = any || kind[row] != 0
        }
        guard any else { return [] }
        var terms = [[(Int, Double)]](repeating: [], count: m)
        for (k, j) in columns.enumerated() {
            simplex.loadColumn(Int(j))
            for i in simplex.work.pattern where kind[Int(i)] != 0 {
                let w = simplex.work[Int(i)]
                guard abs(w) > Tolerance.zero else { continue }
                // The basic column's rate is −w·d_j, with d_j = sign·(stored direction).
                let rate = -w * sign[k]
                terms[Int(i)].append((k, kind[Int(i)] == -1 ? -rate : rate))
            }
        }
        simplex.work.clear()
        return terms.indices.compactMap { row in
            terms[row].isEmpty ? nil : (terms[row], kind[row] == 2)
        }
    }

    /// The exact probe: whether some direction of the cone moves `Σ c·column` (columns in
    /// rows). A basic column's rate over the free columns is `−(e_rowᵀ B⁻¹) a_j` each (one
    /// BTRAN of the summed unit rows, and the row-wise matrix), a free one's is its own; each
    /// component the rate touches is asked whether it can be ±1.
    mutating func canMove(_ combination: [(column: Int, coefficient: Double)], of simplex: inout BoundedSimplex) -> Bool {
        var rho = SparseVector(count: simplex.model.rowCount)
        var rate: [Int: Double] = [:]
        for (j, c) in combination {
            let row = Int(simplex.position[j])
            if row >= 0 {
                rho.add(row, c)
            } else if index[j] >= 0 {
                let k = Int(index[j])
                rate[k, default: 0] += c * sign[k]
            }
        }
        simplex.etas.btran(&rho)
        for i in rho.pattern {
            let y = rho[Int(i)]
            guard y != 0 else { continue }
            for e in simplex.rows.start[Int(i)]..<simplex.rows.start[Int(i) + 1] {
                let k = index[Int(simplex.rows.column[e])]
                if k >= 0 { rate[Int(k), default: 0] -= y * simplex.rows.value[e] * sign[Int(k)] }
            }
        }
        var byComponent: [Int: [(Int, Double)]] = [:]
        for (k, value) in rate where abs(value) > Tolerance.zero {
            byComponent[Int(component[k]), default: []].append((Int(positionInComponent[k]), value))
        }
        for (c, terms) in byComponent.sorted(by: { $0.key < $1.key }) {
            let cone = cones[c]
            let moves = cone.canMove(terms, by: 1) || cone.canMove(terms, by: -1)
            if let message = cone.failure, failure == nil { failure = message }
            if moves { return true }
        }
        return false
    }
}
