// The objective's per-symbol coefficient lists, threaded through one pool (issue #18).

/// Per symbol, a list of (level, coefficient) entries threaded through one contiguous pool:
/// `heads[symbol]` is the symbol's first entry (-1 when it has none) and each entry names
/// the next one of the same symbol. Freed entries are chained into a free list and reused
/// before the pool grows.
///
/// Memory: 4 bytes a symbol and 16 an entry (the next link sits in the padding beside the
/// 4-byte level), against 8 bytes a symbol plus a heap block of 48 bytes or more for each
/// symbol with a coefficient when every symbol had its own array. The order of the entries,
/// and so every sum and comparison made over them, is the one the arrays had.
struct ObjectiveEntries {
    /// One entry of a symbol's list.
    struct Node {
        var level: Int32
        /// The next entry of the same symbol (or of the free list), -1 at the end.
        var next: Int32
        var coefficient: Double
    }

    private var heads: [Int32] = []
    private var pool: [Node] = []
    /// The first free entry of `pool`, -1 when none.
    private var firstFree: Int32 = -1

    init(symbolCount: Int = 0) {
        heads = [Int32](repeating: -1, count: symbolCount)
    }

    var symbolCount: Int { heads.count }

    @inline(__always) func head(_ s: Int) -> Int32 { heads[s] }

    @inline(__always) func isEmpty(_ s: Int) -> Bool { heads[s] < 0 }

    @inline(__always) subscript(_ e: Int32) -> Node {
        get { pool[Int(e)] }
        set { pool[Int(e)] = newValue }
    }

    mutating func appendSymbol() { heads.append(-1) }
    mutating func appendSymbols(_ count: Int) { heads.append(contentsOf: repeatElement(-1, count: count)) }

    /// Reserves room for the heads of `count` symbols.
    mutating func reserveSymbols(_ count: Int) { heads.reserveCapacity(count) }

    /// Keeps `count` symbols: the lists of those beyond are freed, new ones start empty.
    mutating func resize(to count: Int) {
        if heads.count < count {
            heads.append(contentsOf: repeatElement(-1, count: count - heads.count))
            return
        }
        for s in count..<heads.count { clear(s) }
        heads.removeLast(heads.count - count)
    }

    /// Inserts a new entry into the list of `s` between `previous` (-1: at the head) and `e`.
    @inline(__always)
    mutating func link(level: Int32, coefficient: Double, before e: Int32, after previous: Int32, of s: Int) {
        let node = Node(level: level, next: e, coefficient: coefficient)
        let new: Int32
        if firstFree >= 0 {
            new = firstFree
            firstFree = pool[Int(new)].next
            pool[Int(new)] = node
        } else {
            new = Int32(truncatingIfNeeded: pool.count)
            pool.append(node)
        }
        if previous >= 0 { pool[Int(previous)].next = new } else { heads[s] = new }
    }

    /// Takes the entry `e` (after `previous`, -1 when it is the head) out of the list of `s`.
    @inline(__always)
    mutating func unlink(_ e: Int32, after previous: Int32, of s: Int) {
        let next = pool[Int(e)].next
        if previous >= 0 { pool[Int(previous)].next = next } else { heads[s] = next }
        pool[Int(e)].next = firstFree
        firstFree = e
    }

    /// Empties the list of `s` and returns its first entry (-1 if none); the entries stay
    /// readable until ``free(_:)``.
    @inline(__always)
    mutating func detach(_ s: Int) -> Int32 {
        let first = heads[s]
        heads[s] = -1
        return first
    }

    /// Frees a detached list.
    mutating func free(_ first: Int32) {
        guard first >= 0 else { return }
        var last = first
        while pool[Int(last)].next >= 0 { last = pool[Int(last)].next }
        pool[Int(last)].next = firstFree
        firstFree = first
    }

    /// Frees the list of `s`.
    @inline(__always)
    mutating func clear(_ s: Int) {
        if heads[s] >= 0 { free(detach(s)) }
    }

    /// Removes the entry of `s` at `level`; whether there was one.
    mutating func remove(level: Int32, of s: Int) -> Bool {
        var previous: Int32 = -1
        var e = heads[s]
        while e >= 0 {
            if pool[Int(e)].level == level {
                unlink(e, after: previous, of: s)
                return true
            }
            previous = e
            e = pool[Int(e)].next
        }
        return false
    }
}
