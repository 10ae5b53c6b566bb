/// A stack view's first and last baselines are those of one of its arranged views, as
/// UIStackView's `viewForFirstBaselineLayout`/`viewForLastBaselineLayout` choose it
/// (docs/fidelity.md, "Stack views as UIStackView builds them"):
///
/// * vertical stacks, and horizontal `fill`: the first visible view's first baseline, the last
///   visible view's last baseline;
/// * horizontal `top`/`leading` and `firstBaseline`: the first visible view for the first
///   baseline, the tallest for the last;
/// * horizontal `bottom`/`trailing` and `lastBaseline`: the tallest for the first baseline,
///   the last visible view for the last;
/// * horizontal `center`: the tallest for both.
///
/// The tallest is the visible view with the greatest intrinsic height (the first of equals;
/// UIKit compares `_calculatedIntrinsicHeight`); with none, or no visible view, the stack
/// keeps its own baselines (its bottom edge). A chosen view that is itself a stack passes
/// the question on to its own arranged views.
extension StackLowering {
    /// Sets `firstBaselineView`/`lastBaselineView` of every stack. `metrics` resolve `hidden`
    /// (unknown metrics are reported when the stack is lowered, not here).
    static func assignBaselineViews(_ document: LayoutDocument, _ views: inout [CompiledView], metrics: [Metric]) {
        // Without a stack there is nothing to assign, and no scope to build.
        guard document.views.contains(where: { $0.stack != nil }) else { return }
        let scope = Scope(views: views, metrics: metrics, direction: .leftToRight)
        var ignored = Diagnostics()
        let declared = document.views.indices.filter { $0 + 1 < views.count && document.views[$0].name == views[$0 + 1].name }
        var visibleSubviews: [Int: [Int]] = [:]
        for position in declared {
            guard let superview = views[position + 1].superview else { continue }
            let isHidden = document.views[position].hidden.flatMap { scope.resolve($0.value, into: &ignored) } ?? 0
            if isHidden == 0 { visibleSubviews[superview, default: []].append(position) }
        }
        for position in declared {
            guard let stack = document.views[position].stack, !stack.hasInvalidSettings else { continue }
            let index = position + 1
            let visible = visibleSubviews[index] ?? []
            let tallest = visible.reduce(into: (position: Int?.none, height: 0.0)) { best, candidate in
                let height = document.views[candidate].intrinsicSize.height ?? 0
                if height > best.height { best = (candidate, height) }
            }.position
            let (firstRule, lastRule) = rules(stack)
            let first = firstRule == .tallest ? tallest : visible.first
            let last = lastRule == .tallest ? tallest : visible.last
            views[index].firstBaselineView = first.map { $0 + 1 }
            views[index].lastBaselineView = last.map { $0 + 1 }
        }
    }

    private enum BaselineRule { case end, tallest }

    /// Which view gives the first and the last baseline (UIStackView's
    /// `_shouldRequestTallestBaselineViewForFirst:`).
    private static func rules(_ stack: StackDeclaration) -> (first: BaselineRule, last: BaselineRule) {
        guard stack.axis == .horizontal else { return (.end, .end) }
        switch stack.alignment {
        case .fill: return (.end, .end)
        case .leading, .top, .firstBaseline: return (.end, .tallest)
        case .trailing, .bottom, .lastBaseline: return (.tallest, .end)
        case .center: return (.tallest, .tallest)
        }
    }
}

extension Scope {
    /// The view whose baseline a view's first or last baseline is: the view itself, or for a
    /// stack the view its arranged views name, followed through nested stacks (at most once
    /// per view, so a malformed chain cannot loop).
    func baselineView(of view: Int, first: Bool) -> Int {
        var current = view
        for _ in 0..<views.count {
            guard let next = first ? views[current].firstBaselineView : views[current].lastBaselineView,
                next != current, views.indices.contains(next)
            else { break }
            current = next
        }
        return current
    }
}
