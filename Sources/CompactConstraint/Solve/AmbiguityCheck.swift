/// Finds which parts of each view's frame the constraints leave open: a part is
/// ambiguous when another solution, as good at every priority level, moves it
/// (Apple: "Auto Layout Guide — Ambiguous Layouts").
enum AmbiguityCheck {
    /// One `Ambiguity` per view (index 0 is the root).
    static func run(_ system: IndexedSolver, _ layout: CompiledLayout) -> [Ambiguity] {
        let open = system.ambiguity(of: layout.views.flatMap { [$0.x, $0.width, $0.y, $0.height] })
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
