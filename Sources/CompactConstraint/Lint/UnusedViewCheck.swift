/// `unused-view`: a view that no constraint mentions (none of its lowered constraints,
/// no constraint string naming it, no constraints of its own) and that has no `size`,
/// `align` or `intrinsicSize` either: its frame is whatever the solver leaves it.
enum UnusedViewCheck: LintCheck {
    static let rule = LintRule(
        .unusedView, .warning, "A view that no constraint uses and that has no size, align or intrinsicSize")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        var touched = [Bool](repeating: false, count: context.layout.views.count)
        for constraint in context.layout.constraints where constraint.origin.kind != .nonNegativeSize {
            for term in constraint.expression.terms where touched.indices.contains(term.variable / 4) {
                touched[term.variable / 4] = true
            }
        }
        let unused = context.document.views.filter { declaration in
            guard let view = context.view(named: declaration.name) else { return false }
            return !touched[view.index] && declaration.constraints.isEmpty && declaration.align == nil
                && declaration.size == (nil, nil) && declaration.intrinsicSize == (nil, nil)
        }
        guard !unused.isEmpty else { return }
        let mentioned = context.mentionedWords()
        for declaration in unused where !mentioned.contains(declaration.name) {
            diagnostics.warning(
                .unusedView,
                "view '\(declaration.name)' is not used by any constraint and has no 'size', 'align' or 'intrinsicSize'",
                at: declaration.nameRange)
        }
    }
}
