/// Lowers a parsed visual format string to linear constraints, as
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` builds them
/// (Apple, "Visual Format Language"):
///
/// * a view's predicates constrain its width (`H:`) or height (`V:`), to a constant or to
///   another view's size (`[a(==b)]`);
/// * a connection constrains the gap from one edge to the next: `b.leading == a.trailing
///   + gap`, `a.leading == super.leading + gap`, `a.trailing == super.trailing - gap`
///   (an inequality keeps its meaning: the gap is at least / at most the constant);
/// * flush (`[a][b]`, `|[a]`) is a gap of 0; the standard space `-` is 8 points between
///   siblings and, to `|`, the superview's layout margin (current UIKit; docs/language.md);
/// * names resolve against metrics first, then views, as Apple's parser does;
/// * `|` is the superview of the views of the string, which must share it.
///
/// Any error drops the whole string, as UIKit throws for the whole call.
struct VisualFormatLowering {
    let scope: Scope
    let source: SourceString
    /// The view `self` names (the root, or the view whose `constraints` list holds the string).
    let selfView: Int
    var diagnostics = Diagnostics()

    /// UIKit's standard space between sibling views.
    static let standardSpacing = 8.0

    func range(_ r: Range<Int>) -> SourceRange { source.fileRange(r) }

    mutating func lower(_ tree: VisualFormatSyntax, options written: [NameInFile]) -> [LinearConstraint] {
        let vertical = tree.orientation == .vertical
        let options = VisualFormatOptions.resolve(
            written, vertical: vertical, viewCount: tree.views.count, into: &diagnostics)
        var views: [Int] = []
        for view in tree.views { if let index = resolveView(view) { views.append(index) } }
        guard let options, views.count == tree.views.count, let superview = resolveSuperview(tree, views) else {
            return []
        }
        let flow = Flow(vertical: vertical, direction: options.direction, measuresFromBaselines: options.measuresFromBaselines)
        var equations: [VisualFormatEquation] = []
        if let leading = tree.leadingSuperview, let first = views.first, let superview {
            equations += connection(leading.connection, from: .superview(superview), to: .view(first), flow)
        }
        for (index, view) in views.enumerated() {
            equations += sizePredicates(tree.views[index], view: view, flow)
            if index + 1 < views.count, index < tree.connections.count {
                equations += connection(tree.connections[index], from: .view(view), to: .view(views[index + 1]), flow)
            }
        }
        if let trailing = tree.trailingSuperview, let last = views.last, let superview {
            equations += connection(trailing.connection, from: .view(last), to: .superview(superview), flow)
        }
        for alignment in options.alignments {
            for (previous, next) in zip(views, views.dropFirst()) {
                equations.append(VisualFormatEquation(
                    first: side(previous, alignment.attribute), relation: .equal,
                    second: side(next, alignment.attribute), constant: 0, priority: 1000, range: alignment.range))
            }
        }
        if diagnostics.hasErrors { return [] }
        let identifier = source.text.trimmingBlanks().shortIdentifier()
        return equations.map { $0.linear(scope: scope, identifier: identifier) }
    }

    func side(_ view: Int, _ attribute: LayoutAttribute) -> VisualFormatEquation.Side {
        .init(view: view, attribute: attribute, name: scope.views[view].name)
    }

    // MARK: Views and the superview

    private mutating func resolveView(_ syntax: VisualFormatViewSyntax) -> Int? {
        let name = syntax.name
        if let index = scope.view(named: name.text) { return index }
        if name.text == "self" { return selfView }
        var notes = suggestionNote(for: name.text, in: scope.viewNames, at: range(name.range), budget: scope.suggestions)
        if notes.isEmpty, scope.metric(named: name.text) != nil {
            notes = [DiagnosticNote("'\(name.text)' is a metric; a view name belongs between '[' and ']'", at: range(name.range))]
        }
        diagnostics.error(.unknownView, "unknown view '\(name.text)'", at: range(name.range), notes: notes)
        return nil
    }

