/// The canonical compact form of a lowered constraint: metrics replaced by their values,
/// `==` for equality, the multiplier and constant only when they matter, the priority
/// only when optional. `button.right == super.right - 5 @ 750`. Numbers are written as
/// messages write them (`NumericLimits.shown`): a constant of -1e-7 is `- 1e-07`, never
/// `- 0` (issue #18), and a multiplier of 1.0000001 is `* 1.0000001`, never `* 1`.
enum CanonicalForm {
    static func describe(
        first: String, relation: RelationKind, second: String?, multiplier: Double, constant: Double, priority: Int
    ) -> String {
        describe(
            relation: relation, hasSecond: second != nil, multiplier: multiplier, constant: constant, priority: priority,
            capacity: first.utf8.count + (second?.utf8.count ?? 0),
            first: { $0.append(contentsOf: first.utf8) }, second: { $0.append(contentsOf: (second ?? "").utf8) })
    }

    /// The same text with the two operands written by `first` and `second` (`second` is not
    /// called without one) straight into the text's bytes, which `capacity` (about the
    /// operands' length) sizes: `WrittenConstraintText` writes its names from the string's
    /// bytes without a `String` each. One array and one string a text, where joining strings
    /// made one at every step (issue #17: `ccc compile` of a 100×100 grid writes 40,000).
    static func describe(
        relation: RelationKind, hasSecond: Bool, multiplier: Double, constant: Double, priority: Int, capacity: Int,
        first: (inout [UInt8]) -> Void, second: (inout [UInt8]) -> Void
    ) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(capacity + 40)
        first(&text)
        text.append(UInt8(ascii: " "))
        text.append(contentsOf: relation.rawValue.utf8)
        text.append(UInt8(ascii: " "))
        if hasSecond {
            second(&text)
            if multiplier != 1 { append(" * ", NumericLimits.shownMultiplier(multiplier), to: &text) }
            if constant > 0 { append(" + ", NumericLimits.shown(constant), to: &text) }
            if constant < 0 { append(" - ", NumericLimits.shown(-constant), to: &text) }
        } else {
            text.append(contentsOf: NumericLimits.shown(constant).utf8)
        }
        if priority != 1000 { append(" @ ", String(priority), to: &text) }
        return String(decoding: text, as: UTF8.self)
    }

    private static func append(_ separator: StaticString, _ value: String, to text: inout [UInt8]) {
        separator.withUTF8Buffer { text.append(contentsOf: $0) }
        text.append(contentsOf: value.utf8)
    }
}
