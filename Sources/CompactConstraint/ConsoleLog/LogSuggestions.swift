/// What to change for one conflict, from the kinds of constraint in it (UIKit's own
/// identifiers and classes), then the constant one of the developer's constraints would
/// need for the rest to hold. Each rule's evidence is in docs/console-log.md.
enum LogSuggestions {
    /// The suggestions for `conflict`; `list` and `model` are the log's.
    static func suggest(
        _ conflict: LogConflictAnalysis.Conflict, list: [LogConstraint], model: LogModel, broken: Int?
    ) -> [String] {
        let members = conflict.members.filter { $0 < list.count && $0 < model.compact.count }
        func ref(_ i: Int) -> String { "[\(i)] `\(model.compact[i])`" }
        func viewName(_ i: Int) -> String { model.views[model.equations[i].first.view].readable }
        func has(_ prefix: String) -> [Int] { members.filter { list[$0].identifier?.hasPrefix(prefix) == true } }
        var out: [String] = []

        var memberViews: [Int] = []
        for i in members {
            for view in [model.equations[i].first.view, model.equations[i].second?.view].compactMap({ $0 })
            where !memberViews.contains(view) && model.views[view].placeholderFor == nil {
                memberViews.append(view)
            }
        }
        let keyboard = !memberViews.isEmpty && memberViews.allSatisfy { isSystemKeyboard(model.views[$0].className) }
        if keyboard {
            out.append(
                "the views of this conflict (" + memberViews.map { "`\(model.views[$0].readable)` \(model.views[$0].className)" }
                    .joined(separator: ", ")
                    + ") are the system keyboard's, not your app's: UIKit logs this conflict itself (its input "
                    + "assistant bar is sized while the keyboard appears); nothing in your layout causes it")
        }

        let masked = members.filter { list[$0].mask != nil || list[$0].className.hasPrefix("NSAutoresizingMask") }
        var maskViews: [String] = []
        for i in masked where !maskViews.contains(viewName(i)) { maskViews.append(viewName(i)) }
        for view in maskViews {
            let own = masked.filter { viewName($0) == view }
            let mask = own.compactMap { list[$0].mask }.first.map { " (\($0))" } ?? ""
            out.append(
                "`\(view)` still has translatesAutoresizingMaskIntoConstraints on: its autoresizing mask\(mask) became "
                    + own.map(ref).joined(separator: ", ")
                    + (own.count == 1 ? ", which fixes" : ", which fix") + " its frame as it was set; set `translatesAutoresizingMaskIntoConstraints = false` on it "
                    + "(a view made in code) so that only your constraints place it; a window's content view or a cell's "
                    + "content view keeps its mask, and then your constraints must fit the size it is given")
        }
        for (identifier, vertical) in [("UIView-Encapsulated-Layout-Height", true), ("UIView-Encapsulated-Layout-Width", false)] {
            for i in has(identifier) {
                let size = model.equations[i].second == nil ? " at \(points(model.equations[i].constant))" : ""
                let what = vertical ? "height" : "width"
                var text = "UIKit fixes `\(viewName(i))`'s \(what)\(size) (\(identifier), \(ref(i))): a table or collection "
                    + "view sizing a cell, or a container sizing a view controller's view; lower one "
                    + "\(vertical ? "vertical" : "horizontal") constraint of the chain to 999 so that this \(what) can win "
                    + "without breaking anything"
                if let pick = chainMember(members, list: list, model: model, vertical: vertical) {
                    text += ": `\(lowered(model.compact[pick]))` instead of [\(pick)]"
                }
                out.append(text + "; a self-sizing cell still takes its \(what) from its content")
            }
        }
        if !has("UISV-").isEmpty {
            let hiding = has("UISV-hiding")
            var text = "the `UISV-…` constraints (\(has("UISV-").map { "[\($0)]" }.joined(separator: ", "))) are the stack view's own: "
                + "UIStackView makes them from its axis, spacing, distribution and alignment; change those or your constraints "
                + "on the arranged views (a required size of an arranged view fights the stack's length), not these"
            if let first = hiding.first {
                text += "; `UISV-hiding` sizes a hidden arranged view to 0, so its own required "
                    + "width or height must be lowered below 1000 (999)"
                let vertical = model.equations[first].first.attribute == .height
                if let pick = chainMember(members, list: list, model: model, vertical: vertical) {
                    text += ": `\(lowered(model.compact[pick]))` instead of [\(pick)]"
                }
            }
            out.append(text)
        }
        let temporary = members.filter { list[$0].identifier?.hasPrefix("_UITemporaryLayout") == true }
        if !temporary.isEmpty {
            out.append(
                "\(temporary.map(ref).joined(separator: ", ")) is a temporary size UIKit sets while it sizes a view that has no "
                    + "size yet (often 0): the conflict ends at the next layout pass; lowering one required constraint it "
                    + "fights to 999 silences the message")
        }
        let marginGuide = members.filter {
            guard let id = list[$0].identifier else { return false }
            return id.hasPrefix("UIView-") && id.contains("Margin-guide-constraint")
        }
        if let guided = marginGuide.first {
            let equation = model.equations[guided]
            let owner = [equation.first.view, equation.second?.view].compactMap { $0 }
                .first { !model.views[$0].className.hasSuffix("LayoutGuide") } ?? equation.first.view
            out.append(
                "\(marginGuide.map(ref).joined(separator: ", ")) place the layout margins of `\(model.views[owner].readable)`: "
                    + "constraints to the margins include them; pin to the edges instead, or change `layoutMargins` "
                    + "(`directionalLayoutMargins`), `preservesSuperviewLayoutMargins` or `insetsLayoutMarginsFromSafeArea`")
        }
        let safeArea = members.filter {
            list[$0].identifier?.hasPrefix("UIViewSafeAreaLayoutGuide") == true
                || [model.equations[$0].first.view, model.equations[$0].second?.view].contains {
                    $0.map { model.views[$0].name == "UIViewSafeAreaLayoutGuide" } ?? false
                }
        }
        if !safeArea.isEmpty {
            out.append(
                "\(safeArea.map { "[\($0)]" }.joined(separator: ", ")) involve the safe area, whose insets the system sets "
                    + "(status bar, home indicator, bars): a view pinned to it cannot also have a required size that needs "
                    + "more room; lower that size or pin to the view's edges")
        }
        for (prefix, text) in [
            ("NSIBPrototyping", "Interface Builder added prototyping constraints (NSIBPrototypingLayoutConstraint) to a view that has no constraints in the storyboard, fixing its frame as drawn; give the view constraints of its own in Interface Builder"),
            ("_UILayoutSupport", "a `_UILayoutSupportConstraint` is the top or bottom layout guide of a view controller (its length is set by the bars): constrain to the safe area instead, or lower the constraint that needs the room"),
            ("NSContentSize", "an `NSContentSizeLayoutConstraint` is a view's intrinsic content size at required hugging or compression resistance (AppKit): lower that view's content hugging or compression resistance below 1000"),
        ] where members.contains(where: { list[$0].className.hasPrefix(prefix) }) {
            out.append(text)
        }
        if !keyboard, has("UISV-hiding").isEmpty, let constant = constantChange(conflict, list: list, model: model, broken: broken) {
            out.append(out.isEmpty ? constant : "or " + constant)
        }
        return out
    }

