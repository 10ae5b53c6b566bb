// The factored engine's presolve: required equalities eliminated, single-variable rows as bounds.

/// Shrinks a constraint list before the factored engine sees it, the way ``Definitions``
/// keeps positions out of ``Solver``'s tableau (docs/solver-engine-notes.md, "The factored
/// engine's presolve and bounds, session 14"):
///
/// 1. **Bounds.** A required constraint over one variable (`width >= 20`, `x = 8`) is not a
///    row: it bounds the variable (points; an equality fixes it). A fixed variable is then
///    substituted out of every row like a definition.
/// 2. **Definitions.** A required equality is *eliminated* through one of its free variables
///    (no bound), its *subject*: `left = prev.right + 2` defines `left`, which is substituted
///    into every other row that holds it, and the row goes. The rows are taken in Markowitz's
///    order (Markowitz 1957; the aggregator of Andersen & Andersen, "Presolving in linear
///    programming", Math. Programming 71, 1995, §3): the subject and row whose substitution
///    writes the fewest new entries, `(rows holding the subject − 1) · (row length − 1)`,
///    first, and never one that would write more than ``fillLimit``, so that a chain of
///    positions goes from its free end (each position then held by one row: no fill at all) and
///    the constraint matrix never grows by more than a constant per row eliminated.
/// 3. Rows that substitution left over one variable become bounds, rows left empty are
///    checked (a required one must hold: else ``SolverError/unsatisfiable``) and dropped when
///    required; an empty optional row stays (its violation is a constant of its level).
///
/// The values of the eliminated variables follow from the others' (``recover(_:)``), each
/// definition evaluated in the reverse order of elimination (a definition holds only the
/// variables left when it was made). Optional rows are never eliminated (their errors are the
/// objective), so every level's violation is the same as without the presolve.
struct Presolve {
    /// The most new entries one elimination may write (Markowitz's count); 4 lets a chain of
    /// positions that other rows also read (`right <= super.right`) go one position in two.
    static let fillLimit = 4
    /// A subject's coefficient must be at least this fraction of its row's largest (threshold
    /// pivoting, as ``Reinversion/threshold``), so that a definition never divides by a tiny one.
    static let threshold = 0.1
    /// A row with more terms than this takes substitutions through ``makeHot(_:)``.
    static let longRow = 32

    /// The rows left, over the original variable ids (an eliminated variable is in none).
    private(set) var constraints: [Constraint] = []
    /// Each variable's bounds (points; ±infinity when unbounded).
    private(set) var lower: [Double]
    private(set) var upper: [Double]
    /// How many variables were eliminated, and how many rows became bounds.
    private(set) var eliminated = 0
    private(set) var boundRows = 0

    /// The eliminated variables, in order, each with its definition `v = constant + Σ c·w`.
    private var definitions: [(variable: Int32, start: Int, constant: Double)] = []
    private var definitionTerms: [(Int32, Double)] = []

    // The working rows: terms (variable, coefficient) with no variable twice, the constant,
    // the relation and priority of the original constraint.
    private var terms: [[(Int32, Double)]]
    private var constant: [Double]
    private var relation: [Relation]
    private var priority: [Int]
    private var alive: [Bool]
    /// Per variable: the rows it was ever written into (stale ones skipped), and how many live
    /// rows hold it now.
    private var rowsOf: [[Int32]]
    private var count: [Int]
    private var isEliminated: [Bool]
    /// Scratch: the position in the row being merged of each variable, or −1.
    private var slot: [Int]
    /// The long row substitutions last went into (−1: none), and each variable's position in
    /// it or −1 (``makeHot(_:)``).
    private var hotRow = -1
    private var hotSlot: [Int]

