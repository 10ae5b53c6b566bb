/// The values level of `LayoutFastReader`: tokens, strings, numbers, literals and keys, each
/// read exactly as the general path reads it (`JSONParser`'s `readString` and `readNumber`)
/// or given up on (`Miss`).
extension LayoutFastReader {
    // MARK: - Objects and arrays

    /// Reads `{`; true when a member follows, false when `}` closed the object at once.
    mutating func openObject() throws(Miss) -> Bool {
        try expect(JSONByte.openBrace)
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == JSONByte.closeBrace else { return true }
        parser.pos += 1
        return false
    }

    /// Reads `"key" :` and returns the key's content range (quotes excluded), leaving the
    /// reader at the value.
    mutating func readKey() throws(Miss) -> Range<Int> {
        parser.skipWhitespace()
        let key = try readPlainKey()
        try expect(JSONByte.colon)
        return key
    }

    /// After a member: true after `,` (another member follows), false after `}`.
    mutating func continueObject() throws(Miss) -> Bool {
        parser.skipWhitespace()
        switch parser.byte(at: parser.pos) {
        case JSONByte.comma:
            parser.pos += 1
            return true
        case JSONByte.closeBrace:
            parser.pos += 1
            return false
        default:
            throw Miss()
        }
    }

    /// A key without escapes or control characters (anything else goes the general way):
    /// the range of its bytes, quotes excluded, which is also its decoded string's file range.
    private mutating func readPlainKey() throws(Miss) -> Range<Int> {
        let open = parser.pos
        guard parser.byte(at: open) == JSONByte.quote else { throw Miss() }
        let end = parser.bytes.withUnsafeBufferPointer { all -> Int? in
            var index = open + 1
            while index < all.count {
                let byte = all[index]
                if byte == JSONByte.quote { return index }
                if byte == JSONByte.backslash || byte < 0x20 { return nil }
                index += 1
            }
            return nil
        }
        guard let end else { throw Miss() }
        parser.pos = end + 1
        return (open + 1)..<end
    }

    /// Skips whitespace, then the byte `expected`.
    mutating func expect(_ expected: UInt8) throws(Miss) {
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == expected else { throw Miss() }
        parser.pos += 1
    }

    // MARK: - Scalars

    /// A string value, decoded as the general path decodes it, with its token's range
    /// (quotes included: the general path's node range).
    mutating func readStringToken() throws(Miss) -> (SourceString, SourceRange) {
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == JSONByte.quote else { throw Miss() }
        do {
            return try parser.readString()
        } catch {
            throw Miss()
        }
    }

    /// A string value, decoded as the general path decodes it.
    mutating func readString() throws(Miss) -> SourceString {
        try readStringToken().0
    }

    /// True when a string (not another kind of value) is next.
    mutating func stringFollows() -> Bool {
        parser.skipWhitespace()
        return parser.byte(at: parser.pos) == JSONByte.quote
    }

    /// A number within `NumericLimits`' lengths, converted as the general path converts it.
    mutating func readNumber() throws(Miss) -> Double {
        parser.skipWhitespace()
        guard let first = parser.byte(at: parser.pos), first == JSONByte.minus || JSONByte.isDigit(first) else {
            throw Miss()
        }
        let node: JSONNode
        do {
            node = try parser.readNumber()
        } catch {
            throw Miss()
        }
        guard case .number(let value) = node.value, NumericLimits.isAcceptableLength(value) else { throw Miss() }
        return value
    }

    /// Reads `null` when it is next; false (nothing read) when something else is.
    mutating func readNull() throws(Miss) -> Bool {
        try readLiteral("null") != nil
    }

    /// `true` or `false`, with the literal's range; nil (nothing read) when neither is next.
    mutating func readBool() throws(Miss) -> (Bool, SourceRange)? {
        if let range = try readLiteral("true") { return (true, range) }
        if let range = try readLiteral("false") { return (false, range) }
        return nil
    }

    /// Reads the literal `word` (`null`, `true`, `false`) when it is next and returns its
    /// range; nil (nothing read) when another value starts with another byte. A word that
    /// starts like it but is not it (`nul`, `nullx`: the general path's error) is a miss.
    private mutating func readLiteral(_ word: StaticString) throws(Miss) -> SourceRange? {
        parser.skipWhitespace()
        let start = parser.pos
        let length = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { word -> Bool? in
            guard parser.byte(at: start) == word[0] else { return nil }
            for index in 1..<word.count where parser.byte(at: start + index) != word[index] { return false }
            return true
        }
        guard let matches else { return nil }
        guard matches else { throw Miss() }
        if let next = parser.byte(at: start + length), Identifier.isContinue(next) { throw Miss() }
        parser.pos = start + length
        return SourceRange(start, start + length)
    }

