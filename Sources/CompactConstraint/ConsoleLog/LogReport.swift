/// Prints the analyses of `ccc log`: text for a terminal, JSON for editors and web pages.
public enum LogReport {
    /// The text report: per log its views, its constraints as compact strings with their
    /// line, each conflict clang-style with carets into the log, the constraint UIKit
    /// breaks, and the suggestions. Diagnostics of reading are not included (see
    /// `DiagnosticRenderer`).
    public static func text(_ logs: [ConsoleLog.Analysis], file: SourceFile, colour: Bool = false) -> String {
        var out = ""
        for (index, log) in logs.enumerated() {
            if index > 0 { out += "\n" }
            let header = file.location(of: log.header.lowerBound)
            let count = log.constraints.count == 1 ? "1 constraint" : "\(log.constraints.count) constraints"
            out += "log \(log.number) (line \(header.line)): \(count), \(conflictCount(log.conflicts.count))\n"
            if !log.views.isEmpty {
                out += "views:\n"
                let width = log.views.map(\.name.count).max() ?? 0
                for view in log.views {
                    let printed = view.address.isEmpty
                        ? "a superview the log does not name"
                        : "\(view.className):\(view.address)" + (view.quoted.map { "'\($0)'" } ?? "")
                    let parent = view.superview.map { "  (in \($0))" } ?? ""
                    out += "  " + TextTable.pad(view.name, width, right: false) + "  " + DiagnosticRenderer.terminalSafe(printed) + parent + "\n"
                }
            }
            out += "constraints:\n"
            for (i, constraint) in log.constraints.enumerated() {
                let at = file.location(of: constraint.range.lowerBound)
                var line = "  [\(i)] \(at.line):\(at.column)  \(constraint.compact)"
                if let identifier = constraint.identifier { line += "  '\(identifier)'" }
                if let madeAt = constraint.madeAt { line += "  (made at \(madeAt))" }
                if !constraint.isActive { line += "  (inactive: not analysed)" }
                if let first = log.constraints.firstIndex(where: { $0.source == constraint.source }), first < i {
                    line += "  (repeats [\(first)])"
                }
                out += DiagnosticRenderer.terminalSafe(line) + "\n"
            }
            for (c, conflict) in log.conflicts.enumerated() {
                out += conflictText(conflict, number: c + 1, of: log.conflicts.count, log, file: file, colour: colour)
            }
            out += brokenText(log)
            if !log.suggestions.isEmpty {
                out += "suggestions:\n"
                for suggestion in log.suggestions { out += "  - " + DiagnosticRenderer.terminalSafe(suggestion) + "\n" }
            }
        }
        return out
    }

    private static func conflictCount(_ n: Int) -> String {
        // Not "separate": two minimal sets may share members.
        n == 0 ? "no conflict found" : n == 1 ? "1 conflict" : "\(n) conflicts"
    }

    private static func conflictText(
        _ conflict: ConsoleLog.Conflict, number: Int, of total: Int, _ log: ConsoleLog.Analysis, file: SourceFile,
        colour: Bool
    ) -> String {
        let members = conflict.members.filter { $0 < log.constraints.count }
        guard let first = members.first else { return "" }
        let count = members.count == 1 ? "1 required constraint" : "\(members.count) required constraints"
        var message = "conflict \(number) of \(total): these \(count) cannot all hold"
        if !conflict.implicit.isEmpty { message += " with " + conflict.implicit.joined(separator: " and ") }
        if !conflict.isMinimal { message += " (the search ran out of time: the set may hold more than needed)" }
        var diagnostics = [Diagnostic(
            .error, .logConflict, message + "; [\(first)] \(log.constraints[first].compact)", at: log.constraints[first].range)]
        for member in members.dropFirst() {
            diagnostics.append(Diagnostic(
                .note, .logConflict, "[\(member)] \(log.constraints[member].compact)", at: log.constraints[member].range))
        }
        return DiagnosticRenderer.text(diagnostics, file: file, colour: colour)
    }

    private static func brokenText(_ log: ConsoleLog.Analysis) -> String {
        let kit = log.isAppKit ? "AppKit" : "UIKit"
        guard let broken = log.broken else {
            return log.brokenRange == nil ? "\(kit)'s choice of a constraint to break is not in the log\n" : ""
        }
        let compact = log.constraints[broken].compact
        let sets = log.conflicts.enumerated().filter { $0.element.members.contains(broken) }.map { "\($0.offset + 1)" }
        if log.conflicts.isEmpty {
            return "\(kit) breaks [\(broken)] \(compact); ccc could not reproduce the conflict from the constraints read "
                + "(see the warning), so it cannot say whether breaking it helps\n"
        }
        if sets.isEmpty {
            return "\(kit) breaks [\(broken)] \(compact): it is in no minimal set, so breaking it does not remove the conflict\n"
        }
        let which = sets.count == 1 ? "conflict \(sets[0])" : "conflicts " + sets.joined(separator: ", ")
        return "\(kit) breaks [\(broken)] \(compact): it is in the minimal set of \(which); \(kit)'s choice is not necessarily the one to change\n"
    }

    /// `{"logs": [...], "diagnostics": [...]}`: per log its constraints (`line`, `column`,
    /// `source`, `compact`, `identifier`), `conflicts` (indices into `constraints`),
    /// `implicit` (the model's constraints in each conflict), `broken`, `suggestions`,
    /// `views` and `diagnostics`; the top-level `diagnostics` are those outside any log.
    public static func json(_ logs: [ConsoleLog.Analysis], diagnostics: [Diagnostic], file: SourceFile) -> String {
        JSONText.object([
            ("logs", .array(logs.map { log(json: $0, file: file) })),
            ("diagnostics", .array(diagnostics.map { DiagnosticRenderer.json($0, file: file) })),
        ]).render() + "\n"
    }

    private static func log(json log: ConsoleLog.Analysis, file: SourceFile) -> JSONText {
        .object([
            ("log", .number(Double(log.number))),
            ("constraints", .array(log.constraints.map { constraint in
                let at = file.location(of: constraint.range.lowerBound)
                return .object([
                    ("line", .number(Double(at.line))), ("column", .number(Double(at.column))),
                    ("source", .string(constraint.source)), ("compact", .string(constraint.compact)),
                    ("identifier", constraint.identifier.map(JSONText.string) ?? .null),
                    ("active", .bool(constraint.isActive)),
                    ("madeAt", constraint.madeAt.map(JSONText.string) ?? .null),
                ])
            })),
            ("conflicts", .array(log.conflicts.map { .array($0.members.map { .number(Double($0)) }) })),
            ("implicit", .array(log.conflicts.map { .array($0.implicit.map(JSONText.string)) })),
            ("broken", log.broken.map { .number(Double($0)) } ?? .null),
            ("suggestions", .array(log.suggestions.map(JSONText.string))),
            ("views", .array(log.views.map { view in
                .object([
                    ("name", .string(view.name)), ("class", .string(view.className)),
                    ("address", view.address.isEmpty ? .null : .string(view.address)),
                    ("quoted", view.quoted.map(JSONText.string) ?? .null),
                    ("superview", view.superview.map(JSONText.string) ?? .null),
                ])
            })),
            ("diagnostics", .array(log.diagnostics.map { DiagnosticRenderer.json($0, file: file) })),
        ])
    }
}
