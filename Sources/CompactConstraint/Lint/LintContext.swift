/// Everything a lint check may look at: the file, the decoded document, the compiled
/// constraints, the solution, and every constraint string with its syntax tree.
struct LintContext {
    let file: SourceFile
    let document: LayoutDocument
    let layout: CompiledLayout
    let solution: Solution
    /// Every constraint string of the file: each view's list in file order, then the top level.
    let strings: [ConstraintString]
    /// Every metric after the command line's overrides, in rising precedence.
    let metrics: [Metric]
    /// The compiled views by name (the first of a name).
    private let viewsByName: [String: CompiledView]
    /// Every word of every constraint string.
    private let mentionedWords: Set<String>

    init(file: SourceFile, document: LayoutDocument, layout: CompiledLayout, solution: Solution) {
        self.metrics = layout.metrics
        self.file = file
        self.document = document
        self.layout = layout
        self.solution = solution
        self.strings = (layout.parsed?.strings ?? []).map(ConstraintString.init)
        self.mentionedWords = Set(strings.lazy.flatMap(\.words))
        self.viewsByName = Dictionary(layout.views.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The compiled view called `name`, if any.
    func view(named name: String) -> CompiledView? { viewsByName[name] }

    /// A number, or a metric's value (the last definition wins); nil for an unknown metric.
    func value(of syntax: ValueSyntax) -> Double? {
        switch syntax {
        case .number(let value, _): return value
        case .name(let name): return metrics.last { $0.name == name.text }?.value
        }
    }

    /// True when some constraint string names `word` (as a view, metric or anything else).
    func mentions(_ word: String) -> Bool {
        mentionedWords.contains(word)
    }
}

/// One constraint string of the file: its entry, its syntax tree when it is a compact
/// string that parses (from the parse stage; never parsed again), and the
/// identifier-like words it contains.
struct ConstraintString {
    let entry: ConstraintEntry
    /// nil for visual format strings, for strings that do not parse and for compact strings
    /// given visual format `options` (which the compiler rejects).
    let tree: ConstraintSyntax?
    /// Every `[A-Za-z_][A-Za-z0-9_]*` word in the text, in order (for visual format
    /// strings and broken strings, which have no tree).
    let words: [String]

    init(_ parsed: ParsedString) {
        self.entry = parsed.entry
        self.tree = parsed.compactTree
        self.words = ParsedString.words(in: parsed.entry.text.bytes)
    }
}
