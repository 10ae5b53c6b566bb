extension LayoutDecoder {
    /// One member of `views`: its name must be an identifier, its value an object.
    static func decodeView(_ member: JSONMember, _ access: inout JSONAccess) -> ViewDeclaration? {
        let nameRange = member.key.fileRange
        let name = member.name
        guard Identifier.isValid(bytes: member.key.bytes) else {
            access.diagnostics.error(
                .invalidViewName,
                "'\(name)' is not a valid view name (ASCII letters, digits and '_', not starting with a digit)",
                at: nameRange)
            return nil
        }
        if let keyword = shadowedKeyword(name) {
            access.diagnostics.warning(
                .viewShadowsKeyword,
                "a view named '\(name)' hides the keyword: every string's '\(name)' is this view, never \(keyword)",
                at: nameRange)
        }
        var view = ViewDeclaration(name: name, nameRange: nameRange)
        guard let members = access.object(member.value, "view '\(name)'") else { return view }
        access.warnUnknownKeys(members, known: viewKeys, in: "view '\(name)'")
        var marginNode: JSONNode?
        var cellMember: JSONMember?
        var spanNode: JSONNode?
        var baselineNodes: [(String, JSONNode)] = []
        for field in members {
            let node = field.value
            // Built only when a message or a helper reads it (most views have no problem).
            var what: String { "'\(name).\(field.name)'" }
            switch field.name {
            case "superview":
                if case .null = node.value { break }
                if let name = access.string(node, what) { view.superview = (name.text, name.fileRange) }
            case "intrinsicSize":
                if let (w, h) = access.pair(node, what, allowNone: true), checkSizes(w, h, node, what, &access) {
                    view.intrinsicSize = (w, h)
                }
            case "size":
                if let (w, h) = access.pair(node, what, allowNone: true), checkSizes(w, h, node, what, &access) {
                    view.size = (w, h)
                }
            case "hugging":
                if let (h, v) = access.pair(node, what), checkPriorities(h, v, node, what, &access) {
                    view.hugging = (h ?? 250, v ?? 250)
                }
            case "compressionResistance":
                if let (h, v) = access.pair(node, what), checkPriorities(h, v, node, what, &access) {
                    view.compressionResistance = (h ?? 750, v ?? 750)
                }
            case "layoutMargins":
                if let insets = access.insets(node, what) { view.layoutMargins = insets }
            case "baseline":
                view.baseline = access.number(node, what)
                baselineNodes.append((field.name, node))
            case "lastBaseline":
                view.lastBaseline = access.number(node, what)
                baselineNodes.append((field.name, node))
            case "constraints":
                view.constraints = decodeConstraints(node, what, &access)
            case "lint":
                access.lintObjects.append(LintObject(node: node, scope: nameRange.lowerBound..<member.value.range.upperBound))
            case "align":
                view.align = decodeAlign(node, what, &access)
            case "margin":
                marginNode = node
            case "stack":
                view.stack = decodeStack(field, "'\(name).stack'", &access)
            case "grid":
                view.grid = decodeGrid(field, "'\(name).grid'", &access)
            case "cell":
                cellMember = field
            case "span":
                spanNode = node
            case "hidden":
                view.hidden = decodeHidden(node, what, &access)
            case "spacingAfter":
                view.spacingAfter = decodeNumberOrMetric(node, what, &access)
            default:
                break
            }
        }
        if let marginNode {
            if view.align == nil {
                access.diagnostics.warning(
                    .intentIgnored, "'margin' has no effect without 'align'", at: marginNode.range)
            } else if let margin = decodeMargin(marginNode, "'\(name).margin'", &access) {
                view.align?.margin = margin
            }
        }
        if let cellMember {
            view.cell = decodeCell(cellMember, span: spanNode, name, &access)
        } else if let spanNode {
            access.diagnostics.warning(.unknownKey, "'span' has no effect without 'cell'", at: spanNode.range)
        }
        checkBaselines(view, baselineNodes, &access)
        if view.stack != nil, view.grid != nil, let range = view.grid?.range {
            access.diagnostics.error(
                .invalidValue, "'\(name)' cannot be both a stack and a grid", at: range)
            view.grid = nil
        }
        return view
    }

    /// `"right top"`, `"top right"`, `"center"`, `"fill"`: at most one word per axis, in
    /// any order. `left right leading trailing` are horizontal and `top bottom` vertical;
    /// `center` and `fill` take whichever axis the other word leaves, and alone mean both.
    static func decodeAlign(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> Docking? {
        guard let text = access.string(node, what) else { return nil }
        switch docking(text.text, range: node.range) {
        case .docking(let docking):
            return docking
        case .invalid(let reason):
            access.diagnostics.error(
                .invalidValue,
                "\(what): \(reason) (horizontal: left, center, right, fill, leading, trailing; "
                    + "vertical: top, center, bottom, fill; one per axis)",
                at: node.range)
            return nil
        }
    }

    /// What an `align` text gives: its docking (`range` is where the value is written), or why
    /// it is invalid. `decodeAlign` and `LayoutFastReader` share it.
    enum AlignReading {
        case docking(Docking)
        case invalid(String)
    }

    /// Reads the words of an `align` value (`decodeAlign`).
    static func docking(_ text: String, range: SourceRange) -> AlignReading {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty else { return .invalid("the alignment is empty") }
        guard words.count <= 2 else { return .invalid("'\(text)' has more than two words") }
        var horizontal: Docking.Horizontal?
        var vertical: Docking.Vertical?
        var either: [String] = []
        for word in words {
            if word == "center" || word == "fill" {
                either.append(word)
            } else if let h = Docking.Horizontal(rawValue: word) {
                guard horizontal == nil else { return .invalid("'\(word)' is a second horizontal alignment") }
                horizontal = h
            } else if let v = Docking.Vertical(rawValue: word) {
                guard vertical == nil else { return .invalid("'\(word)' is a second vertical alignment") }
                vertical = v
            } else {
                return .invalid("'\(word)' is not an alignment")
            }
        }
        if words.count == 1, let word = either.first {
            return .docking(
                Docking(
                    horizontal: Docking.Horizontal(rawValue: word), vertical: Docking.Vertical(rawValue: word),
                    range: range))
        }
        for word in either {
            if horizontal == nil {
                horizontal = Docking.Horizontal(rawValue: word)
            } else {
                vertical = Docking.Vertical(rawValue: word)
            }
        }
        return .docking(Docking(horizontal: horizontal, vertical: vertical, range: range))
    }

    /// Sizes are not negative; -1 and null (already nil here) mean "none in this axis".
    static func checkSizes(_ w: Double?, _ h: Double?, _ node: JSONNode, _ what: String, _ access: inout JSONAccess)
        -> Bool
    {
        guard (w ?? 0) >= 0, (h ?? 0) >= 0 else {
            access.diagnostics.error(
                .invalidValue, "\(what) must not be negative (use -1 or null for no size in an axis)", at: node.range)
            return false
        }
        return true
    }

    /// Hugging and compression-resistance priorities lie in 1...1000, as every priority.
    static func checkPriorities(
        _ h: Double?, _ v: Double?, _ node: JSONNode, _ what: String, _ access: inout JSONAccess
    ) -> Bool {
        for value in [h, v].compactMap({ $0 }) where !(1...1000).contains(value) {
            access.diagnostics.error(
                .priorityOutOfRange, "\(what): priority \(formatNumber(value)) is outside 1...1000", at: node.range)
            return false
        }
        return true
    }

    /// One number, `[x, y]`, or `[top, left, bottom, right]`.
    static func decodeMargin(_ node: JSONNode, _ what: String, _ access: inout JSONAccess) -> EdgeInsets? {
        if case .number = node.value {
            guard let all = access.number(node, what) else { return nil }
            return EdgeInsets(top: all, left: all, bottom: all, right: all)
        }
        guard case .array = node.value else {
            access.mismatch(node, what, expected: "a number, [x, y] or [top, left, bottom, right]")
            return nil
        }
        if case .array(let items) = node.value, items.count == 2 {
            guard let (x, y) = access.pair(node, what), let x, let y else { return nil }
            return EdgeInsets(top: y, left: x, bottom: y, right: x)
        }
        if case .array(let items) = node.value, items.count != 4 {
            access.diagnostics.error(.invalidValue, "\(what) must be a number, [x, y] or [top, left, bottom, right]",
                at: node.range)
            return nil
        }
        return access.insets(node, what)
    }

    /// The identifier rule of view, metric and state names (`Identifier`).
    static func isIdentifier(_ name: String) -> Bool { Identifier.isValid(name) }

    /// What the keyword a view named `name` hides means (docs/language.md, Items: a view
    /// named `self`, `super` or `safe` wins over the keyword); nil for any other name.
    static func shadowedKeyword(_ name: String) -> String? {
        switch name {
        case "self": "the root"
        case "super": "the left item's superview"
        case "safe": "the superview's safe-area guide"
        default: nil
        }
    }
}
