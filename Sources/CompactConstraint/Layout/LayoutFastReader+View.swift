/// The view level of `LayoutFastReader`: the `views` object, each view's keys, and the
/// stack keys (`stack`, `align`, `hidden`, `spacingAfter`: the benchmark's stack shapes and
/// every stack layout of the corpus), read as `LayoutDecoder.decodeView` and
/// `decodeStack` decode them when they report nothing.
extension LayoutFastReader {
    mutating func readViews() throws(Miss) -> [ViewDeclaration] {
        var names = NameInterner()
        var views: [ViewDeclaration] = []
        views.reserveCapacity(elementCount())
        var more = try openObject()
        while more {
            let key = try readKey()
            try checkNewIdentifier(key, in: &names)
            views.append(try readView(named: key))
            more = try continueObject()
        }
        return views
    }

    private mutating func readView(named key: Range<Int>) throws(Miss) -> ViewDeclaration {
        var view = ViewDeclaration(name: text(key), nameRange: SourceRange(key.lowerBound, key.upperBound))
        // A name that hides a keyword gets a warning: the general path reports it.
        if LayoutDecoder.shadowedKeyword(view.name) != nil { throw Miss() }
        var seen = FastKeySet()
        var more = try openObject()
        while more {
            let key = try readKey()
            let field = try known(key, ViewKey.self)
            try seen.insert(field.rawValue)
            switch field {
            case .superview:
                if try readNull() { break }
                let name = try readString()
                view.superview = (name.text, name.fileRange)
            case .intrinsicSize:
                view.intrinsicSize = try readSizePair()
            case .size:
                view.size = try readSizePair()
            case .hugging:
                view.hugging = try readPriorityPair()
            case .compressionResistance:
                view.compressionResistance = try readPriorityPair()
            case .layoutMargins:
                view.layoutMargins = try readInsets()
            case .constraints:
                view.constraints = try readConstraints()
            case .stack:
                view.stack = try readStack(key: key)
            case .align:
                let (text, range) = try readStringToken()
                guard case .docking(let docking) = LayoutDecoder.docking(text.text, range: range) else { throw Miss() }
                view.align = docking
            case .hidden:
                view.hidden = try readHidden()
            case .spacingAfter:
                view.spacingAfter = try readNumberOrMetric()
            }
            more = try continueObject()
        }
        return view
    }

    /// `{"axis": …, "spacing": …, …}`: each key known and once, each value valid (an
    /// invalid one is the general path's diagnostic and `hasInvalidSettings`).
    private mutating func readStack(key: Range<Int>) throws(Miss) -> StackDeclaration {
        var stack = StackDeclaration(range: SourceRange(key.lowerBound, key.upperBound))
        var seen = FastKeySet()
        var more = try openObject()
        while more {
            let key = try readKey()
            let field = try known(key, StackKey.self)
            try seen.insert(field.rawValue)
            switch field {
            case .axis: stack.axis = try readEnum(StackDeclaration.Axis.self)
            case .spacing: stack.spacing = try readNumberOrMetric()
            case .alignment: stack.alignment = try readEnum(StackDeclaration.Alignment.self)
            case .distribution: stack.distribution = try readEnum(StackDeclaration.Distribution.self)
            case .layoutMarginsRelative: stack.layoutMarginsRelative = try readFlag()
            case .baselineRelative: stack.baselineRelative = try readFlag()
            }
            more = try continueObject()
        }
        return stack
    }

    /// `true` or `false`.
    private mutating func readFlag() throws(Miss) -> Bool {
        guard let (flag, _) = try readBool() else { throw Miss() }
        return flag
    }

    /// `hidden`: `true`, `false` or a metric name (`LayoutDecoder.decodeHidden`).
    private mutating func readHidden() throws(Miss) -> HiddenDeclaration {
        if let (flag, range) = try readBool() { return HiddenDeclaration(value: .number(flag ? 1 : 0), range: range) }
        let (name, range) = try readStringToken()
        return HiddenDeclaration(value: .metric(NameInFile(name.text, name.fileRange)), range: range)
    }

    /// A number, or a string naming a metric (`LayoutDecoder.decodeNumberOrMetric`).
    private mutating func readNumberOrMetric() throws(Miss) -> NumberOrMetric {
        guard stringFollows() else { return .number(try readNumber()) }
        let name = try readString()
        return .metric(NameInFile(name.text, name.fileRange))
    }

    /// `[w, h]` of sizes: each a number not negative, or `null` or -1 for none.
    private mutating func readSizePair() throws(Miss) -> (Double?, Double?) {
        try expect(JSONByte.openBracket)
        let width = try readOptionalSize()
        try expect(JSONByte.comma)
        let height = try readOptionalSize()
        try expect(JSONByte.closeBracket)
        return (width, height)
    }

    private mutating func readOptionalSize() throws(Miss) -> Double? {
        if try readNull() { return nil }
        let value = try readNumber()
        if value == -1 { return nil }
        guard value >= 0 else { throw Miss() }
        return value
    }

    /// `[horizontal, vertical]` priorities, each in 1...1000.
    private mutating func readPriorityPair() throws(Miss) -> (Double, Double) {
        try expect(JSONByte.openBracket)
        let horizontal = try readNumber()
        try expect(JSONByte.comma)
        let vertical = try readNumber()
        try expect(JSONByte.closeBracket)
        guard (1...1000).contains(horizontal), (1...1000).contains(vertical) else { throw Miss() }
        return (horizontal, vertical)
    }
}

private enum ViewKey: Int, FastKey {
    case superview, intrinsicSize, size, hugging, compressionResistance, layoutMargins, constraints
    case stack, align, hidden, spacingAfter
    static let spellings = [
        "superview", "intrinsicSize", "size", "hugging", "compressionResistance", "layoutMargins", "constraints",
        "stack", "align", "hidden", "spacingAfter",
    ]
}

private enum StackKey: Int, FastKey {
    case axis, spacing, alignment, distribution, layoutMarginsRelative, baselineRelative
    static let spellings = ["axis", "spacing", "alignment", "distribution", "layoutMarginsRelative", "baselineRelative"]
}
