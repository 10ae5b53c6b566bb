/// A location-independent fingerprint of a finding: its code and what it is about — the
/// constraint it lies in (the string with its blanks removed, its visual format options and
/// the view that holds it), else the view or metric it names, else the file text it points
/// at, with the finding's own ``Diagnostic/subject`` if it has one (a stack's broken
/// constraint: its identifier and canonical form). Moving a constraint to another line or reordering views keeps the fingerprint;
/// editing the constraint changes it. 16 hexadecimal digits of a 64-bit FNV-1a hash.
/// Used by the baseline and by SARIF's `partialFingerprints`.
public enum Fingerprint {
    public static func of(_ diagnostic: Diagnostic, file: SourceFile, document: LayoutDocument?) -> String {
        hex(fnv1a(diagnostic.code.rawValue + "\u{0}" + subject(diagnostic, file: file, document: document)))
    }

    /// The fingerprints of a layout file's findings, as `of(_:file:document:)` gives each:
    /// the document's constraints, views and metrics are indexed once, so the work grows
    /// with the findings plus the document, not with their product.
    public static func of(_ diagnostics: [Diagnostic], file: SourceFile, document: LayoutDocument?) -> [String] {
        guard !diagnostics.isEmpty else { return [] }
        let index = SubjectIndex(document)
        return diagnostics.map { hex(fnv1a($0.code.rawValue + "\u{0}" + subject($0, file: file, index: index))) }
    }

    /// The fingerprints of a source file's findings: a finding in a string literal is about
    /// that literal (its text as written, blanks removed, and the part the finding points
    /// at), so moving the call or editing code around it keeps the fingerprint.
    public static func of(_ diagnostics: [Diagnostic], file: SourceFile, language: SourceLanguage) -> [String] {
        let strings = language.scan(file.bytes).tokens.filter {
            if case .string = $0.kind { return true }
            return false
        }
        let index = SubjectIndex(nil)
        return diagnostics.map { diagnostic in
            guard let range = diagnostic.range, let literal = literal(in: strings, at: range.lowerBound) else {
                return hex(fnv1a(diagnostic.code.rawValue + "\u{0}" + subject(diagnostic, file: file, index: index)))
            }
            let text = String(decoding: file.bytes[literal.start..<literal.end], as: UTF8.self).filter { !$0.isWhitespace }
            let lower = max(literal.start, range.lowerBound)
            let upper = min(literal.end, max(lower, range.upperBound))
            let part = String(decoding: file.bytes[lower..<upper], as: UTF8.self).filter { !$0.isWhitespace }
            return hex(fnv1a(diagnostic.code.rawValue + "\u{0}string:" + text + ":" + part))
        }
    }

    /// The string literal holding `offset`: the scanner's tokens are in file order and do
    /// not overlap, so a binary search finds it.
    static func literal(in strings: [SourceToken], at offset: Int) -> SourceToken? {
        var low = 0
        var high = strings.count
        while low < high {
            let mid = (low + high) / 2
            if strings[mid].start <= offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0 else { return nil }
        let token = strings[low - 1]
        return token.start <= offset && offset < token.end ? token : nil
    }

    /// What the finding is about, in words that do not depend on where it is in the file.
    static func subject(_ diagnostic: Diagnostic, file: SourceFile, document: LayoutDocument?) -> String {
        subject(diagnostic, file: file, index: SubjectIndex(document))
    }

    static func subject(_ diagnostic: Diagnostic, file: SourceFile, index: SubjectIndex) -> String {
        guard let range = diagnostic.range else { return "file" }
        let offset = range.lowerBound
        if let constraint = index.constraint(at: offset) {
            let entry = constraint.entry
            let text = entry.text.text.filter { !$0.isWhitespace }
            let options = entry.options.map(\.name).joined(separator: ",")
            return "constraint:\(constraint.owner):\(text):\(options):\(within(range, entry.text))"
        }
        // Outside a constraint string (a stack's own constraints are located at the stack),
        // the finding's own subject tells two findings at one place apart.
        let detail = diagnostic.subject.map { ":" + $0 } ?? ""
        if let view = index.view(at: offset) { return "view:\(view)" + detail }
        if let metric = index.metric(at: offset) { return "metric:\(metric)" + detail }
        let lower = max(0, min(range.lowerBound, file.bytes.count))
        let upper = max(lower, min(range.upperBound, file.bytes.count, lower + 200))
        return "text:" + String(decoding: file.bytes[lower..<upper], as: UTF8.self).filter { !$0.isWhitespace } + detail
    }

    /// Which part of the constraint string a finding points at (the text of the range), so
    /// two findings of one code in one string stay apart.
    static func within(_ range: SourceRange, _ text: SourceString) -> String {
        let offsets = text.fileOffsets.enumerated().filter { range.lowerBound <= $0.element && $0.element < range.upperBound }
        guard let first = offsets.first?.offset, let last = offsets.last?.offset else { return "" }
        return text.text(first..<(last + 1)).filter { !$0.isWhitespace }
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}
