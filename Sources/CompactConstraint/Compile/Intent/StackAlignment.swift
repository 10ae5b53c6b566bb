/// The constraints across a stack's axis, per `UIStackView.Alignment`, as UIKit lists them
/// (docs/fidelity.md, "Stack views as UIStackView builds them"). "First" is the first
/// arranged view, hidden or not; "near"/"far" are top/bottom in a horizontal stack and
/// leading/trailing in a vertical one.
///
/// * `fill`: every view's edges on the stack's edges (UISV-canvas-connection).
/// * any other: UISV-alignment of every view's aligned attribute to the first view's; an
///   invisible spanner guide (`s:spanner`, UIKit's `UISV-alignment-spanner`) encloses the
///   visible views (UISV-spanning-boundary, the aligned edge at 999 where UIKit writes 999.5)
///   and tends to 0 thickness at 51 (UISV-spanning-fit); the stack's edges meet the first
///   view or the spanner (UISV-canvas-connection); each view's thickness tends to 0 at 25
///   (UISV-ambiguity-suppression). A hidden view keeps its alignment but no spanning
///   boundary, so it never sets the stack's thickness.
/// * all arranged views hidden: nothing holds the stack open; its thickness tends to 0 at
///   the lowest level (UIKit: the spanner's fitting priority drops to 0.001).
extension StackLowering {
    /// `UISV-spanning-fit`: the spanner's thickness pulled towards 0 (UIKit's `_UILayoutArrangement`).
    static let spanningFitPriority = 51
    /// The aligned edge of a spanning boundary: UIKit's 999.5, stored at ccc's whole level below required.
    static let spanningBoundaryPriority = 999
    /// `UISV-ambiguity-suppression`: with any alignment but `fill`, each arranged view's
    /// size across the axis is pulled towards 0 at 25, so a view with nothing else to set
    /// it is not ambiguous (Kean's "Arranged" write-up of UIStackView's constraints; FDStackView).
    static let ambiguitySuppressionPriority = 25
    /// UIKit's priority for the spanner of a stack whose views are all hidden is 0.001; ccc's lowest level is 1.
    static let allHiddenFitPriority = 1

