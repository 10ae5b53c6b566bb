/// A view's own `constraints` list is installed on that view (`UIView.addConstraint(_:)`),
/// and UIKit requires every item of such a constraint to be the view or one of its
/// descendants: otherwise it throws "The view hierarchy is not prepared for the
/// constraint" (Apple, *UIView.addConstraint(_:)*: "The constraint may only reference the
/// view itself or its subviews"). `view-outside-installing-view` reports the entry and drops it.
enum InstalledConstraintCheck {
    /// Whether `constraints`, lowered from one entry of `holder`'s own list, may be
    /// installed on it; false after reporting the error (the caller drops them).
    static func isInstallable(
        _ constraints: ArraySlice<LinearConstraint>, entry: ConstraintEntry, holder: Int, scope: Scope,
        into diagnostics: inout Diagnostics
    ) -> Bool {
        let views = scope.views
        func isInside(_ index: Int) -> Bool {
            var current: Int? = index
            var steps = 0
            while let view = current, steps <= views.count {
                if view == holder { return true }
                current = views.indices.contains(view) ? views[view].superview : nil
                steps += 1
            }
            return false
        }
        var outside: [Int] = []
        for constraint in constraints {
            for term in constraint.expression.terms {
                let view = term.variable / 4
                if !isInside(view), !outside.contains(view) { outside.append(view) }
            }
        }
        guard let first = outside.first, views.indices.contains(holder), views.indices.contains(first) else {
            return true
        }
        let holderName = views[holder].name
        let names = outside.compactMap { index in views.indices.contains(index) ? (index == 0 ? "the root view" : "'\(views[index].name)'") : nil }
        diagnostics.error(
            .viewOutsideInstallingView,
            "this constraint is in the own 'constraints' of '\(holderName)' but relates "
                + "\(names.joined(separator: ", ")), which \(names.count == 1 ? "is" : "are") not '\(holderName)' "
                + "or inside it; UIKit throws \"The view hierarchy is not prepared for the constraint\"",
            at: entry.text.fileRange,
            notes: Self.moveNote)
        return false
    }

    /// The note of every such error, one array shared by all of them (a layout may have one
    /// per view).
    private static let moveNote = [DiagnosticNote("move it to the 'constraints' of a common ancestor, or to the top-level list")]
}
