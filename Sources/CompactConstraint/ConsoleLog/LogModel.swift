/// The views of one log and every constraint of it lowered to a linear constraint over
/// their variables, with readable names and compact strings.
///
/// The model (docs/console-log.md, "Assumptions"): each view or guide has a frame
/// `x, y, width, height` in one shared coordinate space (variables `4i … 4i+3`), so a
/// location is the same whichever superview it is measured from; `leading` is `left`
/// and `trailing` `right` (left to right). A frame attribute with a constant only
/// (`UIView:0x….minX == 20`, as autoresizing-mask constraints print a frame) is measured
/// from the superview: `|` of the description's names, else the superview another
/// description gives (`V:|-(8)-[view]` with `'|':…`), else a placeholder superview of its
/// own. Margins are the edges of the view's `UIViewLayoutMarginsGuide` when the log
/// places that guide, else unknown insets of at least 0; baselines are unknown offsets
/// from the top. Widths, heights and unknown margins are kept non-negative, as UIKit's
/// engine does (the implicit constraints, numbered after the log's).
struct LogModel {
    struct View {
        var key: String
        var className: String
        var name: String?
        var parent: Int?
        /// A superview the log does not name, made up for `child`.
        var placeholderFor: Int?
        var readable = ""
        /// Masonry's `mas_key`, when the log prints one in place of the address.
        var developerKey: String?
    }

    /// A term once items are resolved to views.
    struct Term {
        var view: Int
        var attribute: LogAttribute
    }

    struct Equation {
        var first: Term
        var relation: RelationKind
        var second: Term?
        var multiplier: Double
        var constant: Double
    }

    private(set) var views: [View] = []
    private var index: [String: Int] = [:]
    /// Per constraint of the log (the list, then the broken one), its resolved equation.
    private(set) var equations: [Equation] = []
    /// Per constraint: its compact string.
    private(set) var compact: [String] = []
    /// Per constraint: its linear constraint.
    private(set) var linear: [LinearConstraint] = []
    /// Non-negative sizes and margins: `ccc`'s model of what the engine keeps.
    private(set) var implicit: [LinearConstraint] = []
    private(set) var variableCount = 0
    private(set) var diagnostics: [Diagnostic] = []
    private var extras: [String: Int] = [:]
    private var marginsGuide: [Int: Int] = [:]

