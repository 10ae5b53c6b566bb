/// `unused-view`: a view that no constraint mentions (none of its lowered constraints,
/// no constraint string naming it, no constraints of its own) and that has no `size`,
/// `align` or `intrinsicSize` either: its frame is whatever the solver leaves it.
enum UnusedViewCheck: LintCheck {
    static let rule = LintRule(
        .unusedView, .warning, "A view that no constraint uses and that has no size, align or intrinsicSize")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        var touched = [Bool](repeating: false, count: context.layout.views.count)
        for constraint in context.layout.constraints where constraint.origin.kind != .nonNegativeSize {
            for variable in constraint.variables where touched.indices.contains(variable / 4) {
                touched[variable / 4] = true
            }
        }
        for declaration in context.document.views {
            guard let view = context.view(named: declaration.name),
                !touched[view.index], declaration.constraints.isEmpty, declaration.align == nil,
                declaration.size == (nil, nil), declaration.intrinsicSize == (nil, nil),
                !context.mentions(declaration.name)
            else { continue }
            diagnostics.warning(
                .unusedView,
                "view '\(declaration.name)' is not used by any constraint and has no 'size', 'align' or 'intrinsicSize'",
                at: declaration.nameRange)
        }
    }
}
