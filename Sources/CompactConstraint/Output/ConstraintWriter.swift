/// Prints the lowered constraints of `ccc compile`: one canonical compact string each,
/// with its priority, what produced it and where (file:line:column). UIKit's implicit
/// non-negative sizes (kind `implicit`, one pair per view) are listed only when `implicit` is true.
public enum ConstraintWriter {
    public static func text(_ layout: CompiledLayout, file: SourceFile, implicit: Bool = false) -> String {
        ChunkedText.collect { write(layout, file: file, implicit: implicit, to: $0) }
    }

    /// The same text as `text`, handed to `output` in pieces of about 64 KiB as it is made.
    public static func write(
        _ layout: CompiledLayout, file: SourceFile, implicit: Bool = false, to output: (String) -> Void
    ) {
        // Two passes (widths, then text), the constraints read in place: no table of rows
        // and no copy of the constraints is kept, so memory is one piece of the output.
        let constraints = layout.constraints.lazy.filter { implicit || $0.origin.kind != .nonNegativeSize }
        let path = DiagnosticRenderer.terminalSafe(file.path)
        var width = 0
        var locationWidth = 0
        for constraint in constraints {
            width = max(width, constraint.origin.canonical.count)
            locationWidth = max(locationWidth, location(constraint.origin.range, file, path: path).count)
        }
        var out = ChunkedText()
        for constraint in constraints {
            let origin = constraint.origin
            let canonical = origin.canonical
            let place = location(origin.range, file, path: path)
            var line = canonical
            line += String(repeating: " ", count: width - canonical.count + 2)
            line += place
            line += String(repeating: " ", count: locationWidth - place.count + 2)
            line += origin.kind.rawValue
            line += "\n"
            out.append(line, to: output)
        }
        out.flush(to: output)
    }

    /// One JSON document: the lowered constraints (none when the file could not be read)
    /// and the diagnostics, so that a script always gets a document to parse.
    public static func json(
        _ layout: CompiledLayout?, diagnostics: [Diagnostic], file: SourceFile, implicit: Bool = false
    ) -> String {
        let constraints = listed(layout?.constraints ?? [], implicit).map { constraint -> JSONText in
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

    private static func listed(_ constraints: [LinearConstraint], _ implicit: Bool) -> [LinearConstraint] {
        implicit ? constraints : constraints.filter { $0.origin.kind != .nonNegativeSize }
    }

    private static func location(_ range: SourceRange?, _ file: SourceFile, path: String) -> String {
        guard let range else { return "(implicit)" }
        return "\(path):\(file.location(of: range.lowerBound))"
    }
}
