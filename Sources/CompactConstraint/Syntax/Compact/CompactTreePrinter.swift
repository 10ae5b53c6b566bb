/// Renders a `ConstraintSyntax` for `ccc parse`, as an indented tree for people or as one
/// JSON object for scripts. Ranges are 1-based, half-open columns in the constraint
/// string (a column counts Unicode scalars, so `é` is one column).
///
/// Text, for `spinner.left == button.right + 10 @ 750 # spin`:
///
///     constraint [1..<47]
///       first: spinner.left [1..<13]
///         item: spinner [1..<8]
///         attribute: left [9..<13]
///       relation: == [14..<16]
///       second: button.right [17..<29]
///         item: button [17..<23]
///         attribute: right [24..<29]
///       constant: + 10 [30..<34]
///         value: number 10 [32..<34]
///       priority: number 750 [37..<40]
///       identifier: "spin" [41..<47]
///
/// JSON: keys sorted; every node has `kind` and `range` (`{"end": col, "start": col}`);
/// absent parts are `null`.
public enum CompactTreePrinter {
    public static func text(_ tree: ConstraintSyntax, source: SourceString) -> String {
        var lines: [String] = []
        let columns = Columns(source)
        func line(_ depth: Int, _ label: String, _ range: Range<Int>) {
            lines.append(String(repeating: "  ", count: depth) + label + " " + columns.describe(range))
        }
        func attribute(_ label: String, _ a: AttributeSyntax) {
            line(1, "\(label): \(a.item.text).\(a.attribute.text)", a.range)
            line(2, "item: \(a.item.text)", a.item.range)
            line(2, "attribute: \(a.attribute.text)", a.attribute.range)
        }
        line(0, "constraint", tree.range)
        attribute("first", tree.first)
        line(1, "relation: \(tree.relation.kind.rawValue)", tree.relation.range)
        switch tree.second {
        case .attribute(let a): attribute("second", a)
        case .value(let v): line(1, "second: \(describe(v))", v.range)
        }
        if let m = tree.multiplier {
            line(1, "multiplier: \(m.isDivision ? "/" : "*") \(spelled(m.value))", m.range)
            line(2, "value: \(describe(m.value))", m.value.range)
        }
        if let c = tree.constant {
            line(1, "constant: \(c.isSubtraction ? "-" : "+") \(spelled(c.value))", c.range)
            line(2, "value: \(describe(c.value))", c.value.range)
        }
        if let p = tree.priority { line(1, "priority: \(describe(p))", p.range) }
        if let i = tree.identifier { line(1, "identifier: \(jsonQuoted(i.text))", i.range) }
        return lines.joined(separator: "\n")
    }

    public static func json(_ tree: ConstraintSyntax, source: SourceString) -> String {
        SyntaxJSON(columns: Columns(source)).constraint(tree).singleLine
    }

    /// `number 10` or `name spacing`; a number in `exactNumber`'s form (`1e-09`, never `0`).
    static func describe(_ value: ValueSyntax) -> String {
        switch value {
        case .number(let x, _): "number \(exactNumber(x))"
        case .name(let n): "name \(n.text)"
        }
    }

    /// The value as one would write it: `10`, `-20`, `1e-09`, `spacing` (`exactNumber`).
    static func spelled(_ value: ValueSyntax) -> String {
        switch value {
        case .number(let x, _): exactNumber(x)
        case .name(let n): n.text
        }
    }
}

/// Byte offsets of a string to 1-based columns.
struct Columns {
    private let bytes: SharedBytes

    init(_ source: SourceString) { bytes = source.bytes }

    /// The 1-based column of a byte offset (continuation bytes do not count).
    func column(_ offset: Int) -> Int {
        let end = max(0, min(offset, bytes.count))
        return 1 + bytes[0..<end].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    }

    /// `[start..<end]` in columns.
    func describe(_ range: Range<Int>) -> String {
        "[\(column(range.lowerBound))..<\(column(range.upperBound))]"
    }
}
