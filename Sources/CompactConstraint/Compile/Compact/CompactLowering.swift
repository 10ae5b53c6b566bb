/// Lowers one parsed compact constraint to a linear constraint (docs/language.md), resolving
/// names and applying NSLayoutConstraint's validity rules. Each rule that fails is an
/// error at the offending token; the constraint is then dropped.
struct CompactLowering {
    let scope: Scope
    /// What the names of the tree mean in `scope`.
    let names: ResolvedNames
    var source: SourceString
    /// The view `self` names: the root, or the view whose `constraints` list holds the string.
    var selfView: Int
    /// The whole entry's range in the file.
    var entryRange: SourceRange
    var diagnostics = Diagnostics()

    private func range(_ r: Range<Int>) -> SourceRange { source.fileRange(r) }
    private func range(_ name: TreeName) -> SourceRange { source.fileRange(name.range.range) }
    /// A name as written (only messages and canonical texts spell names out).
    private func text(_ name: TreeName) -> String { source.text(name.range.range) }

    mutating func lower(_ tree: CompactTree) -> LinearConstraint? {
        guard let firstItem = resolveFirstItem(tree.first.item),
            let firstAttribute = resolveAttribute(tree.first.attribute, of: firstItem)
        else { return nil }
        var second: ConstraintEnd?
        var rhsValue: Double?
        switch tree.second {
        case .attribute(let syntax):
            guard let item = resolveSecondItem(syntax.item, firstItem: firstItem),
                let attribute = resolveAttribute(syntax.attribute, of: item)
            else { return nil }
            second = ConstraintEnd(item, attribute)
        case .value(let value):
            guard let number = resolveValue(value) else { return nil }
            rhsValue = number
        }
        var multiplier = 1.0
        if let syntax = tree.multiplier {
            guard let value = resolveValue(syntax.value) else { return nil }
            if syntax.isInverse {
                guard value != 0 else {
                    diagnostics.error(.divisionByZero, "division by zero", at: range(syntax.range))
                    return nil
                }
                multiplier = 1 / value
            } else {
                multiplier = value
            }
            guard NumericLimits.isAcceptableMultiplier(multiplier) else {
                diagnostics.error(
                    .numberOutOfRange, "multiplier \(NumericLimits.shown(multiplier)) is out of range: \(NumericLimits.multiplierMessage)",
                    at: range(syntax.range))
                return nil
            }
        }
        var constant = 0.0
        if let syntax = tree.constant {
            guard let value = resolveValue(syntax.value) else { return nil }
            constant = syntax.isInverse ? -value : value
        }
        guard let priority = resolvePriority(tree.priority) else { return nil }
        guard checkPairing(tree, firstAttribute, second?.attribute, multiplier: multiplier,
            constantValue: (rhsValue ?? 0) * multiplier + constant) else { return nil }

        // The text keeps the numbers as written (`100 * 2 + 4`); it is built only when read.
        let text = WrittenConstraintText(
            tree: tree, source: source, multiplier: multiplier, constant: constant, rhsValue: rhsValue)
        if second == nil {
            // `a.width == 100 * 2 + 4` is `a.width == 204`.
            constant = (rhsValue ?? 0) * multiplier + constant
            multiplier = 1
        }
        let expression = ConstraintBuilder(scope: scope).expression(
            ConstraintEnd(firstItem, firstAttribute), second,
            multiplier: multiplier, constant: constant)
        guard expression.isFinite else {
            diagnostics.error(
                .nonFiniteNumber, "the constraint's numbers overflow to infinity", at: range(tree.range.range))
            return nil
        }
        return LinearConstraint(
            expression, tree.relation, priority: priority, origin: ConstraintOrigin(written: text, priority: priority, range: entryRange))
    }

    // MARK: Items and attributes

    private mutating func resolveFirstItem(_ name: TreeName) -> LayoutItem? {
        if let index = names.view(name) { return .view(index) }
        switch names.keyword(name) {
        case .selfView:
            return .view(selfView)
        case .superview, .safeArea:
            diagnostics.error(
                .misplacedKeyword,
                "'\(text(name))' refers to the left item's superview, so it cannot be the left item",
                at: range(name))
            return nil
        case nil:
            reportUnknownView(name)
            return nil
        }
    }

