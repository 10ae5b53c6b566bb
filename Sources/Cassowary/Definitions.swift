// Nested definitions: required equalities solved for a fresh variable, kept out of the tableau.

/// One definition `variable = constant + Σ coefficient·term` over *variables*, not
/// tableau symbols; a term may itself be a defined variable (definitions nest).
struct Definition {
    var variable: Int
    var constant: Double
    var terms: [Term]
}

/// The definitions of a ``Simplex``, in creation order.
///
/// When a required equality mentions an external symbol that occurs nowhere else (no
/// row, no definition; Cassowary's `chooseSubject` picks it, as it occurs in the fewest
/// rows), Cassowary makes it basic with a row equal to the constraint with every other
/// variable substituted. Such a row is a passive passenger: the symbol never enters
/// (it is basic), never leaves (`getLeavingRow` skips external rows) and no other row
/// mentions it (rows are over non-basic symbols). Yet every pivot rewrites it, and in
/// a chain `left(i) = right(i-1) + 8` it is a sum over all earlier views: O(N) cells
/// each, O(N²) in all. Here the equality is stored *unexpanded* instead, as written
/// (nested), and expanded only when a tableau row or the ambiguity probe needs it.
///
/// Order invariant: a variable referenced by a definition never becomes defined later
/// (see `references`), so evaluating the definitions in creation order is topological.
struct Definitions {
    private(set) var list: [Definition] = []
    /// Per variable: the index of its definition in `list`, or -1.
    private(set) var index: [Int32] = []
    /// Per variable: how many definitions mention it directly.
    private(set) var references: [Int32] = []
    /// Values of the definitions, valid while `valueStamp == stamp`.
    private var values: [Double] = []
    private var valueStamp = -1
    /// Expansion work list: summed coefficient per definition, and a max-heap of the
    /// definitions with a pending coefficient.
    private var pendingCoefficient: [Double] = []
    private var isPending: [Bool] = []
    private var heap: [Int32] = []

    mutating func appendVariable() {
        index.append(-1)
        references.append(0)
    }

    var count: Int { list.count }

    @inline(__always) func definition(of variable: Int) -> Definition? {
        let i = index[variable]
        return i >= 0 ? list[Int(i)] : nil
    }

    /// Whether `variable` is defined or mentioned by a definition.
    @inline(__always) func isInvolved(_ variable: Int) -> Bool {
        index[variable] >= 0 || references[variable] > 0
    }

    /// Records `variable = -(constant + Σ others)/coefficient`; returns the definition's index.
    mutating func define(_ variable: Int, coefficient: Double, constant: Double, others: [Term]) -> Int {
        let factor = -1.0 / coefficient
        let terms = others.map { Term($0.variable, $0.coefficient * factor) }
        for t in terms { references[t.variable.id] += 1 }
        list.append(Definition(variable: variable, constant: constant * factor, terms: terms))
        index[variable] = Int32(list.count - 1)
        pendingCoefficient.append(0)
        isPending.append(false)
        valueStamp = -1
        return list.count - 1
    }

    /// The value of every definition at tableau state `stamp`, recomputed in creation
    /// order when stale; `base` gives the value of a variable that is not defined.
    mutating func value(of variable: Int, stamp: Int, base: (Int) -> Double) -> Double {
        let i = Int(index[variable])
        if valueStamp != stamp {
            values.removeAll(keepingCapacity: true)
            for d in list {
                var v = d.constant
                for t in d.terms {
                    let j = index[t.variable.id]
                    v += t.coefficient * (j >= 0 ? values[Int(j)] : base(t.variable.id))
                }
                values.append(v)
            }
            valueStamp = stamp
        }
        return values[i]
    }

    // MARK: Expansion work list

    /// Adds `coefficient` to the pending coefficient of the defined `variable`.
    mutating func pend(_ variable: Int, _ coefficient: Double) {
        let d = Int(index[variable])
        pendingCoefficient[d] += coefficient
        guard !isPending[d] else { return }
        isPending[d] = true
        heap.append(Int32(d))
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if heap[p] >= heap[i] { break }
            heap.swapAt(p, i)
            i = p
        }
    }

    /// The newest pending definition and its summed coefficient, cleared.
    mutating func popPending() -> (Definition, Double)? {
        guard let top = heap.first, let last = heap.popLast() else { return nil }
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && heap[l] > heap[m] { m = l }
                if r < heap.count && heap[r] > heap[m] { m = r }
                if m == i { break }
                heap.swapAt(i, m)
                i = m
            }
        }
        let d = Int(top)
        let c = pendingCoefficient[d]
        pendingCoefficient[d] = 0
        isPending[d] = false
        return (list[d], c)
    }
}
