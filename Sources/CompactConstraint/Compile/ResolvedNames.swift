/// What each name a layout's compact strings spell means in one `Scope`: the view it
/// names, the metric's value, the attribute, or the keyword `self`, `super` or `safe`. Each
/// distinct name is looked up here once (by the number `NameInterner` gave it), so
/// lowering a string reads four array entries instead of hashing four names. A class, so
/// that each string's lowering holds one reference, not four arrays.
final class ResolvedNames {
    enum Keyword: UInt8 {
        case selfView, superview, safeArea
    }

    /// Per name: the view's index, or -1.
    private let views: [Int32]
    private let metrics: [Double?]
    private let attributes: [LayoutAttribute?]
    private let keywords: [Keyword?]

    /// Resolves every name of `names` in `scope`, as `Scope.view(named:)`,
    /// `Scope.metric(named:)` and `LayoutAttribute.named(_:)` would answer for its text.
    init(_ names: NameInterner, scope: Scope) {
        var views = [Int32](repeating: -1, count: names.count)
        // In view order, so that a later view of the same name wins, as in the scope's table.
        // Read in place: `for view in`, or `scope.views[i].name`, copied every compiled view.
        scope.views.withUnsafeBufferPointer { compiled in
            for position in compiled.indices.dropFirst() {
                if let id = names.id(of: compiled[position].name), let index = Int32(exactly: compiled[position].index) {
                    views[Int(id)] = index
                }
            }
        }
        var metrics = [Double?](repeating: nil, count: names.count)
        for name in scope.metricNames {
            if let id = names.id(of: name) { metrics[Int(id)] = scope.metric(named: name) }
        }
        var attributes = [LayoutAttribute?](repeating: nil, count: names.count)
        for attribute in LayoutAttribute.allCases {
            if let id = names.id(of: attribute.rawValue) { attributes[Int(id)] = attribute }
        }
        var keywords = [Keyword?](repeating: nil, count: names.count)
        // The same three as `resolvable(in:)`.
        for (text, keyword) in [("self", Keyword.selfView), ("super", .superview), ("safe", .safeArea)] {
            if let id = names.id(of: text) { keywords[Int(id)] = keyword }
        }
        self.views = views
        self.metrics = metrics
        self.attributes = attributes
        self.keywords = keywords
    }

    /// Every name `init` may resolve in `scope`: the views', the metrics', the attributes' and
    /// the keywords'. A deferred parse (`ParsedLayout.deferred(_:)`) interns them before its
    /// strings, so that a name first met in a later string resolves to nothing, as it should.
    static func resolvable(in scope: Scope) -> [String] {
        var names: [String] = []
        scope.views.withUnsafeBufferPointer { compiled in
            for position in compiled.indices.dropFirst() { names.append(compiled[position].name) }
        }
        names += scope.metricNames
        names += LayoutAttribute.allCases.map(\.rawValue)
        names += ["self", "super", "safe"]
        return names
    }

    /// The index of the view called `name`.
    func view(_ name: TreeName) -> Int? {
        let id = Int(name.id)
        guard id < views.count, views[id] >= 0 else { return nil }
        return Int(views[id])
    }

    /// The metric's value (NaN for a metric whose value in the file is invalid).
    func metric(_ name: TreeName) -> Double? {
        let id = Int(name.id)
        return id < metrics.count ? metrics[id] : nil
    }

    func attribute(_ name: TreeName) -> LayoutAttribute? {
        let id = Int(name.id)
        return id < attributes.count ? attributes[id] : nil
    }

    func keyword(_ name: TreeName) -> Keyword? {
        let id = Int(name.id)
        return id < keywords.count ? keywords[id] : nil
    }
}
