/// The constraints across a stack's axis, per `UIStackView.Alignment`.
///
/// * `fill`: both edges meet the stack's edges (UISV-canvas-connection).
/// * `leading`/`top`, `trailing`/`bottom`: one edge meets the stack's edge; the other
///   stays inside it (UISV-spanning-boundary).
/// * `center`: centres on the stack's centre, both edges inside it.
/// * `firstBaseline`/`lastBaseline` (horizontal stacks): every baseline on the first
///   view's (UISV-alignment), all edges inside the stack.
///
/// With any alignment but `fill` the stack is as thick as its thickest view: its size
/// across the axis tends to 0 at the fitting-size level (50, UISV-spanning-fit), so the
/// spanning boundaries hold it open exactly as far as they must.
extension StackLowering {
    static let spanningFitPriority = 50
    /// `UISV-ambiguity-suppression`: with any alignment but `fill`, each arranged view's
    /// size across the axis is pulled towards 0 at 25, so a view with nothing else to set
    /// it is not ambiguous (Kean's "Arranged" write-up of UIStackView's constraints; FDStackView).
    static let ambiguitySuppressionPriority = 25

    func alignment(into diagnostics: inout Diagnostics) -> [LinearConstraint] {
        var alignment = stack.alignment
        if !isHorizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            diagnostics.warning(
                .intentIgnored,
                "'\(alignment.rawValue)' aligns the views of horizontal stacks; vertical '\(view.name)' fills its width",
                at: stack.range)
            alignment = .fill
        }
        let views = (arranged + hidden).sorted { $0.index < $1.index }.map(\.index)
        let baselineViews = arranged.map(\.index)
        var result: [LinearConstraint] = []
        for index in views {
            result += edges(index, alignment, isHidden: !baselineViews.contains(index))
        }
        if alignment == .firstBaseline || alignment == .lastBaseline, let first = baselineViews.first {
            let attribute: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
            for index in baselineViews.dropFirst() {
                result.append(make.make("UISV-alignment", Anchor(index, attribute), Anchor(first, attribute)))
            }
        }
        if alignment != .fill {
            for index in views {
                result.append(
                    make.make(
                        "UISV-ambiguity-suppression", Anchor(index, isHorizontal ? .height : .width), nil,
                        priority: Self.ambiguitySuppressionPriority))
            }
        }
        if alignment != .fill, !views.isEmpty {
            result.append(
                make.make(
                    "UISV-spanning-fit", Anchor(view.index, isHorizontal ? .height : .width), nil,
                    priority: Self.spanningFitPriority))
        }
        return result
    }

    /// One view's constraints across the axis.
    private func edges(_ index: Int, _ alignment: StackDeclaration.Alignment, isHidden: Bool) -> [LinearConstraint] {
        let (near, far, center) = acrossAttributes
        let (stackNear, stackFar, stackCenter) = stackAcross
        func equal(_ mine: LayoutAttribute, _ theirs: LayoutAttribute, _ identifier: String) -> LinearConstraint {
            make.make(identifier, Anchor(index, mine), Anchor(view.index, theirs))
        }
        let nearInside = make.make("UISV-spanning-boundary", Anchor(index, near), .greaterThanOrEqual, Anchor(view.index, stackNear))
        let farInside = make.make("UISV-spanning-boundary", Anchor(index, far), .lessThanOrEqual, Anchor(view.index, stackFar))
        switch alignment {
        case .fill:
            return [equal(near, stackNear, "UISV-canvas-connection"), equal(far, stackFar, "UISV-canvas-connection")]
        case .leading, .top:
            return [equal(near, stackNear, "UISV-canvas-connection"), farInside]
        case .trailing, .bottom:
            return [equal(far, stackFar, "UISV-canvas-connection"), nearInside]
        case .center:
            return [equal(center, stackCenter, "UISV-alignment"), nearInside, farInside]
        case .firstBaseline, .lastBaseline:
            // A hidden view has no baseline to share; it sits at the top.
            return isHidden ? [equal(near, stackNear, "UISV-canvas-connection"), farInside] : [nearInside, farInside]
        }
    }

    /// A view's near edge, far edge and centre across the axis.
    private var acrossAttributes: (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        isHorizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
    }

    /// The stack's near edge, far edge and centre across the axis (inside its margins when `layoutMarginsRelative`).
    private var stackAcross: (LayoutAttribute, LayoutAttribute, LayoutAttribute) {
        switch (isHorizontal, stack.layoutMarginsRelative) {
        case (true, false): (.top, .bottom, .centerY)
        case (true, true): (.topMargin, .bottomMargin, .centerYWithinMargins)
        case (false, false): (.leading, .trailing, .centerX)
        case (false, true): (.leadingMargin, .trailingMargin, .centerXWithinMargins)
        }
    }
}
