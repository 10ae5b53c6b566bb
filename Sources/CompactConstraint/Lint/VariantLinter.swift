/// `ccc lint` over every configuration a layout file describes: the base metrics and each
/// of its `states` (or only the states asked for), at each root size asked for. A state
/// that breaks the layout no longer passes because only the base metrics were checked.
///
/// A diagnostic that every configuration reports is reported once, as it is; one that only
/// some report is reported once, its message prefixed with where it occurs
/// (`in state 'hidden': …`, `at size 320×480: …`, several joined by `; `).
public enum VariantLinter {
    /// The merged run (document and solution of the first configuration). `states` nil
    /// lints the base and every state of the file; otherwise those states of it (a name the
    /// file lacks is skipped, and when the file has none of them it is linted as
    /// `Linter.lint` would with the first, which reports `unknown-state`). `sizes` empty
    /// keeps the file's size (or `options.size`).
    public static func lint(
        _ file: SourceFile, options: CompileOptions, states: [String]?, sizes: [RootSize]
    ) -> Pipeline.Run {
        var first = options
        first.state = states?.first
        if let size = sizes.first { first.size = size }
        let firstRun = Linter.lint(file, options: first)
        guard let document = firstRun.document else { return firstRun }
        let declared = document.states.map(\.name)
        let chosenStates: [String?]
        if let states {
            let present = states.filter(declared.contains)
            guard !present.isEmpty else { return firstRun }
            chosenStates = present
        } else {
            chosenStates = [nil] + declared
        }
        let chosenSizes: [RootSize?] = sizes.isEmpty ? [nil] : sizes
        var variants: [(label: String, run: Pipeline.Run)] = []
        for size in chosenSizes {
            for state in chosenStates {
                var variant = options
                variant.state = state
                if let size { variant.size = size }
                let run = variant.state == first.state && variant.size == first.size ? firstRun : Linter.lint(file, options: variant)
                variants.append((label(state: state, statesListed: !declared.isEmpty && states == nil, size: size), run))
            }
        }
        guard variants.count > 1, let base = variants.first?.run else { return variants.first?.run ?? firstRun }
        return Pipeline.Run(
            file: file, document: base.document, diagnostics: Linter.sorted(merge(variants)), solution: base.solution,
            layout: base.layout, values: base.values)
    }

    /// Each distinct diagnostic once, labelled with its configurations unless all have it.
    static func merge(_ variants: [(label: String, run: Pipeline.Run)]) -> [Diagnostic] {
        var order: [Diagnostic] = []
        var labels: [Diagnostic: [String]] = [:]
        for (label, run) in variants {
            for diagnostic in run.diagnostics {
                if labels[diagnostic] == nil { order.append(diagnostic) }
                if labels[diagnostic]?.contains(label) != true { labels[diagnostic, default: []].append(label) }
            }
        }
        return order.map { diagnostic in
            let where_ = labels[diagnostic] ?? []
            guard where_.count < variants.count else { return diagnostic }
            var labelled = diagnostic
            labelled.message = where_.joined(separator: "; ") + ": " + diagnostic.message
            return labelled
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
}
