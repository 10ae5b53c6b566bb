/// A location-independent fingerprint of a finding: its code and what it is about — the
/// constraint it lies in (the string with its blanks removed, its visual format options and
/// the view that holds it), else the view or metric it names, else the file text it points
/// at, with the finding's own ``Diagnostic/subject`` if it has one (a stack's broken
/// constraint: its identifier and canonical form). Moving a constraint to another line or reordering views keeps the fingerprint;
/// editing the constraint changes it. 16 hexadecimal digits of a 64-bit FNV-1a hash.
/// Used by the baseline and by SARIF's `partialFingerprints`.
public enum Fingerprint {
    public static func of(_ diagnostic: Diagnostic, file: SourceFile, document: LayoutDocument?) -> String {
        var cache = PrefixCache()
        return hex(hash(diagnostic, file: file, index: SubjectIndex(document), cache: &cache))
    }

    /// The fingerprints of a layout file's findings, as `of(_:file:document:)` gives each:
    /// the document's constraints, views and metrics are indexed once, and a constraint
    /// string is hashed once per code, so the work grows with the findings plus the
    /// document, not with their product (issue #18: a 60 MB string).
    public static func of(_ diagnostics: [Diagnostic], file: SourceFile, document: LayoutDocument?) -> [String] {
        guard !diagnostics.isEmpty else { return [] }
        let index = SubjectIndex(document)
        var cache = PrefixCache()
        return diagnostics.map { hex(hash($0, file: file, index: index, cache: &cache)) }
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
        var cache = PrefixCache()
        return diagnostics.map { diagnostic in
            guard let range = diagnostic.range, let literal = literal(in: strings, at: range.lowerBound) else {
                return hex(hash(diagnostic, file: file, index: index, cache: &cache))
            }
            // code, NUL, "string:", the literal without blanks, ":" (once per code and literal).
            var hasher = cache.prefix(diagnostic.code, literal.start) {
                var hasher = FNV1a()
                hasher.add(diagnostic.code.rawValue + "\u{0}string:")
                hasher.addWithoutBlanks(file.bytes[literal.start..<literal.end])
                hasher.add(":")
                return hasher
            }
            let lower = max(literal.start, range.lowerBound)
            let upper = min(literal.end, max(lower, range.upperBound))
            hasher.addWithoutBlanks(file.bytes[lower..<upper])
            return hex(hasher.value)
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
        guard let range = diagnostic.range else { return "file" }
        let index = SubjectIndex(document)
        if let constraint = index.constraint(at: range.lowerBound) {
            let entry = constraint.entry
            let text = entry.text.text.filter { !$0.isWhitespace }
            let options = entry.options.map(\.name).joined(separator: ",")
            let within = entry.text.byteRange(from: range).map { entry.text.text($0).filter { !$0.isWhitespace } } ?? ""
            return "constraint:\(constraint.owner):\(text):\(options):\(within)"
        }
        return otherSubject(diagnostic, range, file: file, index: index)
    }

    /// The FNV-1a hash of the code, a NUL and `subject(_:file:document:)`, fed piece by
    /// piece: a constraint string's part (everything up to the part the finding points at)
    /// is hashed once per code and string (`cache`), and blanks are skipped without copying.
    static func hash(_ diagnostic: Diagnostic, file: SourceFile, index: SubjectIndex, cache: inout PrefixCache) -> UInt64 {
        guard let range = diagnostic.range, let constraint = index.constraint(at: range.lowerBound) else {
            var hasher = FNV1a()
            hasher.add(diagnostic.code.rawValue + "\u{0}")
            hasher.add(diagnostic.range.map { otherSubject(diagnostic, $0, file: file, index: index) } ?? "file")
            return hasher.value
        }
        let entry = constraint.entry
        var hasher = cache.prefix(diagnostic.code, entry.range.lowerBound) {
            var hasher = FNV1a()
            hasher.add(diagnostic.code.rawValue + "\u{0}constraint:\(constraint.owner):")
            entry.text.bytes.withUnsafeBufferPointer { hasher.addWithoutBlanks($0) }
            hasher.add(":" + entry.options.map(\.name).joined(separator: ",") + ":")
            return hasher
        }
        // Which part of the string the finding points at, so two findings of one code in
        // one string stay apart.
        if let part = entry.text.byteRange(from: range) {
            entry.text.bytes.withUnsafeBufferPointer { hasher.addWithoutBlanks(UnsafeBufferPointer(rebasing: $0[part])) }
        }
        return hasher.value
    }

    /// The subject of a finding outside any constraint string (a stack's own constraints are
    /// located at the stack): the view or metric it names, else the file text it points at,
    /// with the finding's own subject to tell two findings at one place apart.
    private static func otherSubject(_ diagnostic: Diagnostic, _ range: SourceRange, file: SourceFile, index: SubjectIndex)
        -> String
    {
        let offset = range.lowerBound
        let detail = diagnostic.subject.map { ":" + $0 } ?? ""
        if let view = index.view(at: offset) { return "view:\(view)" + detail }
        if let metric = index.metric(at: offset) { return "metric:\(metric)" + detail }
        let lower = max(0, min(range.lowerBound, file.bytes.count))
        let upper = max(lower, min(range.upperBound, file.bytes.count, lower + 200))
        return "text:" + String(decoding: file.bytes[lower..<upper], as: UTF8.self).filter { !$0.isWhitespace } + detail
    }

    static func fnv1a(_ text: String) -> UInt64 {
        var hasher = FNV1a()
        hasher.add(text)
        return hasher.value
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
    }
}

/// The hash state of a finding's fingerprint up to the part it points at, by code and by
/// the start of the string it lies in: a long string is hashed once per code, not once
/// per finding in it.
struct PrefixCache {
    private struct Key: Hashable {
        var code: DiagnosticCode
        var start: Int
    }

    private var states: [Key: FNV1a] = [:]

    mutating func prefix(_ code: DiagnosticCode, _ start: Int, _ make: () -> FNV1a) -> FNV1a {
        let key = Key(code: code, start: start)
        if let state = states[key] { return state }
        let state = make()
        states[key] = state
        return state
    }
}
