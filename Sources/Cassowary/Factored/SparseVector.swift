// A dense vector that remembers which of its entries were written: the work vector of FTRAN.

/// A vector over the rows, stored densely, with the list of the rows whose entry may be
/// non-zero (`pattern`), so that clearing it and walking it cost its non-zeros, not its length.
struct SparseVector {
    private(set) var values: [Double]
    /// The rows written since the last ``clear()``, each once, in the order first written.
    private(set) var pattern: [Int32] = []
    private var marked: [Bool]

    init(count: Int) {
        values = [Double](repeating: 0, count: count)
        marked = [Bool](repeating: false, count: count)
    }

    @inline(__always) subscript(_ i: Int) -> Double { values[i] }

    /// Sets entry `i`, adding it to the pattern.
    @inline(__always) mutating func set(_ i: Int, _ value: Double) {
        if !marked[i] {
            marked[i] = true
            pattern.append(Int32(i))
        }
        values[i] = value
    }

    /// Adds `amount` to entry `i`, adding it to the pattern.
    @inline(__always) mutating func add(_ i: Int, _ amount: Double) {
        if !marked[i] {
            marked[i] = true
            pattern.append(Int32(i))
            values[i] = amount
        } else {
            values[i] += amount
        }
    }

    /// Every entry back to 0, in time proportional to the pattern.
    mutating func clear() {
        for i in pattern {
            values[Int(i)] = 0
            marked[Int(i)] = false
        }
        pattern.removeAll(keepingCapacity: true)
    }
}
