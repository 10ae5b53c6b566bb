/// Lowers a `stack` to ordinary constraints the way UIStackView builds its own (Apple,
/// "UIStackView", "UIStackView.Distribution", "UIStackView.Alignment"). Identifiers are
/// UIKit's `UISV-…` names, so a conflict reads as it would in Xcode's console.
///
/// The arranged views are the stack's subviews in file order; a hidden one takes no room.
/// Along the axis (StackDistribution): the first and last views meet the stack's edges
/// (its layout margins when `layoutMarginsRelative`), then each distribution adds its
/// spacing and sizes. Across the axis (StackAlignment): the alignment's edge constraints.
struct StackLowering {
    let stack: StackDeclaration
    let view: CompiledView
    /// The stack's visible arranged views: index and declaration, in file order.
    let arranged: [(index: Int, declaration: ViewDeclaration)]
    /// Hidden arranged views.
    let hidden: [(index: Int, declaration: ViewDeclaration)]
    /// Invisible spacers for `equalSpacing` and `equalCentering` (one fewer than the arranged subviews).
    let guides: [Int]
    /// UIKit's `UISV-alignment-spanner` (a `_UILayoutSpacer`) for any alignment but `fill`.
    var spanner: Int? = nil
    let spacing: Double
    /// Custom spacing after an arranged view (`spacingAfter`), by view index, in points.
    var customSpacing: [Int: Double] = [:]
    let make: ConstraintFactory

    var isHorizontal: Bool { stack.axis == .horizontal }

    /// The stack's edge along the axis, inside its margins when `layoutMarginsRelative`.
    func stackEdge(_ leading: Bool) -> Anchor {
        let margins = stack.layoutMarginsRelative
        let attribute: LayoutAttribute =
            switch (isHorizontal, leading, margins) {
            case (true, true, false): .leading
            case (true, false, false): .trailing
            case (true, true, true): .leadingMargin
            case (true, false, true): .trailingMargin
            case (false, true, false): .top
            case (false, false, false): .bottom
            case (false, true, true): .topMargin
            case (false, false, true): .bottomMargin
            }
        return Anchor(view.index, attribute)
    }

    /// Along the axis: leading, trailing, size and centre of a view.
    var alongLeading: LayoutAttribute { isHorizontal ? .leading : .top }
    var alongTrailing: LayoutAttribute { isHorizontal ? .trailing : .bottom }
    var alongSize: LayoutAttribute { isHorizontal ? .width : .height }
    var alongCenter: LayoutAttribute { isHorizontal ? .centerX : .centerY }

    func lower(into diagnostics: inout Diagnostics) -> [LinearConstraint] {
        distribution(into: &diagnostics) + alignment(into: &diagnostics) + hiding()
    }

    /// `UISV-hiding`: a hidden arranged view has no size along the axis and sits at the
    /// stack's leading edge; across the axis it keeps the alignment's constraints.
    func hiding() -> [LinearConstraint] {
        hidden.flatMap { index, _ in
            [
                make.make("UISV-hiding", Anchor(index, alongSize), nil),
                make.make("UISV-hiding", Anchor(index, alongLeading), Anchor(view.index, alongLeading)),
            ]
        }
    }
}

