// The tableau's column index, stored as blocks of one pool (issue #18).

/// Per symbol, a list of row slots (the tableau's column index, see ``Tableau``), each list
/// a block of one contiguous pool of `Int32`.
///
/// A block holds a power-of-two number of entries (1, 2, 4, …); a full list moves to a block
/// twice as large. Freed blocks wait in a free list per size, a block of the size wanted
/// being split off a larger free one when none of that size is free (as a buddy allocator
/// splits, without merging), and are reused before the pool grows.
///
/// Memory: 12 bytes a symbol plus 4 an entry of capacity, where an array per symbol cost 8
/// bytes a symbol plus a heap block of 48 bytes or more (a 32-byte header, malloc's rounding)
/// for each symbol found in a row. Most symbols (slacks and errors) are in one row all their
/// life, so the smallest block holds one entry (it held two before session 12 of issue #18). Nothing here depends on hash order or addresses: every
/// block a list gets is a function of the operation history only.
struct ColumnIndex {
    /// Where a symbol's list lives: `count` entries from `start`, in a block of `capacity`.
    private struct Span {
        var start: Int32 = 0
        var count: Int32 = 0
        var capacity: Int32 = 0
    }

    private var spans: [Span] = []
    private var pool: [Int32] = []
    /// Per size class k (blocks of `1 << k` entries): the first free block, -1 when none;
    /// a free block's first entry holds the next free block of its class.
    private var freeBlocks: [Int32] = []

    /// How many symbols have a list.
    var symbolCount: Int { spans.count }

    /// How many entries the lists hold in all.
    var entryCount: Int { spans.reduce(0) { $0 + Int($1.count) } }

    mutating func appendSymbol() { spans.append(Span()) }
    mutating func appendSymbols(_ count: Int) { spans.append(contentsOf: repeatElement(Span(), count: count)) }

    /// Reserves room for the lists of `count` symbols.
    mutating func reserveSymbols(_ count: Int) { spans.reserveCapacity(count) }

    /// Forgets the lists of the symbols from `count` on (their blocks are freed).
    mutating func truncate(to count: Int) {
        guard count < spans.count else { return }
        for s in count..<spans.count { release(s) }
        spans.removeLast(spans.count - count)
    }

    @inline(__always) func count(of s: Int) -> Int { Int(spans[s].count) }

    @inline(__always) func capacity(of s: Int) -> Int { Int(spans[s].capacity) }

    /// The `i`th entry of the list of `s` (`i` below its count).
    @inline(__always) func entry(_ s: Int, _ i: Int) -> Int32 { pool[Int(spans[s].start) + i] }

    /// Overwrites the `i`th entry of the list of `s` (`i` below its count).
    @inline(__always) mutating func setEntry(_ s: Int, _ i: Int, _ value: Int32) {
        pool[Int(spans[s].start) + i] = value
    }

    /// Keeps the first `count` entries of the list of `s` (at most its count).
    @inline(__always) mutating func shorten(_ s: Int, to count: Int) {
        spans[s].count = Int32(truncatingIfNeeded: count)
    }

    /// The list of `s`, in order.
    func entries(of s: Int) -> [Int32] {
        var result: [Int32] = []
        append(s, to: &result)
        return result
    }

    /// Appends the list of `s` to `buffer`.
    func append(_ s: Int, to buffer: inout [Int32]) {
        let span = spans[s]
        let start = Int(span.start)
        buffer.append(contentsOf: pool[start..<start + Int(span.count)])
    }

    /// Appends `slot` to the list of `s`, moving it to a block twice as large when full.
    @inline(__always)
    mutating func append(_ slot: Int32, to s: Int) {
        if spans[s].count == spans[s].capacity { reserve(s, capacity: max(1, 2 * Int(spans[s].capacity))) }
        let span = spans[s]
        pool[Int(span.start) + Int(span.count)] = slot
        spans[s].count = span.count + 1
    }

    /// Moves the list of `s` to a block of at least `capacity` entries (a power of two).
    mutating func reserve(_ s: Int, capacity: Int) {
        let span = spans[s]
        guard capacity > Int(span.capacity) else { return }
        var sizeClass = 0
        while 1 << sizeClass < capacity { sizeClass += 1 }
        let start = allocate(sizeClass)
        let from = Int(span.start), to = Int(start)
        for i in 0..<Int(span.count) { pool[to + i] = pool[from + i] }
        if span.capacity > 0 { free(span.start, capacity: Int(span.capacity)) }
        spans[s] = Span(start: start, count: span.count, capacity: Int32(truncatingIfNeeded: 1 << sizeClass))
    }

    /// A list taken out of the index (``detach(_:)``): its entries stay readable with
    /// ``entry(_:_:)`` until ``free(_:)``.
    struct Detached {
        fileprivate var start: Int32
        fileprivate var capacity: Int32
        let count: Int
    }

    /// Empties the list of `s`, leaving its entries where they are until ``free(_:)``.
    mutating func detach(_ s: Int) -> Detached {
        let span = spans[s]
        spans[s] = Span()
        return Detached(start: span.start, capacity: span.capacity, count: Int(span.count))
    }

    /// The `i`th entry of a detached list.
    @inline(__always) func entry(_ list: Detached, _ i: Int) -> Int32 { pool[Int(list.start) + i] }

    /// Frees the block of a detached list.
    mutating func free(_ list: Detached) {
        if list.capacity > 0 { free(list.start, capacity: Int(list.capacity)) }
    }

    /// Empties the list of `s` and frees its block.
    mutating func release(_ s: Int) {
        let span = spans[s]
        if span.capacity > 0 { free(span.start, capacity: Int(span.capacity)) }
        spans[s] = Span()
    }

    // MARK: Blocks

    /// A free block of `1 << sizeClass` entries: from its free list, split off a larger free
    /// block, or at the end of the pool.
    private mutating func allocate(_ sizeClass: Int) -> Int32 {
        if freeBlocks.count <= sizeClass {
            freeBlocks.append(contentsOf: repeatElement(-1, count: sizeClass + 1 - freeBlocks.count))
        }
        if freeBlocks[sizeClass] >= 0 { return pop(sizeClass) }
        var larger = sizeClass + 1
        while larger < freeBlocks.count && freeBlocks[larger] < 0 { larger += 1 }
        if larger < freeBlocks.count {
            // Split: keep the first part, free the halves that remain (one of each smaller class).
            let block = pop(larger)
            for k in sizeClass..<larger { push(block + Int32(truncatingIfNeeded: 1 << k), sizeClass: k) }
            return block
        }
        let start = Int32(truncatingIfNeeded: pool.count)
        pool.append(contentsOf: repeatElement(0, count: 1 << sizeClass))
        return start
    }

    private mutating func free(_ start: Int32, capacity: Int) {
        var sizeClass = 0
        while 1 << sizeClass < capacity { sizeClass += 1 }
        push(start, sizeClass: sizeClass)
    }

    @inline(__always) private mutating func push(_ block: Int32, sizeClass: Int) {
        pool[Int(block)] = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = block
    }

    @inline(__always) private mutating func pop(_ sizeClass: Int) -> Int32 {
        let block = freeBlocks[sizeClass]
        freeBlocks[sizeClass] = pool[Int(block)]
        return block
    }
}
