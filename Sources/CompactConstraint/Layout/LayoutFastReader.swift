/// Reads a plain layout file straight from its bytes into a `LayoutDocument`, without the
/// JSON tree (issue #17: reading at 200 MB/s; issue #18: the tree was as large as the rest of
/// the front end's memory).
///
/// It accepts only what decodes without a single diagnostic and with nothing the general
/// path treats specially: a top-level object of `size`, `metrics`, `views`, `constraints`,
/// `safeArea`, `layoutMargins`, `layoutDirection` and `scale`; views whose keys are
/// `superview`, `intrinsicSize`, `size`, `hugging`, `compressionResistance`, `layoutMargins`
/// and `constraints`; constraint lists of strings. Anything else — another key, a repeated
/// key, a constraint object, a value of a wrong type or out of range, a bad name, a `lint`
/// object, any JSON error — makes it give up (`nil`), and `JSONReader` with `LayoutDecoder`
/// read the file instead; every diagnostic therefore comes from that general path. Where it
/// succeeds, its document is the general path's, value for value (`LayoutFastReaderTests`
/// compares the two on every example, corpus layout, generated shape and on random and
/// broken files).
///
/// Strings and numbers are read by the same code as the general path (`JSONParser`'s
/// `readString` and `readNumber`), so their bytes, offsets and values are the same bit for bit.
/// The nesting it follows is fixed (at most four levels), so it needs no stack.
struct LayoutFastReader {
    /// Thrown where the fast path gives up.
    struct Miss: Error {}

    private var parser: JSONParser
    private var document = LayoutDocument()

    private init(_ bytes: [UInt8]) {
        parser = JSONParser(bytes: bytes)
    }

    /// The document of `file`, or nil when the file is not one this path reads (the caller
    /// then reads it with `JSONReader` and `LayoutDecoder`).
    static func read(_ file: SourceFile) -> LayoutDocument? {
        // The general path checks the whole file first; a problem anywhere is its error.
        guard JSONUTF8.firstProblem(in: file.bytes) == nil else { return nil }
        var reader = LayoutFastReader(file.bytes)
        do {
            try reader.readDocument()
        } catch {
            return nil
        }
        return reader.document
    }

    // MARK: - The document

    private mutating func readDocument() throws(Miss) {
        parser.skipWhitespace()
        var seen = KeySet()
        var more = try openObject()
        while more {
            let key = try readKey()
            let field = try known(key, TopLevelKey.self)
            try seen.insert(field.rawValue)
            switch field {
            case .size:
                document.size = try readSize()
                document.sizeRange = SourceRange(key.lowerBound, key.upperBound)
            case .metrics:
                document.metrics = try readMetrics()
            case .views:
                document.views = try readViews()
            case .constraints:
                document.constraints = try readConstraints()
            case .safeArea:
                document.safeArea = try readInsets()
            case .layoutMargins:
                document.layoutMargins = try readInsets()
            case .layoutDirection:
                let text = try readString()
                guard let direction = LayoutDirection(rawValue: text.text) else { throw Miss() }
                document.layoutDirection = direction
            case .scale:
                let scale = try readNumber()
                guard scale > 0 else { throw Miss() }
                document.scale = scale
            }
            more = try continueObject()
        }
        parser.skipWhitespace()
        guard parser.pos == parser.count else { throw Miss() }
    }

    /// `{"width": W, "height": H}`, one side or both, not negative.
    private mutating func readSize() throws(Miss) -> RootSize {
        var seen = KeySet()
        var size = RootSize(width: nil, height: nil)
        var more = try openObject()
        while more {
            let key = try readKey()
            let field = try known(key, SizeKey.self)
            try seen.insert(field.rawValue)
            let value = try readNumber()
            guard value >= 0 else { throw Miss() }
            switch field {
            case .width: size.width = value
            case .height: size.height = value
            }
            more = try continueObject()
        }
        guard size.width != nil || size.height != nil else { throw Miss() }
        return size
    }

