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
        ChunkedText.collect { write(diagnostics, file: file, colour: colour, to: $0) }
    }

    /// The same text as `text`, handed to `output` in pieces of about 64 KiB as it is made
    /// (`ccc` writes each piece at once, so 100,000 diagnostics are never held as one string).
    public static func write(
        _ diagnostics: [Diagnostic], file: SourceFile, colour: Bool = false, to output: (String) -> Void
    ) {
        let style = Style(enabled: colour)
        var out = ChunkedText()
        for diagnostic in diagnostics {
            out.append(
                line(
                    file, diagnostic.range, diagnostic.severity.rawValue,
                    displayMessage(diagnostic.message) + " [\(diagnostic.code.rawValue)]", style), to: output)
            out.append(snippet(file, diagnostic.range, style), to: output)
            for note in diagnostic.notes {
                let place = note.range ?? (note.isAboutCommandLine ? nil : diagnostic.range)
                out.append(line(file, place, "note", displayMessage(note.message), style), to: output)
            }
        }
        out.flush(to: output)
    }

    /// The most characters of a message (or note) the text form prints; longer messages
    /// end in `…`.
    public static let maximumMessageLength = 300
    /// The most columns of a source line the text form prints: a window around the caret,
    /// with `…` where text is cut.
    public static let maximumSnippetWidth = 120

    /// Text safe to print on a terminal: C0 control characters (except tab, which becomes
    /// a space), DEL, C1 control characters and the bidirectional controls (embeddings and
    /// overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E, U+200F,
    /// U+061C) become U+FFFD, one character for one, so that user text can never send
    /// escape sequences to the terminal nor make a line display reordered (the "Trojan
    /// Source" attack, CVE-2021-42574). Every string from the input that reaches a text
    /// output goes through here.
    public static func terminalSafe(_ text: String) -> String {
        if isPrintableASCII(text) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(displayScalar(scalar)) }
        return String(scalars)
    }

    /// A message made terminal-safe and cut to `maximumMessageLength` characters.
    static func displayMessage(_ message: String) -> String {
        let safe = terminalSafe(message)
        // A string has at most as many scalars as UTF-8 bytes (a count that costs nothing).
        guard safe.utf8.count > maximumMessageLength, safe.unicodeScalars.count > maximumMessageLength else { return safe }
        return String(String.UnicodeScalarView(safe.unicodeScalars.prefix(maximumMessageLength - 1))) + "…"
    }

    /// Whether every byte of `text` is printable ASCII (0x20–0x7E): nothing to replace, the
    /// case of nearly every string, told by one pass over the bytes.
    private static func isPrintableASCII(_ text: String) -> Bool {
        let test = { (byte: UInt8) in byte >= 0x20 && byte < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(test) } ?? text.utf8.allSatisfy(test)
    }

    static func displayScalar(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09: " "
        case 0x00...0x1F, 0x7F...0x9F: "\u{FFFD}"
        case _ where isBidiControl(scalar): "\u{FFFD}"
        default: scalar
        }
    }

    /// The bidirectional formatting characters of Unicode's UAX #9 that can reorder a line.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
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
        let path = terminalSafe(file.path)
        guard let range else { return style.apply("1", "\(path):") + " \(style.kind(kind)) \(style.apply("1", message))\n" }
        let location = file.location(of: range.lowerBound)
        return style.apply("1", "\(path):\(location.line):\(location.column):") + " \(style.kind(kind)) "
            + style.apply("1", message) + "\n"
    }

    /// The source line, then a caret under the start and tildes under the rest of the
    /// range (up to the end of the line). Each column of the line (as `SourceFile` counts
    /// them) is one printed character, so the caret stays aligned: invalid UTF-8 and
    /// control characters print as U+FFFD, tabs as spaces. A line longer than
    /// `maximumSnippetWidth` is cut to a window around the caret, `…` marking each cut.
    private static func snippet(_ file: SourceFile, _ given: SourceRange?, _ style: Style) -> String {
        guard let given, !file.bytes.isEmpty else { return "" }
        let start = file.location(of: given.lowerBound)
        let end = file.location(of: given.upperBound)
        let line = file.lineBytes(start.line)
        // A range in a byte-order mark (the empty file's) is shown at the line's start.
        let range = SourceRange(max(given.lowerBound, line.startIndex), max(given.upperBound, line.startIndex))
        guard !line.isEmpty, range.lowerBound <= line.endIndex else { return "" }
        // Decode only the bytes around the caret: a line can be megabytes long, and a
        // column is at most 4 bytes.
        let reach = 4 * maximumSnippetWidth
        var lo = max(line.startIndex, range.lowerBound - reach)
        while lo > line.startIndex, SourceFile.isContinuation(file.bytes[lo]) { lo -= 1 }
        let hi = min(line.endIndex, range.lowerBound + reach)
        // Printable ASCII (nearly every layout) is its own columns: no decoding.
        let plain = line[lo..<hi].allSatisfy { (0x20...0x7E).contains($0) }
        let columns = plain ? [] : displayColumns(line[lo..<hi])
        let lineLength = plain ? hi - lo : columns.count
        guard lineLength > 0 else { return "" }
        let first = min(columnCount(file.bytes[lo..<range.lowerBound]), lineLength)  // 0-based caret column
        let marked = end.line == start.line
            ? columnCount(file.bytes[range.lowerBound..<min(max(range.upperBound, range.lowerBound), hi)])
            : lineLength - first
        let last = max(first + 1, first + marked)  // 0-based, exclusive end of the marked range

        var windowStart = 0
        var windowEnd = lineLength
        if lineLength > maximumSnippetWidth {
            // Keep some text before the caret, and as much of the range as fits.
            let before = min(first, maximumSnippetWidth / 3)
            windowStart = max(0, min(first - before, lineLength - maximumSnippetWidth))
            windowEnd = min(lineLength, windowStart + maximumSnippetWidth)
        }
        let cutBefore = windowStart > 0 || lo > line.startIndex
        let cutAfter = windowEnd < lineLength || hi < line.endIndex
        var text: String
        if plain {
            text = String(decoding: file.bytes[(lo + windowStart)..<(lo + windowEnd)], as: UTF8.self)
        } else {
            var scalars = String.UnicodeScalarView()
            scalars.append(contentsOf: columns[windowStart..<windowEnd])
            text = String(scalars)
        }
        if cutBefore { text = "…" + text }
        if cutAfter { text += "…" }
        let indent = first - windowStart + (cutBefore ? 1 : 0)
        let tildes = max(0, min(last, windowEnd) - first - 1)
        // Built as bytes: `String(repeating:count:)` cost a microsecond a call.
        var marker = [UInt8](repeating: UInt8(ascii: " "), count: indent)
        marker.append(UInt8(ascii: "^"))
        marker.append(contentsOf: repeatElement(UInt8(ascii: "~"), count: tildes))
        return text + "\n" + style.apply("1;32", String(decoding: marker, as: UTF8.self)) + "\n"
    }

    /// The number of columns in some bytes: those that are not UTF-8 continuation bytes.
    private static func columnCount(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 + (SourceFile.isContinuation($1) ? 0 : 1) }
    }

    /// One printable character per column of a line, counting columns as `SourceFile`
    /// does: each byte that is not a UTF-8 continuation byte starts a column. A column
    /// whose bytes are one valid UTF-8 scalar shows that scalar (control characters made
    /// safe); any other column shows U+FFFD. Continuation bytes at the very start of the
    /// line belong to no column and are not shown.
    static func displayColumns(_ bytes: ArraySlice<UInt8>) -> [Unicode.Scalar] {
        var columns: [Unicode.Scalar] = []
        var index = bytes.startIndex
        while index < bytes.endIndex, SourceFile.isContinuation(bytes[index]) { index += 1 }
        while index < bytes.endIndex {
            var next = index + 1
            while next < bytes.endIndex, SourceFile.isContinuation(bytes[next]) { next += 1 }
            columns.append(displayScalar(decodeOne(bytes[index..<next]) ?? "\u{FFFD}"))
            index = next
        }
        return columns
    }

    /// The scalar when `bytes` are exactly one well-formed UTF-8 sequence.
    private static func decodeOne(_ bytes: ArraySlice<UInt8>) -> Unicode.Scalar? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        guard case .emptyInput = decoder.decode(&iterator) else { return nil }
        return scalar
    }

    /// The JSON form of one diagnostic (used inside `solve --format json`); `notes` and
    /// `fixIts` are always present (`[]` when none), so scripts need not test for them.
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
        members.append(("fixIts", .array(diagnostic.fixIts.map { fix in
            .object([("replacement", .string(fix.replacement))] + locationMembers(fix.range, file))
        })))
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
