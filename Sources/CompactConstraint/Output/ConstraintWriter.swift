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
        // Each line is written as UTF-8 bytes (no string interpolation or appends).
        let constraints = layout.constraints.lazy.filter { implicit || $0.origin.kind != .nonNegativeSize }
        let safePath = DiagnosticRenderer.terminalSafe(file.path)
        let path = Array(safePath.utf8)
        let pathWidth = TextTable.width(safePath)
        var width = 0
        var locationWidth = 0
        for constraint in constraints {
            width = max(width, TextTable.width(constraint.origin.canonical))
            let place = location(constraint.origin.range, file)
            locationWidth = max(locationWidth, place.map { pathWidth + 2 + $0.line.utf8.count + $0.column.utf8.count } ?? implicitPlace.count)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(ChunkedText.chunkSize + 256)
        for constraint in constraints {
            let origin = constraint.origin
            let canonical = origin.canonical
            bytes.append(contentsOf: canonical.utf8)
            appendSpaces(width - TextTable.width(canonical) + 2, to: &bytes)
            if let place = location(origin.range, file) {
                bytes.append(contentsOf: path)
                bytes.append(UInt8(ascii: ":"))
                bytes.append(contentsOf: place.line.utf8)
                bytes.append(UInt8(ascii: ":"))
                bytes.append(contentsOf: place.column.utf8)
                appendSpaces(locationWidth - pathWidth - 2 - place.line.utf8.count - place.column.utf8.count + 2, to: &bytes)
            } else {
                bytes.append(contentsOf: implicitPlace)
                appendSpaces(locationWidth - implicitPlace.count + 2, to: &bytes)
            }
            bytes.append(contentsOf: origin.kind.rawValue.utf8)
            bytes.append(UInt8(ascii: "\n"))
            if bytes.count >= ChunkedText.chunkSize {
                output(String(decoding: bytes, as: UTF8.self))
                bytes.removeAll(keepingCapacity: true)
            }
        }
        if !bytes.isEmpty { output(String(decoding: bytes, as: UTF8.self)) }
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

    /// What stands for the place of a constraint no string wrote.
    private static let implicitPlace = Array("(implicit)".utf8)

    /// The line and column of `range`'s start, as decimal text (nil for an implicit constraint).
    private static func location(_ range: SourceRange?, _ file: SourceFile) -> (line: String, column: String)? {
        guard let range else { return nil }
        let start = file.location(of: range.lowerBound)
        return (String(start.line), String(start.column))
    }

    private static func appendSpaces(_ count: Int, to bytes: inout [UInt8]) {
        if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
    }
}