    /// `{"name": number, …}`: identifier names, each once.
    private mutating func readMetrics() throws(Miss) -> [Metric] {
        var names = NameInterner()
        var metrics: [Metric] = []
        var more = try openObject()
        while more {
            let key = try readKey()
            try checkNewIdentifier(key, in: &names)
            let value = try readNumber()
            metrics.append(Metric(name: text(key), value: value, range: SourceRange(key.lowerBound, key.upperBound)))
            more = try continueObject()
        }
        return metrics
    }

    // MARK: - Views

    private mutating func readViews() throws(Miss) -> [ViewDeclaration] {
        var names = NameInterner()
        var views: [ViewDeclaration] = []
        views.reserveCapacity(elementCount())
        var more = try openObject()
        while more {
            let key = try readKey()
            try checkNewIdentifier(key, in: &names)
            views.append(try readView(named: key))
            more = try continueObject()
        }
        return views
    }

    private mutating func readView(named key: Range<Int>) throws(Miss) -> ViewDeclaration {
        var view = ViewDeclaration(name: text(key), nameRange: SourceRange(key.lowerBound, key.upperBound))
        var seen = KeySet()
        var more = try openObject()
        while more {
            let key = try readKey()
            let field = try known(key, ViewKey.self)
            try seen.insert(field.rawValue)
            switch field {
            case .superview:
                if try readNull() { break }
                let name = try readString()
                view.superview = (name.text, name.fileRange)
            case .intrinsicSize:
                view.intrinsicSize = try readSizePair()
            case .size:
                view.size = try readSizePair()
            case .hugging:
                view.hugging = try readPriorityPair()
            case .compressionResistance:
                view.compressionResistance = try readPriorityPair()
            case .layoutMargins:
                view.layoutMargins = try readInsets()
            case .constraints:
                view.constraints = try readConstraints()
            }
            more = try continueObject()
        }
        return view
    }

    /// `[w, h]` of sizes: each a number not negative, or `null` or -1 for none.
    private mutating func readSizePair() throws(Miss) -> (Double?, Double?) {
        try expect(JSONByte.openBracket)
        let width = try readOptionalSize()
        try expect(JSONByte.comma)
        let height = try readOptionalSize()
        try expect(JSONByte.closeBracket)
        return (width, height)
    }

    private mutating func readOptionalSize() throws(Miss) -> Double? {
        parser.skipWhitespace()
        if try readNull() { return nil }
        let value = try readNumber()
        if value == -1 { return nil }
        guard value >= 0 else { throw Miss() }
        return value
    }

    /// `[horizontal, vertical]` priorities, each in 1...1000.
    private mutating func readPriorityPair() throws(Miss) -> (Double, Double) {
        try expect(JSONByte.openBracket)
        let horizontal = try readNumber()
        try expect(JSONByte.comma)
        let vertical = try readNumber()
        try expect(JSONByte.closeBracket)
        guard (1...1000).contains(horizontal), (1...1000).contains(vertical) else { throw Miss() }
        return (horizontal, vertical)
    }

    /// `[top, left, bottom, right]`.
    private mutating func readInsets() throws(Miss) -> EdgeInsets {
        try expect(JSONByte.openBracket)
        let top = try readNumber()
        try expect(JSONByte.comma)
        let left = try readNumber()
        try expect(JSONByte.comma)
        let bottom = try readNumber()
        try expect(JSONByte.comma)
        let right = try readNumber()
        try expect(JSONByte.closeBracket)
        return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }

    /// `["…", "…"]`: constraint strings only (a constraint object goes the general way).
    private mutating func readConstraints() throws(Miss) -> [ConstraintEntry] {
        parser.skipWhitespace()
        var entries: [ConstraintEntry] = []
        entries.reserveCapacity(elementCount())
        try expect(JSONByte.openBracket)
        parser.skipWhitespace()
        if parser.byte(at: parser.pos) == JSONByte.closeBracket {
            parser.pos += 1
            return entries
        }
        while true {
            parser.skipWhitespace()
            let start = parser.pos
            let text = try readString()
            entries.append(ConstraintEntry(text: text, range: SourceRange(start, parser.pos)))
            parser.skipWhitespace()
            switch parser.byte(at: parser.pos) {
            case JSONByte.comma:
                parser.pos += 1
            case JSONByte.closeBracket:
                parser.pos += 1
                return entries
            default:
                throw Miss()
            }
        }
    }

