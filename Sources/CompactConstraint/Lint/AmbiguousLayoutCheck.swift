/// `ambiguous-layout`: a view whose frame the constraints do not fix (more than one
/// frame satisfies them equally well), per view, naming the open parts: horizontal
/// position, width, vertical position, height. Reported at the view's name in `views`.
/// The solver's ambiguity probe fills in `SolvedView.ambiguity`.
enum AmbiguousLayoutCheck: LintCheck {
    static let rule = LintRule(
        .ambiguousLayout, .warning,
        "A view whose horizontal position, width, vertical position or height the constraints leave open")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        for view in context.solution.views where view.ambiguity.isAmbiguous {
            let range = context.view(named: view.name)?.nameRange
            let parts = openParts(view.ambiguity)
            diagnostics.warning(
                .ambiguousLayout,
                "the constraints do not determine the \(listing(parts)) of '\(view.name)'",
                at: range, notes: deviceNote)
        }
    }

    /// The note of every warning, one array shared by all of them (one warning per view).
    private static let deviceNote = [
        DiagnosticNote("on a device Auto Layout picks one of many frames; add constraints that fix them")
    ]

    /// The open parts of a frame, in frame order.
    static func openParts(_ open: Ambiguity) -> [String] {
        [
            (open.horizontalPosition, "horizontal position"), (open.width, "width"),
            (open.verticalPosition, "vertical position"), (open.height, "height"),
        ].filter(\.0).map(\.1)
    }

    /// "a", "a and b", "a, b and c".
    static func listing(_ parts: [String]) -> String {
        guard let last = parts.last else { return "" }
        let rest = parts.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " and " + last
    }
}
