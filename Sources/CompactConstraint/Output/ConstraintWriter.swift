/// Prints the lowered constraints of `ccc compile`: one canonical compact string each,
/// with its priority, what produced it and where (file:line:column).
public enum ConstraintWriter {
    public static func text(_ layout: CompiledLayout, file: SourceFile) -> String {
        let rows = layout.constraints.map { constraint -> [String] in
            let origin = constraint.origin
            return [origin.canonical, location(origin.range, file), origin.kind.rawValue]
        }
        let width = rows.map { $0[0].count }.max() ?? 0
        let locationWidth = rows.map { $0[1].count }.max() ?? 0
        return rows.map { row in
            row[0] + String(repeating: " ", count: width - row[0].count) + "  "
                + row[1] + String(repeating: " ", count: locationWidth - row[1].count) + "  " + row[2] + "\n"
        }.joined()
    }

    /// One JSON document: the lowered constraints (none when the file could not be read)
    /// and the diagnostics, so that a script always gets a document to parse.
    public static func json(_ layout: CompiledLayout?, diagnostics: [Diagnostic], file: SourceFile) -> String {
        let constraints = (layout?.constraints ?? []).map { constraint -> JSONText in
            let origin = constraint.origin
            var originMembers: [(String, JSONText)] = [("kind", .string(origin.kind.rawValue)), ("file", .string(file.path))]
            if let range = origin.range {
                let start = file.location(of: range.lowerBound)
                originMembers += [("line", .number(Double(start.line))), ("column", .number(Double(start.column)))]
            }
            return .object([
                ("constraint", .string(origin.canonical)),
                ("identifier", .string(origin.identifier)),
                ("priority", .number(Double(constraint.priority))),
                ("origin", .object(originMembers)),
            ])
        }
        return JSONText.object([
            ("constraints", .array(constraints)),
            ("diagnostics", .array(diagnostics.map { DiagnosticRenderer.json($0, file: file) })),
        ]).render() + "\n"
    }

    private static func location(_ range: SourceRange?, _ file: SourceFile) -> String {
        guard let range else { return "(implicit)" }
        return "\(DiagnosticRenderer.terminalSafe(file.path)):\(file.location(of: range.lowerBound))"
    }
}