    /// - Throws: ``SolverError/unsatisfiable`` when the required constraints contradict each
    ///   other already in the presolve (bounds that cross, a row reduced to a false constant).
    ///   The constraints must be valid (``BoundedModel/validate(_:variableCount:)``).
    init(_ list: [Constraint], variableCount n: Int) throws(SolverError) {
        lower = [Double](repeating: -.infinity, count: n)
        upper = [Double](repeating: .infinity, count: n)
        terms = []
        terms.reserveCapacity(list.count)
        constant = list.map(\.expression.constant)
        relation = list.map(\.relation)
        priority = list.map(\.priority)
        alive = [Bool](repeating: true, count: list.count)
        rowsOf = [[Int32]](repeating: [], count: n)
        count = [Int](repeating: 0, count: n)
        isEliminated = [Bool](repeating: false, count: n)
        slot = [Int](repeating: -1, count: n)
        hotSlot = [Int](repeating: -1, count: n)
        for (row, constraint) in list.enumerated() {
            terms.append(summed(constraint.expression.terms))
            for (v, _) in terms[row] {
                rowsOf[Int(v)].append(Int32(row))
                count[Int(v)] += 1
            }
        }
        for row in terms.indices where terms[row].count == 1 && priority[row] == Constraint.required {
            try bound(row)
        }
        try fixVariables()
        try eliminate()
        for row in terms.indices where alive[row] && priority[row] == Constraint.required && terms[row].count <= 1 {
            try bound(row)
        }
        for row in terms.indices where alive[row] {
            let expression = Expression(terms[row].map { Term(Variable(id: Int($0.0)), $0.1) }, constant: constant[row])
            constraints.append(Constraint(expression, relation[row], priority: priority[row]))
        }
    }

    /// The eliminated variables with their definitions' terms `(variable, coefficient)`, in the
    /// order ``recover(_:)`` evaluates them: a definition's terms are variables left in the
    /// rows or ones this list defines before it.
    func definitionsInRecoveryOrder() -> [(variable: Int, terms: ArraySlice<(Int32, Double)>)] {
        definitions.indices.reversed().map { k in
            let end = k + 1 < definitions.count ? definitions[k + 1].start : definitionTerms.count
            return (Int(definitions[k].variable), definitionTerms[definitions[k].start..<end])
        }
    }

    /// Sets the values of the eliminated variables (points) from the others', in `values`.
    func recover(_ values: inout [Double]) {
        for (k, definition) in definitions.enumerated().reversed() {
            let end = k + 1 < definitions.count ? definitions[k + 1].start : definitionTerms.count
            var value = definition.constant
            for (w, c) in definitionTerms[definition.start..<end] { value += c * values[Int(w)] }
            values[Int(definition.variable)] = value
        }
    }

    /// The terms of one constraint with each variable once (coefficients summed, zeros dropped).
    private mutating func summed(_ list: [Term]) -> [(Int32, Double)] {
        var result: [(Int32, Double)] = []
        result.reserveCapacity(list.count)
        for term in list {
            let v = term.variable.id
            if slot[v] >= 0 {
                result[slot[v]].1 += term.coefficient
            } else {
                slot[v] = result.count
                result.append((Int32(v), term.coefficient))
            }
        }
        for (v, _) in result { slot[Int(v)] = -1 }
        return result.filter { abs($0.1) > Tolerance.zero }
    }

    /// Turns required row `row`, over at most one variable, into that variable's bound (an
    /// empty one must hold), and drops it.
    private mutating func bound(_ row: Int) throws(SolverError) {
        drop(row)
        boundRows += 1
        guard let (v, a) = terms[row].first else {
            let c = constant[row]
            let holds: Bool =
                switch relation[row] {
                case .equal: abs(c) <= Self.slack(c)
                case .lessThanOrEqual: c <= Self.slack(c)
                case .greaterThanOrEqual: c >= -Self.slack(c)
                }
            guard holds else { throw .unsatisfiable }
            return
        }
        let j = Int(v)
        let value = -constant[row] / a
        // a·x + c ≤ 0 is x ≤ −c/a for a > 0, x ≥ −c/a for a < 0.
        switch (relation[row], a > 0) {
        case (.equal, _):
            lower[j] = max(lower[j], value)
            upper[j] = min(upper[j], value)
        case (.lessThanOrEqual, true), (.greaterThanOrEqual, false): upper[j] = min(upper[j], value)
        case (.lessThanOrEqual, false), (.greaterThanOrEqual, true): lower[j] = max(lower[j], value)
        }
        guard lower[j] <= upper[j] + Self.slack(max(abs(lower[j]), abs(upper[j]))) else { throw .unsatisfiable }
        if lower[j] > upper[j] { (lower[j], upper[j]) = (upper[j], upper[j]) }
    }