    /// A class of the system keyboard's view hierarchy (`SystemInputAssistantView`,
    /// `_UIKBCompatInputView`, `UIInputSetHostView`, `TUISystemInputAssistantView`…), not the app's.
    static func isSystemKeyboard(_ className: String) -> Bool {
        var base = Substring(className)
        if let dot = base.lastIndex(of: ".") { base = base[base.index(after: dot)...] }
        while base.hasPrefix("_") { base = base.dropFirst() }
        return ["SystemInputAssistant", "TUISystemInputAssistant", "UIKB", "UIKeyboard", "UIInputSet", "UIInputWindow",
                "UIRemoteKeyboard", "UICompatibilityInputView", "UIInputView", "TUIKeyboard", "UIPredictionView",
                "UIButtonBarStackView", "UIButtonBarButton", "UIAssistant"]
            .contains { base.hasPrefix($0) }
    }

    /// `1 point`, `0.5 points`, `16 points`.
    static func points(_ value: Double) -> String {
        let text = formatSolvedNumber(value)
        return text == "1" || text == "-1" ? "\(text) point" : "\(text) points"
    }

    /// The constraint with ` @ 999`.
    static func lowered(_ compact: String) -> String {
        let parts = compact.split(separator: "@", maxSplits: 1)
        guard let head = parts.first else { return compact + " @ 999" }
        let base = parts.count > 1 ? String(head.dropLast(head.hasSuffix(" ") ? 1 : 0)) : compact
        return base + " @ 999"
    }

    /// The developer's constraint of the chain to lower: along the axis, preferring one
    /// at the bottom (trailing) edge, then a size, then the last.
    private static func chainMember(_ members: [Int], list: [LogConstraint], model: LogModel, vertical: Bool) -> Int? {
        let mine = members.filter { !list[$0].isSystemMade }
        let along = mine.filter { i in
            let kind = model.equations[i].first.attribute.layoutAttribute.kind
            return vertical ? (kind == .vertical || model.equations[i].first.attribute == .height)
                : (kind == .horizontal || model.equations[i].first.attribute == .width)
        }
        let edges: Set<LogAttribute> = vertical ? [.bottom, .bottomMargin, .lastBaseline, .baseline] : [.trailing, .trailingMargin, .right, .rightMargin]
        if let edge = along.last(where: { i in
            edges.contains(model.equations[i].first.attribute) || model.equations[i].second.map { edges.contains($0.attribute) } == true
        }) {
            return edge
        }
        return along.last(where: { model.equations[$0].second == nil }) ?? along.last
    }