    private mutating func resolveSecondItem(_ name: TreeName, firstItem: LayoutItem) -> LayoutItem? {
        if let index = names.view(name) { return .view(index) }
        switch names.keyword(name) {
        case .selfView:
            return .view(selfView)
        case let keyword?:
            guard let superview = scope.views[firstItem.view].superview else {
                diagnostics.error(
                    .noSuperview, "'\(text(name))' needs the left item's superview, but the root view has none",
                    at: range(name))
                return nil
            }
            return keyword == .superview ? .view(superview) : .safeArea(superview)
        case nil:
            reportUnknownView(name)
            return nil
        }
    }

    private mutating func reportUnknownView(_ name: TreeName) {
        let text = text(name)
        var notes = suggestionNote(for: text, in: scope.viewNames + ["super", "self", "safe"], at: range(name), budget: scope.suggestions)
        if notes.isEmpty, names.metric(name) != nil {
            notes = [DiagnosticNote("'\(text)' is a metric; an item must be a view", at: range(name))]
        }
        diagnostics.error(.unknownView, "unknown view '\(text)'", at: range(name), notes: notes)
    }

    private mutating func resolveAttribute(_ name: TreeName, of item: LayoutItem) -> LayoutAttribute? {
        guard let attribute = names.attribute(name) else {
            let text = text(name)
            diagnostics.error(
                .unknownAttribute, "unknown attribute '\(text)'", at: range(name),
                notes: closestAttribute(to: text, in: LayoutAttribute.allCases.map(\.rawValue), budget: scope.suggestions)
                    .map { [DiagnosticNote("did you mean '\($0)'?", at: range(name))] } ?? [])
            return nil
        }
        if case .safeArea = item, attribute.needsView {
            diagnostics.error(
                .unknownAttribute, "the safe-area layout guide has no '\(text(name))' attribute", at: range(name))
            return nil
        }
        return attribute
    }

    // MARK: Values and priority

    /// A number, or a metric's value.
    private mutating func resolveValue(_ value: TreeValue) -> Double? {
        switch value {
        case .number(let number, let r):
            return NumericLimits.checkedLiteral(number, written: source.text(r.range), at: range(r.range), into: &diagnostics)
        case .name(let name):
            if let metric = names.metric(name) { return metric.isNaN ? nil : metric }
            let text = text(name)
            // A view named as a value is what was meant, even when a metric's name is close.
            let notes =
                names.view(name) != nil
                ? [DiagnosticNote(
                    "'\(text)' is a view; write '\(text).attribute' to use one of its attributes",
                    at: range(name))]
                : suggestionNote(for: text, in: scope.metricNames, at: range(name), budget: scope.suggestions)
            diagnostics.error(.unknownMetric, "unknown metric '\(text)'", at: range(name), notes: notes)
            return nil
        }
    }

    /// `@ priority`: a number or metric in 1...1000, or one of UIKit's named levels.
    private mutating func resolvePriority(_ syntax: TreeValue?) -> Int? {
        guard let syntax else { return 1000 }
        var value: Double?
        if case .name(let name) = syntax, names.metric(name) == nil,
            let named = Self.namedPriorities[text(name)]
        {
            value = named
        } else if case .name(let name) = syntax, names.metric(name) == nil {
            let candidates = scope.metricNames + Self.namedPriorities.keys.sorted()
            let text = text(name)
            diagnostics.error(
                .unknownMetric, "unknown priority or metric '\(text)'", at: range(name),
                notes: suggestionNote(for: text, in: candidates, at: range(name), budget: scope.suggestions))
            return nil
        } else {
            value = resolveValue(syntax)
        }
        guard let value else { return nil }
        if let message = NumericLimits.priorityMessage(value, written: source.text(syntax.range)) {
            diagnostics.error(.priorityOutOfRange, message, at: range(syntax.range))
            return nil
        }
        return Int(value)
    }

    static let namedPriorities: [String: Double] = [
        "required": 1000, "high": 750, "defaultHigh": 750, "low": 250, "defaultLow": 250, "fittingSizeLevel": 50,
    ]