    /// How far (points) a required value may miss: ``Tolerance/zero`` scaled by its magnitude.
    private static func slack(_ magnitude: Double) -> Double { 1e-7 * max(1, abs(magnitude)) }

    /// Substitutes every fixed variable (equal bounds) out of the rows: a definition by a constant.
    private mutating func fixVariables() throws(SolverError) {
        for j in lower.indices where lower[j] == upper[j] && !isEliminated[j] {
            let value = lower[j]
            isEliminated[j] = true
            eliminated += 1
            definitions.append((Int32(j), definitionTerms.count, value))
            for row in rowsOf[j].map(Int.init) where alive[row] {
                guard let k = terms[row].firstIndex(where: { $0.0 == Int32(j) }) else { continue }
                constant[row] += terms[row][k].1 * value
                terms[row].remove(at: k)
            }
            count[j] = 0
        }
    }

    /// A key of the elimination heap: the fill the row's best subject writes, then the row.
    private struct Key: Comparable {
        var fill: Int
        var row: Int32
        static func < (a: Key, b: Key) -> Bool { a.fill < b.fill || (a.fill == b.fill && a.row < b.row) }
    }

    /// The row's best subject (a free variable whose coefficient passes ``threshold``) and the
    /// fill eliminating it writes, or nil when it has none.
    private func subject(_ row: Int) -> (variable: Int, fill: Int)? {
        let list = terms[row]
        let largest = list.reduce(0) { max($0, abs($1.1)) }
        var best: (Int, Int)? = nil
        for (v, a) in list where abs(a) >= Self.threshold * largest {
            let j = Int(v)
            guard lower[j] == -.infinity, upper[j] == .infinity else { continue }
            let fill = (count[j] - 1) * (list.count - 1)
            if best.map({ fill < $0.1 }) ?? true { best = (j, fill) }
        }
        return best
    }

    private func isEquality(_ row: Int) -> Bool {
        alive[row] && relation[row] == .equal && priority[row] == Constraint.required && !terms[row].isEmpty
    }

    /// Eliminates required equalities in Markowitz's order while one's fill is within the limit.
    private mutating func eliminate() throws(SolverError) {
        var heap = MinHeap<Key>()
        for row in terms.indices where isEquality(row) {
            if let (_, fill) = subject(row), fill <= Self.fillLimit { heap.push(Key(fill: fill, row: Int32(row))) }
        }
        while let key = heap.popMin() {
            let row = Int(key.row)
            guard isEquality(row), let (v, fill) = subject(row), fill <= Self.fillLimit else { continue }
            if fill > key.fill {
                heap.push(Key(fill: fill, row: key.row))
                continue
            }
            let touched = substitute(v, from: row)
            for other in touched where isEquality(other) {
                if let (_, fill) = subject(other), fill <= Self.fillLimit { heap.push(Key(fill: fill, row: Int32(other))) }
            }
        }
    }

    /// Eliminates `v` through required equality `row`: records the definition, substitutes it
    /// into every other live row holding `v`, drops the row. Returns the rows whose fill may
    /// have changed: those substituted into, and those holding a variable of `row` now held by
    /// few rows (they may have become cheap).
    private mutating func substitute(_ v: Int, from row: Int) -> [Int] {
        guard let a = terms[row].first(where: { $0.0 == Int32(v) })?.1 else { return [] }
        // v = −(c + Σ_{w ≠ v} a_w w) / a
        let start = definitionTerms.count
        for (w, c) in terms[row] where w != Int32(v) { definitionTerms.append((w, -c / a)) }
        definitions.append((Int32(v), start, -constant[row] / a))
        isEliminated[v] = true
        eliminated += 1
        drop(row)
        var touched: [Int] = []
        for other in rowsOf[v].map(Int.init) where alive[other] && other != row {
            if other == hotRow || terms[other].count > Self.longRow {
                makeHot(other)
                let k = hotSlot[v]
                guard k >= 0 else { continue }
                let factor = terms[other][k].1 / a
                removeHot(v)
                addHot(-factor, of: row, skipping: v)
                continue
            }
            guard let k = terms[other].firstIndex(where: { $0.0 == Int32(v) }) else { continue }
            let factor = terms[other][k].1 / a
            terms[other].remove(at: k)
            add(-factor, of: row, to: other, skipping: v)
            // A longer row can only be eliminated through a subject no other row holds, which
            // the loop below finds.
            if terms[other].count <= Self.fillLimit + 1 { touched.append(other) }
        }
        count[v] = 0
        for (w, _) in terms[row] where Int(w) != v && count[Int(w)] <= 2 {
            touched.append(contentsOf: rowsOf[Int(w)].map(Int.init).filter { alive[$0] && terms[$0].count <= Self.longRow })
        }
        return touched
    }

