/// Prints diagnostics the way clang and swiftc do, which editors and Xcode read:
///
///     layout.json:9:6: error: unknown view 'buton' [unknown-view]
///         "buton.left = super.left + 20",
///          ^~~~~
///     layout.json:9:6: note: did you mean 'button'?
///
/// With `colour`, ANSI escapes as clang uses them: bold locations and messages, a red
/// `error:`, magenta `warning:`, cyan `note:` and a green caret line. The caller decides
/// (a terminal, and no `NO_COLOR`); the library never looks at the environment.
public enum DiagnosticRenderer {
    public static func text(_ diagnostics: [Diagnostic], file: SourceFile, colour: Bool = false) -> String {
        let style = Style(enabled: colour)
        var out = ""
        for diagnostic in diagnostics {
            out += line(
                file, diagnostic.range, diagnostic.severity.rawValue, diagnostic.message + " [\(diagnostic.code.rawValue)]",
                style)
            out += snippet(file, diagnostic.range, style)
            for note in diagnostic.notes {
                out += line(file, note.range ?? diagnostic.range, "note", note.message, style)
            }
        }
        return out
    }

    /// ANSI styling, or none.
    struct Style {
        var enabled: Bool

        func apply(_ code: String, _ text: String) -> String {
            enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
        }

        func kind(_ kind: String) -> String {
            switch kind {
            case "error": apply("1;31", kind + ":")
            case "warning": apply("1;35", kind + ":")
            default: apply("1;36", kind + ":")
            }
        }
    }

    private static func line(
        _ file: SourceFile, _ range: SourceRange?, _ kind: String, _ message: String, _ style: Style
    ) -> String {
        guard let range else { return style.apply("1", "\(file.path):") + " \(style.kind(kind)) \(style.apply("1", message))\n" }
        let location = file.location(of: range.lowerBound)
        return style.apply("1", "\(file.path):\(location.line):\(location.column):") + " \(style.kind(kind)) "
            + style.apply("1", message) + "\n"
    }

    /// The source line, then a caret under the start and tildes under the rest of the
    /// range (up to the end of the line).
    private static func snippet(_ file: SourceFile, _ range: SourceRange?, _ style: Style) -> String {
        guard let range, !file.bytes.isEmpty else { return "" }
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        let text = String(String.UnicodeScalarView(file.lineText(start.line).unicodeScalars.map { $0 == "\t" ? " " : $0 }))
        let lineLength = text.unicodeScalars.count
        guard !text.isEmpty, start.column <= lineLength + 1 else { return "" }
        let endColumn = end.line == start.line ? min(end.column, lineLength + 1) : lineLength + 1
        let tildes = max(0, endColumn - start.column - 1)
        let marker = String(repeating: " ", count: start.column - 1) + "^" + String(repeating: "~", count: tildes)
        return text + "\n" + style.apply("1;32", marker) + "\n"
    }

    /// The JSON form of one diagnostic (used inside `solve --format json`).
    public static func json(_ diagnostic: Diagnostic, file: SourceFile) -> JSONText {
        var members: [(String, JSONText)] = [
            ("severity", .string(diagnostic.severity.rawValue)),
            ("code", .string(diagnostic.code.rawValue)),
            ("message", .string(diagnostic.message)),
            ("file", .string(file.path)),
        ]
        members += locationMembers(diagnostic.range, file)
        members.append(("notes", .array(diagnostic.notes.map { note in
            .object([("message", .string(note.message))] + locationMembers(note.range, file))
        })))
        if !diagnostic.fixIts.isEmpty {
            members.append(("fixIts", .array(diagnostic.fixIts.map { fix in
                .object([("replacement", .string(fix.replacement))] + locationMembers(fix.range, file))
            })))
        }
        return .object(members)
    }

    private static func locationMembers(_ range: SourceRange?, _ file: SourceFile) -> [(String, JSONText)] {
        guard let range else { return [] }
        let start = file.location(of: range.lowerBound)
        let end = file.location(of: range.upperBound)
        return [
            ("line", .number(Double(start.line))), ("column", .number(Double(start.column))),
            ("endLine", .number(Double(end.line))), ("endColumn", .number(Double(end.column))),
        ]
    }
}
