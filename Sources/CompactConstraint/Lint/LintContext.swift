/// Everything a lint check may look at: the file, the decoded document, the compiled
/// constraints, the solution, and every constraint string (with the few syntax trees a
/// check reads after the solve).
struct LintContext {
    let file: SourceFile
    let document: LayoutDocument
    let layout: CompiledLayout
    let solution: Solution
    /// The pipeline's solved system, at the layout's spaced priorities (`SpacedPriorities`):
    /// the priority-tie trials take it over instead of solving the layout again.
    let trialSolver: TrialSolverHandOff
    /// Every constraint string of the file: each view's list in file order, then the top level.
    let strings: ConstraintStrings
    /// The compact trees `compactconstraint-difference` may warn about, by position in
    /// `strings` (`ParsedLayout.constantTrees`: the other trees are let go after lowering).
    let constantTrees: [ConstantTree]
    /// Every metric after the command line's overrides, in rising precedence.
    let metrics: [Metric]
    /// The index of each declared view by name (the first of a name; not the root, whose
    /// name `self` a declared view may take: docs/language.md, Items).
    private let viewsByName: [String: Int]

    init(
        file: SourceFile, document: LayoutDocument, layout: CompiledLayout, solution: Solution,
        solved: LayoutSolver.SolvedSystem? = nil
    ) {
        self.metrics = layout.metrics
        self.trialSolver = TrialSolverHandOff(solved, layout)
        self.file = file
        self.document = document
        self.layout = layout
        self.solution = solution
        self.strings = ConstraintStrings(document)
        self.constantTrees = layout.parsed?.constantTrees ?? []
        var viewsByName: [String: Int] = [:]
        viewsByName.reserveCapacity(layout.views.count)
        for (index, view) in layout.views.enumerated().dropFirst() where viewsByName[view.name] == nil {
            viewsByName[view.name] = index
        }
        self.viewsByName = viewsByName
    }

    /// The declared view called `name`, if any (never the root).
    func view(named name: String) -> CompiledView? {
        viewsByName[name].flatMap { layout.views.indices.contains($0) ? layout.views[$0] : nil }
    }

    /// A number, or a metric's value (the last definition wins); nil for an unknown metric.
    func value(of syntax: ValueSyntax) -> Double? {
        switch syntax {
        case .number(let value, _): return value
        case .name(let name): return metrics.last { $0.name == name.text }?.value
        }
    }

    /// Every word of every constraint string (as a view, metric or anything else). Made on
    /// each call: a check asks only when it has a view no constraint uses.
    func mentionedWords() -> Set<String> {
        var words: Set<String> = []
        for string in strings { words.formUnion(string.words) }
        return words
    }
}

/// Every constraint string of a layout document, read in place: each view's list in file
/// order, then the top level. Only the document's entries: the lint checks read no syntax
/// tree but `constantTrees` (issue #18: the parsed strings were a tenth of the peak).
struct ConstraintStrings: RandomAccessCollection {
    /// Each view's list of entries, then the top-level list.
    private let lists: [[ConstraintEntry]]
    /// The position of each list's first string.
    private let starts: [Int]
    let endIndex: Int
    var startIndex: Int { 0 }

    init(_ document: LayoutDocument) {
        var lists: [[ConstraintEntry]] = []
        lists.reserveCapacity(document.views.count + 1)
        // By index: `views.map` would copy every view declaration to read its list.
        document.views.withUnsafeBufferPointer { views in
            for position in views.indices { lists.append(views[position].constraints) }
        }
        lists.append(document.constraints)
        var starts: [Int] = []
        starts.reserveCapacity(lists.count)
        var count = 0
        for list in lists {
            starts.append(count)
            count += list.count
        }
        self.lists = lists
        self.starts = starts
        endIndex = count
    }

    subscript(position: Int) -> ConstraintString {
        // The last list starting at or before `position` (binary search; empty lists share starts).
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= position { low = mid } else { high = mid - 1 }
        }
        return ConstraintString(entry: lists[low][position - starts[low]])
    }
}

/// One constraint string of the file: its entry and the identifier-like words it contains.
struct ConstraintString {
    let entry: ConstraintEntry

    /// Every `[A-Za-z_][A-Za-z0-9_]*` word in the text, in order (for visual format
    /// strings and broken strings, which have no tree).
    var words: [String] { ParsedString.words(in: entry.text.bytes) }
}