extension StackLowering {
    /// Lowers every `stack` of a layout. `guides` maps a stack's view index to its spacers.
    static func lowerAll(
        _ document: LayoutDocument, _ views: [CompiledView], guides: [Int: [Int]], scope: Scope,
        into diagnostics: inout Diagnostics
    ) -> [LinearConstraint] {
        // Without a stack, `hidden` or `spacingAfter` there is nothing to lower or to warn about.
        guard document.views.indices.contains(where: {
            document.views[$0].stack != nil || document.views[$0].hidden != nil || document.views[$0].spacingAfter != nil
        }) else { return [] }
        // Positions in `document.views` of the views that were declared once (view index
        // = position + 1), and each stack's subviews in file order: one pass, no copies.
        let declared = document.views.indices.filter { $0 + 1 < views.count && document.views[$0].name == views[$0 + 1].name }
        var subviewsOf: [Int: [Int]] = [:]
        for position in declared {
            if let superview = views[position + 1].superview { subviewsOf[superview, default: []].append(position) }
        }
        var result: [LinearConstraint] = []
        for position in declared {
            let declaration = document.views[position]
            let view = views[position + 1]
            if let hidden = declaration.hidden, !isArranged(view, views, document) {
                diagnostics.warning(
                    .intentIgnored, "'hidden' only changes the layout of a stack's arranged view; '\(view.name)' "
                        + "is not in a stack", at: hidden.range)
            }
            if let custom = declaration.spacingAfter, !isArranged(view, views, document) {
                let range: SourceRange? = if case .metric(let name) = custom { name.range } else { view.nameRange }
                diagnostics.warning(
                    .intentIgnored, "'spacingAfter' only changes the spacing after a stack's arranged view; '\(view.name)' "
                        + "is not in a stack", at: range)
            }
            // A stack whose settings have errors lowers nothing: only the invalid values are reported.
            guard let stack = declaration.stack, !stack.hasInvalidSettings else { continue }
            let subviews = (subviewsOf[view.index] ?? []).map { (index: $0 + 1, declaration: document.views[$0]) }
            var visible: [(index: Int, declaration: ViewDeclaration)] = []
            var hidden: [(index: Int, declaration: ViewDeclaration)] = []
            for subview in subviews {
                let isHidden = subview.declaration.hidden.flatMap { scope.resolve($0.value, into: &diagnostics) } ?? 0
                if isHidden != 0 { hidden.append(subview) } else { visible.append(subview) }
            }
            let spacing = resolveSpacing(stack.spacing, scope: scope, into: &diagnostics)
            let stackGuides = guides[view.index] ?? []
            let spanner = stackGuides.first { views[$0].name.hasSuffix(spannerSuffix) }
            var lowering = StackLowering(
                stack: stack, view: view, arranged: visible, hidden: hidden, guides: stackGuides.filter { $0 != spanner },
                spacing: spacing, make: ConstraintFactory(scope: scope, kind: .stack, range: stack.range))
            lowering.spanner = spanner
            for subview in visible {
                guard let custom = subview.declaration.spacingAfter else { continue }
                lowering.customSpacing[subview.index] = resolveSpacing(custom, scope: scope, into: &diagnostics)
            }
            result += lowering.lower(into: &diagnostics)
        }
        return result
    }

    /// `spacing` (or `spacingAfter`) in points: a number, a metric, or `"system"` — UIKit's
    /// standard spacing between siblings (UIStackView.spacingUseSystem), 8 points as the
    /// visual format's `-` — unless the file has a metric of that name.
    static func resolveSpacing(_ value: NumberOrMetric, scope: Scope, into diagnostics: inout Diagnostics) -> Double {
        if case .metric(let name) = value, name.name == "system", scope.metric(named: "system") == nil {
            return systemSpacing
        }
        return scope.resolve(value, into: &diagnostics) ?? 0
    }

    /// The standard spacing between sibling views, in points.
    static let systemSpacing = 8.0

    private static func isArranged(_ view: CompiledView, _ views: [CompiledView], _ document: LayoutDocument) -> Bool {
        guard let superview = view.superview, superview > 0, superview - 1 < document.views.count else { return false }
        return document.views[superview - 1].name == views[superview].name && document.views[superview - 1].stack != nil
    }

    /// The name ending of a stack's alignment spanner guide (`s:spanner`).
    static let spannerSuffix = ":spanner"

    /// Adds the invisible spacers of `equalSpacing` and `equalCentering` stacks, and the
    /// alignment spanner of stacks aligned other than `fill`, to the view list (after every
    /// declared view, so indexes of declared views do not move).
    static func addGuides(_ document: LayoutDocument, _ views: inout [CompiledView]) -> [Int: [Int]] {
        // Without a stack there is no guide to add (and no subview to count).
        guard document.views.indices.contains(where: { document.views[$0].stack != nil }) else { return [:] }
        var guides: [Int: [Int]] = [:]
        var subviewCounts: [Int: Int] = [:]
        for (position, declaration) in document.views.enumerated()
        where position + 1 < views.count && declaration.name == views[position + 1].name {
            if let superview = views[position + 1].superview { subviewCounts[superview, default: 0] += 1 }
        }
        for (declaration, index) in zip(document.views, views.dropFirst().map(\.index)) {
            guard declaration.name == views[index].name, let stack = declaration.stack, !stack.hasInvalidSettings
            else { continue }
            let count = subviewCounts[index] ?? 0
            let distributes = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
            for gap in 1..<max(distributes ? count : 1, 1) {
                var guide = CompiledView(
                    name: "\(declaration.name):gap\(gap)", index: views.count, superview: index, nameRange: nil,
                    layoutMargins: .zero)
                guide.isGuide = true
                guides[index, default: []].append(guide.index)
                views.append(guide)
            }
            if count > 0, usesSpanner(stack) {
                var guide = CompiledView(
                    name: declaration.name + spannerSuffix, index: views.count, superview: index, nameRange: nil,
                    layoutMargins: .zero)
                guide.isGuide = true
                guides[index, default: []].append(guide.index)
                views.append(guide)
            }
        }
        return guides
    }
}
