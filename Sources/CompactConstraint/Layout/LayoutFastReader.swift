/// Reads a plain layout file straight from its bytes into a `LayoutDocument`, without the
/// JSON tree (issue #17: reading at 200 MB/s; issue #18: the tree was as large as the rest of
/// the front end's memory).
///
/// It accepts only what decodes without a single diagnostic and with nothing the general
/// path treats specially: a top-level object of `size`, `metrics`, `views`, `constraints`,
/// `safeArea`, `layoutMargins`, `layoutDirection` and `scale`; views whose keys are
/// `superview`, `intrinsicSize`, `size`, `hugging`, `compressionResistance`, `layoutMargins`,
/// `constraints`, `stack`, `align`, `hidden` and `spacingAfter`; constraint lists of
/// strings. Anything else — another key (`margin`, `grid`, `baseline`, …), a repeated
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
///
/// By level: the document here, the views in `LayoutFastReader+View.swift`, the tokens and
/// values in `LayoutFastReader+Values.swift`.
struct LayoutFastReader {
    /// Thrown where the fast path gives up.
    struct Miss: Error {}

    var parser: JSONParser
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
        var seen = FastKeySet()
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
                guard PixelRounding.scales.contains(scale) else { throw Miss() }
                document.scale = scale
            }
            more = try continueObject()
        }
        parser.skipWhitespace()
        guard parser.pos == parser.count else { throw Miss() }
    }

    /// `{"width": W, "height": H}`, one side or both, not negative.
    private mutating func readSize() throws(Miss) -> RootSize {
        var seen = FastKeySet()
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

    /// `[top, left, bottom, right]`.
    mutating func readInsets() throws(Miss) -> EdgeInsets {
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
    mutating func readConstraints() throws(Miss) -> [ConstraintEntry] {
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
