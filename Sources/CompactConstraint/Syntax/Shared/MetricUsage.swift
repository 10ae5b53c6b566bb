/// Which metric names a layout knows, so that a command-line override (`--metric NAME=…`,
/// a `--metrics` file) whose name the layout never uses can be reported with a
/// did-you-mean (`spacng` → `spacing`) instead of silently doing nothing.
public enum MetricUsage {
    /// The names a layout declares or may read as metrics, in file order without repeats:
    /// its `metrics`, every state's overrides, stack spacings and `hidden` given as metric
    /// names, the names in value positions of compact constraints (constant, multiplier,
    /// priority, right-hand side), the names in value positions of visual format strings
    /// (predicates' objects and priorities: not the orientation, not the views in brackets),
    /// and every word of strings that do not parse (where a name may be a metric).
    public static func names(in layout: ParsedLayout) -> [String] {
        let document = layout.document
        var names: [String] = []
        var seen: Set<String> = []
        for name in document.metrics.map(\.name) + document.states.flatMap({ $0.metrics.map(\.name) }) + read(by: layout)
        where seen.insert(name).inserted {
            names.append(name)
        }
        return names
    }

    /// The names a layout reads as metrics, in file order (with repeats): stack spacings
    /// and `hidden` given as metric names, the names in value positions of compact
    /// constraints and visual format strings, and every word of strings that do not parse.
    /// The syntax trees are the parse stage's: nothing is parsed again. Once the trees are
    /// released (`ParsedLayout.releasingSyntax()`), the names kept then, each once.
    static func read(by layout: ParsedLayout) -> [String] {
        if let reads = layout.metricReads { return reads }
        let document = layout.document
        var names = declarationReads(document)
        // Each list read in place, by index: `layout.strings` would copy every tree, and
        // `for string in list` every string (issue #17: 23 M instructions on a 100×100 grid).
        for position in layout.viewStrings.indices {
            appendReads(of: layout.viewStrings[position], layout.viewEntries(at: position), first: 0, to: &names)
        }
        let entries = document.constraints
        for chunk in layout.topLevelChunks.indices {
            appendReads(of: layout.topLevelChunks[chunk], entries, first: chunk * ParsedLayout.chunkSize, to: &names)
        }
        return names
    }

    /// The names the view declarations read as metrics, in order: stack spacings, `hidden`
    /// and `spacingAfter` given as metric names (what `read(by:)` lists before the strings').
    static func declarationReads(_ document: LayoutDocument) -> [String] {
        var names: [String] = []
        for view in document.views {
            if case .metric(let name)? = view.stack?.spacing { names.append(name.name) }
            if case .metric(let name)? = view.hidden?.value { names.append(name.name) }
            if case .metric(let name)? = view.spacingAfter { names.append(name.name) }
        }
        return names
    }

    /// The names `strings` read as metrics, appended in order; `strings[i]` was parsed from
    /// `entries[first + i]`. A compact tree's value positions are looked at one by one
    /// (`CompactTree.values` made an array a string). The compiler calls it on each list of
    /// a deferred parse (`ParsedLayout.deferred(_:)`) before letting the list go.
    static func appendReads(
        of strings: [ParsedString], _ entries: [ConstraintEntry], first: Int, to names: inout [String]
    ) {
        // The entry's text is read only for a name (a copy of it a string retained its bytes).
        for index in strings.indices where entries.indices.contains(first + index) {
            let entry = first + index
            switch strings[index].syntax {
            case .compact(let tree):
                if case .value(.name(let name)) = tree.second { names.append(entries[entry].text.text(name.range.range)) }
                if case .name(let name)? = tree.multiplier?.value { names.append(entries[entry].text.text(name.range.range)) }
                if case .name(let name)? = tree.constant?.value { names.append(entries[entry].text.text(name.range.range)) }
                if case .name(let name)? = tree.priority { names.append(entries[entry].text.text(name.range.range)) }
            case .visualFormat(let tree):
                for value in tree.values {
                    if case .name(let name) = value { names.append(entries[entry].text.text(name.range)) }
                }
            default:
                names += ParsedString.words(in: entries[entry].text.bytes)
            }
        }
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
