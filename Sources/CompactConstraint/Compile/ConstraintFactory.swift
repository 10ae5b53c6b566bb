/// One end of a generated constraint: a view (by index; 0 is the root, guides included)
/// and one of its attributes.
struct Anchor {
    var view: Int
    var attribute: LayoutAttribute

    init(_ view: Int, _ attribute: LayoutAttribute) {
        self.view = view
        self.attribute = attribute
    }
}

/// Builds the constraints that layout by intent (docking, stacks, grids) lowers to.
///
/// `make` lowers `first relation second * multiplier + constant @ priority` exactly as
/// `CompactLowering` lowers the same written string — leading/trailing read on the
/// mirrored axis right to left, location multipliers applied in the coordinate space of
/// the nearest common ancestor — and records its canonical text, so `ccc compile`
/// prints a string that means what was solved.
struct ConstraintFactory {
    let scope: Scope
    let kind: ConstraintOrigin.Kind
    let range: SourceRange?

    /// `first == second * multiplier + constant @ priority`.
    func make(
        _ identifier: String, _ first: Anchor, _ second: Anchor?, multiplier: Double = 1, constant: Double = 0,
        priority: Int = 1000
    ) -> LinearConstraint {
        make(identifier, first, .equal, second, multiplier: multiplier, constant: constant, priority: priority)
    }

    func make(
        _ identifier: String, _ first: Anchor, _ relation: RelationKind, _ second: Anchor?,
        multiplier: Double = 1, constant: Double = 0, priority: Int = 1000
    ) -> LinearConstraint {
        let direction = scope.direction
        let mirrored =
            direction == .rightToLeft && (first.attribute.isDirectional || second?.attribute.isDirectional == true)
        var lhs = scope.expression(first.attribute.resolved(for: direction), of: .view(first.view))
        var rhs = LinearExpression(constant: constant)
        if let second {
            var base = scope.expression(second.attribute.resolved(for: direction), of: .view(second.view))
            let ancestor = scope.nearestCommonAncestor(first.view, second.view)
            if mirrored {
                let edge = scope.expression(.right, of: .view(ancestor))
                lhs = edge - lhs
                base = edge - base
            } else if first.attribute.kind != .size, multiplier != 1 {
                let origin = scope.origin(of: ancestor, horizontal: first.attribute.kind == .horizontal)
                lhs = lhs - origin
                base = base - origin
            }
            rhs = base * multiplier + constant
        }
        let canonical = CanonicalForm.describe(
            first: name(first), relation: relation, second: second.map(name), multiplier: multiplier,
            constant: constant, priority: priority)
        return LinearConstraint(
            lhs - rhs, relation, priority: priority,
            origin: ConstraintOrigin(kind: kind, identifier: identifier, canonical: canonical, range: range))
    }

    private func name(_ anchor: Anchor) -> String {
        "\(scope.views[anchor.view].name).\(anchor.attribute.rawValue)"
    }
}

extension Scope {
    /// The value of a number written in the file or of a metric; reports an unknown metric.
    func resolve(_ value: NumberOrMetric, into diagnostics: inout Diagnostics) -> Double? {
        switch value {
        case .number(let number):
            return number
        case .metric(let name):
            if let number = metric(named: name.name) { return number.isNaN ? nil : number }
            diagnostics.error(
                .unknownMetric, "unknown metric '\(name.name)'", at: name.range,
                notes: suggestionNote(for: name.name, in: metricNames, at: name.range, budget: suggestions))
            return nil
        }
    }
}