    // MARK: - Tokens

    /// Reads `{`; true when a member follows, false when `}` closed the object at once.
    private mutating func openObject() throws(Miss) -> Bool {
        try expect(JSONByte.openBrace)
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == JSONByte.closeBrace else { return true }
        parser.pos += 1
        return false
    }

    /// Reads `"key" :` and returns the key's content range (quotes excluded), leaving the
    /// reader at the value.
    private mutating func readKey() throws(Miss) -> Range<Int> {
        parser.skipWhitespace()
        let key = try readPlainKey()
        try expect(JSONByte.colon)
        return key
    }

    /// After a member: true after `,` (another member follows), false after `}`.
    private mutating func continueObject() throws(Miss) -> Bool {
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
    private mutating func expect(_ expected: UInt8) throws(Miss) {
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == expected else { throw Miss() }
        parser.pos += 1
    }

    /// A string value, decoded as the general path decodes it.
    private mutating func readString() throws(Miss) -> SourceString {
        parser.skipWhitespace()
        guard parser.byte(at: parser.pos) == JSONByte.quote else { throw Miss() }
        do {
            return try parser.readString().0
        } catch {
            throw Miss()
        }
    }

    /// A number within `NumericLimits`' lengths, converted as the general path converts it.
    private mutating func readNumber() throws(Miss) -> Double {
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
    private mutating func readNull() throws(Miss) -> Bool {
        parser.skipWhitespace()
        let start = parser.pos
        guard parser.byte(at: start) == UInt8(ascii: "n") else { return false }
        guard parser.byte(at: start + 1) == UInt8(ascii: "u"), parser.byte(at: start + 2) == UInt8(ascii: "l"),
              parser.byte(at: start + 3) == UInt8(ascii: "l")
        else { throw Miss() }
        // `nullx` is no literal.
        if let next = parser.byte(at: start + 4), Identifier.isContinue(next) { throw Miss() }
        parser.pos = start + 4
        return true
    }

    // MARK: - Keys and names

    private func text(_ range: Range<Int>) -> String {
        String(decoding: parser.bytes[range], as: UTF8.self)
    }

    /// The known key `range` spells; a miss for any other.
    private func known<Key: FastKey>(_ range: Range<Int>, _: Key.Type) throws(Miss) -> Key {
        let index = parser.bytes.withUnsafeBufferPointer { all -> Int? in
            let key = UnsafeBufferPointer(rebasing: all[range])
            return Key.spellings.firstIndex { $0.utf8.elementsEqual(key) }
        }
        guard let index, let key = Key(rawValue: index) else { throw Miss() }
        return key
    }

    /// A view or metric name: an identifier not met before in its object (a repeat is the
    /// general path's `json-duplicate-key`).
    private func checkNewIdentifier(_ range: Range<Int>, in names: inout NameInterner) throws(Miss) {
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
    private func elementCount() -> Int {
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
private struct KeySet {
    private var bits: UInt32 = 0

    /// Records `key`; a miss when it was met before (the general path's `json-duplicate-key`).
    mutating func insert(_ key: Int) throws(LayoutFastReader.Miss) {
        let bit = UInt32(1) << UInt32(truncatingIfNeeded: key & 31)
        guard bits & bit == 0 else { throw LayoutFastReader.Miss() }
        bits |= bit
    }
}

/// The keys of one kind of object the fast path reads, numbered by their order.
private protocol FastKey: CaseIterable, RawRepresentable where RawValue == Int {
    static var spellings: [String] { get }
}

private enum TopLevelKey: Int, FastKey {
    case size, metrics, views, constraints, safeArea, layoutMargins, layoutDirection, scale
    static let spellings = [
        "size", "metrics", "views", "constraints", "safeArea", "layoutMargins", "layoutDirection", "scale",
    ]
}

private enum SizeKey: Int, FastKey {
    case width, height
    static let spellings = ["width", "height"]
}

private enum ViewKey: Int, FastKey {
    case superview, intrinsicSize, size, hugging, compressionResistance, layoutMargins, constraints
    static let spellings = [
        "superview", "intrinsicSize", "size", "hugging", "compressionResistance", "layoutMargins", "constraints",
    ]
}
