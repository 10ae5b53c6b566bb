/// Answers "why is it there?" for a solved layout (`ccc explain`).
///
/// For each asked value: the constraints whose constant moves it (``Sensitivity``) —
/// required ones that bind and optional ones that hold — then the optional constraints
/// on the view's own variables that do not hold, with how far they are off, and, when
/// the constraints leave the value open, the range it can take at no cost at any level.
public enum Explainer {
    /// Points: a slope or shortfall below this is zero.
    static let tolerance = 1e-6
    /// Points: the range probe pushes a value towards ±this (the frame-out-of-range limit).
    static let probeBound = 1e7
    /// The most constraint additions the re-solves of one value may cost (re-solves ×
    /// constraints in the layout); beyond it only constraints on the view itself are tried.
    static let workBudget = 4_000_000

    /// - Parameters:
    ///   - run: the pipeline's run of the file (``Pipeline/solve(_:options:)``).
    ///   - direction: the layout direction the run used.
    /// - Throws: ``ExplainError/unknownView(_:suggestion:)`` when the file has no such view;
    ///   ``ExplainError/unreadable`` when the run has no compiled layout.
    ///   - options: the options the run was solved with (which metrics and state it used).
    public static func explain(
        _ query: ExplainQuery, in run: Pipeline.Run, direction: LayoutDirection, options: CompileOptions = CompileOptions()
    ) throws(ExplainError) -> [Explanation] {
        try explain(query, in: run, direction: direction, options: options, observing: nil)
    }

    /// ``explain(_:in:direction:options:)``, handing the probes' solver work to `observe`
    /// once done (tests count the re-solves: `ExplainProbeTests`).
    static func explain(
        _ query: ExplainQuery, in run: Pipeline.Run, direction: LayoutDirection, options: CompileOptions,
        observing observe: ((ProbeSolves) -> Void)?
    ) throws(ExplainError) -> [Explanation] {
        guard let layout = run.layout, let solution = run.solution else { throw .unreadable }
        let views = layout.views.filter { !$0.isGuide }
        // The root is first and named `self`; a view of that name wins over it (docs/language.md, Items).
        guard let view = views.dropFirst().first(where: { $0.name == query.view }) ?? views.first(where: { $0.name == query.view })
        else {
            throw .unknownView(query.view, suggestion: closestMatch(to: query.view, in: views.map(\.name)))
        }
        var scratch = Diagnostics()
        let values = run.values ?? LayoutSolver.values(layout, into: &scratch)
        let scope = Scope(views: layout.views, metrics: [], direction: direction)
        // The root's open parts are its size's (`solve` lists them on its `self` row).
        let ambiguity = view.index == 0
            ? solution.sizeAmbiguity : solution.views.first { $0.name == view.name }?.ambiguity ?? Ambiguity()
        let components = VariableComponents(layout)
        let metrics = MetricOrigins(document: run.document, options: options)
        let asked = query.quantities.map { quantity in
            let expression = Self.expression(quantity, of: view, scope: scope)
            return (quantity, expression, candidates(expression, view: view, layout: layout, values: values, components: components))
        }
        let probes = ProbeSolves(layout, pinning: Array(Set(asked.flatMap(\.2.indices))).sorted())
        defer { observe?(probes) }
        return asked.map { quantity, expression, candidates in
            var explanation = explain(
                "\(view.name).\(quantity.name)", expression, view: view, open: openParts(quantity, ambiguity),
                layout: layout, values: values, candidates: candidates, probes: probes)
            for index in explanation.deciding.indices {
                explanation.deciding[index].metrics = metrics.used(in: explanation.deciding[index].range, file: run.file)
            }
            for index in explanation.losing.indices {
                explanation.losing[index].metrics = metrics.used(in: explanation.losing[index].range, file: run.file)
            }
            for index in explanation.broken.indices {
                explanation.broken[index].metrics = metrics.used(in: explanation.broken[index].range, file: run.file)
            }
            return explanation
        }
    }

