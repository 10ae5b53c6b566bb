/// The parse stage's result: a decoded layout document and the syntax tree of each of its
/// constraint strings. Every constraint string is parsed here, once; the compiler lowers
/// these trees, and `MetricUsage` reads them from the compiled layout.
///
/// `ccc solve`, `ccc compile` and the `ccc lint` of one configuration need no tree once the
/// constraints are lowered: the pipeline then keeps `releasingSyntax()` instead, which holds
/// only the names the strings read as metrics (issue #11: the trees were a quarter of the
/// peak memory), and for `lint` the trees of `constantTrees`. Without nested
/// safe areas they parse no list ahead: `deferred(_:)` parses each just before the compiler
/// lowers it (issue #18: no stage holds every parsed string).
public struct ParsedLayout: Sendable {
    public let document: LayoutDocument
    /// Each view declaration's `constraints`, parallel to `document.views` (empty once released;
    /// a list the compiler has lowered is emptied when it releases the trees as it goes).
    private(set) var viewStrings: [[ParsedString]]
    /// The top-level `constraints` in chunks of `chunkSize` strings (the last may be shorter),
    /// so that the compiler can let each chunk go once it is lowered: a chain's strings are
    /// one list, and an array is freed whole (issue #18: the trees were a fifth of the peak
    /// of `ccc compile`). Empty once released.
    private(set) var topLevelChunks: [[ParsedString]]
    /// How many top-level strings were parsed (kept when the chunks are let go).
    let topLevelCount: Int
    /// Set by `releasingSyntax()`: what `MetricUsage.read(by:)` answered before the trees
    /// were let go (each name once, in file order).
    let metricReads: [String]?
    /// Every name the compact trees spell, numbered (empty once released).
    private(set) var names: NameInterner
    /// True for `deferred(_:)`: each list is parsed only when the compiler is about to lower it.
    let isDeferred: Bool
    /// Set by `keepingConstantTrees()` (`ccc lint`): when the trees go, the few that
    /// `CompactConstraintDifferenceCheck` reads are kept (`constantTrees`).
    private(set) var keepsConstantTrees = false
    /// What `constantTrees` answered before the trees were let go (empty while they are kept,
    /// and when `keepsConstantTrees` is false).
    private var keptConstantTrees: [ConstantTree] = []
    /// The lexer's scratch array while a deferred layout's lists are parsed.
    private var tokens: [CompactToken] = []

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
        var topLevelChunks: [[ParsedString]] = []
        let entries = document.constraints
        topLevelChunks.reserveCapacity((entries.count + Self.chunkSize - 1) / Self.chunkSize)
        for start in stride(from: 0, to: entries.count, by: Self.chunkSize) {
            topLevelChunks.append(Self.parse(entries, start..<min(start + Self.chunkSize, entries.count), &names, &tokens))
        }
        self.topLevelChunks = topLevelChunks
        topLevelCount = entries.count
        metricReads = nil
        self.names = names
        isDeferred = false
    }

    /// `document` with no string parsed yet, for a run that lowers each list once and reads
    /// no tree afterwards (`ccc solve` and `ccc compile` without nested safe areas): the
    /// compiler interns the names it resolves (`intern(_:)`), then has each list parsed just
    /// before lowering it (`parseViewStrings(at:)`, `parseTopLevelChunk(_:)`) and lets it go
    /// once lowered, so that the parsed strings of one list at most are alive, and their
    /// memory is used again by the next (issue #18: they were the peak of `ccc compile`;
    /// issue #17: fresh memory was a third of the compile stage's time on a grid). Each
    /// string is still parsed once, in file order, with its diagnostics kept until it is lowered.
    public static func deferred(_ document: LayoutDocument) -> ParsedLayout {
        let chunks = (document.constraints.count + chunkSize - 1) / chunkSize
        return ParsedLayout(
            document: document, viewStrings: Array(repeating: [], count: document.views.count),
            topLevelChunks: Array(repeating: [], count: chunks), topLevelCount: document.constraints.count,
            metricReads: nil, names: NameInterner(), isDeferred: true)
    }

    /// Interns `names` (before any string of a deferred layout is parsed, the names
    /// `ResolvedNames` looks up: every name the parser interns later resolves to nothing).
    mutating func intern(_ names: [String]) {
        for name in names { _ = self.names.intern(name) }
    }

    /// Parses the constraints of view declaration `position` of a deferred layout into its list.
    mutating func parseViewStrings(at position: Int) {
        guard isDeferred, viewStrings.indices.contains(position) else { return }
        viewStrings[position] = Self.parse(viewEntries(at: position), &names, &tokens)
    }

    /// Parses top-level chunk `chunk` of a deferred layout.
    mutating func parseTopLevelChunk(_ chunk: Int) {
        guard isDeferred, topLevelChunks.indices.contains(chunk) else { return }
        let start = chunk * Self.chunkSize
        let end = min(start + Self.chunkSize, document.constraints.count)
        guard start < end else { return }
        topLevelChunks[chunk] = Self.parse(document.constraints, start..<end, &names, &tokens)
    }

    /// Strings a top-level chunk holds: about 850 KB of parsed strings, so that a chunk is
    /// its own mapping, given back to the system when it is let go.
    static let chunkSize = 4096

    /// Each entry of one constraint list, parsed.
    private static func parse(
        _ entries: [ConstraintEntry], _ names: inout NameInterner, _ tokens: inout [CompactToken]
    ) -> [ParsedString] {
        parse(entries, entries.indices, &names, &tokens)
    }

    /// The entries of one constraint list at `positions`, parsed.
    private static func parse(
        _ entries: [ConstraintEntry], _ positions: Range<Int>, _ names: inout NameInterner,
        _ tokens: inout [CompactToken]
    ) -> [ParsedString] {
        var strings: [ParsedString] = []
        strings.reserveCapacity(positions.count)
        for index in positions { strings.append(ParsedString(entries[index], names: &names, tokens: &tokens)) }
        return strings
    }

    /// The top-level string at `index` (in file order), in its chunk, and its entry, both
    /// read in place: `body` gets the chunk and the string's offset in it, then the document's
    /// top-level entries and `index`. nil when there is none (or its chunk was let go).
    func withTopLevelString<Result>(
        _ index: Int, _ body: (UnsafeBufferPointer<ParsedString>, Int, UnsafeBufferPointer<ConstraintEntry>, Int) -> Result
    ) -> Result? {
        guard index >= 0 else { return nil }
        let chunk = index / Self.chunkSize
        let offset = index % Self.chunkSize
        guard topLevelChunks.indices.contains(chunk) else { return nil }
        return topLevelChunks[chunk].withUnsafeBufferPointer { strings in
            document.constraints.withUnsafeBufferPointer { entries in
                strings.indices.contains(offset) && entries.indices.contains(index)
                    ? body(strings, offset, entries, index) : nil
            }
        }
    }

    /// The entries the parsed strings of view declaration `position` were parsed from
    /// (`document.views[position].constraints`, without copying the declaration); empty when
    /// there is no such declaration.
    func viewEntries(at position: Int) -> [ConstraintEntry] {
        document.views.withUnsafeBufferPointer { views in
            views.indices.contains(position) ? views[position].constraints : []
        }
    }

    /// Lets the parsed strings of view declaration `position` go (the compiler has lowered them).
    mutating func releaseViewStrings(at position: Int) {
        guard viewStrings.indices.contains(position) else { return }
        viewStrings[position] = []
    }

    /// Lets top-level chunk `chunk` go (the compiler has lowered its strings).
    mutating func releaseTopLevelChunk(_ chunk: Int) {
        guard topLevelChunks.indices.contains(chunk) else { return }
        topLevelChunks[chunk] = []
    }

    /// The same layout without its syntax trees: only the document and the names its strings
    /// read as metrics (for `MetricUsage`) are kept. Nothing can be lowered from it again.
    public func releasingSyntax() -> ParsedLayout {
        guard metricReads == nil else { return self }
        return released(metricReads: metricReadsOnce, constantTrees: keepsConstantTrees ? constantTrees : [])
    }

    /// What `MetricUsage.read(by:)` answers, each name once (kept by `releasingSyntax()`).
    var metricReadsOnce: [String] { Self.once(MetricUsage.read(by: self)) }

    /// `names` without repeats, each where it first is.
    static func once(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }

    /// The same layout without its syntax trees, keeping `metricReads` (what `metricReadsOnce`
    /// answered while the trees were all there) and, when `keepsConstantTrees`,
    /// `constantTrees` (what `constantTrees` answered then).
    func released(metricReads: [String], constantTrees: [ConstantTree] = []) -> ParsedLayout {
        var released = ParsedLayout(
            document: document, viewStrings: [], topLevelChunks: [], topLevelCount: topLevelCount,
            metricReads: metricReads, names: NameInterner.placeholder, isDeferred: false)
        released.keepsConstantTrees = keepsConstantTrees
        if keepsConstantTrees { released.keptConstantTrees = constantTrees }
        return released
    }

    /// The same layout, keeping `constantTrees` when its trees go (`ccc lint`, whose
    /// `compactconstraint-difference` check reads them after the solve).
    func keepingConstantTrees() -> ParsedLayout {
        var layout = self
        layout.keepsConstantTrees = true
        return layout
    }

    /// Every compact tree that `CompactConstraintDifferenceCheck` may warn about
    /// (`ConstantTree.mayDiffer`), with its string's position among every string of the
    /// layout (each view's list in file order, then the top level: `ConstraintStrings`'s
    /// order), in that order. Read from the trees while they are kept; once released, what
    /// they gave then (empty unless `keepsConstantTrees`).
    var constantTrees: [ConstantTree] {
        guard keepsSyntax else { return keptConstantTrees }
        var trees: [ConstantTree] = []
        var position = 0
        for list in viewStrings.indices {
            ConstantTree.append(of: viewStrings[list], first: position, to: &trees)
            position += viewStrings[list].count
        }
        for chunk in topLevelChunks.indices {
            ConstantTree.append(of: topLevelChunks[chunk], first: position, to: &trees)
            position += topLevelChunks[chunk].count
        }
        return trees
    }

    /// The same layout with only the state at `position` of `document.states`, or none
    /// (the compiler looks a state up by name; `StateRuns` and `VariantLinter` solve many
    /// states of one parse, and each state's work must not grow with the number of states).
    func keepingOnlyState(at position: Int?) -> ParsedLayout {
        var document = document
        document.states = position.flatMap { document.states.indices.contains($0) ? [document.states[$0]] : nil } ?? []
        var layout = ParsedLayout(
            document: document, viewStrings: viewStrings, topLevelChunks: topLevelChunks, topLevelCount: topLevelCount,
            metricReads: metricReads, names: names, isDeferred: isDeferred)
        layout.keepsConstantTrees = keepsConstantTrees
        layout.keptConstantTrees = keptConstantTrees
        return layout
    }

    private init(
        document: LayoutDocument, viewStrings: [[ParsedString]], topLevelChunks: [[ParsedString]], topLevelCount: Int,
        metricReads: [String]?, names: NameInterner, isDeferred: Bool
    ) {
        self.isDeferred = isDeferred
        self.document = document
        self.viewStrings = viewStrings
        self.topLevelChunks = topLevelChunks
        self.topLevelCount = topLevelCount
        self.metricReads = metricReads
        self.names = names
    }

    /// Every constraint string still kept: each view's list in file order, then the top level.
    var strings: [ParsedString] { viewStrings.flatMap { $0 } + topLevelChunks.flatMap { $0 } }
}

/// What parsing one constraint string of a layout file gave. The string itself is the
/// document's `ConstraintEntry` at the same position of the same list (`ParsedLayout` keeps
/// its lists parallel to the document's): a copy here was 56 of 216 bytes a string (issue #18).
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

    // Stored in this order so that the one-byte dialect packs after the tree (every
    // string's is kept until its constraints are lowered).
    /// The parser's diagnostics for this string.
    let diagnostics: Diagnostics
    let syntax: Syntax
    let dialect: ConstraintDialect

    /// Parses `entry`, interning its names in `names`; `tokens` is the lexer's scratch array.
    init(_ entry: ConstraintEntry, names: inout NameInterner, tokens: inout [CompactToken]) {
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

    /// Every `[A-Za-z_][A-Za-z0-9_]*` word of a string, in order (where a visual format
    /// string or a string that does not parse may name a metric).
    static func words(in bytes: SharedBytes) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        for byte in bytes {
            if current.isEmpty ? Identifier.isStart(byte) : Identifier.isContinue(byte) {
                current.append(byte)
                continue
            }
            if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
            current = []
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }
}
