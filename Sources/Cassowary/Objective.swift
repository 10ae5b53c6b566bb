// The lexicographic objective of strict priority levels, and kiwi's entering-symbol rule.

/// An objective function whose coefficients are vectors indexed by priority level.
///
/// Instead of kiwi's packed `strength` doubles (which let enough weak violations
/// outweigh a strong one), every optional priority in use is its own *level*, and a
/// symbol's objective coefficient is the vector of its coefficients across the levels,
/// compared lexicographically from the highest priority down. Minimising such an
/// objective is minimising the highest level first, then the next one without worsening
/// it, and so on, which is exactly the "strict levels" semantics.
///
/// Storage is sparse per symbol: the few levels at which a symbol has a non-zero
/// coefficient, highest priority first. Most symbols have none or one, so a layout with
/// hundreds of distinct priorities costs no more than one with two. Levels are named by
/// their priority (1...999; the artificial objective of phase one uses level 0).
///
/// Candidates for entering (``popEntering(kinds:tolerance:)``) are kept in a heap
/// ordered by Bland's order (``Symbol/blandPrecedes(_:)``, newest symbol first): a
/// symbol is pushed whenever its coefficients change and it has become improving;
/// stale entries are re-checked when popped. Popping the first valid symbol is
/// Bland's entering rule. (Heap keys are `~id`, so the min-heap yields the highest id.)
struct Objective {
    /// One non-zero coefficient of a symbol at one level.
    struct Entry {
        var level: Int32
        var coefficient: Double
    }

    /// Per symbol: its non-zero coefficients, highest level first, as a list threaded
    /// through `pool` (``ObjectiveEntries``): 4 bytes a symbol and 16 an entry, where an
    /// array per symbol cost a heap block (48 bytes or more) per symbol with a coefficient
    /// (issue #18). Read them with ``entries``.
    private var lists = ObjectiveEntries()
    /// The objective value of each level in use (sum of that level's errors, in points).
    /// Looked up by level, never iterated, so the hash order does not matter.
    private(set) var constants: [Int32: Double] = [:]
    /// Number of constraints using each level in use.
    private(set) var usage: [Int32: Int] = [:]
    private var heap = MinHeap<Int32>()
    /// The symbols whose coefficients were written, for an artificial objective (else nil).
    private var written: [Int32]? = nil
    /// A ranked entering order (`Simplex+RankedPhaseOne.swift`): each ranked symbol's key
    /// (``rankedKey(_:_:)``), lower first; nil for Bland's order alone. Candidates then wait
    /// in `rankedHeap`, by key.
    private var rank: [Int32: Int64]? = nil
    private var rankedHeap = MinHeap<Int64>()

    init(symbolCount: Int) {
        lists = ObjectiveEntries(symbolCount: symbolCount)
    }

    var symbolCount: Int { lists.symbolCount }

    /// Per symbol, its entries (highest level first), built on each read: for the dump and
    /// the invariant checks, not for hot loops.
    var entries: EntriesView { EntriesView(lists: lists) }

    /// Makes this the one-level objective `constant + Σ cells` over `symbolCount`
    /// symbols (the artificial objective of kiwi's `addWithArtificialVariable`, at level
    /// 0), reusing the storage of the previous one: only the symbols written since the
    /// last reset are cleared, so a phase one costs no work in proportion to all symbols
    /// (a form of thousands of rows runs one per intrinsic size).
    mutating func resetAsArtificial(row: Row, symbolCount count: Int, kinds: [SymbolKind], tolerance: Double) {
        for i in written ?? [] where Int(i) < lists.symbolCount { lists.clear(Int(i)) }
        lists.resize(to: count)
        written = []
        constants = [0: 0]
        usage = [0: 1]
        heap.removeAll()
        rank = nil
        rankedHeap.removeAll()
        add(row, times: 1, level: 0, kinds: kinds, tolerance: tolerance)
    }

    /// Makes ``popEntering(kinds:tolerance:)`` take the improving symbol of lowest key
    /// (``rankedKey(_:_:)``) from now until the next reset. A fixed order, so Bland's rule
    /// still cannot cycle when the leaving row is chosen by the same one
    /// (`Simplex.leavingRow(for:direction:rank:)`).
    mutating func rankEntering(_ ranks: [Int32: Int64], kinds: [SymbolKind], tolerance: Double) {
        rank = ranks
        rankedHeap.removeAll()
        heap.removeAll()
        // The symbols written since the reset (the row's), not every symbol: O(row).
        for s in written ?? [] where Int(s) < lists.symbolCount && !lists.isEmpty(Int(s)) {
            offer(Symbol(s), kinds: kinds, tolerance: tolerance)
        }
    }

    /// The objective value of the artificial objective (level 0).
    var artificialValue: Double { constants[0] ?? 0 }

    // MARK: Symbols and levels