    /// "keep the others and change the constant of [i] …": each member tried in turn (the
    /// developer's first, the one UIKit breaks first among them, then the later ones
    /// first; then UIKit's own), made optional while the others and every non-negative
    /// size and margin of the model stay required; its constant moved by its remaining
    /// error. A new value is offered only when a size, gap or inset keeps its sign (a
    /// height of 8 does not become -24) and the whole set then holds; when no member has
    /// one, says so. At most `maximumConstantTrials` members are tried: each trial solves
    /// the whole set again, so trying all n members of a long cycle cost n solves of n
    /// constraints (issue #18: a cycle of 200 equal widths, 2.6 s).
    private static func constantChange(
        _ conflict: LogConflictAnalysis.Conflict, list: [LogConstraint], model: LogModel, broken: Int?
    ) -> String? {
        let members = conflict.members.filter { $0 < model.linear.count && $0 < model.equations.count }
        let mine = members.filter { !list[$0].isSystemMade }
        let system = members.filter { list[$0].isSystemMade }
        var order = mine.reversed().filter { $0 != broken }
        if let broken, mine.contains(broken) { order.insert(broken, at: 0) }
        order += system.reversed().filter { $0 != broken }
        if let broken, system.contains(broken) { order.insert(broken, at: mine.count) }
        for pick in order.prefix(maximumConstantTrials) {
            guard let change = newConstant(of: pick, members: members, model: model) else { continue }
            let old = model.equations[pick].constant
            let by = abs(change - old)

            let whose = list[pick].isSystemMade ? " (UIKit's own: none of your constraints' constants can change alone)" : ""
            return "keep the others and change the constant of [\(pick)] `\(model.compact[pick])`\(whose) from \(NumericLimits.shown(old)) "
                + "to \(formatSolvedNumber(change)) (by \(points(by))): then the rest of the set can hold"
        }
        let tried = order.count > maximumConstantTrials ? " (the first \(maximumConstantTrials) of its \(order.count) tried)" : ""
        return members.isEmpty ? nil
            : "no single constant of the set\(tried) can change so that the rest holds with every size and margin at 0 or more "
                + "(without changing its sign): remove one of these constraints or lower it below 1000"
    }

    /// The most members `constantChange` tries, in its order.
    static let maximumConstantTrials = 16

    /// A size (`height == 45`, `width == other.width + 8`), a gap between facing edges
    /// (`b.top == a.bottom + 8`, `b.leading == a.trailing + 8`) or an inset from the same
    /// edge (`label.bottom == cell.bottom - 12`): its constant may not change sign (a
    /// negative size or gap, or a view moved out of its container, is no fix).
    private static func keepsSign(_ equation: LogModel.Equation) -> Bool {
        let sizes: Set<LogAttribute> = [.width, .height]
        if sizes.contains(equation.first.attribute) { return true }
        guard let second = equation.second, second.view != equation.first.view else { return false }
        let facing: [(LogAttribute, LogAttribute)] = [
            (.top, .bottom), (.leading, .trailing), (.left, .right), (.minY, .maxY), (.minX, .maxX),
            (.top, .lastBaseline), (.top, .baseline), (.firstBaseline, .bottom), (.firstBaseline, .lastBaseline),
        ]
        let pair = (equation.first.attribute.layoutAttribute, second.attribute.layoutAttribute)
        // An inset from the same edge (`label.trailing == card.trailing - 20`): turning it
        // round moves the view out of the other.
        let edges: Set<String> = ["top", "bottom", "leading", "trailing", "left", "right"]
        if pair.0 == pair.1, edges.contains(pair.0.rawValue) { return true }
        return facing.contains { a, b in
            (pair.0.rawValue == a.rawValue && pair.1.rawValue == b.rawValue)
                || (pair.0.rawValue == b.rawValue && pair.1.rawValue == a.rawValue)
        }
    }

    /// The constant `pick` needs for the other members and the model's non-negative sizes
    /// and margins to hold, or nil when none (the others conflict alone, the error is 0,
    /// or the new value has the other sign).
    private static func newConstant(of pick: Int, members: [Int], model: LogModel) -> Double? {
        let solver = IndexedSolver(variableCount: model.variableCount)
        for constraint in model.implicit {
            guard case .success = solver.add(constraint) else { return nil }
        }
        for other in members where other != pick {
            guard case .success = solver.add(model.linear[other]) else { return nil }
        }
        var soft = model.linear[pick]
        soft.priority = 1
        guard case .success = solver.add(soft) else { return nil }
        var value = soft.expression.constant
        for term in soft.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch soft.relation {
        case .greaterThanOrEqual where value >= 0, .lessThanOrEqual where value <= 0: return nil
        default: break
        }
        guard abs(value) > 0.0005, value.isFinite else { return nil }
        let old = model.equations[pick].constant
        let new = old + value
        if keepsSign(model.equations[pick]) {
            guard (old >= 0 && new >= -0.0005) || (old <= 0 && new <= 0.0005) else { return nil }
        }
        // The new value must let the whole set hold.
        var fixed = model.linear[pick]
        fixed.expression = fixed.expression + (-value)
        let check = IndexedSolver(variableCount: model.variableCount)
        for constraint in model.implicit + members.map({ $0 == pick ? fixed : model.linear[$0] }) {
            guard case .success = check.add(constraint) else { return nil }
        }
        return abs(new) < 0.0005 ? 0 : new
    }
}