    /// `.some(nil)` when the string has no `|`; nil after an error.
    private mutating func resolveSuperview(_ tree: VisualFormatSyntax, _ views: [Int]) -> Int?? {
        guard let pipe = tree.leadingSuperview?.range ?? tree.trailingSuperview?.range, let first = views.first else {
            return .some(nil)
        }
        guard let superview = scope.views[first].superview else {
            diagnostics.error(
                .vflNoSuperview,
                "'|' stands for the superview of '\(scope.views[first].name)', which is the root view and has none",
                at: range(pipe))
            return nil
        }
        var failed = false
        for (syntax, view) in zip(tree.views, views).dropFirst() where scope.views[view].superview != superview {
            let other = scope.views[view].superview.map { scope.views[$0].name } ?? "nothing (it is the root)"
            diagnostics.error(
                .vflSuperviewMismatch,
                "'|' needs the views of the string to share one superview, but '\(syntax.name.text)' is in "
                    + "'\(other)' and '\(scope.views[first].name)' in '\(scope.views[superview].name)'",
                at: range(syntax.name.range),
                notes: [DiagnosticNote("'|' is here", at: range(pipe))])
            failed = true
        }
        return failed ? nil : .some(superview)
    }

    // MARK: Predicates

    /// `[a(>=50,==b@750)]`: the view's size along the string's axis.
    private mutating func sizePredicates(
        _ syntax: VisualFormatViewSyntax, view: Int, _ flow: Flow
    ) -> [VisualFormatEquation] {
        syntax.predicates.compactMap { predicate in
            guard let priority = resolvePriority(predicate.priority) else { return nil }
            var second: VisualFormatEquation.Side?
            var constant = 0.0
            if case .name(let name) = predicate.object, scope.metric(named: name.text) == nil {
                guard let other = resolvePredicateView(name) else { return nil }
                second = side(other, flow.size)
            } else {
                guard let value = resolveNumber(predicate.object, viewsAllowed: true) else { return nil }
                constant = value
            }
            return VisualFormatEquation(
                first: side(view, flow.size), relation: predicate.relationKind, second: second, constant: constant,
                priority: priority, range: range(predicate.range))
        }
    }

    private mutating func resolvePredicateView(_ name: NameSyntax) -> Int? {
        if let index = scope.view(named: name.text) { return index }
        if name.text == "self" { return selfView }
        diagnostics.error(
            .unknownMetric, "unknown metric or view '\(name.text)'", at: range(name.range),
            notes: suggestionNote(for: name.text, in: scope.metricNames + scope.viewNames, at: range(name.range), budget: scope.suggestions))
        return nil
    }

    /// A number, or a metric's value.
    mutating func resolveNumber(_ value: ValueSyntax, viewsAllowed: Bool) -> Double? {
        switch value {
        case .number(let number, let r):
            return NumericLimits.checkedLiteral(number, written: source.text(r), at: range(r), into: &diagnostics)
        case .name(let name):
            if let metric = scope.metric(named: name.text) { return metric.isNaN ? nil : metric }
            if !viewsAllowed, scope.view(named: name.text) != nil {
                diagnostics.error(
                    .vflViewInConnection,
                    "'\(name.text)' is a view; the spacing of a connection is a number or a metric "
                        + "(only a view's own predicates may name another view)",
                    at: range(name.range))
                return nil
            }
            diagnostics.error(
                .unknownMetric, "unknown metric '\(name.text)'", at: range(name.range),
                notes: suggestionNote(for: name.text, in: scope.metricNames, at: range(name.range), budget: scope.suggestions))
            return nil
        }
    }

    /// `@ priority`: a number or a metric in 1...1000; required without one.
    mutating func resolvePriority(_ syntax: ValueSyntax?) -> Int? {
        guard let syntax else { return 1000 }
        guard let value = resolveNumber(syntax, viewsAllowed: false) else { return nil }
        if let message = NumericLimits.priorityMessage(value, written: source.text(syntax.range)) {
            diagnostics.error(.priorityOutOfRange, message, at: range(syntax.range))
            return nil
        }
        return Int(value)
    }
}
