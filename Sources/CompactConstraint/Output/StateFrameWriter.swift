/// Prints the frames of one layout solved in several states (`ccc solve --state a --state b`),
/// so a script can compare them: side by side (text), keyed by state (json), or one line
/// per state and view with the state's name first (tsv).
public enum StateFrameWriter {
    /// One solved state: its name and frames.
    public typealias Solved = (state: String, solution: Solution)

    /// `state<TAB>name<TAB>x<TAB>y<TAB>width<TAB>height` (absolute), states in the order given.
    public static func tsv(_ states: [Solved]) -> String {
        states.map { state, solution in
            tsv(state, solution)
        }.joined()
    }

    /// `{"states": {"a": {…one solve…}, "b": {…}}}`, each state as `solve --format json` prints it.
    public static func json(_ states: [(state: String, solution: Solution?, diagnostics: [Diagnostic])], file: SourceFile)
        -> String
    {
        .init(JSONText.object([
            ("states", .object(states.map { state, solution, diagnostics in
                (state, FrameWriter.jsonValue(solution, diagnostics: diagnostics, file: file))
            })),
        ]).render() + "\n")
    }

    /// The states in the order the JSON document lists them (its keys are sorted by
    /// Unicode scalars), so that each can be solved and printed in turn.
    public static func jsonOrder(_ states: [String]) -> [String] {
        states.sorted(by: JSONText.keyPrecedes)
    }

    /// The JSON document of `json(_:file:)` in pieces, so that each state is printed as soon
    /// as it is solved: `jsonStart`, then `jsonState` for each state in `jsonOrder`, then `jsonEnd`.
    public static let jsonStart = "{\n  \"states\": {\n"
    public static let jsonEnd = "\n  }\n}\n"

    public static func jsonState(
        _ state: String, solution: Solution?, diagnostics: [Diagnostic], file: SourceFile, first: Bool
    ) -> String {
        let value = FrameWriter.jsonValue(solution, diagnostics: diagnostics, file: file)
        return (first ? "" : ",\n") + "    " + jsonQuoted(state) + ": " + value.render(indent: "    ")
    }

    /// The `tsv` lines of one state.
    public static func tsv(_ state: String, _ solution: Solution) -> String {
        let state = DiagnosticRenderer.terminalSafe(state)
        return FrameWriter.tsv(solution).split(separator: "\n").map { "\(state)\t\($0)\n" }.joined()
    }

    /// A table with one group of columns (x, y, width, height relative to the superview)
    /// per state, the state's name above its group; ambiguous views are marked with `*`
    /// after the state's height and listed below the table.
    public static func text(_ states: [Solved]) -> String {
        let states = states.map { (state: DiagnosticRenderer.terminalSafe($0.state), solution: $0.solution) }
        guard let first = states.first else { return "" }
        var header = ["view"]
        for _ in states { header += ["x", "y", "width", "height"] }
        // The root first, `self` with its size, as single-state text prints it.
        var selfRow = ["self"]
        var notes: [String] = []
        for (state, solution) in states {
            selfRow += ["0", "0", formatNumber(solution.size.width), formatNumber(solution.size.height)]
            if solution.sizeAmbiguity.isAmbiguous {
                selfRow[selfRow.count - 1] += "*"
                notes.append("* \(state): 'self' is ambiguous: \(solution.sizeAmbiguity.description)")
            }
        }
        var rows = [header, selfRow]
        for (position, view) in first.solution.views.enumerated() {
            var row = [view.name]
            for (state, solution) in states {
                guard position < solution.views.count, solution.views[position].name == view.name else {
                    row += ["-", "-", "-", "-"]
                    continue
                }
                let solved = solution.views[position]
                let f = solved.frame
                row += [f.x, f.y, f.width, f.height].map(formatNumber)
                if solved.ambiguity.isAmbiguous {
                    row[row.count - 1] += "*"
                    notes.append("* \(state): '\(view.name)' is ambiguous: \(solved.ambiguity.description)")
                }
            }
            rows.append(row)
        }
        let table = TextTable(rows, rightAligned: { $0 > 0 })
        var groupLine = TextTable.pad("", table.widths[0], right: false)
        for (number, solved) in states.enumerated() {
            let groupWidth = (1...4).map { table.widths[4 * number + $0] }.reduce(0, +) + 6
            groupLine += "  " + TextTable.pad(solved.state, groupWidth, right: false)
        }
        return ([groupLine] + table.lines() + notes).map { $0.trimmingTrailingSpaces() + "\n" }.joined()
    }
}
