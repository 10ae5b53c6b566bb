/// How the `--constraints` overlay draws one constraint, as Xcode's canvas does: an
/// I-beam between the two anchors it relates (with its constant), a centring mark when
/// it aligns centres, a size bar along a view's side for a width or height. Points, root
/// coordinates.
public enum ConstraintShape: Sendable, Hashable {
    /// From `start` to `end` along one axis, at `across` on the other axis.
    case beam(horizontal: Bool, start: Double, end: Double, across: Double, label: String?)
    /// A line through aligned centres: at `position` on the axis, from `from` to `to` across.
    case centring(horizontal: Bool, position: Double, from: Double, to: Double)
    /// Two views' same edges aligned (`a.top == b.top`): a line along the shared edge at
    /// `position` on the axis, spanning both views from `from` to `to` across, with a tick
    /// at each view (Xcode draws edge alignments as a line along the edge, not a zero-length I-beam).
    case edgeAlignment(horizontal: Bool, position: Double, from: Double, to: Double)
    /// A bar along a view's width (horizontal) or height, just inside its edge.
    case sizeBar(horizontal: Bool, start: Double, end: Double, across: Double, label: String?)

    /// One anchor of a constraint: a view's edge, centre or size on one axis.
    struct Anchor {
        enum Part { case leading, center, trailing, size }
        var view: Int
        var horizontal: Bool
        var part: Part
        var coefficient: Double
    }

    /// - Parameter scope: the layout's views and direction (``Scope``), built once per layout
    ///   (building it per constraint would make a large layout quadratic).
    static func make(_ constraint: LinearConstraint, layout: CompiledLayout, values: [Double], scope: Scope) -> ConstraintShape? {
        guard let anchors = anchors(constraint.expression), !anchors.isEmpty, anchors.count <= 2,
            let first = anchors.first, anchors.allSatisfy({ $0.horizontal == first.horizontal })
        else { return nil }
        let unitCoefficients = anchors.allSatisfy { abs(abs($0.coefficient) - 1) < 1e-9 }
        let parts = CanonicalParts(constraint.origin.canonical)
        let constant = abs(parts?.constant ?? constraint.expression.constant)
        let shortfall = constraint.shortfall(values)
        var label = unitCoefficients && constant > 1e-9 ? formatNumber(constant) : nil
        if shortfall > 1e-6 { label = (label ?? "0") + " (off by \(formatSolvedNumber(shortfall)))" }
        func frame(_ view: Int) -> Frame {
            let base = 4 * view
            guard values.indices.contains(base + 3) else { return Frame(x: 0, y: 0, width: 0, height: 0) }
            return Frame(x: values[base], y: values[base + 1], width: values[base + 2], height: values[base + 3])
        }
        let horizontal = first.horizontal
        if anchors.allSatisfy({ $0.part == .size }) {
            return .sizeBar(horizontal: horizontal, start: frame(first.view).start(horizontal),
                            end: frame(first.view).end(horizontal), across: frame(first.view).end(!horizontal) - 4,
                            label: anchors.count == 1 ? label : nil)
        }
        guard anchors.count == 2, anchors.allSatisfy({ $0.part != .size }) else { return nil }
        let (a, b) = (anchors[0], anchors[1])
        let (fa, fb) = (frame(a.view), frame(b.view))
        var pa = fa.position(a.part, horizontal)
        var pb = fb.position(b.part, horizontal)
        if let parts, let (first, second) = anchorPositions(parts, layout: layout, values: values, scope: scope) {
            // Measure from the anchors the constraint names (a margin, the safe area, a
            // baseline), not from the views' edges that the lowering folds them into.
            if first.view == a.view, second.view == b.view {
                (pa, pb) = (first.position, second.position)
            } else if first.view == b.view, second.view == a.view {
                (pa, pb) = (second.position, first.position)
            }
        }
        // Across: the middle of where the two views overlap on the other axis, else of the first.
        let low = max(fa.start(!horizontal), fb.start(!horizontal))
        let high = min(fa.end(!horizontal), fb.end(!horizontal))
        if a.part == .center, b.part == .center {
            let from = min(fa.start(!horizontal), fb.start(!horizontal))
            let to = max(fa.end(!horizontal), fb.end(!horizontal))
            return .centring(horizontal: horizontal, position: pa, from: from, to: to)
        }
        if a.part == b.part, abs(pa - pb) < 1e-9, label == nil, shortfall <= 1e-6 {
            // Along both views; along the subview only when one contains the other.
            let isParent = { (parent: Anchor, child: Anchor) in
                layout.views.indices.contains(child.view) && layout.views[child.view].superview == parent.view
            }
            let spanned = isParent(a, b) ? [fb] : isParent(b, a) ? [fa] : [fa, fb]
            let from = spanned.map { $0.start(!horizontal) }.min() ?? 0
            let to = spanned.map { $0.end(!horizontal) }.max() ?? 0
            return .edgeAlignment(horizontal: horizontal, position: pa, from: from, to: to)
        }
        let across = low <= high ? (low + high) / 2 : (fa.start(!horizontal) + fa.end(!horizontal)) / 2
        return .beam(horizontal: horizontal, start: min(pa, pb), end: max(pa, pb), across: across, label: label)
    }

