/// Builds the view tree: indexes views in file order after the root, resolves each
/// `superview` name, and reports unknown superviews and cycles. A view in error hangs
/// from the root so that the rest of the layout still compiles.
enum ViewTree {
    static func build(_ document: LayoutDocument, into diagnostics: inout Diagnostics) -> [CompiledView] {
        var views = [
            CompiledView(
                name: "self", index: 0, superview: nil, nameRange: nil, layoutMargins: document.layoutMargins,
                safeAreaInsets: document.safeArea)
        ]
        // Views are walked by position and read in place (through a buffer: even
        // `declarations[i].name` on the array copied the declaration): a declaration is over
        // a hundred bytes, and copying each one twice cost more than the rest of the walk.
        let superviewRanges = document.views.withUnsafeBufferPointer { declarations in
            addViews(declarations, to: &views, into: &diagnostics)
        }
        breakCycles(&views, superviewRanges, &diagnostics)
        return views
    }

    /// Appends a compiled view for each declaration (after the root in `views`) and hangs each
    /// from its superview; reports duplicate names and unknown superviews. Returns where each
    /// view's `superview` is written, by view index.
    private static func addViews(
        _ declarations: UnsafeBufferPointer<ViewDeclaration>, to views: inout [CompiledView],
        into diagnostics: inout Diagnostics
    ) -> [Int: SourceRange] {
        views.reserveCapacity(declarations.count + 1)
        var indexByName = NameTable<Int>(capacity: declarations.count)
        for position in declarations.indices {
            let name = declarations[position].name
            if let first = indexByName[name] {
                let declaration = declarations[position]
                diagnostics.error(
                    .jsonDuplicateKey, "view '\(declaration.name)' is declared twice", at: declaration.nameRange,
                    notes: [DiagnosticNote("first declared here", at: views[first].nameRange)])
                continue
            }
            indexByName.store(views.count, for: name)
            views.append(
                CompiledView(
                    name: name, index: views.count, superview: 0, nameRange: declarations[position].nameRange,
                    layoutMargins: declarations[position].layoutMargins, baseline: declarations[position].baseline,
                    lastBaseline: declarations[position].lastBaseline))
        }
        let suggestions = SuggestionBudget()
        var superviewRanges: [Int: SourceRange] = [:]
        for position in declarations.indices {
            guard let superview = declarations[position].superview, let index = indexByName[declarations[position].name]
            else { continue }
            superviewRanges[index] = superview.range
            if let parent = indexByName[superview.name] {
                views[index].superview = parent
            } else if superview.name == "self" {
                views[index].superview = 0
            } else {
                diagnostics.error(
                    .unknownSuperview, "superview '\(superview.name)' of '\(declarations[position].name)' is not a view in this layout",
                    at: superview.range,
                    notes: suggestionNote(
                        for: superview.name, in: declarations.map(\.name), at: superview.range, budget: suggestions))
            }
        }
        return superviewRanges
    }

    /// Walks up from every view; a walk that returns to a view on its own path is a cycle,
    /// reported once, at the superview entry of its first member in file order, with its
    /// length and at most `excerptLength` names; every member is re-hung from the root.
    /// Each view is walked once, so the work is linear in the number of views.
    private static func breakCycles(
        _ views: inout [CompiledView], _ superviewRanges: [Int: SourceRange], _ diagnostics: inout Diagnostics
    ) {
        var state = [UInt8](repeating: 0, count: views.count)  // 0 unseen, 1 on path, 2 done
        state[0] = 2
        // One path array for every walk, emptied between them (not an allocation per view).
        var path: [Int] = []
        for start in views.indices where state[start] == 0 {
            path.removeAll(keepingCapacity: true)
            var current = start
            while state[current] == 0 {
                state[current] = 1
                path.append(current)
                current = views[current].superview ?? 0
            }
            if state[current] == 1, let cycleStart = path.lastIndex(of: current) {
                let cycle = path[cycleStart...]
                let first = cycle.min() ?? current
                let range = superviewRanges[first] ?? views[first].nameRange
                diagnostics.error(
                    .superviewCycle, "'\(views[first].name)' is its own ancestor: \(describe(cycle, from: first, views))",
                    at: range)
                for member in cycle { views[member].superview = 0 }
            }
            for member in path { state[member] = 2 }
        }
    }

    /// The most names of a cycle its message lists.
    static let excerptLength = 6

    /// `a → b → a`, or for a long cycle `a cycle of 5000 views: v0 → v1 → … → v4999 → v0`,
    /// starting at `first` and following superviews.
    private static func describe(_ cycle: ArraySlice<Int>, from first: Int, _ views: [CompiledView]) -> String {
        var names: [String] = []
        var current = first
        repeat {
            names.append("\(views[current].name)")
            current = views[current].superview ?? 0
        } while current != first && names.count < excerptLength
        if cycle.count <= excerptLength { return (names + [views[first].name]).joined(separator: " → ") }
        let last = cycle.firstIndex(of: first).map { $0 == cycle.startIndex ? cycle[cycle.endIndex - 1] : cycle[$0 - 1] } ?? first
        return "a cycle of \(cycle.count) views: "
            + (names.prefix(excerptLength - 1) + ["…", views[last].name, views[first].name]).joined(separator: " → ")
    }
}
