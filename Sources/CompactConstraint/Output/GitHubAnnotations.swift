/// GitHub Actions workflow commands, one line per diagnostic, which the runner turns
/// into annotations on the pull request:
///
///     ::error file=layout.json,line=9,col=6,endLine=9,endColumn=10,title=unknown-view::unknown view 'buton'
///
/// Errors are `::error`, warnings `::warning`, notes `::notice`. `col` and `endColumn`
/// (inclusive: the last character) are given only when the range is on one line, as
/// GitHub requires. Notes follow the message on their own lines. Escaping, as GitHub
/// documents it: `%`, CR and LF in the message; also `:` and `,` in properties. The rest is
/// made terminal-safe (`DiagnosticRenderer.terminalSafe`), as the runner's log is a terminal.
public enum GitHubAnnotations {
    public static func render(_ report: LintReport) -> String {
        report.files.flatMap { result in result.diagnostics.map { line($0, file: result.file) } }.joined()
    }

    static func line(_ diagnostic: Diagnostic, file: SourceFile) -> String {
        var properties = [("file", file.path)]
        if let range = diagnostic.range {
            let start = file.location(of: range.lowerBound)
            let end = file.location(of: range.upperBound)
            properties.append(("line", "\(start.line)"))
            if end.line == start.line {
                properties += [
                    ("col", "\(start.column)"), ("endLine", "\(end.line)"),
                    ("endColumn", "\(max(start.column, end.column - 1))"),
                ]
            } else {
                properties.append(("endLine", "\(end.line)"))
            }
        }
        properties.append(("title", diagnostic.code.rawValue))
        // Each message as the text output prints it (control characters, CR and LF among
        // them, made U+FFFD; cut to its length) before the escaping: a line break inside a
        // name must not become one in the annotation. Only the line before each note is one.
        var message = DiagnosticRenderer.displayMessage(diagnostic.message)
        for note in diagnostic.notes {
            let location = note.range.map { "\(file.path):\(file.location(of: $0.lowerBound)): " } ?? ""
            message += "\n\(location)note: \(DiagnosticRenderer.displayMessage(note.message))"
        }
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(list)::\(escapeData(message))\n"
    }

    /// `%` → `%25`, CR → `%0D`, LF → `%0A`.
    public static func escapeData(_ text: String) -> String {
        let escaped = text.replacingScalars { scalar -> String? in
            switch scalar {
            case "%": "%25"
            case "\r": "%0D"
            case "\n": "%0A"
            default: nil
            }
        }
        return DiagnosticRenderer.terminalSafe(escaped)
    }

    /// As `escapeData`, and also `:` → `%3A`, `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingAll(":", with: "%3A").replacingAll(",", with: "%2C")
    }
}

extension String {
    /// Every occurrence of one character replaced (no Foundation needed).
    func replacingAll(_ character: Character, with replacement: String) -> String {
        var out = ""
        for c in self {
            if c == character { out += replacement } else { out.append(c) }
        }
        return out
    }
}
