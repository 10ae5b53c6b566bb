// The lexicographic objective of strict priority levels, and kiwi's entering-symbol rule.

/// An objective function whose coefficients are vectors indexed by priority level.
///
/// Instead of kiwi's packed `strength` doubles (which let enough weak violations
/// outweigh a strong one), every optional priority in use gets its own *level*: a
/// dense coefficient array over all symbols. Levels are ordered by descending
/// priority, and a symbol's objective coefficient is the vector of its coefficients
/// across the levels, compared lexicographically. Minimising such an objective is
/// minimising the highest level first, then the next one without worsening it, and
/// so on, which is exactly the "strict levels" semantics.
///
/// The same type with one level holds the artificial objective of phase one.
///
/// Candidates for entering (``popEntering(kinds:tolerance:)``) are kept in a heap
/// ordered by Bland's order (``Symbol/blandPrecedes(_:)``, newest symbol first): a
/// symbol is pushed whenever its coefficients change and it has become improving;
/// stale entries are re-checked when popped. Popping the first valid symbol is
/// Bland's entering rule. (Heap keys are `~id`, so the min-heap yields the highest id.)
struct Objective {
    /// Priority of each level, strictly descending.
    private(set) var priorities: [Int] = []
    /// `coefficients[level][symbol]`.
    private var coefficients: [[Double]] = []
    /// The objective value of each level (sum of that level's errors, in points).
    private(set) var constants: [Double] = []
    /// Number of constraints using each level.
    private var usage: [Int] = []
    private var heap: [Int32] = []
    private(set) var symbolCount: Int
    /// The symbols whose coefficient was written, for an artificial objective (else nil).
    private var written: [Int32]? = nil

    init(symbolCount: Int) { self.symbolCount = symbolCount }

    /// Makes this the one-level objective `constant + Σ cells` over `symbolCount`
    /// symbols (the artificial objective of kiwi's `addWithArtificialVariable`), reusing
    /// the storage of the previous one. Only the coefficients written since the last
    /// reset are cleared, so a phase one costs no work in proportion to all symbols
    /// (a form of thousands of rows runs one per intrinsic size).
    mutating func resetAsArtificial(row: Row, symbolCount count: Int, kinds: [SymbolKind], tolerance: Double) {
        if coefficients.count != 1 {
            coefficients = [[Double](repeating: 0, count: count)]
        } else {
            for i in written ?? [] where Int(i) < coefficients[0].count { coefficients[0][Int(i)] = 0 }
            if coefficients[0].count < count {
                coefficients[0].append(contentsOf: repeatElement(0, count: count - coefficients[0].count))
            } else {
                coefficients[0].removeLast(coefficients[0].count - count)
            }
        }
        symbolCount = count
        written = []
        priorities = [0]
        constants = [0]
        usage = [1]
        heap.removeAll(keepingCapacity: true)
        add(row, times: 1, level: 0, kinds: kinds, tolerance: tolerance)
    }

    var levelCount: Int { priorities.count }

    // MARK: Symbols and levels

    mutating func appendSymbol() {
        for l in coefficients.indices { coefficients[l].append(0) }
        symbolCount += 1
    }

    mutating func truncateSymbols(to count: Int) {
        guard count < symbolCount else { return }
        for l in coefficients.indices { coefficients[l].removeLast(symbolCount - count) }
        symbolCount = count
    }

    /// The level of `priority`, if it is in use.
    func level(ofPriority priority: Int) -> Int? {
        priorities.firstIndex(of: priority)
    }

    /// Registers one more constraint at `priority`, creating its level if needed.
    mutating func retainLevel(priority: Int) -> Int {
        if let l = level(ofPriority: priority) {
            usage[l] += 1
            return l
        }
        var l = 0
        while l < priorities.count && priorities[l] > priority { l += 1 }
        priorities.insert(priority, at: l)
        coefficients.insert([Double](repeating: 0, count: symbolCount), at: l)
        constants.insert(0, at: l)
        usage.insert(1, at: l)
        return l
    }

    /// Unregisters a constraint at `priority`; drops the level when unused. Any
    /// residual (round-off) coefficients of a dropped level disappear, so symbols they
    /// were blocking are re-offered as entering candidates.
    mutating func releaseLevel(priority: Int, kinds: [SymbolKind], tolerance: Double) {
        guard let l = level(ofPriority: priority) else { return }
        usage[l] -= 1
        guard usage[l] <= 0 else { return }
        let dropped = coefficients.remove(at: l)
        priorities.remove(at: l)
        constants.remove(at: l)
        usage.remove(at: l)
        for (s, c) in dropped.enumerated() where c != 0 {
            offer(Symbol(s), kinds: kinds, tolerance: tolerance)
        }
    }