    // MARK: Validity (NSLayoutConstraint's run-time rules)

    /// `constantValue`: the right side's value when it is a bare constant (`30 * 2` is 60).
    private mutating func checkPairing(
        _ tree: CompactTree, _ first: LayoutAttribute, _ second: LayoutAttribute?, multiplier: Double,
        constantValue: Double
    ) -> Bool {
        var firstRange: SourceRange { range(tree.first.range) }
        guard let second else {
            if first.kind != .size {
                // The whole right side is replaced: the operand as written (a metric's name
                // stays) when it stands alone, else the value it comes to.
                let end = tree.constant?.range.upperBound ?? tree.multiplier?.range.upperBound ?? tree.second.range.upperBound
                let rightSide = tree.second.range.lowerBound..<max(end, tree.second.range.upperBound)
                let operand = tree.constant == nil && tree.multiplier == nil
                    ? source.text(tree.second.range) : formatNumber(constantValue)
                // A written 0 (`a.left = 0`) is the edge itself: `super.left`, not `super.left + 0`.
                let isZero = constantValue == 0 && Double(operand) == 0
                let replacement = isZero ? "super.\(first.rawValue)"
                    : operand.hasPrefix("-") ? "super.\(first.rawValue) - \(operand.dropFirst())"
                    : "super.\(first.rawValue) + \(operand)"
                // With a view named `super`, `super.left` would be that view: no suggestion then.
                let suggests = scope.view(named: "super") == nil
                diagnostics.error(
                    .locationToConstant,
                    "a location attribute ('\(first.rawValue)') cannot equal a constant; relate it to another item",
                    at: range(tree.second.range),
                    notes: suggests
                        ? [DiagnosticNote("did you mean '\(source.text(tree.first.range)) \(tree.relation.rawValue) \(replacement)'?", at: range(tree.second.range))]
                        : [],
                    fixIts: suggests ? [FixIt(range: range(rightSide), replacement: replacement)] : [])
                return false
            }
            return true
        }
        var notes: [DiagnosticNote] { [DiagnosticNote("'\(second.rawValue)' is here", at: range(tree.second.range))] }
        switch (first.kind, second.kind) {
        case (.size, .size):
            return true
        case (.size, _), (_, .size):
            diagnostics.error(
                .locationToSize,
                "cannot relate the location attribute '\(first.kind == .size ? second.rawValue : first.rawValue)' "
                    + "to the size attribute '\(first.kind == .size ? first.rawValue : second.rawValue)'",
                at: firstRange, notes: notes)
            return false
        case (.horizontal, .vertical), (.vertical, .horizontal):
            diagnostics.error(
                .axisMismatch,
                "cannot relate the \(first.kind == .horizontal ? "horizontal" : "vertical") attribute '\(first.rawValue)' "
                    + "to the \(second.kind == .horizontal ? "horizontal" : "vertical") attribute '\(second.rawValue)'",
                at: firstRange, notes: notes)
            return false
        default:
            break
        }
        if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            diagnostics.error(
                .directionMismatch,
                "cannot relate '\(first.rawValue)' to '\(second.rawValue)': leading and trailing follow the layout "
                    + "direction, left and right do not",
                at: firstRange, notes: notes)
            return false
        }
        if multiplier == 0 {
            diagnostics.error(
                .zeroMultiplier, "a location attribute with multiplier 0 would equal a constant",
                at: range(tree.multiplier?.range ?? tree.second.range))
            return false
        }
        return true
    }
}

extension CompactLowering {
    /// A lowering for strings of `scope`, each given with `start` (the compiler lowers every
    /// compact string of a layout with one).
    init(scope: Scope, names: ResolvedNames) {
        self.init(
            scope: scope, names: names, source: SourceString(bytes: [], offsets: FileOffsets()), selfView: 0,
            entryRange: SourceRange(0, 0))
    }

    /// Ready for the next string, `source`, held by view `selfView`'s list (0: the root's),
    /// with no diagnostics.
    mutating func start(_ source: SourceString, selfView: Int) {
        self.source = source
        self.selfView = selfView
        entryRange = source.fileRange
        if !diagnostics.items.isEmpty { diagnostics = Diagnostics() }
    }
}
