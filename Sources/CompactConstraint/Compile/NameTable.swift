/// Names (views, metrics, attributes) looked up while lowering: an open-addressing table
/// hashed with FNV-1a over the name's UTF-8 bytes. Lowering looks up two to four names per
/// constraint string; `Dictionary`'s seeded SipHash of a `String` cost several times the
/// rest of a look-up. Only look-ups are offered (no iteration), so no order can leak
/// into output. Storing under a name already there replaces its value, as assigning
/// through `Dictionary`'s subscript does.
struct NameTable<Value> {
    private var keys: [String?]
    private var values: [Value?]
    /// `keys.count - 1`; the capacity is a power of two.
    private var mask: Int
    private(set) var count = 0

    /// A table with room for `capacity` names before it grows.
    init(capacity: Int = 8) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        keys = Array(repeating: nil, count: size)
        values = Array(repeating: nil, count: size)
        mask = size - 1
    }

    /// FNV-1a (Fowler, Noll, Vo) over the name's UTF-8 bytes.
    @inline(__always)
    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            return Int(truncatingIfNeeded: hash ^ (hash >> 29))
        }
    }

    /// The value stored under `name`, or nil.
    subscript(name: String) -> Value? {
        var slot = Self.hash(name) & mask
        while let key = keys[slot] {
            if key == name { return values[slot] }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// Stores `value` under `name`, replacing any earlier value.
    mutating func store(_ value: Value, for name: String) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = Self.hash(name) & mask
        while let key = keys[slot] {
            if key == name {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        keys[slot] = name
        values[slot] = value
        count += 1
    }

    private mutating func grow() {
        var bigger = NameTable(capacity: keys.count)
        for (key, value) in zip(keys, values) {
            if let key, let value { bigger.store(value, for: key) }
        }
        self = bigger
    }
}

extension NameTable: Sendable where Value: Sendable {}
