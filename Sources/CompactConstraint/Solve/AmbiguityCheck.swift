/// Finds which parts of each view's frame the constraints leave open: a part is
/// ambiguous when another solution, as good at every priority level, moves it
/// (Apple: "Auto Layout Guide — Ambiguous Layouts").
enum AmbiguityCheck {
    /// One `Ambiguity` per view (index 0 is the root).
    static func run(_ system: SolverSystem, _ layout: CompiledLayout) -> [Ambiguity] {
        layout.views.map { view in
            var ambiguity = Ambiguity()
            ambiguity.horizontalPosition = system.isAmbiguous(view.x)
            ambiguity.width = system.isAmbiguous(view.width)
            ambiguity.verticalPosition = system.isAmbiguous(view.y)
            ambiguity.height = system.isAmbiguous(view.height)
            return ambiguity
        }
    }
}
