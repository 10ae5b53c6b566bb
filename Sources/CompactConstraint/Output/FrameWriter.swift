/// Prints solved frames in the three formats of docs/command-line.md. Numbers print without a
/// trailing `.0`, with at most 6 decimals, never as `-0`.
public enum FrameWriter {
    /// `name<TAB>x<TAB>y<TAB>width<TAB>height` with the absolute frame, one view a line, no
    /// header; the first line is the root, `self`, with its size (computed when self-sizing).
    public static func tsv(_ solution: Solution) -> String {
        let root = ["self", "0", "0", formatNumber(solution.size.width), formatNumber(solution.size.height)]
        return ([root] + solution.views.map { view in
            let f = view.absoluteFrame
            return [view.name] + [f.x, f.y, f.width, f.height].map(formatNumber)
        }).map { $0.joined(separator: "\t") + "\n" }.joined()
    }

    /// One object, keys sorted: `diagnostics`, `size`, `sizeAmbiguity` (only when the root's
    /// size is ambiguous: its ambiguous parts, `width` and/or `height`), `views` (each with
    /// `absoluteFrame`, `ambiguous`, `frame`, `superview`; with pixel rounding on, also
    /// `unroundedFrame` and `unroundedAbsoluteFrame`, the solver's values before rounding).
    /// Without a solution (a file that could not be read), `size` is null and `views` empty.
    public static func json(_ solution: Solution?, diagnostics: [Diagnostic], file: SourceFile) -> String {
        jsonValue(solution, diagnostics: diagnostics, file: file).render() + "\n"
    }

    public static func jsonValue(_ solution: Solution?, diagnostics: [Diagnostic], file: SourceFile) -> JSONText {
        let listed: JSONText = .array(diagnostics.map { DiagnosticRenderer.json($0, file: file) })
        guard let solution else { return .object([("diagnostics", listed), ("size", .null), ("views", .object([]))]) }
        var root: [(String, JSONText)] = [
            ("diagnostics", listed),
            ("size", .object([("width", .number(solution.size.width)), ("height", .number(solution.size.height))])),
        ]
        if solution.sizeAmbiguity.isAmbiguous {
            root.append(("sizeAmbiguity", .array(ambiguityParts(solution.sizeAmbiguity).map { .string($0) })))
        }
        return .object(root + [
            ("views", .object(solution.views.map { view in
                var members: [(String, JSONText)] = [
                    ("frame", frameJSON(view.frame)),
                    ("absoluteFrame", frameJSON(view.absoluteFrame)),
                    ("ambiguous", .bool(view.ambiguity.isAmbiguous)),
                    ("superview", view.superview.map { .string($0) } ?? .null),
                ]
                if view.ambiguity.isAmbiguous {
                    members.append(("ambiguity", .array(ambiguityParts(view.ambiguity).map { .string($0) })))
                }
                if let unrounded = view.unroundedFrame { members.append(("unroundedFrame", frameJSON(unrounded))) }
                if let unrounded = view.unroundedAbsoluteFrame {
                    members.append(("unroundedAbsoluteFrame", frameJSON(unrounded)))
                }
                return (view.name, .object(members))
            })),
        ])
    }

    private static func frameJSON(_ frame: Frame) -> JSONText {
        .object([
            ("x", .number(frame.x)), ("y", .number(frame.y)),
            ("width", .number(frame.width)), ("height", .number(frame.height)),
        ])
    }

    private static func ambiguityParts(_ a: Ambiguity) -> [String] {
        [(a.horizontalPosition, "x"), (a.width, "width"), (a.verticalPosition, "y"), (a.height, "height")]
            .filter(\.0).map(\.1)
    }

    /// An aligned table for people, the root (`self`, with its size) first: each frame relative to its superview; when views
    /// are nested, also the superview and the absolute origin. Ambiguous parts come last.
    public static func text(_ solution: Solution) -> String {
        let nested = solution.views.contains { $0.superview != nil }
        var header = ["view", "x", "y", "width", "height"]
        if nested { header += ["superview", "abs x", "abs y"] }
        // The numbers are right-aligned: every column but the names (view, superview) and the notes.
        var table = TextTable(columns: header.count + 1, rowCapacity: solution.views.count + 2, bytesPerRow: 48,
                              rightAligned: { $0 != 0 && $0 != 5 && $0 != header.count })
        for cell in header { table.add(cell) }
        table.add("")
        table.endRow()
        table.add("self")
        table.add("0")
        table.add("0")
        table.addNumber(solution.size.width)
        table.addNumber(solution.size.height)
        if nested { for cell in ["-", "0", "0"] { table.add(cell) } }
        table.add(solution.sizeAmbiguity.isAmbiguous ? "ambiguous: \(solution.sizeAmbiguity.description)" : "")
        table.endRow()
        // Numbers go straight into the table's bytes (`addNumber`), without a string each.
        for view in solution.views {
            let f = view.frame
            table.add(view.name)
            table.addNumber(f.x)
            table.addNumber(f.y)
            table.addNumber(f.width)
            table.addNumber(f.height)
            if nested {
                table.add(view.superview ?? "-")
                table.addNumber(view.absoluteFrame.x)
                table.addNumber(view.absoluteFrame.y)
            }
            table.add(view.ambiguity.isAmbiguous ? "ambiguous: \(view.ambiguity.description)" : "")
            table.endRow()
        }
        return table.text()
    }
}
