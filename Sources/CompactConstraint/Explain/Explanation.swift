/// Why one value is what it is (`ccc explain`): the constraints that decide it at the
/// solution, with how much it moves per point of each one's constant, the optional
/// constraints that lost, and the freedom left when the value is ambiguous.
public struct Explanation: Sendable {
    /// `label.width`.
    public var subject: String
    /// Points; locations in the superview's coordinates.
    public var value: Double
    /// Required constraints that bind it and optional ones that hold and decide it, in compile order.
    public var deciding: [ExplainedConstraint]
    /// Optional constraints that are not satisfied and bear on it, in compile order.
    public var losing: [ExplainedConstraint]
    /// Required constraints the solver broke to recover from a conflict that mention the
    /// value's variables or move it, with ``ExplainedConstraint/shortfall`` how far off they are.
    public var broken: [ExplainedConstraint] = []
    /// Set when the constraints leave the value open.
    public var freedom: Freedom?
    /// The layout was too large to re-solve for every connected constraint
    /// (``Explainer/workBudget``): only constraints on the view's own frame were tried.
    public var isPartial = false
}

/// A constraint as `explain` shows it.
public struct ExplainedConstraint: Sendable {
    /// The canonical compact form, e.g. `toggle.leading == label.trailing + 8`.
    public var canonical: String
    public var identifier: String
    public var kind: ConstraintOrigin.Kind
    /// 1...1000.
    public var priority: Int
    /// Where the file writes (or generates) it; nil for the root's implicit position.
    public var range: SourceRange?
    /// d value / d constant, points per point, when the constant `c` of the canonical form
    /// `first = second × multiplier + c` grows; exact (see ``Sensitivity``).
    public var sensitivity: Double
    /// The same when the constant shrinks; differs from `sensitivity` only at a kink,
    /// where a different constraint takes over on the other side.
    public var sensitivityBelow: Double
    /// How far an optional or broken required constraint is from holding, in points (0 when it holds).
    public var shortfall: Double
    /// False when the slopes could not be checked against the range of equally good
    /// values (``Sensitivity/forced(_:moving:by:in:from:)``); printed as unchecked.
    public var isSensitivityChecked = true
    /// The metrics the constraint's source names, with their value and where it comes from
    /// (`spacing = 375 in state 'hidden'`); empty for a constraint without metrics.
    public var metrics: [String] = []
}

/// What the constraints leave open about an ambiguous value.
public struct Freedom: Sendable {
    /// The open parts of the view's frame, as ``Ambiguity/description`` names them.
    public var parts: String
    /// The least and greatest value equally good at every priority level (points); nil
    /// when unbounded on that side or not computed.
    public var minimum: Double?
    public var maximum: Double?
    /// False when the layout uses priority 1 (the range probe needs a level below all others).
    public var rangeComputed: Bool
}
