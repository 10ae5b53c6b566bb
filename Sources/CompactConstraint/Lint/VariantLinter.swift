/// `ccc lint` over every configuration a layout file describes: the base metrics and each
/// of its `states` (or only the states asked for), at each root size asked for. A state
/// that breaks the layout no longer passes because only the base metrics were checked.
///
/// A diagnostic that every configuration reports is reported once, as it is; one that only
/// some report is reported once, its message prefixed with where it occurs
/// (`in state 'hidden': …`, `at size 320×480: …`, several joined by `; `; past
/// `listedConfigurations` of them, the rest are counted: `… and 3,980 more configurations`).
///
/// The file is read and decoded once; each configuration is compiled, solved and linted
/// from that document given only its own state, and let go once its diagnostics are
/// merged, so the work and the memory per configuration do not grow with the number of
/// states the file declares.
public enum VariantLinter {
    /// How many configurations a partial diagnostic names before counting the rest.
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
        let parsed = Pipeline.parse(document)
        /// One configuration linted from the shared parse, given only its state.
        func run(_ variant: CompileOptions) -> Pipeline.Run {
            var narrowed = parsed
            if let state = variant.state {
                // A state the file lacks: the pipeline reports it, with the declared names.
                if let index = position[state] { narrowed = parsed.keepingOnlyState(at: index) }
            } else {
                narrowed = parsed.keepingOnlyState(at: nil)
            }
            var linted = Linter.lint(narrowed, file: file, options: variant, diagnostics: readDiagnostics)
            linted.document = document
            return linted
        }
        var first = options
        first.state = states?.first
        if let size = sizes.first { first.size = size }
        let firstRun = run(first)
        let declared = document.states.map(\.name)
        var chosenStates: [String?]
        if let states {
            var seen = Set<String>()
            let present = states.filter { position[$0] != nil && seen.insert($0).inserted }
            guard !present.isEmpty else { return firstRun }
            chosenStates = present
        } else {
            var seen = Set<String>()
            chosenStates = [nil] + declared.filter { seen.insert($0).inserted }
        }
        let chosenSizes: [RootSize?] = sizes.isEmpty ? [nil] : sizes
        guard chosenStates.count * chosenSizes.count > 1 else { return firstRun }
        var merge = Merge()
        for size in chosenSizes {
            for state in chosenStates {
                var variant = options
                variant.state = state
                if let size { variant.size = size }
                let diagnostics = variant.state == first.state && variant.size == first.size
                    ? firstRun.diagnostics : run(variant).diagnostics
                merge.add(diagnostics, label: label(state: state, statesListed: !declared.isEmpty && states == nil, size: size))
            }
        }
        return Pipeline.Run(
            file: file, document: document, diagnostics: Linter.sorted(merge.merged()), solution: firstRun.solution,
            layout: firstRun.layout, values: firstRun.values)
    }

    /// The diagnostics of configurations added one at a time: each distinct diagnostic
    /// once, in the order first seen, with the configurations that have it (by number).
    struct Merge {
        private var order: [Diagnostic] = []
        private var configurations: [Diagnostic: [Int]] = [:]
        private var labels: [String] = []

        mutating func add(_ diagnostics: [Diagnostic], label: String) {
            let number = labels.count
            labels.append(label)
            for diagnostic in diagnostics {
                if configurations[diagnostic] == nil {
                    order.append(diagnostic)
                    configurations[diagnostic] = [number]
                } else if configurations[diagnostic]?.last != number {
                    configurations[diagnostic]?.append(number)
                }
            }
        }

        func merged() -> [Diagnostic] {
            order.map { diagnostic in
                let numbers = configurations[diagnostic] ?? []
                guard numbers.count < labels.count else { return diagnostic }
                var where_ = numbers.prefix(VariantLinter.listedConfigurations).map { labels[$0] }.joined(separator: "; ")
                if numbers.count > VariantLinter.listedConfigurations {
                    where_ += " and \(groupedThousands(numbers.count - VariantLinter.listedConfigurations)) more configurations"
                }
                var labelled = diagnostic
                labelled.message = where_ + ": " + diagnostic.message
                return labelled
            }
        }
    }

    /// `in state 'hidden' at size 320×480`; the base is `with the base metrics` when states are listed.
    static func label(state: String?, statesListed: Bool, size: RootSize?) -> String {
        var parts: [String] = []
        if let state {
            parts.append("in state '\(state)'")
        } else if statesListed {
            parts.append("with the base metrics")
        }
        if let size {
            let side = { (value: Double?) in value.map(formatNumber) ?? "auto" }
            parts.append("at size \(side(size.width))×\(side(size.height))")
        }
        return parts.joined(separator: " ")
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
