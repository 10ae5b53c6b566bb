/// Which metric names a layout knows, so that a command-line override (`--metric NAME=…`,
/// a `--metrics` file) whose name the layout never uses can be reported with a
/// did-you-mean (`spacng` → `spacing`) instead of silently doing nothing.
public enum MetricUsage {
    /// The names a layout declares or may read as metrics, in file order without repeats:
    /// its `metrics`, every state's overrides, stack spacings and `hidden` given as metric
    /// names, the names in value positions of compact constraints (constant, multiplier,
    /// priority, right-hand side), and every word of visual format strings and strings
    /// that do not parse (where a name may be a metric).
    public static func names(in document: LayoutDocument) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for name in document.metrics.map(\.name) + document.states.flatMap({ $0.metrics.map(\.name) }) + read(by: document)
        where seen.insert(name).inserted {
            names.append(name)
        }
        return names
    }

    /// The names a layout reads as metrics, in file order (with repeats): stack spacings
    /// and `hidden` given as metric names, the names in value positions of compact
    /// constraints, and every word of visual format strings and strings that do not parse.
    static func read(by document: LayoutDocument) -> [String] {
        var names: [String] = []
        for view in document.views {
            if case .metric(let name)? = view.stack?.spacing { names.append(name.name) }
            if case .metric(let name)? = view.hidden?.value { names.append(name.name) }
            if case .metric(let name)? = view.spacingAfter { names.append(name.name) }
        }
        for entry in document.views.flatMap(\.constraints) + document.constraints {
            let string = ConstraintString(entry)
            if let tree = string.tree {
                for case .name(let name) in UnusedMetricCheck.values(of: tree) { names.append(name.text) }
            } else {
                names += string.words
            }
        }
        return names
    }

    /// The overrides whose names `names` does not contain, each with the closest known
    /// name when there is one, in the order given.
    public static func unused(_ overrides: [String], among names: [String]) -> [(name: String, suggestion: String?)] {
        let known = Set(names)
        var reported: Set<String> = []
        var unused: [(name: String, suggestion: String?)] = []
        for name in overrides where !known.contains(name) && reported.insert(name).inserted {
            unused.append((name, closestMatch(to: name, in: names)))
        }
        return unused
    }
}
