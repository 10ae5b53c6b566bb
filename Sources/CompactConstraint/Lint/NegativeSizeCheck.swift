import Cassowary

/// `negative-size`: a view whose solved width or height is below zero (UIKit would give
/// it an empty, mirrored frame). Reported at the view's name in `views`.
enum NegativeSizeCheck: LintCheck {
    static let rule = LintRule(.negativeSize, .warning, "A view whose solved width or height is negative")

    static func check(_ context: LintContext, into diagnostics: inout Diagnostics) {
        for view in context.solution.views {
            let frame = view.frame
            let parts = [("width", frame.width), ("height", frame.height)].filter { $0.1 < -Tolerance.lintValue }
            guard !parts.isEmpty else { continue }
            let description = parts.map { "\($0.0) \(formatNumber($0.1))" }.joined(separator: " and ")
            diagnostics.warning(
                .negativeSize, "'\(view.name)' is solved to a negative size: \(description)",
                at: context.view(named: view.name)?.nameRange)
        }
    }
}