    /// Models `constraints` (the list, then the broken one if any).
    init(_ constraints: [LogConstraint]) {
        for constraint in constraints { registerItems(of: constraint) }
        var pending: [(LogConstraint, Equation)] = []
        for constraint in constraints { pending.append((constraint, resolve(constraint))) }
        let names = LogViewNaming.names(for: views.map { ($0.className, $0.name, $0.developerKey) })
        for (i, name) in names.enumerated() { views[i].readable = name }
        for (i, view) in views.enumerated() where view.name == "UIViewLayoutMarginsGuide" && view.className.hasSuffix("LayoutGuide") {
            if let parent = view.parent, marginsGuide[parent] == nil { marginsGuide[parent] = i }
        }
        variableCount = 4 * views.count
        for (constraint, resolved) in pending {
            var equation = resolved
            let priority = Self.contentSize(constraint, &equation)
            equations.append(equation)
            let text = describe(equation, priority: priority)
            compact.append(text)
            let lhs = self.expression(equation.first)
            let rhs = equation.second.map { self.expression($0) } ?? LinearExpression()
            let expression = ConstraintBuilder.expression(
                lhs, rhs, multiplier: equation.multiplier, constant: equation.constant,
                in: multiplierOrigin(equation).map(ConstraintBuilder.Space.ancestorOrigin) ?? .root)
            linear.append(LinearConstraint(
                expression, equation.relation, priority: priority,
                origin: ConstraintOrigin(
                    kind: .written, identifier: constraint.identifier ?? "\(constraint.className):\(constraint.address)",
                    canonical: text, range: constraint.range)))
        }
        for (i, view) in views.enumerated() {
            for (offset, attribute) in [(2, "width"), (3, "height")] {
                implicit.append(nonNegative(LinearExpression(variable: 4 * i + offset), "\(view.readable).\(attribute) >= 0"))
            }
        }
        // A margins guide lies inside its view on the sides the log does not place (a log
        // may hold only `UIView-leftMargin-guide-constraint`): margins are at least 0.
        var placed: [Int: Set<String>] = [:]
        for (constraint, equation) in zip(constraints, equations) {
            guard let id = constraint.identifier, id.hasPrefix("UIView-"), id.hasSuffix("Margin-guide-constraint") else { continue }
            let side = id.dropFirst("UIView-".count).dropLast("Margin-guide-constraint".count)
            let normal = side == "leading" ? "left" : side == "trailing" ? "right" : String(side)
            for view in [equation.first.view, equation.second?.view].compactMap({ $0 }) { placed[view, default: []].insert(normal) }
        }
        for (owner, guide) in marginsGuide.sorted(by: { $0.key < $1.key }) {
            let o = (x: LinearExpression(variable: 4 * owner), y: LinearExpression(variable: 4 * owner + 1),
                     w: LinearExpression(variable: 4 * owner + 2), h: LinearExpression(variable: 4 * owner + 3))
            let g = (x: LinearExpression(variable: 4 * guide), y: LinearExpression(variable: 4 * guide + 1),
                     w: LinearExpression(variable: 4 * guide + 2), h: LinearExpression(variable: 4 * guide + 3))
            let name = views[owner].readable
            let sides = [
                ("left", g.x - o.x), ("right", o.x + o.w - (g.x + g.w)), ("top", g.y - o.y), ("bottom", o.y + o.h - (g.y + g.h)),
            ]
            for (side, inset) in sides where placed[guide]?.contains(side) != true {
                implicit.append(nonNegative(inset, "\(name).\(side)Margin >= 0"))
            }
        }
        for key in extras.keys.sorted(by: { (extras[$0] ?? 0) < (extras[$1] ?? 0) }) where key.contains("Margin") {
            if let variable = extras[key] {
                implicit.append(nonNegative(LinearExpression(variable: variable), "\(key) >= 0 (an unknown margin)"))
            }
        }
    }

    /// For a location multiplied by other than 1, the origin it is measured from: that of
    /// the items' nearest common ancestor (a view is its own ancestor), as `ccc solve`
    /// does (docs/fidelity.md, "The constraint's coordinate space"); nil when the log
    /// gives them no common ancestor (then both are measured in the shared space).
    private func multiplierOrigin(_ equation: Equation) -> LinearExpression? {
        let attribute = equation.first.attribute.layoutAttribute
        guard let second = equation.second,
            ConstraintBuilder.needsAncestorOrigin(attribute, multiplier: equation.multiplier)
        else { return nil }
        let kind = attribute.kind
        func ancestors(_ view: Int) -> [Int] {
            var chain = [view]
            var current = view
            while let parent = views[current].parent, !chain.contains(parent) {
                chain.append(parent)
                current = parent
            }
            return chain
        }
        let first = ancestors(equation.first.view)
        guard let common = ancestors(second.view).first(where: first.contains) else { return nil }
        return LinearExpression(variable: 4 * common + (kind == .horizontal ? 0 : 1))
    }

    /// The priority of a constraint; for an NSContentSizeLayoutConstraint
    /// (`width == 41 Hug:250 CompressionResistance:1000`), the part that is required:
    /// both (`==`), compression resistance only (`>=`), hugging only (`<=`), else the
    /// stronger of the two, optional.
    private static func contentSize(_ constraint: LogConstraint, _ equation: inout Equation) -> Int {
        guard constraint.hugging != nil || constraint.compressionResistance != nil else { return constraint.priority }
        let hug = constraint.hugging ?? 250
        let resistance = constraint.compressionResistance ?? 750
        switch (hug == 1000, resistance == 1000) {
        case (true, true): return 1000
        case (false, true):
            equation.relation = .greaterThanOrEqual
            return 1000
        case (true, false):
            equation.relation = .lessThanOrEqual
            return 1000
        case (false, false): return max(hug, resistance)
        }
    }

