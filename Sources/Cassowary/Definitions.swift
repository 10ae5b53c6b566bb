// Nested definitions: required equalities solved for a fresh variable, kept out of the tableau.

/// One definition `variable = constant + Σ coefficient·term` over *variables*, not
/// tableau symbols; a term may itself be a defined variable (definitions nest). Read from a
/// ``DefinitionList``: `terms` is a stretch of its pool.
struct Definition {
    var variable: Int
    var constant: Double
    var terms: ArraySlice<Term>
}

/// The definitions of a ``Simplex``, each with a rank.
///
/// When a required equality mentions an external symbol that occurs in no row (Cassowary's
/// `chooseSubject` picks it, as it occurs in the fewest rows), Cassowary makes it basic
/// with a row equal to the constraint with every other variable substituted. Such a row
/// is a passive passenger: the symbol never enters (it is basic), never leaves
/// (`getLeavingRow` skips external rows) and no other row mentions it (rows are over
/// non-basic symbols). Yet every pivot rewrites it, and in a chain
/// `left(i) = right(i-1) + 8` it is a sum over all earlier views: O(N) cells each,
/// O(N²) in all. Here the equality is stored *unexpanded* instead, as written (nested),
/// and expanded only when a tableau row or the ambiguity probe needs it.
///
/// **Ranks** keep the definitions acyclic: every definition ranks above the definitions
/// of the variables it mentions. Expansion goes highest rank first (a definition is
/// expanded once, after everything that mentions it), evaluation lowest rank first.
/// A variable already mentioned by other definitions may still be defined, if doing so
/// makes no cycle; the definitions that mention it are raised above it (``plan(_:terms:)``).
struct Definitions {
    private(set) var list = DefinitionList()
    /// Per variable: the index of its definition in `list`, or -1.
    private(set) var index: [Int32] = []
    /// The definitions that mention each variable directly, as one list per variable in the
    /// order they were made, threaded through flat arrays (an array per variable cost an
    /// allocation per variable on the 100×100 grid): per variable its first and last entry
    /// (-1 when none) and count; per entry its definition and the next entry (-1 at the end).
    private var firstReference: [Int32] = []
    private var lastReference: [Int32] = []
    private var referenceCounts: [Int32] = []
    private var referenceDefinition: [Int32] = []
    private var nextReference: [Int32] = []
    /// Per definition: its rank (≥ 1); above the rank of every definition it mentions.
    private(set) var rank: [Int32] = []
    /// Definition indices by rank, lowest first; nil when it must be rebuilt.
    private(set) var order: [Int32]? = []
    /// Values of the definitions, valid while `valueStamp == stamp`.
    private var values: [Double] = []
    private var valueStamp = -1
    /// Expansion work list: summed coefficient per definition, and a max-heap (by rank)
    /// of the definitions with a pending coefficient.
    private(set) var pendingCoefficient: [Double] = []
    private(set) var isPending: [Bool] = []
    private(set) var heap: [Int32] = []

    /// The most definitions one new definition may raise; beyond it the equality goes
    /// into the tableau instead, so that defining stays cheap.
    static let raiseBudget = 256
    /// The most mentions one new definition may look at while raising (a variable that
    /// thousands of definitions mention, such as the root's edge, is not worth defining late).
    static let visitBudget = 1024

    /// The ranks to change so that `variable` can be defined over `terms`: the new
    /// definition's rank and the raised definitions. Nil when the definition would make
    /// a cycle (a term depends on `variable`) or would raise too many.
    struct Plan {
        var rank: Int32
        var raises: [(definition: Int32, rank: Int32)]
    }

    /// Reserves room for `count` variables.
    mutating func reserveVariables(_ count: Int) {
        index.reserveCapacity(count)
        firstReference.reserveCapacity(count)
        lastReference.reserveCapacity(count)
        referenceCounts.reserveCapacity(count)
    }

    mutating func appendVariable() {
        index.append(-1)
        firstReference.append(-1)
        lastReference.append(-1)
        referenceCounts.append(0)
    }

    /// `count` variables at once, none defined (as many `appendVariable` calls).
    mutating func appendVariables(_ count: Int) {
        index.append(contentsOf: repeatElement(-1, count: count))
        firstReference.append(contentsOf: repeatElement(-1, count: count))
        lastReference.append(contentsOf: repeatElement(-1, count: count))
        referenceCounts.append(contentsOf: repeatElement(0, count: count))
    }

    /// How many variables there are.
    var variableCount: Int { index.count }

    /// The definitions that mention `variable` directly, in the order they were made.
    func referencers(of variable: Int) -> Referencers {
        Referencers(entry: firstReference[variable], definitions: referenceDefinition, successors: nextReference)
    }

    /// A variable's referencers, walked along the entry list.
    struct Referencers: Sequence, IteratorProtocol {
        var entry: Int32
        let definitions: [Int32]
        let successors: [Int32]

        mutating func next() -> Int32? {
            guard entry >= 0 else { return nil }
            let e = Int(entry)
            entry = successors[e]
            return definitions[e]
        }
    }

    /// Appends definition `d` to the referencers of `variable`.
    private mutating func addReferencer(_ d: Int32, of variable: Int) {
        let e = Int32(referenceDefinition.count)
        referenceDefinition.append(d)
        nextReference.append(-1)
        let last = lastReference[variable]
        if last >= 0 { nextReference[Int(last)] = e } else { firstReference[variable] = e }
        lastReference[variable] = e
        referenceCounts[variable] += 1
    }

    var count: Int { list.count }

    @inline(__always) func definition(of variable: Int) -> Definition? {
        let i = index[variable]
        return i >= 0 ? list[Int(i)] : nil
    }

