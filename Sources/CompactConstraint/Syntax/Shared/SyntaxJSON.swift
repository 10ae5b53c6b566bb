/// A minimal JSON tree for `CompactTreePrinter.json`, serialized on one line with sorted keys.
indirect enum SimpleJSON {
    case object([String: SimpleJSON])
    case array([SimpleJSON])
    case string(String)
    case number(Double)
    case null

    /// `{"a": 1, "b": "x"}`: keys sorted, `", "` and `": "` separators.
    var serialized: String {
        switch self {
        case .object(let members):
            let body = members.keys.sorted().map { key in
                jsonQuoted(key) + ": " + (members[key] ?? .null).serialized
            }
            return "{" + body.joined(separator: ", ") + "}"
        case .array(let items): return "[" + items.map(\.serialized).joined(separator: ", ") + "]"
        case .string(let s): return jsonQuoted(s)
        case .number(let x): return x.isFinite ? formatNumber(x) : "null"
        case .null: return "null"
        }
    }
}

/// Builds the JSON nodes of a syntax tree.
struct SyntaxJSON {
    let columns: Columns

    func constraint(_ tree: ConstraintSyntax) -> SimpleJSON {
        let second: SimpleJSON = switch tree.second {
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

    func attribute(_ a: AttributeSyntax) -> SimpleJSON {
        node("attribute", a.range, ["item": name(a.item), "attribute": name(a.attribute)])
    }

    func name(_ n: NameSyntax) -> SimpleJSON {
        node("name", n.range, ["text": .string(n.text)])
    }

    /// `{"kind": "number", "value": 10}` or `{"kind": "name", "text": "m"}`.
    func value(_ v: ValueSyntax) -> SimpleJSON {
        switch v {
        case .number(let x, let r): node("number", r, ["value": .number(x)])
        case .name(let n): name(n)
        }
    }

    func node(_ kind: String, _ range: Range<Int>, _ fields: [String: SimpleJSON]) -> SimpleJSON {
        var members = fields
        members["kind"] = .string(kind)
        members["range"] = .object([
            "start": .number(Double(columns.column(range.lowerBound))),
            "end": .number(Double(columns.column(range.upperBound))),
        ])
        return .object(members)
    }
}
