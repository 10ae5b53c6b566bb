/// UIKit keeps every view's and layout guide's width and height at zero or more, as a
/// required condition of its engine: a view pinned inside a narrower one is reported as
/// "Unable to simultaneously satisfy constraints" instead of getting a negative width
/// (public UIKit console logs, docs/fidelity.md "Sizes are never negative").
///
/// The compiler adds `width >= 0` and `height >= 0` (required) for the root, every view
/// and every spacer guide, before any other constraint but the root's own, so that the
/// constraint a conflict breaks is the written one and the implicit one is listed in its set.
enum NonNegativeSize {
    /// How far below zero a solved size may be and still count as zero, in points.
    static let tolerance = 1e-7

    /// True when no view's or guide's solved width or height is below zero: the implicit
    /// constraints hold, so the solution stays optimal with them. (An ambiguous size at
    /// exactly 0 that could only move down would be determined with them; `ccc` accepts
    /// reporting that rare case as ambiguous rather than solve every layout twice.)
    static func holds(in system: IndexedSolver, _ layout: CompiledLayout) -> Bool {
        // Every value in one pass (`IndexedSolver.values()`, the frames' own values): a
        // `value(of:)` per size copied the solver's tables each time (issue #17: 27 M
        // instructions on a 100×100 grid).
        let values = system.values()
        func holds(_ variable: Int) -> Bool { !values.indices.contains(variable) || values[variable] >= -tolerance }
        return layout.views.allSatisfy { view in holds(view.width) && holds(view.height) }
    }

    /// `view implicit non-negative width`, the identifier of one.
    static func identifier(_ view: String, _ attribute: String) -> String { "\(view) implicit non-negative \(attribute)" }

    /// `view.width >= 0`, the canonical text of one.
    static func canonical(_ view: String, _ attribute: String) -> String { "\(view).\(attribute) >= 0" }

    /// Two required constraints per view, located at the view's name in `views` (a spacer
    /// guide at its stack's, the root at none), appended to `constraints` (the compiler's
    /// list: a list of their own was copied into it, every constraint retained once more).
    static func append(_ views: [CompiledView], to constraints: inout [LinearConstraint]) {
        constraints.reserveCapacity(constraints.count + 2 * views.count)
        // Read in place: `views[i].name` copied the whole view (a name, optionals and insets).
        views.withUnsafeBufferPointer { views in
            for view in views.indices {
                let range = views[view].nameRange
                    ?? views[view].superview.flatMap { views.indices.contains($0) ? views[$0].nameRange : nil }
                // Written out (a two-element array of pairs per view cost an allocation).
                let name = views[view].name
                constraints.append(
                    LinearConstraint(
                        LinearExpression(variable: views[view].width), .greaterThanOrEqual, priority: 1000,
                        origin: ConstraintOrigin(nonNegative: name, "width", range: range)))
                constraints.append(
                    LinearConstraint(
                        LinearExpression(variable: views[view].height), .greaterThanOrEqual, priority: 1000,
                        origin: ConstraintOrigin(nonNegative: name, "height", range: range)))
            }
        }
    }
}
