/// `self-sizing-root`: a side of the root's size that the file's `size` (or `--size`) leaves
/// out is computed from the constraints, as a self-sizing cell's height is. A note says what
/// it came to; when the constraints do not determine it either, an `ambiguous-layout`
/// warning says so (on a device the fitting size would be arbitrary).
enum SelfSizingRootCheck: LintCheck {
    static let rule = LintRule(
        .selfSizingRoot, .note, "A side of the root's size left to the constraints (self-sizing), and what it came to")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        let fixed = Set(context.layout.constraints.filter { $0.origin.kind == .root }.flatMap(\.variables))
        let range = context.document.sizeRange
        for (variable, side, value, open) in [
            (2, "width", context.solution.size.width, context.solution.sizeAmbiguity.width),
            (3, "height", context.solution.size.height, context.solution.sizeAmbiguity.height),
        ] where !fixed.contains(variable) {
            if open {
                diagnostics.warning(
                    .ambiguousLayout,
                    "the root's \(side) is left to the constraints, and they do not determine it",
                    at: range,
                    notes: [DiagnosticNote("give 'size' a '\(side)', or constrain the content to fill it")])
            } else {
                diagnostics.append(Diagnostic(
                    .note, .selfSizingRoot,
                    "the root's \(side) is left to the constraints (self-sizing): \(formatSolvedNumber(value)) points",
                    at: range))
            }
        }
    }
}
