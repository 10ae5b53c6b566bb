/// Prints explanations (`ccc explain --format text`). Numbers as messages print solved values
/// (``formatSolvedNumber(_:)``), in points; sensitivities in points per point of constant.
public enum ExplanationWriter {
    /// One block per value:
    ///
    ///     label.width = 229
    ///       decided by (d value / d constant):
    ///         -1  required  toggle.leading == label.trailing + 8   file:4:6  visual format 'H:|-…|'
    ///       broken (required constraints a conflict broke, when there are any):
    ///         off by 70  required  b.trailing == super.trailing - 10   file:1:6  visual format 'H:|-…|'
    ///       losing:
    ///         off by 49  @250  label.width <= 180 @ 250   file:3:6  intrinsic size 'label content hugging (width)'
    public static func text(_ explanations: [Explanation], file: SourceFile) -> String {
        explanations.map { block($0, file: file) }.joined(separator: "\n")
    }

    private static func block(_ explanation: Explanation, file: SourceFile) -> String {
        var out = "\(explanation.subject) = \(formatSolvedNumber(explanation.value))\n"
        if let freedom = explanation.freedom {
            out += "  ambiguous: \(explanation.subject) \(range(freedom)): nothing fixes its \(freedom.parts)\n"
        }
        if explanation.isPartial {
            out += "  (a large layout: only the constraints on the view's own frame were re-solved; others may also move it)\n"
        }
        if explanation.deciding.isEmpty {
            out += "  decided by: nothing moves it\n"
        } else {
            out += explanation.freedom == nil
                ? "  decided by (how far it moves per point of the constant):\n"
                : "  held at this end of its range by (how far it must move per point of the constant):\n"
            out += table(explanation.deciding.map { constraint in
                [slope(constraint), level(constraint.priority), described(constraint), location(constraint, file: file)]
            })
        }
        if !explanation.broken.isEmpty {
            out += "  broken (required, not satisfied: the layout conflicts):\n"
            out += table(explanation.broken.map { constraint in
                ["off by " + formatSolvedNumber(constraint.shortfall), level(constraint.priority), described(constraint),
                 location(constraint, file: file)]
            })
        }
        if !explanation.losing.isEmpty {
            out += "  losing (optional, not satisfied):\n"
            out += table(explanation.losing.map { constraint in
                ["off by " + formatSolvedNumber(constraint.shortfall), level(constraint.priority), described(constraint),
                 location(constraint, file: file)]
            })
        }
        return out
    }

    /// The canonical form, then the metrics it came from: `blue.left == yellow.right + 375
    /// (spacing = 375 in state 'hidden')`.
    static func described(_ constraint: ExplainedConstraint) -> String {
        constraint.metrics.isEmpty
            ? constraint.canonical : constraint.canonical + " (" + constraint.metrics.joined(separator: ", ") + ")"
    }

    private static func range(_ freedom: Freedom) -> String {
        guard freedom.rangeComputed else {
            return "can move (its range is not computed: the layout uses every priority level from 1 to 999)"
        }
        switch (freedom.minimum, freedom.maximum) {
        case let (minimum?, maximum?): return "can move between \(formatSolvedNumber(minimum)) and \(formatSolvedNumber(maximum))"
        case let (minimum?, nil): return "can grow without bound from \(formatSolvedNumber(minimum))"
        case let (nil, maximum?): return "can shrink without bound below \(formatSolvedNumber(maximum))"
        case (nil, nil): return "can take any value"
        }
    }

    /// `1`, or `1 / 0` (growing / shrinking the constant) at a kink.
    /// `? (unchecked)` after a slope that may be the solver's pick among equal solutions.
    static func slope(_ constraint: ExplainedConstraint) -> String {
        let slope = constraint.sensitivity == constraint.sensitivityBelow
            ? signed(constraint.sensitivity)
            : signed(constraint.sensitivity) + " / " + signed(constraint.sensitivityBelow)
        return constraint.isSensitivityChecked ? slope : slope + "? (unchecked)"
    }

    private static func signed(_ value: Double) -> String { value > 0 ? "+" + formatSolvedNumber(value) : formatSolvedNumber(value) }