    /// Makes `row` the hot row: the positions of its terms in `hotSlot`, kept up to date while
    /// substitutions go into it, so that each costs the substituted row's length, not this
    /// one's. (A chain eliminated from its free end substitutes every position into the one sum
    /// row that closes it: with a scan of that row per substitution, the presolve was 1.0 G of
    /// `chain` 4,000's 1.5 G instructions.)
    private mutating func makeHot(_ row: Int) {
        guard hotRow != row else { return }
        if hotRow >= 0 { for (w, _) in terms[hotRow] { hotSlot[Int(w)] = -1 } }
        hotRow = row
        for (k, (w, _)) in terms[row].enumerated() { hotSlot[Int(w)] = k }
    }

    /// Removes variable `w`'s term from the hot row (the last term takes its place).
    private mutating func removeHot(_ w: Int) {
        let k = hotSlot[w]
        guard k >= 0 else { return }
        let last = terms[hotRow].count - 1
        if k != last {
            let moved = terms[hotRow][last]
            terms[hotRow][k] = moved
            hotSlot[Int(moved.0)] = k
        }
        terms[hotRow].removeLast()
        hotSlot[w] = -1
    }

    /// The hot row += `factor` · row `row` (without `v`), keeping `rowsOf` and `count`.
    private mutating func addHot(_ factor: Double, of row: Int, skipping v: Int) {
        constant[hotRow] += factor * constant[row]
        for (w, c) in terms[row] where Int(w) != v {
            let j = Int(w)
            let k = hotSlot[j]
            if k >= 0 {
                terms[hotRow][k].1 += factor * c
                if abs(terms[hotRow][k].1) <= Tolerance.zero {
                    count[j] -= 1
                    removeHot(j)
                }
            } else {
                hotSlot[j] = terms[hotRow].count
                terms[hotRow].append((w, factor * c))
                rowsOf[j].append(Int32(hotRow))
                count[j] += 1
            }
        }
    }

    /// Row `other` += `factor` · row `row` (without `v`), keeping `rowsOf` and `count`.
    private mutating func add(_ factor: Double, of row: Int, to other: Int, skipping v: Int) {
        constant[other] += factor * constant[row]
        for (k, (w, _)) in terms[other].enumerated() { slot[Int(w)] = k }
        for (w, c) in terms[row] where Int(w) != v {
            let j = Int(w)
            if slot[j] >= 0 {
                terms[other][slot[j]].1 += factor * c
            } else {
                slot[j] = terms[other].count
                terms[other].append((w, factor * c))
                rowsOf[j].append(Int32(other))
                count[j] += 1
            }
        }
        for (w, _) in terms[other] { slot[Int(w)] = -1 }
        // Cancelled terms leave the row.
        var write = 0
        for k in terms[other].indices {
            let term = terms[other][k]
            if abs(term.1) <= Tolerance.zero {
                count[Int(term.0)] -= 1
            } else {
                terms[other][write] = term
                write += 1
            }
        }
        terms[other].removeLast(terms[other].count - write)
    }

    /// Marks `row` gone, its variables each held by one row fewer.
    private mutating func drop(_ row: Int) {
        alive[row] = false
        for (w, _) in terms[row] { count[Int(w)] -= 1 }
    }
}