    private func nonNegative(_ expression: LinearExpression, _ text: String) -> LinearConstraint {
        LinearConstraint(
            expression, .greaterThanOrEqual, priority: 1000,
            origin: ConstraintOrigin(kind: .size, identifier: text, canonical: text, range: nil))
    }

    /// The view of `item`, registered on first sight.
    @discardableResult
    private mutating func view(_ item: LogItem) -> Int {
        if let known = index[item.key] { return known }
        views.append(View(key: item.key, className: item.className, name: item.name, developerKey: item.developerKey))
        index[item.key] = views.count - 1
        return views.count - 1
    }

    /// Registers the items in the order a reader meets them, and the superviews the
    /// `names:` list gives (`'|'`).
    private mutating func registerItems(of constraint: LogConstraint) {
        let equation = constraint.equation
        var children: [Int] = []
        for term in [equation.first, equation.second].compactMap({ $0 }) {
            switch term.item {
            case .item(let item): children.append(view(item))
            case .named(let name): if let item = constraint.names[name] { children.append(view(item)) }
            case .superview: break
            }
        }
        for key in constraint.names.keys.sorted() {
            if let item = constraint.names[key] { view(item) }
        }
        // A view placed against another's margins is taken to be its subview (margins are
        // the superview's: Apple's documentation of layoutMarginsGuide).
        if children.count == 2, children[0] != children[1], let second = equation.second {
            let margins: Set<LogAttribute> = [
                .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                .centerXWithinMargins, .centerYWithinMargins,
            ]
            if margins.contains(second.attribute), !margins.contains(equation.first.attribute) {
                adopt(children[0], by: children[1])
            } else if margins.contains(equation.first.attribute), !margins.contains(second.attribute) {
                adopt(children[1], by: children[0])
            }
        }
        let usesBar = [equation.first, equation.second].contains { $0?.item == .superview }
        let framed = equation.second == nil && equation.first.attribute.isFrame
        if let bar = constraint.names["|"], usesBar || framed {
            let parent = view(bar)
            for child in children { adopt(child, by: parent) }
        }
    }

    /// Makes `parent` the superview of `child` when the log has given it none yet and
    /// `child` is not `parent` or one of its ancestors: two descriptions that place each
    /// view inside the other (`a.left == b.leftMargin`, `b.left == a.leftMargin`) would
    /// make a cycle, which `--emit-layout` would write as a `superview-cycle` error.
    private mutating func adopt(_ child: Int, by parent: Int) {
        guard child != parent, views[child].parent == nil else { return }
        var ancestor: Int? = parent
        var steps = 0
        while let current = ancestor, steps <= views.count {
            if current == child { return }
            ancestor = views[current].parent
            steps += 1
        }
        views[child].parent = parent
    }

    /// The superview of `child`, a placeholder when the log names none.
    private mutating func parent(of child: Int) -> Int {
        if let parent = views[child].parent { return parent }
        let key = "superview of \(views[child].key)"
        if let known = index[key] { return known }
        views.append(View(key: key, className: "Superview", name: nil, placeholderFor: child))
        index[key] = views.count - 1
        views[child].parent = views.count - 1
        return views.count - 1
    }