    mutating func appendSymbol() { lists.appendSymbol() }
    mutating func appendSymbols(_ count: Int) { lists.appendSymbols(count) }

    /// Reserves room for `count` symbols.
    mutating func reserveSymbols(_ count: Int) { lists.reserveSymbols(count) }

    mutating func truncateSymbols(to count: Int) {
        guard count < lists.symbolCount else { return }
        lists.resize(to: count)
    }

    /// The level of `priority`, if it is in use.
    func level(ofPriority priority: Int) -> Int? {
        (usage[Int32(truncatingIfNeeded: priority)] ?? 0) > 0 ? priority : nil
    }

    /// Registers one more constraint at `priority` (1...999), creating its level if needed.
    mutating func retainLevel(priority: Int) -> Int {
        usage[Int32(truncatingIfNeeded: priority), default: 0] += 1
        return priority
    }

    /// Unregisters a constraint at `priority`; drops the level when unused. Any
    /// residual (round-off) coefficients of a dropped level disappear, so symbols they
    /// were blocking are re-offered as entering candidates.
    mutating func releaseLevel(priority: Int, kinds: [SymbolKind], tolerance: Double) {
        let level = Int32(truncatingIfNeeded: priority)
        guard let count = usage[level], count > 0 else { return }
        guard count <= 1 else {
            usage[level] = count - 1
            return
        }
        usage[level] = nil
        constants[level] = nil
        for s in 0..<lists.symbolCount where lists.remove(level: level, of: s) {
            offer(Symbol(s), kinds: kinds, tolerance: tolerance)
        }
    }

    // MARK: Coefficients

    /// Whether `s` has a zero coefficient at every level (moving it costs nothing).
    func isZero(_ s: Symbol, tolerance: Double) -> Bool {
        var e = lists.head(s.index)
        while e >= 0 {
            if abs(lists[e].coefficient) > tolerance { return false }
            e = lists[e].next
        }
        return true
    }

    /// Whether `s` has no coefficient at any level.
    func hasNoEntries(_ s: Symbol) -> Bool { lists.isEmpty(s.index) }

    /// Adds `amount` to the coefficient of `s` at `level`, keeping the entries sorted and
    /// dropping one that becomes zero (within `tolerance`).
    @inline(__always)
    private mutating func accumulate(_ s: Int, _ amount: Double, level: Int32, tolerance: Double) {
        written?.append(Int32(s))
        var previous: Int32 = -1
        var e = lists.head(s)
        while e >= 0 && lists[e].level > level {
            previous = e
            e = lists[e].next
        }
        if e >= 0 && lists[e].level == level {
            let c = lists[e].coefficient + amount
            if abs(c) <= tolerance {
                lists.unlink(e, after: previous, of: s)
            } else {
                lists[e].coefficient = c
            }
        } else if abs(amount) > tolerance {
            lists.link(level: level, coefficient: amount, before: e, after: previous, of: s)
        }
    }

    /// Adds `amount` to the coefficient of `s` at `level`.
    mutating func add(_ s: Symbol, _ amount: Double, level: Int, kinds: [SymbolKind], tolerance: Double) {
        accumulate(s.index, amount, level: Int32(level), tolerance: tolerance)
        offer(s, kinds: kinds, tolerance: tolerance)
    }

    /// Adds `factor · row` (cells and constant) to `level`.
    mutating func add(_ row: Row, times factor: Double, level: Int, kinds: [SymbolKind], tolerance: Double) {
        constants[Int32(truncatingIfNeeded: level), default: 0] += factor * row.constant
        for cell in row.cells {
            accumulate(cell.symbol.index, factor * cell.coefficient, level: Int32(level), tolerance: tolerance)
        }
        for cell in row.cells { offer(cell.symbol, kinds: kinds, tolerance: tolerance) }
    }

    /// Replaces `symbol` by `definition` at every level (kiwi's
    /// `m_objective->substitute(symbol, row)`); `symbol` ends with no coefficients.
    ///
    /// - Returns: the cells visited (the definition's, once per level the symbol is in), for
    ///   ``Solver/work``: with many priority levels this, not the tableau, is a pivot's cost.
    @discardableResult
    mutating func substitute(_ symbol: Symbol, with definition: Row, kinds: [SymbolKind], tolerance: Double) -> Int {
        // The symbol's list is detached first (no other symbol's list reaches it, and its
        // entries are freed only at the end), so it is read while the others change.
        let own = lists.detach(symbol.index)
        guard own >= 0 else { return 0 }
        written?.append(symbol.id)
        var visited = definition.cells.count
        var e = own
        while e >= 0 {
            let entry = lists[e]
            visited &+= definition.cells.count
            constants[entry.level, default: 0] += entry.coefficient * definition.constant
            for cell in definition.cells {
                accumulate(cell.symbol.index, entry.coefficient * cell.coefficient, level: entry.level,
                           tolerance: tolerance)
            }
            e = entry.next
        }
        lists.free(own)
        for cell in definition.cells { offer(cell.symbol, kinds: kinds, tolerance: tolerance) }
        return visited
    }

