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
        var indexByName: [String: Int] = [:]
        for declaration in document.views {
            if let first = indexByName[declaration.name] {
                diagnostics.error(
                    .jsonDuplicateKey, "view '\(declaration.name)' is declared twice", at: declaration.nameRange,
                    notes: [DiagnosticNote("first declared here", at: views[first].nameRange)])
                continue
            }
            indexByName[declaration.name] = views.count
            views.append(
                CompiledView(
                    name: declaration.name, index: views.count, superview: 0, nameRange: declaration.nameRange,
                    layoutMargins: declaration.layoutMargins, baseline: declaration.baseline,
                    lastBaseline: declaration.lastBaseline))
        }
        let names = document.views.map(\.name)
        let suggestions = SuggestionBudget()
        var superviewRanges: [Int: SourceRange] = [:]
        for declaration in document.views {
            guard let index = indexByName[declaration.name], let superview = declaration.superview else { continue }
            superviewRanges[index] = superview.range
            if let parent = indexByName[superview.name] {
                views[index].superview = parent
            } else if superview.name == "self" {
                views[index].superview = 0
            } else {
                diagnostics.error(
                    .unknownSuperview, "superview '\(superview.name)' of '\(declaration.name)' is not a view in this layout",
                    at: superview.range, notes: suggestionNote(for: superview.name, in: names, at: superview.range, budget: suggestions))
            }
        }
        breakCycles(&views, superviewRanges, &diagnostics)
        return views
    }

    /// Walks up from every view; a walk that returns to a view on its own path is a cycle,
    /// reported once at the superview entry of each member, which is then re-hung from the root.
    private static func breakCycles(
        _ views: inout [CompiledView], _ superviewRanges: [Int: SourceRange], _ diagnostics: inout Diagnostics
    ) {
        var state = [UInt8](repeating: 0, count: views.count)  // 0 unseen, 1 on path, 2 done
        state[0] = 2
        for start in views.indices where state[start] == 0 {
            var path: [Int] = []
            var current = start
            while state[current] == 0 {
                state[current] = 1
                path.append(current)
                current = views[current].superview ?? 0
            }
            if state[current] == 1, let cycleStart = path.firstIndex(of: current) {
                let cycle = Array(path[cycleStart...])
                let description = (cycle + [current]).map { views[$0].name }.joined(separator: " → ")
                for member in cycle {
                    let range = superviewRanges[member] ?? views[member].nameRange
                    diagnostics.error(
                        .superviewCycle, "'\(views[member].name)' is its own ancestor: \(description)", at: range)
                    views[member].superview = 0
                }
            }
            for member in path { state[member] = 2 }
        }
    }
}
