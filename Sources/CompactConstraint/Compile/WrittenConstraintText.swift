/// What the identifier and canonical text of a lowered compact string are made from. Only a
/// message or `ccc compile` reads them, so they are built then, not for every string (building
/// them by interpolation was about half of the compile stage).
///
/// It is kept in the constraint's origin itself, with no heap block: the string's bytes
/// (shared with the document and the file, not copied) and the resolved numbers; the
/// priority is the origin's. The names, the relation and `#` are found again in the bytes
/// when a text is read: the string parsed once, so it parses again to the same tree
/// (issue #11: a copy of the tree per constraint raised the peak memory by a quarter; issue
/// #18: an object of 88 bytes and malloc's header per string, 29 MB at 300,000 strings).
struct WrittenConstraintText: Sendable {
    /// The string's decoded bytes.
    private let bytes: SharedBytes
    /// The multiplier after metrics were resolved (unused when the right-hand side is a value).
    private let multiplier: Double
    /// The constant after metrics were resolved, in points; when the right-hand side is a
    /// value (a number or metric), that value times the multiplier plus the constant.
    private let constant: Double

    init(tree: CompactTree, source: SourceString, multiplier: Double, constant: Double, rhsValue: Double?) {
        let hasSecond = if case .attribute = tree.second { true } else { false }
        bytes = source.bytes
        self.multiplier = multiplier
        self.constant = hasSecond ? constant : (rhsValue ?? 0) * multiplier + constant
    }

    /// The text of a range of the bytes (clamped, as `SourceString.text(_:)`).
    private func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[lower..<upper]), as: UTF8.self) }
    }

    /// Where `#` is: the first `#` byte, as no token of a compact string before its `#`
    /// (names, numbers, operators) holds one; nil without one.
    private var hash: Int? { bytes.withUnsafeBufferPointer { $0.firstIndex(of: UInt8(ascii: "#")) } }

    /// The text after `#` (blanks trimmed, as the lexer's `#` token); without `#`, or with a
    /// bare `#`, the string itself (without the `#`), blanks trimmed; cut to 80 characters and `…`
    /// (`shortIdentifier`).
    var identifier: String {
        guard let hash else { return text(0..<bytes.count).trimmingBlanks().shortIdentifier() }
        let after = text(hash + 1..<bytes.count).trimmingBlanks()
        if !after.isEmpty { return after.shortIdentifier() }
        return text(0..<hash).trimmingBlanks().shortIdentifier()
    }

    /// The canonical compact form (`CanonicalForm`) at `priority` (1...1000): a value on the
    /// right-hand side folds into the constant. The string is parsed again for its names and
    /// relation (it parsed when it was lowered, so it does again, to the same tree).
    func canonical(priority: Int) -> String {
        guard let tree = tree else { return identifier }  // never: the string was lowered from a tree
        var second: TreeAttribute?
        if case .attribute(let attribute) = tree.second { second = attribute }
        return CanonicalForm.describe(
            relation: tree.relation, hasSecond: second != nil, multiplier: second != nil ? multiplier : 1,
            constant: constant, priority: priority, capacity: bytes.count,
            first: { appendName(tree.first, to: &$0) },
            second: { text in second.map { appendName($0, to: &text) } })
    }

    /// The string's tree, for its ranges: the plain form without interning a name (nearly
    /// every string), else the full parser's.
    private var tree: CompactTree? {
        let source = SourceString(bytes: bytes, offsets: FileOffsets(plainRunFrom: 0, count: bytes.count + 1))
        if let tree = CompactFastPath.ranges(source) { return tree }
        var names = NameInterner()
        var tokens: [CompactToken] = []
        var diagnostics = Diagnostics()
        return CompactParser.fullTree(source, names: &names, tokens: &tokens, into: &diagnostics)
    }

    /// `item.attribute` as written, appended to `text`.
    private func appendName(_ name: TreeAttribute, to text: inout [UInt8]) {
        appendBytes(name.item.range.range, to: &text)
        text.append(UInt8(ascii: "."))
        appendBytes(name.attribute.range.range, to: &text)
    }

    private func appendBytes(_ range: Range<Int>, to text: inout [UInt8]) {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        bytes.withUnsafeBufferPointer { text.append(contentsOf: UnsafeBufferPointer(rebasing: $0[lower..<upper])) }
    }
}