    /// How many definitions mention `variable` directly.
    @inline(__always) func referenceCount(_ variable: Int) -> Int { Int(referenceCounts[variable]) }

    /// How `variable` (not defined) can be defined over `terms` without a cycle, or nil.
    func plan(_ variable: Int, terms: [Term]) -> Plan? {
        var newRank: Int32 = 1
        for t in terms where index[t.variable.id] >= 0 {
            newRank = max(newRank, rank[Int(index[t.variable.id])] + 1)
        }
        var raised: [Int32: Int32] = [:]
        var raises: [(definition: Int32, rank: Int32)] = []
        var visits = referenceCount(variable)
        guard visits <= Definitions.visitBudget else { return nil }
        var pending: [(Int32, Int32)] = []
        for d in referencers(of: variable) { pending.append((d, newRank + 1)) }
        while let (d, needed) = pending.popLast() {
            if (raised[d] ?? rank[Int(d)]) >= needed { continue }
            let defined = list[Int(d)].variable
            // Ranks rise along "mentioned by", so reaching a term's definition is a cycle.
            if terms.contains(where: { $0.variable.id == defined }) { return nil }
            visits += referenceCount(defined)
            guard raises.count < Definitions.raiseBudget, visits <= Definitions.visitBudget else { return nil }
            raised[d] = needed
            raises.append((d, needed))
            for r in referencers(of: defined) { pending.append((r, needed + 1)) }
        }
        return Plan(rank: newRank, raises: raises)
    }

    /// Records `variable = -constant/coefficient + Σ terms` with the ranks of `plan`, where
    /// `terms` are the equality's other terms already divided by `-coefficient`
    /// (``Simplex/freshSubject(_:)``); returns the definition's index.
    mutating func define(_ variable: Int, coefficient: Double, constant: Double, terms: [Term], plan: Plan) -> Int {
        let factor = -1.0 / coefficient
        let d = Int32(list.count)
        for t in terms { addReferencer(d, of: t.variable.id) }
        for raise in plan.raises { rank[Int(raise.definition)] = max(rank[Int(raise.definition)], raise.rank) }
        list.append(variable: variable, constant: constant * factor, terms: terms)
        rank.append(plan.rank)
        index[variable] = d
        pendingCoefficient.append(0)
        isPending.append(false)
        valueStamp = -1
        order = nil
        return Int(d)
    }

    /// Definition indices in evaluation order: lowest rank first, then creation order.
    /// A counting sort by rank (ranks are small: at most one more than the longest chain of
    /// definitions), stable, so the same order as comparing (rank, index); a comparison sort
    /// was 11 M instructions of a 100×100 grid's 40,000 definitions (issue #17).
    mutating func evaluationOrder() -> [Int32] {
        if let order { return order }
        let count = list.count
        var highest: Int32 = 0
        var lowest: Int32 = 0
        for r in rank {
            highest = max(highest, r)
            lowest = min(lowest, r)
        }
        let sorted: [Int32]
        if lowest >= 0, rank.count == count, Int(highest) <= 2 * count + 16 {
            // starts[r]: where the definitions of rank r begin in the order.
            var starts = [Int](repeating: 0, count: Int(highest) + 2)
            for r in rank { starts[Int(r) + 1] += 1 }
            for i in starts.indices.dropFirst() { starts[i] += starts[i - 1] }
            var placed = [Int32](repeating: 0, count: count)
            for d in 0..<count {
                let r = Int(rank[d])
                placed[starts[r]] = Int32(d)
                starts[r] += 1
            }
            sorted = placed
        } else {
            let ranks = rank
            sorted = (0..<Int32(count)).sorted { (a: Int32, b: Int32) -> Bool in
                let ra = ranks[Int(a)], rb = ranks[Int(b)]
                return ra != rb ? ra < rb : a < b
            }
        }
        order = sorted
        return sorted
    }

    /// The value of `variable` at tableau state `stamp`, every definition recomputed
    /// in evaluation order when stale; `base` gives the value of a variable that is not defined.
    mutating func value(of variable: Int, stamp: Int, base: (Int) -> Double) -> Double {
        refreshValues(stamp: stamp, base: base)
        return values[Int(index[variable])]
    }

    /// The value of definition `d` as of the last ``refreshValues(stamp:base:)``.
    @inline(__always) func cachedValue(ofDefinition d: Int32) -> Double { values[Int(d)] }

    /// Recomputes every definition's value in evaluation order unless they are those of
    /// tableau state `stamp` already.
    mutating func refreshValues(stamp: Int, base: (Int) -> Double) {
        if valueStamp != stamp {
            values = [Double](repeating: 0, count: list.count)
            for d in evaluationOrder() {
                let definition = list[Int(d)]
                var v = definition.constant
                for t in definition.terms {
                    let j = index[t.variable.id]
                    v += t.coefficient * (j >= 0 ? values[Int(j)] : base(t.variable.id))
                }
                values[Int(d)] = v
            }
            valueStamp = stamp
        }
    }

    // MARK: Expansion work list

    /// Whether definition `a` comes out of the work list before `b`: higher rank first.
    @inline(__always) private func precedes(_ a: Int32, _ b: Int32) -> Bool {
        let ra = rank[Int(a)], rb = rank[Int(b)]
        return ra != rb ? ra > rb : a > b
    }

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
            if !precedes(heap[i], heap[p]) { break }
            heap.swapAt(p, i)
            i = p
        }
    }

    /// The pending definition of highest rank and its summed coefficient, cleared.
    mutating func popPending() -> (Definition, Double)? {
        guard let top = heap.first, let last = heap.popLast() else { return nil }
        if !heap.isEmpty {
            heap[0] = last
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < heap.count && precedes(heap[l], heap[m]) { m = l }
                if r < heap.count && precedes(heap[r], heap[m]) { m = r }
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
