/// A layout's optional priorities spread apart, so that a priority fits just above each:
/// the i-th lowest optional priority in use (ascending, from 0) becomes 2i + 2, leaving
/// 2i + 3 free between it and the next; required constraints stay at 1000.
///
/// The solver's priorities are strict levels compared only by their order (see
/// `Cassowary.Constraint`), so a layout solved at its spaced priorities pivots and solves
/// exactly as at its own. `ccc lint` solves its layout so, and its priority-tie check
/// (`PriorityTieCheck`) then raises one constraint just above its level in that same
/// solver instead of solving the layout a second time.
struct SpacedPriorities: Equatable {
    /// At most this many optional levels can be spaced within 1...999.
    static let maximumLevels = 499

    /// The optional priorities in use (below 1000), ascending.
    let levels: [Int]
    /// The spaced priority of each priority 0...1000.
    private let table: [Int32]

    /// Nil when the layout uses more than `maximumLevels` optional priorities.
    init?(_ constraints: [LinearConstraint]) {
        var used = Set<Int>()
        for constraint in constraints where constraint.priority < 1000 { used.insert(constraint.priority) }
        guard used.count <= Self.maximumLevels else { return nil }
        levels = used.sorted()
        var table = [Int32](repeating: 1000, count: 1001)
        for (rank, priority) in levels.enumerated() where table.indices.contains(priority) {
            table[priority] = Int32(2 * rank + 2)
        }
        self.table = table
    }

    /// The spaced priority of `priority` (1000 for one that is not an optional level in use).
    func spaced(_ priority: Int) -> Int {
        if table.indices.contains(priority) { return Int(table[priority]) }
        // A priority outside 0...1000 (the compiler rejects them): its rank, searched.
        guard let rank = levels.firstIndex(of: priority) else { return 1000 }
        return 2 * rank + 2
    }
}
