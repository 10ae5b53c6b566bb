/// Finds which parts of each view's frame the constraints leave open: a part is
/// ambiguous when another solution, as good at every priority level, moves it
/// (Apple: "Auto Layout Guide — Ambiguous Layouts").
enum AmbiguityCheck {
    /// One `Ambiguity` per view (index 0 is the root).
    static func run(_ system: IndexedSolver, _ layout: CompiledLayout) -> [Ambiguity] {
        run(layout) { system.ambiguity(of: $0) }
    }

    /// One `Ambiguity` per view, from `isOpen`: whether each of the given layout variables
    /// (indices) is ambiguous, in order.
    static func run(_ layout: CompiledLayout, _ isOpen: ([Int]) -> [Bool]) -> [Ambiguity] {
        // Reserved, not grown: built while the whole solver is held (issue #18).
        var variables: [Int] = []
        variables.reserveCapacity(4 * layout.views.count)
        for view in layout.views {
            variables.append(view.x)
            variables.append(view.width)
            variables.append(view.y)
            variables.append(view.height)
        }
        let open = isOpen(variables)
        return layout.views.indices.map { index in
            var ambiguity = Ambiguity()
            ambiguity.horizontalPosition = open[4 * index]
            ambiguity.width = open[4 * index + 1]
            ambiguity.verticalPosition = open[4 * index + 2]
            ambiguity.height = open[4 * index + 3]
            return ambiguity
        }
    }
}
