// A binary min-heap of plain keys, the work list of the entering and leaving rules.

/// A binary min-heap (the array layout of Williams's heapsort): `push` and `popMin` in
/// O(log n). Equal keys may come out in any order, so its users store keys that say all
/// they need (a symbol's id, or a rank above an id), never keys that merely tie.
struct MinHeap<Key: Comparable> {
    private var keys: [Key] = []

    var isEmpty: Bool { keys.isEmpty }
    var count: Int { keys.count }

    mutating func removeAll() { keys.removeAll(keepingCapacity: true) }

    mutating func push(_ key: Key) {
        keys.append(key)
        var i = keys.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            if keys[parent] <= key { break }
            keys[i] = keys[parent]
            i = parent
        }
        keys[i] = key
    }

    /// Removes and returns the least key; nil when empty.
    mutating func popMin() -> Key? {
        guard let least = keys.first, let last = keys.popLast() else { return nil }
        guard !keys.isEmpty else { return least }
        let n = keys.count
        var i = 0
        while true {
            let left = 2 * i + 1
            if left >= n { break }
            var child = left
            if left + 1 < n && keys[left + 1] < keys[left] { child = left + 1 }
            if keys[child] >= last { break }
            keys[i] = keys[child]
            i = child
        }
        keys[i] = last
        return least
    }
}
