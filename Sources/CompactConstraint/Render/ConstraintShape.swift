/// How the `--constraints` overlay draws one constraint, as Xcode's canvas does: an
/// I-beam between the two anchors it relates (with its constant), a centring mark when
/// it aligns centres, a size bar along a view's side for a width or height. Points, root
/// coordinates.
public enum ConstraintShape: Sendable, Hashable {
    /// From `start` to `end` along one axis, at `across` on the other axis.
    case beam(horizontal: Bool, start: Double, end: Double, across: Double, label: String?)
    /// A line through aligned centres: at `position` on the axis, from `from` to `to` across.
    case centring(horizontal: Bool, position: Double, from: Double, to: Double)
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

    static func make(_ constraint: LinearConstraint, layout: CompiledLayout, values: [Double]) -> ConstraintShape? {
        guard let anchors = anchors(constraint.expression), !anchors.isEmpty, anchors.count <= 2,
            let first = anchors.first, anchors.allSatisfy({ $0.horizontal == first.horizontal })
        else { return nil }
        let unitCoefficients = anchors.allSatisfy { abs(abs($0.coefficient) - 1) < 1e-9 }
        let constant = abs(constraint.expression.constant)
        let label = unitCoefficients && constant > 1e-9 ? formatNumber(constant) : nil
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
        let pa = fa.position(a.part, horizontal)
        let pb = fb.position(b.part, horizontal)
        // Across: the middle of where the two views overlap on the other axis, else of the first.
        let low = max(fa.start(!horizontal), fb.start(!horizontal))
        let high = min(fa.end(!horizontal), fb.end(!horizontal))
        if a.part == .center, b.part == .center {
            let from = min(fa.start(!horizontal), fb.start(!horizontal))
            let to = max(fa.end(!horizontal), fb.end(!horizontal))
            return .centring(horizontal: horizontal, position: pa, from: from, to: to)
        }
        let across = low <= high ? (low + high) / 2 : (fa.start(!horizontal) + fa.end(!horizontal)) / 2
        return .beam(horizontal: horizontal, start: min(pa, pb), end: max(pa, pb), across: across, label: label)
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
