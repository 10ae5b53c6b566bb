/// The parse stage's result: a decoded layout document and the syntax tree of each of its
/// constraint strings. Every constraint string is parsed here, once; the compiler lowers
/// these trees, and `ccc lint` and `MetricUsage` read them from the compiled layout.
///
/// `ccc solve` and `ccc compile` need no tree once the constraints are lowered: the
/// pipeline then keeps `releasingSyntax()` instead, which holds only the names the strings
/// read as metrics (issue #11: the trees were a quarter of the peak memory).
public struct ParsedLayout: Sendable {
    public let document: LayoutDocument
    /// Each view declaration's `constraints`, parallel to `document.views` (empty once released).
    let viewStrings: [[ParsedString]]
    /// The top-level `constraints` (empty once released).
    let topLevelStrings: [ParsedString]
    /// Set by `releasingSyntax()`: what `MetricUsage.read(by:)` answered before the trees
    /// were let go (each name once, in file order).
    let metricReads: [String]?
    /// Every name the compact trees spell, numbered (empty once released).
    let names: NameInterner

    /// True while the syntax trees are kept (false after `releasingSyntax()`).
    public var keepsSyntax: Bool { metricReads == nil }

    /// Parses every constraint string of `document` (each view's list in file order, then
    /// the top level). A string's diagnostics stay with it until the compiler reaches it,
    /// so they come out in the same order as the compiler's own.
    public init(_ document: LayoutDocument) {
        self.document = document
        var names = NameInterner()
        var tokens: [CompactToken] = []
        // A loop and a static function, not a local function: one capturing `names` and
        // `tokens` boxed them, and every use paid a dynamic exclusivity check.
        var viewStrings: [[ParsedString]] = []
        viewStrings.reserveCapacity(document.views.count)
        // By index: `views.map` would copy every view declaration to read its list.
        for position in document.views.indices {
            viewStrings.append(Self.parse(document.views[position].constraints, &names, &tokens))
        }
        self.viewStrings = viewStrings
        topLevelStrings = Self.parse(document.constraints, &names, &tokens)
        metricReads = nil
        self.names = names
    }

    /// Each entry of one constraint list, parsed.
    private static func parse(
        _ entries: [ConstraintEntry], _ names: inout NameInterner, _ tokens: inout [CompactToken]
    ) -> [ParsedString] {
        var strings: [ParsedString] = []
        strings.reserveCapacity(entries.count)
        for index in entries.indices { strings.append(ParsedString(entries[index], names: &names, tokens: &tokens)) }
        return strings
    }

    /// The same layout without its syntax trees: only the document and the names its strings
    /// read as metrics (for `MetricUsage`) are kept. Nothing can be lowered from it again.
    public func releasingSyntax() -> ParsedLayout {
        guard metricReads == nil else { return self }
        var seen: Set<String> = []
        let reads = MetricUsage.read(by: self).filter { seen.insert($0).inserted }
        return ParsedLayout(
            document: document, viewStrings: [], topLevelStrings: [], metricReads: reads, names: NameInterner.placeholder)
    }

    /// The same layout with only the state at `position` of `document.states`, or none
    /// (the compiler looks a state up by name; `StateRuns` and `VariantLinter` solve many
    /// states of one parse, and each state's work must not grow with the number of states).
    func keepingOnlyState(at position: Int?) -> ParsedLayout {
        var document = document
        document.states = position.flatMap { document.states.indices.contains($0) ? [document.states[$0]] : nil } ?? []
        return ParsedLayout(
            document: document, viewStrings: viewStrings, topLevelStrings: topLevelStrings, metricReads: metricReads,
            names: names)
    }

    private init(
        document: LayoutDocument, viewStrings: [[ParsedString]], topLevelStrings: [ParsedString], metricReads: [String]?,
        names: NameInterner
    ) {
        self.document = document
        self.viewStrings = viewStrings
        self.topLevelStrings = topLevelStrings
        self.metricReads = metricReads
        self.names = names
    }

    /// Every constraint string: each view's list in file order, then the top level.
    var strings: [ParsedString] { viewStrings.flatMap { $0 } + topLevelStrings }
}

/// One constraint string of a layout file and what parsing it gave.
struct ParsedString: Sendable {
    enum Syntax: Sendable {
        case compact(CompactTree)
        /// Boxed: a visual format tree is larger than a compact one, and every string's
        /// enum is as large as its largest case.
        indirect case visualFormat(VisualFormatSyntax)
        /// A compact string given visual format `options`: rejected by the compiler
        /// (`vfl-options-without-format`) without being parsed.
        case rejected
        /// A string that does not parse (its diagnostics say why).
        case unparsed
    }

    // Stored in this order so that the one-byte dialect packs after the tree: 232 bytes a
    // string, not 240 (every string's is kept until the constraints are lowered).
    let entry: ConstraintEntry
    /// The parser's diagnostics for this string.
    let diagnostics: Diagnostics
    let syntax: Syntax
    let dialect: ConstraintDialect

    /// Parses `entry`, interning its names in `names`; `tokens` is the lexer's scratch array.
    init(_ entry: ConstraintEntry, names: inout NameInterner, tokens: inout [CompactToken]) {
        self.entry = entry
        dialect = ConstraintDialect(of: entry.text)
        var diagnostics = Diagnostics()
        switch dialect {
        case .visualFormat:
            syntax = VisualFormatParser.parse(entry.text, into: &diagnostics).map(Syntax.visualFormat) ?? .unparsed
        case .compact where !entry.options.isEmpty:
            syntax = .rejected
        case .compact:
            syntax = CompactParser.parseTree(entry.text, names: &names, tokens: &tokens, into: &diagnostics)
                .map(Syntax.compact) ?? .unparsed
        }
        self.diagnostics = diagnostics
    }

    /// The tree of a compact string that parses; nil otherwise.
    var compactTree: CompactTree? {
        if case .compact(let tree) = syntax { return tree }
        return nil
    }

    /// The same tree with its names spelt out (for lint checks, which read few of them).
    var compactSyntax: ConstraintSyntax? { compactTree?.syntax(in: entry.text) }

    /// Every `[A-Za-z_][A-Za-z0-9_]*` word of a string, in order (where a visual format
    /// string or a string that does not parse may name a metric).
    static func words(in bytes: [UInt8]) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in bytes + [0x20] {
            if current.isEmpty ? Identifier.isStart(byte) : Identifier.isContinue(byte) {
                current.append(byte)
                continue
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        return words
    }
}