    private static func explain(
        _ subject: String, _ expression: LinearExpression, view: CompiledView, open: String?,
        layout: CompiledLayout, values: [Double], candidates: (indices: [Int], isPartial: Bool), probes: ProbeSolves
    ) -> Explanation {
        let value = Sensitivity.evaluate(expression, values)
        let own = Set([view.x, view.y, view.width, view.height])
        let mentionsOwn = { (constraint: LinearConstraint) in
            expression.terms.contains { own.contains($0.variable) && constraint.mentions($0.variable) }
        }
        var deciding: [ExplainedConstraint] = []
        var losing: [ExplainedConstraint] = []
        var broken: [ExplainedConstraint] = []
        let mentionsValue = { (constraint: LinearConstraint) in
            expression.terms.contains { constraint.mentions($0.variable) }
        }
        let isPartial = candidates.isPartial
        for index in candidates.indices {
            let constraint = layout.constraints[index]
            let shortfall = constraint.shortfall(values)
            let isLosing = constraint.priority < 1000 && shortfall > tolerance
            let isBroken = constraint.priority == 1000 && shortfall > tolerance
            let (above, below, isChecked) = Sensitivity.slopes(
                of: expression, constraint: index, in: layout, at: value, probes: probes)
            let decides = abs(above) > tolerance || abs(below) > tolerance
            guard decides || (isLosing && mentionsOwn(constraint)) || (isBroken && mentionsValue(constraint)) else {
                continue
            }
            let explained = ExplainedConstraint(
                canonical: constraint.origin.canonical, identifier: constraint.origin.identifier,
                kind: constraint.origin.kind, priority: constraint.priority, range: constraint.origin.range,
                sensitivity: above, sensitivityBelow: below, shortfall: isLosing || isBroken ? shortfall : 0,
                isSensitivityChecked: isChecked)
            if isBroken {
                broken.append(explained)
            } else if isLosing {
                losing.append(explained)
            } else {
                deciding.append(explained)
            }
        }
        let open = open.flatMap { Self.freedom(of: expression, parts: $0, layout: layout, probes: probes) }
        return Explanation(
            subject: subject, value: value, deciding: deciding, losing: losing, broken: broken, freedom: open,
            isPartial: isPartial)
    }

    /// The constraints whose slopes are found for `expression` (positions in the layout's
    /// constraints), and whether they are only those on the view's own frame (`isPartial`).
    static func candidates(
        _ expression: LinearExpression, view: CompiledView, layout: CompiledLayout, values: [Double],
        components: VariableComponents
    ) -> (indices: [Int], isPartial: Bool) {
        // UIKit's implicit `width >= 0` / `height >= 0` can only decide a value when it binds
        // (the size is 0); otherwise it is no candidate, and explain does not list it.
        let candidates = layout.constraints.indices.filter { index in
            let constraint = layout.constraints[index]
            if constraint.origin.kind == .nonNegativeSize,
                abs(Sensitivity.evaluate(constraint.expression, values)) > tolerance { return false }
            return components.connects(constraint, to: expression)
        }
        // The budget is what re-solving each candidate twice would cost; the probes are now
        // made on one kept solver (`ProbeSolves`), but which constraints are listed stays as it was.
        let isPartial = candidates.count.multipliedReportingOverflow(by: 2 * layout.constraints.count).partialValue
            > workBudget || candidates.count > workBudget
        guard isPartial else { return (candidates, false) }
        let own = [view.x, view.y, view.width, view.height]
        return (candidates.filter { index in own.contains { layout.constraints[index].mentions($0) } }, true)
    }

    /// The value as an expression over the layout's variables: an attribute (resolved for
    /// the direction) minus the superview's origin on its axis; sizes as they are.
    static func expression(_ quantity: ExplainQuery.Quantity, of view: CompiledView, scope: Scope) -> LinearExpression {
        let superview = view.superview.map { scope.views[$0] }
        func relative(_ expression: LinearExpression, horizontal: Bool) -> LinearExpression {
            guard let superview else { return expression }
            return expression - LinearExpression(variable: horizontal ? superview.x : superview.y)
        }
        switch quantity {
        case .x: return relative(LinearExpression(variable: view.x), horizontal: true)
        case .y: return relative(LinearExpression(variable: view.y), horizontal: false)
        case .attribute(let attribute):
            let absolute = scope.expression(attribute.resolved(for: scope.direction), of: .view(view.index))
            switch attribute.kind {
            case .size: return absolute
            case .horizontal: return relative(absolute, horizontal: true)
            case .vertical: return relative(absolute, horizontal: false)
            }
        }
    }

    /// The open parts of the frame that the quantity depends on, or nil when none is open
    /// (leading and trailing may be either edge, so they take the position and the width;
    /// the range probe then settles whether the value really moves).
    static func openParts(_ quantity: ExplainQuery.Quantity, _ ambiguity: Ambiguity) -> String? {
        var parts = Ambiguity()
        switch quantity {
        case .x: parts.horizontalPosition = ambiguity.horizontalPosition
        case .y: parts.verticalPosition = ambiguity.verticalPosition
        case .attribute(let attribute):
            switch attribute {
            case .width: parts.width = ambiguity.width
            case .height: parts.height = ambiguity.height
            case .left, .leftMargin:
                parts.horizontalPosition = ambiguity.horizontalPosition
            case .top, .topMargin:
                parts.verticalPosition = ambiguity.verticalPosition
            default:
                if attribute.kind == .horizontal {
                    parts.horizontalPosition = ambiguity.horizontalPosition
                    parts.width = ambiguity.width
                } else {
                    parts.verticalPosition = ambiguity.verticalPosition
                    parts.height = ambiguity.height
                }
            }
        }
        return parts.isAmbiguous ? parts.description : nil
    }

