/// The keys of one object being read, for `json-duplicate-key`: each key's decoded bytes and
/// the range (quotes included) of its first occurrence. A small object is scanned; from
/// `scanLimit` keys on, an open-addressing table hashed with FNV-1a (Fowler, Noll, Vo) over
/// the bytes finds a key in constant time. (A `Dictionary` keyed by byte arrays cost a
/// quarter of reading a layout: a seeded hash of every key and a table for every object.)
struct JSONKeyTable {
    static let scanLimit = 8

    private var keys: [SharedBytes] = []
    private var ranges: [SourceRange] = []
    /// `index + 1` of the key in each slot, 0 for an empty slot; empty while scanning.
    private var slots: [Int32] = []

    /// The range of the first occurrence of `key`; nil when `key` is new, which is then
    /// recorded with `range`.
    mutating func firstRange(of key: SharedBytes, recording range: SourceRange) -> SourceRange? {
        if slots.isEmpty {
            for index in keys.indices where keys[index] == key { return ranges[index] }
        } else {
            let mask = slots.count - 1
            var slot = Self.hash(key) & mask
            while slots[slot] != 0 {
                let index = Int(slots[slot] - 1)
                if keys[index] == key { return ranges[index] }
                slot = (slot + 1) & mask
            }
        }
        keys.append(key)
        ranges.append(range)
        if keys.count >= Self.scanLimit, keys.count * 2 > slots.count { rebuild() }
        else if !slots.isEmpty { place(keys.count - 1) }
        return nil
    }

    /// A table of at least four times the keys, every key placed again.
    private mutating func rebuild() {
        var size = 32
        while size < keys.count * 4 { size *= 2 }
        slots = [Int32](repeating: 0, count: size)
        for index in keys.indices { place(index) }
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Self.hash(keys[index]) & mask
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(truncatingIfNeeded: index + 1)
    }

    private static func hash(_ key: SharedBytes) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
