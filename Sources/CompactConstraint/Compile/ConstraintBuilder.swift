/// One end of a relation: an item, one of its attributes, and the name the canonical text
/// gives the item (`super`, `self`, `safe` or a view's name, as the constraint says it).
struct ConstraintEnd {
    var item: LayoutItem
    var attribute: LayoutAttribute
    var name: String

    /// `name` may stay empty where no canonical text is built from it (a written compact
    /// constraint spells its own, `WrittenConstraintText`).
    init(_ item: LayoutItem, _ attribute: LayoutAttribute, name: String = "") {
        self.item = item
        self.attribute = attribute
        self.name = name
    }
}

/// The one place where `first relation second * multiplier + constant @ priority` becomes
/// a linear constraint. The compact, visual-format and intent (stack, grid, docking)
/// lowerings all build through it, so a relation means the same whatever wrote it:
///
/// * right to left, a relation on leading/trailing is read on the mirrored axis of the
///   nearest common ancestor (x' = its right edge − x), so `a.leading >= b.trailing + 10`
///   keeps `a` at least 10 points left of `b` (UIKit mirrors the horizontal axis);
/// * otherwise a location multiplier applies in the coordinate space of the nearest common
///   ancestor of the two items, where Auto Layout evaluates the constraint; with
///   multiplier 1 that origin cancels, so it is left out;
/// * the canonical text (`CanonicalForm`) is what `ccc compile` prints for it.
struct ConstraintBuilder {
    let scope: Scope

    /// Where a relation between two items is measured.
    enum Space {
        /// In the root's coordinates, where every variable already is.
        case root
        /// From the nearest common ancestor's origin (its x or y): a location multiplier.
        case ancestorOrigin(LinearExpression)
        /// On the horizontal axis mirrored at the nearest common ancestor's right edge.
        case mirrored(edge: LinearExpression)
    }

    /// True when a location relation with this multiplier depends on where it is measured
    /// from (for a multiplier of 1 the origin cancels; a size has no origin).
    static func needsAncestorOrigin(_ attribute: LayoutAttribute, multiplier: Double) -> Bool {
        attribute.kind != .size && multiplier != 1
    }

    /// `first − (second × multiplier + constant)` with both positions measured in `space`.
    static func expression(
        _ first: LinearExpression, _ second: LinearExpression, multiplier: Double, constant: Double, in space: Space
    ) -> LinearExpression {
        var (lhs, rhs) = (first, second)
        switch space {
        case .root:
            break
        case .ancestorOrigin(let origin):
            lhs = lhs - origin
            rhs = rhs - origin
        case .mirrored(let edge):
            lhs = edge - lhs
            rhs = edge - rhs
        }
        return lhs - (rhs * multiplier + constant)
    }

    /// `first − (second × multiplier + constant)`, in points, with every variable in the
    /// root's coordinates. Without a second item the right-hand side is `constant` alone.
    func expression(
        _ first: ConstraintEnd, _ second: ConstraintEnd?, multiplier: Double, constant: Double
    ) -> LinearExpression {
        let direction = scope.direction
        if let edges = edgeExpression(first, second, multiplier: multiplier, constant: constant) { return edges }
        let lhs = scope.expression(first.attribute.resolved(for: direction), of: first.item)
        guard let second else { return lhs - LinearExpression(constant: constant) }
        let rhs = scope.expression(second.attribute.resolved(for: direction), of: second.item)
        let ancestor = scope.nearestCommonAncestor(first.item.view, second.item.view)
        var space = Space.root
        if direction == .rightToLeft, first.attribute.isDirectional || second.attribute.isDirectional {
            space = .mirrored(edge: scope.expression(.right, of: .view(ancestor)))
        } else if Self.needsAncestorOrigin(first.attribute, multiplier: multiplier) {
            space = .ancestorOrigin(scope.origin(of: ancestor, horizontal: first.attribute.kind == .horizontal))
        }
        return Self.expression(lhs, rhs, multiplier: multiplier, constant: constant, in: space)
    }

    /// The same expression built as one array when both ends are views' edges, centres or
    /// sizes measured in the root's space (most constraints); nil otherwise.
    private func edgeExpression(
        _ first: ConstraintEnd, _ second: ConstraintEnd?, multiplier: Double, constant: Double
    ) -> LinearExpression? {
        let direction = scope.direction
        guard case .view(let firstView) = first.item,
            let lhs = EdgeTerms.of(first.attribute.resolved(for: direction), view: scope.views[firstView].index)
        else { return nil }
        guard let second else { return EdgeTerms.difference(lhs, nil, multiplier: multiplier, constant: constant) }
        guard case .view(let secondView) = second.item,
            let rhs = EdgeTerms.of(second.attribute.resolved(for: direction), view: scope.views[secondView].index),
            !(direction == .rightToLeft && (first.attribute.isDirectional || second.attribute.isDirectional)),
            !Self.needsAncestorOrigin(first.attribute, multiplier: multiplier)
        else { return nil }
        return EdgeTerms.difference(lhs, rhs, multiplier: multiplier, constant: constant)
    }

    /// The linear constraint and its origin, whose canonical text names the ends as given.
    func constraint(
        _ first: ConstraintEnd, _ relation: RelationKind, _ second: ConstraintEnd?, multiplier: Double,
        constant: Double, priority: Int, kind: ConstraintOrigin.Kind, identifier: String, range: SourceRange?
    ) -> LinearConstraint {
        let canonical = CanonicalForm.describe(
            first: "\(first.name).\(first.attribute.rawValue)", relation: relation,
            second: second.map { "\($0.name).\($0.attribute.rawValue)" }, multiplier: multiplier, constant: constant,
            priority: priority)
        return LinearConstraint(
            expression(first, second, multiplier: multiplier, constant: constant), relation, priority: priority,
            origin: ConstraintOrigin(kind: kind, identifier: identifier, canonical: canonical, range: range))
    }
}
