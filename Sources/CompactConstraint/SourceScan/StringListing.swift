/// `ccc lint --list-strings`: every constraint string found in source files, with its
/// place, dialect and whether its names were checked.
public enum StringListing {
    /// One line a string: `path:line:column: dialect, names checked|syntax only (reason)|not
    /// checked (reason): text`, the text with `\\` → `\\\\`, line feed → `\\n`, carriage return →
    /// `\\r` and tab → `\\t` so that it stays on its line (every other character as is). A
    /// string made at run time is listed as its expression, as written.
    public static func text(_ file: SourceFile, _ strings: [FoundString]) -> String {
        var out = ""
        for string in strings {
            let location = file.location(of: string.range.lowerBound)
            var checked = string.namesChecked ? "names checked" : string.syntaxChecked ? "syntax only" : "not checked"
            if let reason = string.reason { checked += " (\(reason))" }
            let line = "\(file.path):\(location): \(string.dialect.rawValue), \(checked): \(escaped(string.text))"
            // Text goes to a terminal: escapes, C1 and bidi controls from the source are neutralised.
            out += DiagnosticRenderer.terminalSafe(line) + "\n"
        }
        return out
    }

    /// The JSON objects of `{"strings": [...]}` for one file.
    public static func json(_ file: SourceFile, _ strings: [FoundString]) -> [JSONText] {
        strings.map { string in
            let location = file.location(of: string.range.lowerBound)
            return .object([
                ("column", .number(Double(location.column))),
                ("dialect", .string(string.dialect.rawValue)),
                ("file", .string(file.path)),
                ("line", .number(Double(location.line))),
                ("namesChecked", .bool(string.namesChecked)),
                ("reason", string.reason.map { .string($0) } ?? .null),
                ("syntaxChecked", .bool(string.syntaxChecked)),
                ("text", .string(string.text)),
            ])
        }
    }

    /// The whole JSON document.
    public static func document(_ strings: [JSONText]) -> String {
        JSONText.object([("strings", .array(strings))]).render() + "\n"
    }

    private static func escaped(_ text: String) -> String {
        text.replacingScalars { scalar -> String? in
            switch scalar {
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            default: nil
            }
        }
    }
}
