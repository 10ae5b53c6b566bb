/// How serious a diagnostic is. `error` makes `ccc` exit with status 1.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One finding about the input: a value, never printed by the stage that found it.
public struct Diagnostic: Sendable, Hashable {
    public var severity: Severity
    public var code: DiagnosticCode
    public var message: String
    /// Where in the file; `nil` only for problems of the file as a whole.
    public var range: SourceRange?
    /// Further locations and explanations (`note:` lines).
    public var notes: [DiagnosticNote]
    /// Suggested replacements of file text.
    public var fixIts: [FixIt]
    /// What the finding is about when its range does not tell it apart from another of its
    /// code: a stack's own broken constraint, located at the stack, is
    /// `UISV-spacing done.leading == extra.trailing + 12`. Read by ``Fingerprint``; nil for
    /// most findings.
    public var subject: String?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String,
        at range: SourceRange?, notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], subject: String? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
        self.subject = subject
    }
}

/// A secondary message, with its own location when it has one.
public struct DiagnosticNote: Sendable, Hashable {
    public var message: String
    public var range: SourceRange?
    /// A note about a value given on the command line (a `--size`): it has no place in any
    /// file, and the text form prints it with the file's path alone, not at the place of its
    /// diagnostic as other notes without a range (issue #18).
    public var isAboutCommandLine: Bool

    public init(_ message: String, at range: SourceRange? = nil, isAboutCommandLine: Bool = false) {
        self.message = message
        self.range = range
        self.isAboutCommandLine = isAboutCommandLine
    }
}

/// A suggested edit: replace the file text in `range` with `replacement`.
public struct FixIt: Sendable, Hashable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// The diagnostics one stage has found so far. Stages take one `inout` and append;
/// nothing is global.
public struct Diagnostics: Sendable {
    public private(set) var items: [Diagnostic] = []

    public init() {}

    public var hasErrors: Bool { items.contains { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) { items.append(diagnostic) }

    public mutating func append(contentsOf other: Diagnostics) { items.append(contentsOf: other.items) }

    /// Changes the diagnostic at `index` of `items` in place (a note that counts what a
    /// capped list left out); an index out of range changes nothing.
    mutating func update(at index: Int, _ change: (inout Diagnostic) -> Void) {
        guard items.indices.contains(index) else { return }
        change(&items[index])
    }

    public mutating func error(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange?,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        items.append(Diagnostic(.error, code, message, at: range, notes: notes, fixIts: fixIts))
    }

    public mutating func warning(
        _ code: DiagnosticCode, _ message: String, at range: SourceRange?,
        notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
    ) {
        items.append(Diagnostic(.warning, code, message, at: range, notes: notes, fixIts: fixIts))
    }
}
