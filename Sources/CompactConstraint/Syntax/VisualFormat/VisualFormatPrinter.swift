/// Renders a `VisualFormatSyntax` for `ccc parse`: an indented tree for people, or one
/// JSON object for scripts. The parts are listed in string order; ranges are 1-based,
/// half-open columns in the string, as `CompactTreePrinter` prints them.
///
/// Text, for `H:|-[a(>=50)]-8@750-|`:
///
///     visual format [1..<22]
///       orientation: H [1..<3]
///       superview: | [3..<4]
///       connection: standard [4..<5]
///       view: a [5..<14]
///         predicate: >= 50 [8..<12]
///       connection: 8@750 [14..<21]
///         predicate: == 8 @ 750 [15..<20]
///       superview: | [21..<22]
public enum VisualFormatPrinter {
    public static func text(_ tree: VisualFormatSyntax, source: SourceString) -> String {
        let columns = Columns(source)
        var lines: [String] = []
        func line(_ depth: Int, _ label: String, _ range: Range<Int>) {
            lines.append(String(repeating: "  ", count: depth) + label + " " + columns.describe(range))
        }
        func predicates(_ list: [PredicateSyntax]) {
            for p in list { line(2, "predicate: \(describe(p))", p.range) }
        }
        func connection(_ c: ConnectionSyntax) {
            switch c.kind {
            case .flush: line(1, "connection: flush", c.range)
            case .standard: line(1, "connection: standard", c.range)
            case .predicates(let list, _):
                line(1, "connection: \(source.text(c.range).dropFirst().dropLast())", c.range)
                predicates(list)
            }
        }
        line(0, "visual format", tree.range)
        if let r = tree.orientationRange {
            line(1, "orientation: \(tree.orientation.rawValue)", r)
        } else {
            lines.append("  orientation: H (default)")
        }
        if let s = tree.leadingSuperview {
            line(1, "superview: |", s.range)
            connection(s.connection)
        }
        for (index, view) in tree.views.enumerated() {
            line(1, "view: \(view.name.text)", view.range)
            predicates(view.predicates)
            if index < tree.connections.count { connection(tree.connections[index]) }
        }
        if let s = tree.trailingSuperview {
            connection(s.connection)
            line(1, "superview: |", s.range)
        }
        return lines.joined(separator: "\n")
    }

    /// `>= 50 @ 750`, `== b`: the relation always written.
    static func describe(_ p: PredicateSyntax) -> String {
        var text = "\(p.relationKind.rawValue) \(CompactTreePrinter.spelled(p.object))"
        if let priority = p.priority { text += " @ \(CompactTreePrinter.spelled(priority))" }
        return text
    }

    /// `{"kind": "visualFormat", "orientation": "H", "parts": [...]}`; each part has
    /// `kind` (`superview`, `connection`, `view`) and `range`.
    public static func json(_ tree: VisualFormatSyntax, source: SourceString) -> String {
        let builder = SyntaxJSON(columns: Columns(source))
        func predicate(_ p: PredicateSyntax) -> JSONText {
            builder.node("predicate", p.range, [
                "relation": .string(p.relationKind.rawValue), "object": builder.value(p.object),
                "priority": p.priority.map(builder.value) ?? .null,
            ])
        }
        func connection(_ c: ConnectionSyntax) -> JSONText {
            let (spacing, list): (String, [PredicateSyntax]) = switch c.kind {
            case .flush: ("flush", [])
            case .standard: ("standard", [])
            case .predicates(let list, _): ("predicates", list)
            }
            return builder.node("connection", c.range, [
                "spacing": .string(spacing), "predicates": .array(list.map(predicate)),
            ])
        }
        var parts: [JSONText] = []
        if let s = tree.leadingSuperview {
            parts += [builder.node("superview", s.range, [:]), connection(s.connection)]
        }
        for (index, view) in tree.views.enumerated() {
            parts.append(builder.node("view", view.range, [
                "name": builder.name(view.name), "predicates": .array(view.predicates.map(predicate)),
            ]))
            if index < tree.connections.count { parts.append(connection(tree.connections[index])) }
        }
        if let s = tree.trailingSuperview {
            parts += [connection(s.connection), builder.node("superview", s.range, [:])]
        }
        return builder.node("visualFormat", tree.range, [
            "orientation": .string(tree.orientation.rawValue), "parts": .array(parts),
        ]).singleLine
    }
}