    /// Whether a stack's alignment uses the spanner guide (any but `fill`; baseline
    /// alignments of a vertical stack fill, with a warning).
    static func usesSpanner(_ stack: StackDeclaration) -> Bool {
        switch stack.alignment {
        case .fill: false
        case .firstBaseline, .lastBaseline: stack.axis == .horizontal
        default: true
        }
    }

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
        guard let first = views.first else { return [] }
        if alignment == .fill {
            return views.flatMap { fill($0) } + (arranged.isEmpty ? [allHiddenFit()] : [])
        }
        guard let spanner else { return [] }
        let attribute = alignedAttribute(alignment)
        var result = views.dropFirst().map {
            make.make("UISV-alignment", Anchor(first, attribute), Anchor($0, attribute))
        }
        result += canvasConnections(alignment, first: first, spanner: spanner)
        for index in arranged.map(\.index) {
            result += spanningBoundaries(alignment, index, spanner: spanner)
        }
        result.append(
            make.make(
                "UISV-spanning-fit", Anchor(spanner, acrossSize), nil,
                priority: arranged.isEmpty ? Self.allHiddenFitPriority : Self.spanningFitPriority))
        result += views.map {
            make.make(
                "UISV-ambiguity-suppression", Anchor($0, acrossSize), nil, priority: Self.ambiguitySuppressionPriority)
        }
        return result
    }

    /// `fill`: both edges of a view on the stack's edges.
    private func fill(_ index: Int) -> [LinearConstraint] {
        let (near, far, _) = acrossAttributes
        let (stackNear, stackFar, _) = stackAcross
        return [
            make.make("UISV-canvas-connection", Anchor(index, near), Anchor(view.index, stackNear)),
            make.make("UISV-canvas-connection", Anchor(index, far), Anchor(view.index, stackFar)),
        ]
    }

    /// A stack whose arranged views are all hidden: its thickness tends to 0.
    private func allHiddenFit() -> LinearConstraint {
        make.make("UISV-spanning-fit", Anchor(view.index, acrossSize), nil, priority: Self.allHiddenFitPriority)
    }

    /// The attribute every view shares with the first.
    private func alignedAttribute(_ alignment: StackDeclaration.Alignment) -> LayoutAttribute {
        let (near, far, center) = acrossAttributes
        switch alignment {
        case .fill, .leading, .top: return near
        case .trailing, .bottom: return far
        case .center: return center
        case .firstBaseline: return .firstBaseline
        case .lastBaseline: return .lastBaseline
        }
    }

    /// The stack's edges across the axis, on the first view or the spanner, as UIKit's logs
    /// show them: `leading` pins the near edge to the first view, `trailing` the far edge,
    /// `center` also the centres; `lastBaseline` holds the far edge only at or below the
    /// first view's, and both baseline alignments pull the stack's thickness to 0 at 49
    /// (UISV-canvas-fit). With every view hidden the same connections hold, and the spanner,
    /// enclosing nothing, lets the stack's thickness go to 0.
    private func canvasConnections(
        _ alignment: StackDeclaration.Alignment, first: Int, spanner: Int
    ) -> [LinearConstraint] {
        let (near, far, center) = acrossAttributes
        let (stackNear, stackFar, stackCenter) = stackAcross
        func connect(_ stackAttribute: LayoutAttribute, _ relation: RelationKind, _ item: Anchor) -> LinearConstraint {
            make.make("UISV-canvas-connection", Anchor(view.index, stackAttribute), relation, item)
        }
        func connect(_ stackAttribute: LayoutAttribute, _ item: Anchor) -> LinearConstraint {
            connect(stackAttribute, .equal, item)
        }
        let nearToSpanner = connect(stackNear, Anchor(spanner, near))
        let farToSpanner = connect(stackFar, Anchor(spanner, far))
        let canvasFit = make.make("UISV-canvas-fit", Anchor(view.index, acrossSize), nil, priority: Self.canvasFitPriority)
        switch alignment {
        case .fill, .leading, .top:
            return [connect(stackNear, Anchor(first, near)), farToSpanner]
        case .trailing, .bottom:
            return [nearToSpanner, connect(stackFar, Anchor(first, far))]
        case .center:
            return [nearToSpanner, farToSpanner, connect(stackCenter, Anchor(first, center))]
        case .firstBaseline:
            return [nearToSpanner, farToSpanner, canvasFit]
        case .lastBaseline:
            return [nearToSpanner, connect(stackFar, .greaterThanOrEqual, Anchor(first, far)), canvasFit]
        }
    }

    /// The spanner encloses a visible view: its aligned edge equal (999), the others inside.
    private func spanningBoundaries(
        _ alignment: StackDeclaration.Alignment, _ index: Int, spanner: Int
    ) -> [LinearConstraint] {
        let (near, far, _) = acrossAttributes
        func boundary(_ attribute: LayoutAttribute, _ relation: RelationKind) -> LinearConstraint {
            make.make(
                "UISV-spanning-boundary", Anchor(spanner, attribute), relation, Anchor(index, attribute),
                priority: relation == .equal ? Self.spanningBoundaryPriority : 1000)
        }
        switch alignment {
        case .fill, .leading, .top: return [boundary(near, .equal), boundary(far, .greaterThanOrEqual)]
        case .trailing, .bottom: return [boundary(near, .lessThanOrEqual), boundary(far, .equal)]
        case .center, .firstBaseline, .lastBaseline:
            return [boundary(near, .lessThanOrEqual), boundary(far, .greaterThanOrEqual)]
        }
    }

    /// A view's size across the axis.
    var acrossSize: LayoutAttribute { isHorizontal ? .height : .width }

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
