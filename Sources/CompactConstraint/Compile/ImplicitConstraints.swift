/// Constraints the file implies without writing them: a view's fixed `size`, UIKit's
/// content hugging and compression resistance for an intrinsic content size, and docking.
enum ImplicitConstraints {
    /// `size: [w, h]` → required `width == w`, `height == h`.
    static func size(_ declaration: ViewDeclaration, _ view: CompiledView) -> [LinearConstraint] {
        // Most views have no `size`: no list of axes to walk then.
        guard declaration.size.width != nil || declaration.size.height != nil else { return [] }
        var result: [LinearConstraint] = []
        for (value, variable, attribute) in [
            (declaration.size.width, view.width, "width"), (declaration.size.height, view.height, "height"),
        ] {
            guard let value else { continue }
            result.append(
                LinearConstraint(
                    LinearExpression(variable: variable) + -value, .equal, priority: 1000,
                    origin: ConstraintOrigin(
                        kind: .size, identifier: "\(view.name) size",
                        canonical: "\(view.name).\(attribute) == \(formatNumber(value))", range: view.nameRange)))
        }
        return result
    }

    /// Per axis with an intrinsic size: `size <= intrinsic` at the hugging priority and
    /// `size >= intrinsic` at the compression-resistance priority (UIKit's defaults 250
    /// and 750; Apple, "Auto Layout Guide: Views with Intrinsic Content Size").
    static func intrinsicSize(
        _ declaration: ViewDeclaration, _ view: CompiledView, into diagnostics: inout Diagnostics
    ) -> [LinearConstraint] {
        guard declaration.intrinsicSize.width != nil || declaration.intrinsicSize.height != nil else { return [] }
        var result: [LinearConstraint] = []
        result.reserveCapacity(4)
        let axes = [
            (declaration.intrinsicSize.width, view.width, "width", declaration.hugging.horizontal,
             declaration.compressionResistance.horizontal),
            (declaration.intrinsicSize.height, view.height, "height", declaration.hugging.vertical,
             declaration.compressionResistance.vertical),
        ]
        for (intrinsic, variable, attribute, hugging, resistance) in axes {
            guard let intrinsic else { continue }
            for (relation, priority, what) in [
                (RelationKind.lessThanOrEqual, hugging, "content hugging"),
                (RelationKind.greaterThanOrEqual, resistance, "compression resistance"),
            ] {
                guard let level = validPriority(priority, what, view, into: &diagnostics) else { continue }
                // `view content hugging (width)`, `view.width <= 120 @ 250`, built when read.
                let text = IntrinsicSizeText(
                    value: intrinsic, priority: level, isHeight: attribute == "height",
                    isHugging: relation == .lessThanOrEqual)
                result.append(
                    LinearConstraint(
                        LinearExpression(variable: variable) + -intrinsic, relation, priority: level,
                        origin: ConstraintOrigin(intrinsic: view.name, text, range: view.nameRange)))
            }
        }
        return result
    }

    private static func validPriority(
        _ value: Double, _ what: String, _ view: CompiledView, into diagnostics: inout Diagnostics
    ) -> Int? {
        if let problem = NumericLimits.priorityProblem(value) {
            diagnostics.error(
                .priorityOutOfRange, "\(what) priority \(formatNumber(value)) of '\(view.name)' \(problem)",
                at: view.nameRange)
            return nil
        }
        return Int(value)
    }

    /// `align` + `margin` (docs/language.md): edges pinned to the superview's edges inset by the
    /// margin; `center` centres and ignores that axis's margin; `fill` pins both edges.
    static func docking(_ docking: Docking, _ view: CompiledView, scope: Scope) -> [LinearConstraint] {
        let superview = view.superview ?? 0
        let margin = docking.margin
        var pins: [(LayoutAttribute, Double)] = []
        switch docking.horizontal {
        case .left: pins.append((.left, margin.left))
        case .right: pins.append((.right, -margin.right))
        case .leading: pins.append((.leading, margin.left))
        case .trailing: pins.append((.trailing, -margin.right))
        case .center: pins.append((.centerX, 0))
        case .fill: pins += [(.left, margin.left), (.right, -margin.right)]
        case nil: break
        }
        switch docking.vertical {
        case .top: pins.append((.top, margin.top))
        case .bottom: pins.append((.bottom, -margin.bottom))
        case .center: pins.append((.centerY, 0))
        case .fill: pins += [(.top, margin.top), (.bottom, -margin.bottom)]
        case nil: break
        }
        let builder = ConstraintBuilder(scope: scope)
        return pins.map { attribute, constant in
            builder.constraint(
                ConstraintEnd(.view(view.index), attribute, name: view.name), .equal,
                ConstraintEnd(.view(superview), attribute, name: "super"), multiplier: 1, constant: constant,
                priority: 1000, kind: .align, identifier: "align", range: docking.range)
        }
    }
}
