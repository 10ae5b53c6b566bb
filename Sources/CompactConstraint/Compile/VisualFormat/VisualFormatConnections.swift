/// The attributes a visual format string lays views out along: top/bottom for `V:`;
/// for `H:` leading/trailing (`directionLeadingToTrailing`, the default), left/right
/// (`directionLeftToRight`) or right/left (`directionRightToLeft`, the first view rightmost).
struct Flow {
    let start: LayoutAttribute
    let end: LayoutAttribute
    let startMargin: LayoutAttribute
    let endMargin: LayoutAttribute
    let size: LayoutAttribute
    /// True for `directionRightToLeft`: positions grow leftwards.
    let reversed: Bool
    /// True for `spacingBaselineToBaseline` on a `V:` string: a gap between two views is
    /// from the upper one's last baseline to the lower one's first.
    let measuresFromBaselines: Bool

    init(vertical: Bool, direction: VisualFormatOptions.Direction, measuresFromBaselines: Bool = false) {
        reversed = !vertical && direction == .rightToLeft
        self.measuresFromBaselines = vertical && measuresFromBaselines
        if vertical {
            (start, end, startMargin, endMargin, size) = (.top, .bottom, .topMargin, .bottomMargin, .height)
            return
        }
        size = .width
        switch direction {
        case .leadingToTrailing: (start, end, startMargin, endMargin) = (.leading, .trailing, .leadingMargin, .trailingMargin)
        case .leftToRight: (start, end, startMargin, endMargin) = (.left, .right, .leftMargin, .rightMargin)
        case .rightToLeft: (start, end, startMargin, endMargin) = (.right, .left, .rightMargin, .leftMargin)
        }
    }
}

/// One end of a connection.
enum Neighbour {
    case view(Int)
    case superview(Int)
}

extension VisualFormatLowering {
    /// The constraints of one connection: one per predicate; flush is a gap of 0; the
    /// standard space is 8 between views and the superview's margin (gap 0 to its
    /// `leadingMargin`, `trailingMargin`, `topMargin` or `bottomMargin`) at `|`.
    mutating func connection(
        _ syntax: ConnectionSyntax, from previous: Neighbour, to next: Neighbour, _ flow: Flow
    ) -> [VisualFormatEquation] {
        let toSuperview: Bool
        switch (previous, next) {
        case (.superview, _), (_, .superview): toSuperview = true
        default: toSuperview = false
        }
        var gaps: [(relation: RelationKind, constant: Double, priority: Int, range: Range<Int>, margin: Bool)] = []
        switch syntax.kind {
        case .flush:
            // The empty range between the neighbours: point at both of them.
            let lower = max(0, syntax.range.lowerBound - 1)
            gaps = [(.equal, 0, 1000, lower..<min(source.bytes.count, max(syntax.range.upperBound + 1, lower)), false)]
        case .standard:
            gaps = [(.equal, toSuperview ? 0 : Self.standardSpacing, 1000, syntax.range, toSuperview)]
        case .predicates(let predicates, _):
            for predicate in predicates {
                guard let priority = resolvePriority(predicate.priority),
                    let constant = resolveNumber(predicate.object, viewsAllowed: false)
                else { continue }
                gaps.append((predicate.relationKind, constant, priority, predicate.range, false))
            }
        }
        // Between two views with `spacingBaselineToBaseline`: baselines where they have text.
        var (end, start) = (flow.end, flow.start)
        if flow.measuresFromBaselines, case .view(let upper) = previous, case .view(let lower) = next {
            if hasText(upper, first: false) { end = .lastBaseline }
            if hasText(lower, first: true) { start = .firstBaseline }
        }
        return gaps.map { gap in
            let before: VisualFormatEquation.Side
            switch previous {
            case .view(let view): before = side(view, end)
            case .superview(let view):
                before = .init(view: view, attribute: gap.margin ? flow.startMargin : flow.start, name: "super")
            }
            // gap = next − previous along the flow; the view of the string goes on the left.
            switch next {
            case .view(let view):
                return VisualFormatEquation(
                    first: side(view, start), relation: flow.reversed ? gap.relation.flipped : gap.relation,
                    second: before, constant: flow.reversed ? -gap.constant : gap.constant, priority: gap.priority,
                    range: range(gap.range))
            case .superview(let view):
                let after = VisualFormatEquation.Side(
                    view: view, attribute: gap.margin ? flow.endMargin : flow.end, name: "super")
                return VisualFormatEquation(
                    first: before, relation: flow.reversed ? gap.relation : gap.relation.flipped, second: after,
                    constant: flow.reversed ? gap.constant : -gap.constant, priority: gap.priority,
                    range: range(gap.range))
            }
        }
    }

    /// Whether a view has text content for `spacingBaselineToBaseline`: a baseline in the
    /// layout (`baseline` or `lastBaseline`), its own or, for a stack, its arranged view's.
    private func hasText(_ view: Int, first: Bool) -> Bool {
        let target = scope.baselineView(of: view, first: first)
        guard scope.views.indices.contains(target) else { return false }
        return scope.views[target].baseline != nil || scope.views[target].lastBaseline != nil
    }
}
