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

/// Builds the constraints that layout by intent (stacks, grids) lowers to, through
/// `ConstraintBuilder`, so each means what the same written compact string means; the
/// canonical text names every item by its view's name.
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
        ConstraintBuilder(scope: scope).constraint(
            end(first), relation, second.map(end), multiplier: multiplier, constant: constant, priority: priority,
            kind: kind, identifier: identifier, range: range)
    }

    private func end(_ anchor: Anchor) -> ConstraintEnd {
        ConstraintEnd(.view(anchor.view), anchor.attribute, name: scope.views[anchor.view].name)
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
