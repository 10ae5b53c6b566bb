/// Builds the JSON nodes of a syntax tree (`ccc parse --format json`), printed on one line.
struct SyntaxJSON {
    let columns: Columns

    func constraint(_ tree: ConstraintSyntax) -> JSONText {
        let second: JSONText = switch tree.second {
        case .attribute(let a): attribute(a)
        case .value(let v): value(v)
        }
        return node("constraint", tree.range, [
            "first": attribute(tree.first),
            "relation": node("relation", tree.relation.range, ["operator": .string(tree.relation.kind.rawValue)]),
            "second": second,
            "multiplier": tree.multiplier.map { m in
                node("multiplier", m.range, ["operator": .string(m.isDivision ? "/" : "*"), "value": value(m.value)])
            } ?? .null,
            "constant": tree.constant.map { c in
                node("constant", c.range, ["operator": .string(c.isSubtraction ? "-" : "+"), "value": value(c.value)])
            } ?? .null,
            "priority": tree.priority.map(value) ?? .null,
            "identifier": tree.identifier.map { i in node("identifier", i.range, ["text": .string(i.text)]) } ?? .null,
        ])
    }

    func attribute(_ a: AttributeSyntax) -> JSONText {
        node("attribute", a.range, ["item": name(a.item), "attribute": name(a.attribute)])
    }

    func name(_ n: NameSyntax) -> JSONText {
        node("name", n.range, ["text": .string(n.text)])
    }

    /// `{"kind": "number", "value": 10}` or `{"kind": "name", "text": "m"}`; the number as
    /// `exactNumber` writes it (`1e-09`, not `0`).
    func value(_ v: ValueSyntax) -> JSONText {
        switch v {
        case .number(let x, let r): node("number", r, ["value": .writtenNumber(x)])
        case .name(let n): name(n)
        }
    }

    func node(_ kind: String, _ range: Range<Int>, _ fields: [String: JSONText]) -> JSONText {
        var members = fields
        members["kind"] = .string(kind)
        members["range"] = .object([
            ("start", .number(Double(columns.column(range.lowerBound)))),
            ("end", .number(Double(columns.column(range.upperBound)))),
        ])
        return .object(members.map { ($0.key, $0.value) })
    }
}