    private static func level(_ priority: Int) -> String { priority == 1000 ? "required" : "@\(priority)" }

    /// `file:line:column`, then what generated the constraint when the file does not write it as such.
    static func location(_ constraint: ExplainedConstraint, file: SourceFile) -> String {
        var parts: [String] = []
        if let range = constraint.range {
            let start = file.location(of: range.lowerBound)
            parts.append(DiagnosticRenderer.terminalSafe("\(file.path):\(start.line):\(start.column)"))
        }
        if let generator = generator(constraint) { parts.append(generator) }
        return parts.isEmpty ? "(implicit)" : parts.joined(separator: "  ")
    }

    /// "intrinsic size 'label content hugging (width)'" — nil for a constraint string written as such.
    static func generator(_ constraint: ExplainedConstraint) -> String? {
        let what: String
        switch constraint.kind {
        case .written: return nil
        case .root: what = "the root"
        case .size: what = "size"
        case .intrinsicSize: what = "intrinsic size"
        case .align: what = "align"
        case .visualFormat: what = "visual format"
        case .stack: what = "stack"
        case .grid: what = "grid"
        case .nonNegativeSize: what = "implicit"
        }
        return constraint.identifier == what ? what : "\(what) '\(constraint.identifier)'"
    }

    /// The constraints' columns (slope or shortfall, priority, canonical form, location),
    /// the first right-aligned.
    private static func table(_ rows: [[String]]) -> String {
        TextTable(rows, rightAligned: { $0 == 0 }).text(indent: "    ")
    }

    /// `{"file": …, "explanations": [...], "diagnostics": [...]}`.
    public static func json(_ explanations: [Explanation], diagnostics: [Diagnostic], file: SourceFile) -> String {
        JSONText.object([
            ("file", .string(file.path)),
            ("explanations", .array(explanations.map { jsonValue($0, file: file) })),
            ("diagnostics", .array(diagnostics.map { DiagnosticRenderer.json($0, file: file) })),
        ]).render() + "\n"
    }

    private static func jsonValue(_ explanation: Explanation, file: SourceFile) -> JSONText {
        var freedom = JSONText.null
        if let open = explanation.freedom {
            freedom = .object([
                ("parts", .string(open.parts)), ("rangeComputed", .bool(open.rangeComputed)),
                ("minimum", open.minimum.map(JSONText.number) ?? .null),
                ("maximum", open.maximum.map(JSONText.number) ?? .null),
            ])
        }
        return .object([
            ("subject", .string(explanation.subject)),
            ("value", .number(explanation.value)),
            ("deciding", .array(explanation.deciding.map { jsonValue($0, file: file, losing: false) })),
            ("losing", .array(explanation.losing.map { jsonValue($0, file: file, losing: true) })),
            ("broken", .array(explanation.broken.map { jsonValue($0, file: file, losing: true) })),
            ("ambiguous", freedom),
            ("partial", .bool(explanation.isPartial)),
        ])
    }

    private static func jsonValue(_ constraint: ExplainedConstraint, file: SourceFile, losing: Bool) -> JSONText {
        var origin: [(String, JSONText)] = [("kind", .string(constraint.kind.rawValue)), ("identifier", .string(constraint.identifier))]
        if let range = constraint.range {
            let start = file.location(of: range.lowerBound)
            origin += [("line", .number(Double(start.line))), ("column", .number(Double(start.column)))]
        }
        var members: [(String, JSONText)] = [
            ("constraint", .string(constraint.canonical)),
            ("priority", .number(Double(constraint.priority))),
            ("origin", .object(origin)),
            ("sensitivity", .number(constraint.sensitivity)),
            ("sensitivityBelow", .number(constraint.sensitivityBelow)),
        ]
        if !constraint.metrics.isEmpty { members.append(("metrics", .array(constraint.metrics.map(JSONText.string)))) }
        if !constraint.isSensitivityChecked { members.append(("sensitivityChecked", .bool(false))) }
        if losing { members.append(("shortfall", .number(constraint.shortfall))) }
        return .object(members)
    }
}