    // MARK: Coefficients

    @inline(__always) func coefficient(of s: Symbol, level: Int) -> Double {
        coefficients[level][s.index]
    }

    /// Adds `amount` to the coefficient of `s` at `level`.
    mutating func add(_ s: Symbol, _ amount: Double, level: Int, kinds: [SymbolKind], tolerance: Double) {
        let c = coefficients[level][s.index] + amount
        coefficients[level][s.index] = abs(c) <= tolerance ? 0 : c
        written?.append(s.id)
        offer(s, kinds: kinds, tolerance: tolerance)
    }

    /// Adds `factor · row` (cells and constant) to `level`.
    mutating func add(_ row: Row, times factor: Double, level: Int, kinds: [SymbolKind], tolerance: Double) {
        constants[level] += factor * row.constant
        coefficients[level].withUnsafeMutableBufferPointer { co in
            for cell in row.cells {
                let i = cell.symbol.index
                let c = co[i] + factor * cell.coefficient
                co[i] = abs(c) <= tolerance ? 0 : c
            }
        }
        if written != nil { for cell in row.cells { written?.append(cell.symbol.id) } }
        for cell in row.cells { offer(cell.symbol, kinds: kinds, tolerance: tolerance) }
    }

    /// Replaces `symbol` by `definition` at every level (kiwi's
    /// `m_objective->substitute(symbol, row)`); `symbol` ends with a zero vector.
    mutating func substitute(_ symbol: Symbol, with definition: Row, kinds: [SymbolKind], tolerance: Double) {
        var touched = false
        for l in coefficients.indices {
            let k = coefficients[l][symbol.index]
            guard k != 0 else { continue }
            touched = true
            coefficients[l][symbol.index] = 0
            constants[l] += k * definition.constant
            coefficients[l].withUnsafeMutableBufferPointer { co in
                for cell in definition.cells {
                    let i = cell.symbol.index
                    let c = co[i] + k * cell.coefficient
                    co[i] = abs(c) <= tolerance ? 0 : c
                }
            }
        }
        if touched {
            if written != nil { for cell in definition.cells { written?.append(cell.symbol.id) } }
            for cell in definition.cells { offer(cell.symbol, kinds: kinds, tolerance: tolerance) }
        }
    }

    /// Zeroes every coefficient of `s`.
    mutating func clear(_ s: Symbol) {
        for l in coefficients.indices { coefficients[l][s.index] = 0 }
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
        for l in coefficients.indices {
            let c = coefficients[l][s.index]
            if c < -tolerance { return 1 }
            if c > tolerance { return kind == .external ? -1 : 0 }
        }
        return 0
    }

    @inline(__always)
    private mutating func offer(_ s: Symbol, kinds: [SymbolKind], tolerance: Double) {
        if direction(of: s, kinds: kinds, tolerance: tolerance) != 0 { push(~s.id) }
    }

    /// kiwi's `getEnteringSymbol` with Bland's rule: the improving non-basic symbol first
    /// in Bland's order (highest id), and its direction; nil when the objective is optimal.
    /// Basic symbols always have zero coefficients, so they are never returned.
    mutating func popEntering(kinds: [SymbolKind], tolerance: Double) -> (Symbol, Int)? {
        while let top = heap.first {
            pop()
            let s = Symbol(~top)
            guard s.index < symbolCount else { continue }
            let d = direction(of: s, kinds: kinds, tolerance: tolerance)
            if d != 0 { return (s, d) }
        }
        return nil
    }

    /// Drops every pending candidate (used when abandoning an optimisation).
    mutating func clearCandidates() { heap.removeAll(keepingCapacity: true) }

    // MARK: Binary min-heap of keys `~id`

    private mutating func push(_ v: Int32) {
        heap.append(v)
        var i = heap.count - 1
        while i > 0 {
            let p = (i - 1) >> 1
            if heap[p] <= v { break }
            heap[i] = heap[p]
            i = p
        }
        heap[i] = v
    }

    private mutating func pop() {
        guard let last = heap.popLast() else { return }
        guard !heap.isEmpty else { return }
        let n = heap.count
        var i = 0
        while true {
            let l = 2 * i + 1
            if l >= n { break }
            var c = l
            if l + 1 < n && heap[l + 1] < heap[l] { c = l + 1 }
            if heap[c] >= last { break }
            heap[i] = heap[c]
            i = c
        }
        heap[i] = last
    }
}
