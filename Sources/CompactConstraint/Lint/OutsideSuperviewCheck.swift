import Cassowary

/// `outside-superview`: a view whose solved frame lies wholly outside its superview's
/// bounds (it does not overlap them at all, so it cannot be seen). Views or superviews
/// with an empty or negative size are left out: they overlap nothing by definition; so
/// are views whose position is ambiguous (their solved place is one of many).
enum OutsideSuperviewCheck: LintCheck {
    static let rule = LintRule(.outsideSuperview, .warning, "A view whose solved frame lies wholly outside its superview")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        var sizes: [String: Size] = [:]
        for view in context.solution.views { sizes[view.name] = Size(width: view.frame.width, height: view.frame.height) }
        var nameRanges: [String: SourceRange] = [:]
        for view in context.layout.views { nameRanges[view.name] = view.nameRange }
        for view in context.solution.views
        where !view.ambiguity.horizontalPosition && !view.ambiguity.verticalPosition {
            let bounds = view.superview.flatMap { sizes[$0] } ?? context.solution.size
            let f = view.frame
            let t = Tolerance.lintValue
            guard f.width > t, f.height > t, bounds.width > t, bounds.height > t else { continue }
            let outside = f.x >= bounds.width - t || f.x + f.width <= t || f.y >= bounds.height - t || f.y + f.height <= t
            guard outside else { continue }
            let superview = view.superview.map { "'\($0)'" } ?? "the root view"
            diagnostics.warning(
                .outsideSuperview,
                "'\(view.name)' lies wholly outside \(superview): its frame is (\(describe(f))) in bounds "
                    + "\(formatSolvedNumber(bounds.width))×\(formatSolvedNumber(bounds.height))",
                at: nameRanges[view.name])
        }
    }

    static func describe(_ f: Frame) -> String {
        [f.x, f.y, f.width, f.height].map(formatSolvedNumber).joined(separator: ", ")
    }
}
