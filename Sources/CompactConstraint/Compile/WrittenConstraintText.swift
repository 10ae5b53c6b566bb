/// What the identifier and canonical text of a lowered compact string are made from. Only a
/// message or `ccc compile` reads them, so they are built then, not for every string (building
/// them by interpolation was about half of the compile stage).
///
/// It keeps the string's bytes (shared with the document, not copied) and the byte ranges of
/// the names the texts need, not the syntax tree nor the string's file offsets: one is alive
/// for every lowered compact string until the frames are printed, so it is kept small
/// (issue #11: a copy of the tree per constraint raised the peak memory by a quarter; issue
/// #18: 88 bytes an instance, not 104).
final class WrittenConstraintText: Sendable {
    /// The string's decoded bytes.
    private let bytes: [UInt8]
    /// Byte ranges in `bytes`, as `lower, upper` pairs: the first item, the first attribute,
    /// then the second item and attribute (both empty when the right-hand side is a value).
    private let names: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
    /// Where `#` is (`UInt32.max` without one).
    private let hash: UInt32
    /// 1...1000.
    private let priority: Int32
    private let hasSecond: Bool
    private let relation: RelationKind
    /// The multiplier after metrics were resolved (unused when the right-hand side is a value).
    private let multiplier: Double
    /// The constant after metrics were resolved, in points; when the right-hand side is a
    /// value (a number or metric), that value times the multiplier plus the constant.
    private let constant: Double

    init(tree: CompactTree, source: SourceString, multiplier: Double, constant: Double, rhsValue: Double?, priority: Int) {
        let first = tree.first
        var second = TreeRange(0..<0)
        var secondAttribute = TreeRange(0..<0)
        if case .attribute(let attribute) = tree.second {
            second = attribute.item.range
            secondAttribute = attribute.attribute.range
            hasSecond = true
        } else {
            hasSecond = false
        }
        names = (
            first.item.range.lower, first.item.range.upper, first.attribute.range.lower, first.attribute.range.upper,
            second.lower, second.upper, secondAttribute.lower, secondAttribute.upper)
        hash = tree.hash ?? UInt32.max
        relation = tree.relation
        bytes = source.bytes
        self.multiplier = multiplier
        self.constant = hasSecond ? constant : (rhsValue ?? 0) * multiplier + constant
        self.priority = Int32(clamping: priority)
    }

    private func text(_ lower: UInt32, _ upper: UInt32) -> String { text(Int(lower)..<Int(upper)) }

    /// The text of a range of the bytes (clamped, as `SourceString.text(_:)`).
    private func text(_ range: Range<Int>) -> String {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The text after `#` (blanks trimmed, as the lexer's `#` token); without `#`, or with a
    /// bare `#`, the string itself (without the `#`), blanks trimmed.
    var identifier: String {
        guard hash != UInt32.max else { return String(decoding: bytes, as: UTF8.self).trimmingBlanks() }
        let after = text(Int(hash) + 1..<bytes.count).trimmingBlanks()
        if !after.isEmpty { return after }
        return text(0..<Int(hash)).trimmingBlanks()
    }

    /// The canonical compact form (`CanonicalForm`): a value on the right-hand side folds
    /// into the constant.
    var canonical: String {
        CanonicalForm.describe(
            relation: relation, hasSecond: hasSecond, multiplier: hasSecond ? multiplier : 1, constant: constant,
            priority: Int(priority), capacity: bytes.count,
            first: { appendName(names.0, names.1, names.2, names.3, to: &$0) },
            second: { appendName(names.4, names.5, names.6, names.7, to: &$0) })
    }

    /// `item.attribute` from the byte ranges `itemLower..<itemUpper` and
    /// `attributeLower..<attributeUpper` (clamped, as `text(_:)`), appended to `text`.
    private func appendName(
        _ itemLower: UInt32, _ itemUpper: UInt32, _ attributeLower: UInt32, _ attributeUpper: UInt32,
        to text: inout [UInt8]
    ) {
        appendBytes(Int(itemLower)..<Int(max(itemLower, itemUpper)), to: &text)
        text.append(UInt8(ascii: "."))
        appendBytes(Int(attributeLower)..<Int(max(attributeLower, attributeUpper)), to: &text)
    }

    private func appendBytes(_ range: Range<Int>, to text: inout [UInt8]) {
        let lower = min(max(range.lowerBound, 0), bytes.count)
        let upper = min(max(range.upperBound, lower), bytes.count)
        text.append(contentsOf: bytes[lower..<upper])
    }
}
