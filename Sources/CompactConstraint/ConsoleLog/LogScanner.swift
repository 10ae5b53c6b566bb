/// A cursor over the bytes of one constraint description, with the helpers its parser
/// needs (`peek`, `advance`, `match`, numbers, class names). Offsets are byte offsets in
/// the log file, so every failure can be located.
struct LogScanner {
    let bytes: [UInt8]
    private(set) var offset: Int
    let end: Int

    init(_ bytes: [UInt8], from start: Int, to end: Int) {
        self.bytes = bytes
        self.offset = max(0, min(start, end))
        self.end = max(0, min(end, bytes.count))
    }

    var isAtEnd: Bool { offset >= end }

    /// The byte `ahead` bytes on, or 0 past the end.
    func peek(_ ahead: Int = 0) -> UInt8 {
        let index = offset + ahead
        return index >= 0 && index < end ? bytes[index] : 0
    }

    mutating func advance(_ count: Int = 1) { offset = min(end, offset + count) }

    mutating func seek(_ position: Int) { offset = max(0, min(position, end)) }

    /// Whether the text at the cursor is `text`.
    func looksAt(_ text: String) -> Bool {
        var index = offset
        for byte in text.utf8 {
            guard index < end, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Skips `text` when it is at the cursor.
    mutating func match(_ text: String) -> Bool {
        guard looksAt(text) else { return false }
        advance(text.utf8.count)
        return true
    }

    /// Skips spaces and tabs, and line breaks, which a description only holds when a paste
    /// wrapped it (the scanner's end is the end of its line otherwise).
    mutating func skipBlanks() {
        while !isAtEnd, [0x20, 0x09, 0x0A, 0x0D].contains(peek()) { advance() }
    }

    static func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) }
    static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    static func isWordByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == 0x5F || byte == 0x24 }

    /// A run of letters, digits, `_` and `$` (an attribute, a VFL name).
    mutating func word() -> String? {
        let start = offset
        while !isAtEnd, Self.isWordByte(peek()) { advance() }
        return start == offset ? nil : text(start, offset)
    }

    /// A byte of a name: a word byte, or a byte of a non-ASCII character (UTF-8), which
    /// Swift allows in type names (`MyApp.Überblick`).
    static func isNameByte(_ byte: UInt8) -> Bool { isWordByte(byte) || byte >= 0x80 }

    /// A run of name bytes (a name of the `names:` list, `connectButton`).
    mutating func name() -> String? {
        let start = offset
        while !isAtEnd, Self.isNameByte(peek()) { advance() }
        return start == offset ? nil : text(start, offset)
    }

    /// A class name with its module prefixes (`MyApp.CardView`, `SnapKit.LayoutConstraint`),
    /// followed by `:`; the cursor stops on the `:`.
    /// Also Swift's printed forms: generic arguments (`MyApp.GenericCell<MyApp.Item>`), a
    /// private type's context (`MyApp.(unknown context at $10a2b3c4d).InnerView`) and
    /// non-ASCII letters (UTF-8).
    mutating func className() -> String? {
        let start = offset
        while !isAtEnd {
            if Self.isNameByte(peek()) || (peek() == 0x2E && (Self.isNameByte(peek(1)) || peek(1) == 0x28)) {
                advance()
            } else if peek() == 0x3C || (peek() == 0x28 && offset > start && bytes[offset - 1] == 0x2E) {
                // `<…>` or `(…)`, balanced, on one line.
                let open = peek(), close: UInt8 = open == 0x3C ? 0x3E : 0x29
                var depth = 0
                var probe = offset
                while probe < end {
                    if bytes[probe] == open { depth += 1 }
                    if bytes[probe] == close { depth -= 1 }
                    if depth == 0 || bytes[probe] == 0x20 && open == 0x3C { break }
                    probe += 1
                }
                guard probe < end, depth == 0 else { break }
                seek(probe + 1)
            } else {
                break
            }
        }
        guard offset > start, peek() == 0x3A, let first = bytes[safe: start], !Self.isDigit(first) else {
            seek(start)
            return nil
        }
        return text(start, offset)
    }

    /// `0x` and hexadecimal digits; or, as Masonry prints an object given a `mas_key`, the
    /// key (a word) in its place.
    mutating func address() -> String? {
        guard looksAt("0x") || looksAt("0X") else {
            guard LogScanner.isLetter(peek()) || peek() == 0x5F else { return nil }
            return word()
        }
        let start = offset
        advance(2)
        while !isAtEnd, Self.isDigit(peek()) || (peek() | 0x20 >= 0x61 && peek() | 0x20 <= 0x66) { advance() }
        return text(start, offset)
    }

    /// A decimal number as Auto Layout prints it: `8`, `-7`, `0.5`, `1e+03`; also
    /// `NSSpace(8)` and `NSLayoutAnchorConstraintSpace(8)`, the system spacing of a
    /// visual-format or anchor constraint, read as their value.
    mutating func number() -> Double? {
        let start = offset
        for wrapper in ["NSSpace(", "NSLayoutAnchorConstraintSpace("] where match(wrapper) {
            skipBlanks()
            guard let value = number() else {
                seek(start)
                return nil
            }
            skipBlanks()
            guard match(")") else {
                seek(start)
                return nil
            }
            return value
        }
        if peek() == 0x2D || peek() == 0x2B { advance() }
        let digitsStart = offset
        while !isAtEnd, Self.isDigit(peek()) || peek() == 0x2E { advance() }
        guard offset > digitsStart else {
            seek(start)
            return nil
        }
        if peek() | 0x20 == 0x65, Self.isDigit(peek(1)) || ((peek(1) == 0x2B || peek(1) == 0x2D) && Self.isDigit(peek(2))) {
            advance(2)
            while !isAtEnd, Self.isDigit(peek()) { advance() }
        }
        // Any finite value: a constant beyond `LogDescriptionParser.limit` is judged by the parser.
        guard let value = Double(text(start, offset)), value.isFinite else {
            seek(start)
            return nil
        }
        return value
    }

    func text(_ start: Int, _ stop: Int) -> String {
        let lo = max(0, min(start, bytes.count))
        let hi = max(lo, min(stop, bytes.count))
        return String(decoding: bytes[lo..<hi], as: UTF8.self)
    }
}

extension Array {
    /// The element at `index`, or nil out of bounds.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