    private mutating func resolve(_ constraint: LogConstraint) -> Equation {
        let equation = constraint.equation
        let other = [equation.first, equation.second].compactMap { term -> Int? in
            guard let term else { return nil }
            return resolveItem(term.item, constraint, child: nil)
        }.first ?? 0
        func term(_ term: LogTerm) -> Term {
            Term(view: resolveItem(term.item, constraint, child: other) ?? 0, attribute: term.attribute)
        }
        var result = Equation(
            first: term(equation.first), relation: equation.relation, second: equation.second.map(term),
            multiplier: equation.multiplier, constant: equation.constant)
        if result.second == nil, result.first.attribute.isFrame {
            let horizontal = [.minX, .midX, .maxX].contains(result.first.attribute)
            result.second = Term(view: parent(of: result.first.view), attribute: horizontal ? .minX : .minY)
        }
        return result
    }

    /// The view an item reference names; `|` is the superview of `child`.
    private mutating func resolveItem(_ reference: LogItemReference, _ constraint: LogConstraint, child: Int?) -> Int? {
        switch reference {
        case .item(let item):
            return view(item)
        case .named(let name):
            if let item = constraint.names[name] { return view(item) }
            guard child != nil else { return nil }
            diagnostics.append(Diagnostic(
                .warning, .logUnknownName,
                "the names list of this description does not give '\(name)'; it stands for a view of its own",
                at: constraint.range))
            return view(LogItem(className: "UIView", address: "", name: name))
        case .superview:
            guard let child else { return nil }
            if let bar = constraint.names["|"] { return view(bar) }
            return parent(of: child)
        }
    }

    /// The compact string of an equation with readable names (`minX` written `left`).
    private func describe(_ equation: Equation, priority: Int) -> String {
        func text(_ term: Term) -> String { "\(views[term.view].readable).\(term.attribute.layoutAttribute.rawValue)" }
        return CanonicalForm.describe(
            first: text(equation.first), relation: equation.relation, second: equation.second.map(text),
            multiplier: equation.multiplier, constant: equation.constant, priority: priority)
    }

    /// A variable of the model beyond the frames (a margin or a baseline offset).
    private mutating func extra(_ view: Int, _ what: String) -> LinearExpression {
        let key = "\(views[view].readable).\(what)"
        if let known = extras[key] { return LinearExpression(variable: known) }
        extras[key] = variableCount
        variableCount += 1
        return LinearExpression(variable: variableCount - 1)
    }

    /// An attribute as a linear expression, in points.
    private mutating func expression(_ term: Term) -> LinearExpression {
        let v = term.view
        let x = LinearExpression(variable: 4 * v)
        let y = LinearExpression(variable: 4 * v + 1)
        let w = LinearExpression(variable: 4 * v + 2)
        let h = LinearExpression(variable: 4 * v + 3)
        let guide = marginsGuide[v]
        func ofGuide(_ attribute: LogAttribute) -> LinearExpression? {
            guard let guide else { return nil }
            return expression(Term(view: guide, attribute: attribute))
        }
        switch term.attribute {
        case .left, .leading, .minX: return x
        case .right, .trailing, .maxX: return x + w
        case .centerX, .midX: return x + w * 0.5
        case .width: return w
        case .top, .minY: return y
        case .bottom, .maxY: return y + h
        case .centerY, .midY: return y + h * 0.5
        case .height: return h
        case .baseline, .lastBaseline: return y + extra(v, "lastBaselineOffset")
        case .firstBaseline: return y + extra(v, "firstBaselineOffset")
        case .leftMargin, .leadingMargin: return ofGuide(.left) ?? x + extra(v, "leftMargin")
        case .rightMargin, .trailingMargin: return ofGuide(.right) ?? x + w - extra(v, "rightMargin")
        case .topMargin: return ofGuide(.top) ?? y + extra(v, "topMargin")
        case .bottomMargin: return ofGuide(.bottom) ?? y + h - extra(v, "bottomMargin")
        case .centerXWithinMargins:
            return ofGuide(.centerX) ?? x + w * 0.5 + (extra(v, "leftMargin") - extra(v, "rightMargin")) * 0.5
        case .centerYWithinMargins:
            return ofGuide(.centerY) ?? y + h * 0.5 + (extra(v, "topMargin") - extra(v, "bottomMargin")) * 0.5
        }
    }
}