    /// The range of an open value (see ``range(of:in:)``); nil when it turns out not to move.
    static func freedom(
        of expression: LinearExpression, parts: String, layout: CompiledLayout, probes: ProbeSolves
    ) -> Freedom? {
        guard let (minimum, maximum) = range(of: expression, in: layout, probes: probes) else {
            return Freedom(parts: parts, minimum: nil, maximum: nil, rangeComputed: false)
        }
        guard maximum - minimum > tolerance else { return nil }
        let limit = probeBound * (1 - 1e-9)
        return Freedom(
            parts: parts, minimum: minimum <= -limit ? nil : minimum, maximum: maximum >= limit ? nil : maximum,
            rangeComputed: true)
    }

    /// The least and greatest value of `expression` among the solutions equally good at
    /// every priority level: re-solved with one more constraint at priority 1 (below every
    /// level the layout uses) pushing it towards +1e7, then towards −1e7. Priority levels are
    /// strict (only their order matters, Cassowary paper §2), so a layout that itself uses
    /// priority 1 (a stack's tie-break) is first lifted by ``liftedAboveLowestLevel(_:)``.
    /// Nil only when the layout uses all 999 optional levels.
    static func range(
        of expression: LinearExpression, in layout: CompiledLayout, probes: ProbeSolves
    ) -> (Double, Double)? {
        if let pinned = probes.pinned, let range = pinned.range(of: expression) { return range }
        return range(of: expression, in: layout, resolving: probes)
    }

    /// ``range(of:in:probes:)`` by re-solving the layout with the probe.
    static func range(
        of expression: LinearExpression, in layout: CompiledLayout, resolving probes: ProbeSolves, byEngine: Bool = true
    ) -> (Double, Double)? {
        guard let lifted = liftedAboveLowestLevel(layout) else { return nil }
        func extreme(_ sign: Double) -> Double {
            var probe = lifted
            probe.constraints.append(
                LinearConstraint(
                    expression * sign + -probeBound, .greaterThanOrEqual, priority: 1,
                    origin: ConstraintOrigin(kind: .written, identifier: "range probe", canonical: "", range: nil)))
            return Sensitivity.evaluate(expression, probes.values(probe, byEngine: byEngine))
        }
        return (extreme(-1), extreme(1))
    }

    /// The layout with its optional priorities renumbered, in the same order, into 2...999,
    /// so that priority 1 is free for a probe; the solution is the same because levels are
    /// compared lexicographically, never weighed. The layout itself when it does not use
    /// priority 1; nil when it uses every level from 1 to 999.
    static func liftedAboveLowestLevel(_ layout: CompiledLayout) -> CompiledLayout? {
        guard layout.constraints.contains(where: { $0.priority == 1 }) else { return layout }
        let levels = Set(layout.constraints.map(\.priority).filter { $0 < 1000 }).sorted()
        var renumbered: [Int: Int] = [:]
        var next = 2
        for priority in levels {
            let lifted = max(priority, next)
            guard lifted <= 999 else { return nil }
            renumbered[priority] = lifted
            next = lifted + 1
        }
        var copy = layout
        for index in copy.constraints.indices {
            if let lifted = renumbered[copy.constraints[index].priority] { copy.constraints[index].priority = lifted }
        }
        return copy
    }
}

extension LinearConstraint {
    func mentions(_ variable: Int) -> Bool { expression.terms.contains { $0.variable == variable } }

    /// How far the constraint is from holding at `values`, in points (0 when it holds).
    func shortfall(_ values: [Double]) -> Double {
        let residual = Sensitivity.evaluate(expression, values)
        switch relation {
        case .equal: return abs(residual)
        case .greaterThanOrEqual: return max(0, -residual)
        case .lessThanOrEqual: return max(0, residual)
        }
    }
}

/// Which variables constraints link, so that only constraints that can bear on a value are re-solved.
struct VariableComponents {
    /// The component of each variable (its smallest member).
    private let roots: [Int]

    init(_ layout: CompiledLayout) {
        var parent = Array(0..<layout.variableCount)
        func find(_ variable: Int) -> Int {
            var root = variable
            while parent[root] != root { root = parent[root] }
            var current = variable
            while parent[current] != root {
                let next = parent[current]
                parent[current] = root
                current = next
            }
            return root
        }
        for constraint in layout.constraints {
            guard let first = constraint.expression.terms.first?.variable, parent.indices.contains(first) else { continue }
            for term in constraint.expression.terms.dropFirst() where parent.indices.contains(term.variable) {
                let (a, b) = (find(first), find(term.variable))
                if a != b { parent[max(a, b)] = min(a, b) }
            }
        }
        roots = parent.indices.map(find)
    }

    private func root(_ variable: Int) -> Int { roots.indices.contains(variable) ? roots[variable] : -1 - variable }

    /// Whether the constraint shares a component with any variable of `expression`.
    func connects(_ constraint: LinearConstraint, to expression: LinearExpression) -> Bool {
        guard let variable = constraint.expression.terms.first?.variable else { return false }
        let component = root(variable)
        return expression.terms.contains { root($0.variable) == component }
    }
}
