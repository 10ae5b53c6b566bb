/// `ccc lint` over every configuration a layout file describes: the base metrics and each
/// of its `states` (or only the states asked for), at each root size asked for. A state
/// that breaks the layout no longer passes because only the base metrics were checked.
///
/// A diagnostic that every configuration reports is reported once, as it is; one that only
/// some report is reported once, its message prefixed with where it occurs
/// (`in state 'hidden': …`, `at size 320×480: …`, `in state 'hidden' at sizes 320×480 and
/// 375×667: …`; the grouping is ``ConfigurationMerge``'s).
///
/// The file is read and decoded once; each configuration is compiled, solved and linted
/// from that document given only its own state, and let go once its diagnostics are
/// merged, so the work and the memory per configuration do not grow with the number of
/// states the file declares.
public enum VariantLinter {
    /// How many groups of configurations (or sizes in one group) a partial diagnostic names
    /// before counting the rest.
    static let listedConfigurations = 20

    /// The merged run (document and solution of the first configuration). `states` nil
    /// lints the base and every state of the file; otherwise those states of it (a name the
    /// file lacks is skipped, and when the file has none of them it is linted as
    /// `Linter.lint` would with the first, which reports `unknown-state`). `sizes` empty
    /// keeps the file's size (or `options.size`).
    public static func lint(
        _ file: SourceFile, options: CompileOptions, states: [String]?, sizes: [RootSize]
    ) -> Pipeline.Run {
        var readDiagnostics = Diagnostics()
        guard let document = Pipeline.read(file, into: &readDiagnostics) else {
            return Pipeline.Run(file: file, document: nil, diagnostics: Linter.sorted(readDiagnostics.items), solution: nil)
        }
        // Each declared state's position (the first, for a repeated name).
        var position: [String: Int] = [:]
        for (index, state) in document.states.enumerated() where position[state.name] == nil { position[state.name] = index }
        /// One configuration linted from `parsed`, given only its state (`owned`: a parse of
        /// its own, `Linter.ownParse(of:)`).
        func run(_ variant: CompileOptions, _ parsed: consuming ParsedLayout, owned: Bool = false) -> Pipeline.Run {
            var narrowed = parsed
            if let state = variant.state {
                // A state the file lacks: the pipeline reports it, with the declared names.
                if let index = position[state] { narrowed = narrowed.keepingOnlyState(at: index) }
            } else {
                narrowed = narrowed.keepingOnlyState(at: nil)
            }
            var linted = Linter.lint(narrowed, file: file, options: variant, diagnostics: readDiagnostics, ownsParse: owned)
            linted.document = document
            return linted
        }
        var first = options
        first.state = states?.first
        if let size = sizes.first { first.size = size }
        let declared = document.states.map(\.name)
        // Every configuration, chosen before any runs.
        let chosenStates: [String?]
        if let states {
            var seen = Set<String>()
            chosenStates = states.filter { position[$0] != nil && seen.insert($0).inserted }
        } else {
            var seen = Set<String>()
            chosenStates = [nil] + declared.filter { seen.insert($0).inserted }
        }
        let chosenSizes: [RootSize?] = sizes.isEmpty ? [nil] : sizes
        // One configuration (or none of the states asked for: the first, which reports
        // `unknown-state`): its parse is its own, and its trees go as they are lowered (issue #18).
        guard chosenStates.count * chosenSizes.count > 1 else { return run(first, Linter.ownParse(of: document), owned: true) }
        let parsed = Pipeline.parse(document)
        let firstRun = run(first, parsed)
        let statesListed = !declared.isEmpty && states == nil
        var merge = ConfigurationMerge(
            states: chosenStates.map { state in state.map { "in state '\($0)'" } ?? (statesListed ? "with the base metrics" : nil) },
            sizes: chosenSizes.map { size in size.map(sizeName) })
        for (sizeIndex, size) in chosenSizes.enumerated() {
            for (stateIndex, state) in chosenStates.enumerated() {
                var variant = options
                variant.state = state
                if let size { variant.size = size }
                let diagnostics = variant.state == first.state && variant.size == first.size
                    ? firstRun.diagnostics : run(variant, parsed).diagnostics
                merge.add(diagnostics, state: stateIndex, size: sizeIndex)
            }
        }
        return Pipeline.Run(
            file: file, document: document, diagnostics: Linter.sorted(merge.merged()), solution: firstRun.solution,
            layout: firstRun.layout, values: firstRun.values)
    }

    /// `320×480`, `auto×480` (a side left to the constraints).
    static func sizeName(_ size: RootSize) -> String {
        let side = { (value: Double?) in value.map(formatNumber) ?? "auto" }
        return "\(side(size.width))×\(side(size.height))"
    }

    /// `3,980`.
    static func groupedThousands(_ value: Int) -> String {
        var digits = String(value)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