    /// Zeroes every coefficient of `s`.
    mutating func clear(_ s: Symbol) {
        lists.clear(s.index)
    }

    // MARK: Entering symbol

    /// The improving direction of the non-basic symbol `s`: +1 if increasing `s`
    /// lowers the objective lexicographically, -1 if decreasing it does (only for
    /// unrestricted external symbols), 0 if neither. Dummies never enter (kiwi).
    /// A coefficient within `tolerance` of zero counts as zero.
    @inline(__always)
    func direction(of s: Symbol, kinds: [SymbolKind], tolerance: Double) -> Int {
        let kind = kinds[s.index]
        if kind == .dummy { return 0 }
        var e = lists.head(s.index)
        while e >= 0 {
            let c = lists[e].coefficient
            if c < -tolerance { return 1 }
            if c > tolerance { return kind == .external ? -1 : 0 }
            e = lists[e].next
        }
        return 0
    }

    @inline(__always)
    private mutating func offer(_ s: Symbol, kinds: [SymbolKind], tolerance: Double) {
        guard direction(of: s, kinds: kinds, tolerance: tolerance) != 0 else { return }
        if let rank {
            rankedHeap.push(Objective.rankedKey(s, rank))
        } else {
            heap.push(~s.id)
        }
    }

    /// kiwi's `getEnteringSymbol` with Bland's rule: the improving non-basic symbol first
    /// in Bland's order (highest id), and its direction; nil when the objective is optimal.
    /// Basic symbols always have zero coefficients, so they are never returned.
    mutating func popEntering(kinds: [SymbolKind], tolerance: Double) -> (Symbol, Int)? {
        if rank != nil { return popRankedEntering(kinds: kinds, tolerance: tolerance) }
        while let top = heap.popMin() {
            let s = Symbol(~top)
            guard s.index < symbolCount else { continue }
            let d = direction(of: s, kinds: kinds, tolerance: tolerance)
            if d != 0 { return (s, d) }
        }
        return nil
    }

    /// A symbol's place in a ranked order: its key in `keys` (its rank above its id, so
    /// equal ranks go oldest first), or, for a symbol not listed, after every listed one in
    /// Bland's order (newest first).
    @inline(__always)
    static func rankedKey(_ s: Symbol, _ keys: [Int32: Int64]) -> Int64 {
        keys[s.id] ?? (Int64(Int32.max) << 32 | Int64(UInt32(bitPattern: ~s.id)))
    }

    /// `popEntering` in the ranked order.
    private mutating func popRankedEntering(kinds: [SymbolKind], tolerance: Double) -> (Symbol, Int)? {
        while let top = rankedHeap.popMin() {
            let low = Int32(truncatingIfNeeded: top & 0xFFFF_FFFF)
            let s = Symbol(top >> 32 == Int64(Int32.max) ? ~low : low)
            guard s.index >= 0, s.index < symbolCount else { continue }
            let d = direction(of: s, kinds: kinds, tolerance: tolerance)
            if d != 0 { return (s, d) }
        }
        return nil
    }
}

extension Objective {
    /// Compares `s`'s coefficients divided by `a` with `t`'s divided by `b` (both
    /// positive), level by level from the highest: -1, 0 or 1 (the dual phase's entering rule).
    func compareRatios(_ s: Symbol, _ a: Double, _ t: Symbol, _ b: Double) -> Int {
        var i = lists.head(s.index), j = lists.head(t.index)
        while i >= 0 || j >= 0 {
            let u: Double, v: Double
            if j < 0 || (i >= 0 && lists[i].level > lists[j].level) {
                u = lists[i].coefficient / a
                v = 0
                i = lists[i].next
            } else if i < 0 || lists[j].level > lists[i].level {
                u = 0
                v = lists[j].coefficient / b
                j = lists[j].next
            } else {
                u = lists[i].coefficient / a
                v = lists[j].coefficient / b
                i = lists[i].next
                j = lists[j].next
            }
            if u != v { return u < v ? -1 : 1 }
        }
        return 0
    }

    /// Per symbol, its entries, highest level first (each read builds the symbol's array).
    struct EntriesView: RandomAccessCollection {
        fileprivate let lists: ObjectiveEntries
        var startIndex: Int { 0 }
        var endIndex: Int { lists.symbolCount }
        subscript(_ s: Int) -> [Entry] {
            var result: [Entry] = []
            var e = lists.head(s)
            while e >= 0 {
                result.append(Entry(level: lists[e].level, coefficient: lists[e].coefficient))
                e = lists[e].next
            }
            return result
        }
    }
}
