/// One layout file solved in many states (`ccc solve --state a --state b …`): the file is
/// read, decoded and parsed once, and each state is compiled and solved from the same document,
/// so the work per state does not grow with the number of states the file declares.
public struct StateRuns: Sendable {
    public let file: SourceFile
    /// The decoded document; nil when the file is not a readable JSON document.
    public var document: LayoutDocument? { parsed?.document }
    /// The document and its parsed constraint strings; nil when the file is not a readable JSON document.
    public let parsed: ParsedLayout?
    private let readDiagnostics: Diagnostics
    /// Each declared state's position in `document.states` (the first, for a repeated name).
    private let declared: [String: Int]

    public init(_ file: SourceFile) {
        self.file = file
        var diagnostics = Diagnostics()
        let document = Pipeline.read(file, into: &diagnostics)
        parsed = document.map { Pipeline.parse($0) }
        readDiagnostics = diagnostics
        var declared: [String: Int] = [:]
        for (position, state) in (document?.states ?? []).enumerated() where declared[state.name] == nil {
            declared[state.name] = position
        }
        self.declared = declared
    }

    /// The `unknown-state` diagnostic for the first name the file does not declare, if any.
    public func firstUnknownState(among names: [String]) -> Diagnostic? {
        guard let document, let unknown = names.first(where: { declared[$0] == nil }) else { return nil }
        return Pipeline.unknownState(unknown, declared: document.states.map(\.name))
    }

    /// The layout solved in `state` (which must be declared; see `firstUnknownState`):
    /// the diagnostics of reading the file, then those of this state's compile and solve.
    public func solve(_ state: String, options: CompileOptions) -> Pipeline.Run {
        var diagnostics = readDiagnostics
        guard let parsed else { return Pipeline.Run(file: file, document: nil, diagnostics: diagnostics.items, solution: nil) }
        // The compiler looks its state up by name; give it just this one.
        let stateParsed = declared[state].map { parsed.keepingOnlyState(at: $0) } ?? parsed
        var stateOptions = options
        stateOptions.state = state
        return Pipeline.solve(stateParsed, file: file, options: stateOptions, diagnostics: &diagnostics)
    }
}
