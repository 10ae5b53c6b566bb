/// The names a layout's compact strings spell, each kept once and numbered in the order
/// first met (0, 1, 2, …). The parser interns every identifier as it reads it, so a syntax
/// tree holds a number and a byte range per name instead of a `String`, and the compiler
/// resolves each distinct name once (`ResolvedNames`) rather than each time it is written
/// (issue #17: a 30×30 grid spells 900 names 14,400 times).
///
/// Names are found in an open-addressing table. A name of up to eight bytes (nearly every
/// view name and every attribute) is one 64-bit word, its bytes in order and zeros after
/// them: it is hashed by a multiply of that word and compared by one comparison of words. A
/// longer name is hashed with FNV-1a (Fowler, Noll, Vo) over its UTF-8 bytes and compared
/// byte by byte. Only look-ups by bytes or by number are offered, never iteration in hash
/// order, so no order can leak into output.
struct NameInterner: Sendable {
    /// `id + 1` of the name in each slot; 0 for an empty slot. A power of two long.
    private var slots: [UInt32]
    /// The bytes of every name, one after the other.
    private var bytes: [UInt8] = []
    /// Where each name's bytes start in `bytes`, and one more entry: the end of the last.
    private var starts: [UInt32] = [0]
    /// Each name's word (`Self.word`): its bytes when it has at most eight, else 0.
    private var words: [UInt64] = []

    init() {
        slots = Array(repeating: 0, count: 64)
    }

    private init(slots: [UInt32]) {
        self.slots = slots
    }

    /// A value to hold a place while the real interner is swapped out: it allocates nothing
    /// and must not be interned into.
    static var placeholder: NameInterner { NameInterner(slots: []) }

    /// How many distinct names have been interned.
    var count: Int { starts.count - 1 }

    /// The number of the name spelt by `source[range]` (the caller passes a range inside
    /// `source`), interning it when it is new.
    mutating func intern(_ source: some IndexedBytes, _ range: Range<Int>) -> UInt32 {
        let lower = min(max(range.lowerBound, 0), source.count)
        let upper = min(max(range.upperBound, lower), source.count)
        // Hashed and compared through buffers: indexing four arrays through `self` checked
        // every byte's bounds (about a seventh of parsing a plain string, issue #17).
        let (found, hash, word) = source.withUnsafeBufferPointer { all in
            let name = UnsafeBufferPointer(rebasing: all[lower..<upper])
            let word = Self.word(all, lower, upper)
            let hash = Self.hash(name, word: word)
            return (find(name, hash: hash, word: word), hash, word)
        }
        if let found { return found }
        bytes.append(contentsOf: source[lower..<upper])
        return added(hash: hash, word: word)
    }

    /// The number of `name`, interning it when it is new (the names the compiler resolves,
    /// interned before a deferred parse's strings: `ParsedLayout.intern(_:)`).
    mutating func intern(_ name: String) -> UInt32 {
        var name = name
        let (found, hash, word) = name.withUTF8 { buffer in
            let word = Self.word(buffer, 0, buffer.count)
            let hash = Self.hash(buffer, word: word)
            return (find(buffer, hash: hash, word: word), hash, word)
        }
        if let found { return found }
        name.withUTF8 { bytes.append(contentsOf: $0) }
        return added(hash: hash, word: word)
    }

    /// Numbers the name whose bytes were just appended to `bytes` (`hash` and `word` are its
    /// `Self.hash` and `Self.word`) and puts it in the table.
    private mutating func added(hash: Int, word: UInt64) -> UInt32 {
        let id = UInt32(truncatingIfNeeded: count)
        starts.append(UInt32(truncatingIfNeeded: bytes.count))
        words.append(word)
        if count * 2 > slots.count {
            grow()
        } else {
            let mask = slots.count - 1
            var slot = hash & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = id + 1
        }
        return id
    }

    /// The number of `name` when some string spelt it; nil otherwise.
    func id(of name: String) -> UInt32? {
        var name = name
        return name.withUTF8 { buffer in
            let word = Self.word(buffer, 0, buffer.count)
            return find(buffer, hash: Self.hash(buffer, word: word), word: word)
        }
    }

