/// `outside-superview`: a view whose solved frame lies wholly outside its superview's
/// bounds (it does not overlap them at all, so it cannot be seen). Views or superviews
/// with an empty or negative size are left out: they overlap nothing by definition.
enum OutsideSuperviewCheck: LintCheck {
    static let rule = LintRule(.outsideSuperview, .warning, "A view whose solved frame lies wholly outside its superview")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        for view in context.solution.views {
            let bounds = superviewSize(of: view, in: context.solution)
            let f = view.frame
            let t = lintTolerance
            guard f.width > t, f.height > t, bounds.width > t, bounds.height > t else { continue }
            let outside = f.x >= bounds.width - t || f.x + f.width <= t || f.y >= bounds.height - t || f.y + f.height <= t
            guard outside else { continue }
            let superview = view.superview.map { "'\($0)'" } ?? "the root view"
            diagnostics.warning(
                .outsideSuperview,
                "'\(view.name)' lies wholly outside \(superview): its frame is (\(describe(f))) in bounds "
                    + "\(formatNumber(bounds.width))×\(formatNumber(bounds.height))",
                at: context.layout.views.first { $0.name == view.name }?.nameRange)
        }
    }

    static func superviewSize(of view: SolvedView, in solution: Solution) -> Size {
        guard let name = view.superview, let superview = solution.views.first(where: { $0.name == name }) else {
            return solution.size
        }
        return Size(width: superview.frame.width, height: superview.frame.height)
    }

    static func describe(_ f: Frame) -> String {
        [f.x, f.y, f.width, f.height].map(formatNumber).joined(separator: ", ")
    }
}