    /// The positions (root coordinates, points) of the two anchors a canonical form names,
    /// each with the variables' view it is measured on; nil when an item or attribute is not
    /// one the overlay can place.
    static func anchorPositions(
        _ parts: CanonicalParts, layout: CompiledLayout, values: [Double], scope: Scope
    ) -> (first: (view: Int, position: Double), second: (view: Int, position: Double))? {
        guard let second = parts.second else { return nil }
        func item(_ name: String, firstView: Int?) -> LayoutItem? {
            if let index = scope.view(named: name) { return .view(index) }
            if name == "self" { return .view(0) }
            guard name == "super" || name == "safe", let firstView, layout.views.indices.contains(firstView),
                let superview = layout.views[firstView].superview
            else { return nil }
            return name == "super" ? .view(superview) : .safeArea(superview)
        }
        func anchor(_ text: String, firstView: Int?) -> (view: Int, position: Double)? {
            let pieces = text.split(separator: ".").map(String.init)
            guard pieces.count == 2, let attribute = LayoutAttribute(rawValue: pieces[1]),
                let item = item(pieces[0], firstView: firstView), layout.views.indices.contains(item.view)
            else { return nil }
            let expression = scope.expression(attribute.resolved(for: scope.direction), of: item)
            guard expression.terms.allSatisfy({ values.indices.contains($0.variable) }) else { return nil }
            return (item.view, Sensitivity.evaluate(expression, values))
        }
        guard let first = anchor(parts.first, firstView: nil), let other = anchor(second, firstView: first.view),
            first.position.isFinite, other.position.isFinite
        else { return nil }
        return (first, other)
    }

    /// The expression's terms grouped by view and axis: `x` alone is the leading (left) edge,
    /// `x + w` the trailing (right) edge, `x + w/2` the centre, `w` alone the size.
    static func anchors(_ expression: LinearExpression) -> [Anchor]? {
        var result: [Anchor] = []
        var index = 0
        let terms = expression.terms
        while index < terms.count {
            let view = terms[index].variable / 4
            for horizontal in [true, false] {
                let position = terms.first { $0.variable == 4 * view + (horizontal ? 0 : 1) }?.coefficient ?? 0
                let size = terms.first { $0.variable == 4 * view + (horizontal ? 2 : 3) }?.coefficient ?? 0
                if position == 0 && size == 0 { continue }
                let part: Anchor.Part
                if position == 0 { part = .size }
                else if abs(size) < 1e-12 { part = .leading }
                else if abs(size / position - 1) < 1e-9 { part = .trailing }
                else if abs(size / position - 0.5) < 1e-9 { part = .center }
                else { return nil }
                result.append(Anchor(view: view, horizontal: horizontal, part: part, coefficient: position == 0 ? size : position))
            }
            while index < terms.count, terms[index].variable / 4 == view { index += 1 }
        }
        return result
    }
}

extension Frame {
    func start(_ horizontal: Bool) -> Double { horizontal ? x : y }
    func end(_ horizontal: Bool) -> Double { horizontal ? x + width : y + height }

    func position(_ part: ConstraintShape.Anchor.Part, _ horizontal: Bool) -> Double {
        switch part {
        case .leading, .size: start(horizontal)
        case .trailing: end(horizontal)
        case .center: (start(horizontal) + end(horizontal)) / 2
        }
    }
}