    /// The number of the name `name` spells, if interned; `hash` and `word` are its
    /// `Self.hash` and `Self.word`.
    private func find(_ name: UnsafeBufferPointer<UInt8>, hash: Int, word: UInt64) -> UInt32? {
        guard !slots.isEmpty else { return nil }
        return slots.withUnsafeBufferPointer { slots in
            starts.withUnsafeBufferPointer { starts in
                words.withUnsafeBufferPointer { words in
                    bytes.withUnsafeBufferPointer { bytes in
                        let mask = slots.count - 1
                        let short = name.count <= 8
                        var slot = hash & mask
                        while slots[slot] != 0 {
                            let id = Int(slots[slot] - 1)
                            let start = Int(starts[id])
                            if Int(starts[id &+ 1]) &- start == name.count {
                                if short {
                                    if words[id] == word { return UInt32(truncatingIfNeeded: id) }
                                } else {
                                    var offset = 0
                                    while offset < name.count, bytes[start &+ offset] == name[offset] { offset &+= 1 }
                                    if offset == name.count { return UInt32(truncatingIfNeeded: id) }
                                }
                            }
                            slot = (slot + 1) & mask
                        }
                        return nil
                    }
                }
            }
        }
    }

    /// The text of name `id` (empty for a number never given out).
    func text(_ id: UInt32) -> String {
        let index = Int(id)
        guard index < count else { return "" }
        return String(decoding: bytes[Int(starts[index])..<Int(starts[index + 1])], as: UTF8.self)
    }

    /// The bytes `all[lower..<upper]` as one little-endian word, zeros after them, when there
    /// are at most eight; 0 for a longer name. One unaligned load when eight bytes from
    /// `lower` lie inside `all`, or eight bytes ending at `upper` (a name at the end of its
    /// string), else byte by byte.
    @inline(__always)
    private static func word(_ all: UnsafeBufferPointer<UInt8>, _ lower: Int, _ upper: Int) -> UInt64 {
        let length = upper &- lower
        guard length <= 8, length > 0, let base = all.baseAddress else { return 0 }
        if lower &+ 8 <= all.count {
            let value = UInt64(littleEndian: UnsafeRawPointer(base + lower).loadUnaligned(as: UInt64.self))
            return length == 8 ? value : value & ((1 &<< UInt64(length &* 8)) &- 1)
        }
        if upper >= 8 {
            // Here `length < 8` (else the load above fitted): the name is the word's top bytes.
            let value = UInt64(littleEndian: UnsafeRawPointer(base + (upper &- 8)).loadUnaligned(as: UInt64.self))
            return value &>> UInt64((8 &- length) &* 8)
        }
        var value: UInt64 = 0
        var index = upper
        while index > lower {
            index &-= 1
            value = value &<< 8 | UInt64(all[index])
        }
        return value
    }

    /// Spreads the hash's bits over the low ones the table uses (short names such as `l12`
    /// and `f12` differ in few bits; a Fibonacci multiply keeps their slots apart).
    @inline(__always)
    private static func mix(_ hash: UInt64) -> Int {
        let spread = (hash ^ (hash >> 32)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: spread ^ (spread >> 29))
    }

    /// A short name's word mixed with its length (`mix`); FNV-1a over a longer one's bytes, mixed.
    @inline(__always)
    private static func hash(_ name: UnsafeBufferPointer<UInt8>, word: UInt64) -> Int {
        if name.count <= 8 { return mix(word ^ UInt64(name.count) &* 0x0100_0000_01B3) }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // An index loop with wrapping arithmetic: `for byte in name` cost a third more.
        var index = 0
        while index < name.count {
            hash = (hash ^ UInt64(name[index])) &* 0x0000_0100_0000_01B3
            index &+= 1
        }
        return Self.mix(hash)
    }

    /// Twice the slots, every name placed again.
    private mutating func grow() {
        var bigger = [UInt32](repeating: 0, count: max(slots.count * 2, 64))
        let mask = bigger.count - 1
        bytes.withUnsafeBufferPointer { all in
            for id in 0..<count {
                let name = UnsafeBufferPointer(rebasing: all[Int(starts[id])..<Int(starts[id + 1])])
                var slot = Self.hash(name, word: words[id]) & mask
                while bigger[slot] != 0 { slot = (slot + 1) & mask }
                bigger[slot] = UInt32(truncatingIfNeeded: id) + 1
            }
        }
        slots = bigger
    }
}