    // MARK: - Keys and names

    func text(_ range: Range<Int>) -> String {
        String(decoding: parser.bytes[range], as: UTF8.self)
    }

    /// The known key `range` spells; a miss for any other.
    func known<Key: FastKey>(_ range: Range<Int>, _: Key.Type) throws(Miss) -> Key {
        let index = parser.bytes.withUnsafeBufferPointer { all -> Int? in
            let key = UnsafeBufferPointer(rebasing: all[range])
            return Key.spellings.firstIndex { $0.utf8.elementsEqual(key) }
        }
        guard let index, let key = Key(rawValue: index) else { throw Miss() }
        return key
    }

    /// The case of `Value` whose raw value is the string next; a miss for any other string
    /// (the general path's `invalid-value`) or another kind of value.
    mutating func readEnum<Value: RawRepresentable>(_: Value.Type) throws(Miss) -> Value where Value.RawValue == String {
        guard let value = Value(rawValue: try readString().text) else { throw Miss() }
        return value
    }

    /// A view or metric name: an identifier not met before in its object (a repeat is the
    /// general path's `json-duplicate-key`).
    func checkNewIdentifier(_ range: Range<Int>, in names: inout NameInterner) throws(Miss) {
        let valid = parser.bytes.withUnsafeBufferPointer { all -> Bool in
            guard let first = all[range].first, Identifier.isStart(first) else { return false }
            return all[range].dropFirst().allSatisfy(Identifier.isContinue)
        }
        guard valid else { throw Miss() }
        let before = names.count
        _ = names.intern(parser.bytes, range)
        guard names.count > before else { throw Miss() }
    }

    /// How many elements the array or object opening at the reader's position holds, for
    /// reserving its list once (grown by doubling, a list was copied at every growth and
    /// held up to twice its room; the general path reserved each from its node's count).
    /// A count of its commas outside strings and nested brackets, plus one unless it is
    /// empty; 0 when no bracket is there or the file ends first (the read then misses anyway).
    func elementCount() -> Int {
        parser.bytes.withUnsafeBytes { all -> Int in
            var index = parser.pos
            guard index < all.count, all[index] == JSONByte.openBracket || all[index] == JSONByte.openBrace else {
                return 0
            }
            index += 1
            var depth = 1
            var commas = 0
            var empty = true
            while index < all.count {
                switch all[index] {
                case JSONByte.quote:
                    empty = false
                    index += 1
                    // To the closing quote, eight bytes at a time while none can end the run.
                    while index < all.count {
                        if index + 8 <= all.count,
                           !JSONParser.mayEndPlainRun(all.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        {
                            index += 8
                            continue
                        }
                        let byte = all[index]
                        if byte == JSONByte.quote { break }
                        index += byte == JSONByte.backslash ? 2 : 1
                    }
                case JSONByte.openBrace, JSONByte.openBracket:
                    empty = false
                    depth += 1
                case JSONByte.closeBrace, JSONByte.closeBracket:
                    depth -= 1
                    if depth == 0 { return empty ? 0 : commas + 1 }
                case JSONByte.comma:
                    if depth == 1 { commas += 1 }
                case JSONByte.space, JSONByte.tab, JSONByte.lineFeed, JSONByte.carriageReturn:
                    break
                default:
                    empty = false
                }
                index += 1
            }
            return 0
        }
    }
}

/// The keys met so far in one object, by their case's number.
struct FastKeySet {
    private var bits: UInt32 = 0

    /// Records `key`; a miss when it was met before (the general path's `json-duplicate-key`).
    mutating func insert(_ key: Int) throws(LayoutFastReader.Miss) {
        let bit = UInt32(1) << UInt32(truncatingIfNeeded: key & 31)
        guard bits & bit == 0 else { throw LayoutFastReader.Miss() }
        bits |= bit
    }
}

/// The keys of one kind of object the fast path reads, numbered by their order.
protocol FastKey: CaseIterable, RawRepresentable where RawValue == Int {
    static var spellings: [String] { get }
}
