extension Shape {
    /// `stack-fill-column` beside one view whose horizontal position nothing fixes: the
    /// layout is ambiguous, but not in the part the solver's dual phase reached, so ccc
    /// keeps the dual phase's linear solve (it solved the list again with the quadratic
    /// primal phase one whenever anything was ambiguous: 3.2 s for `ccc solve` and 12 s
    /// for `ccc lint` at 2,000 rows).
    static let fillColumnLoose = Shape(
        name: "stack-fill-column-loose",
        description: "stack-fill-column plus one view 10×10, 8 below the root's top, its horizontal position left "
            + "open (ambiguous); size = N; counts as 2N + 1 strings",
        defaultSizes: stackSizes,
        generate: { rows in
            var layout = fillColumn.generate(rows)
            layout.view("loose")
            layout.constraint("loose.width = 10")
            layout.constraint("loose.height = 10")
            layout.constraint("loose.top = super.top + 8")
            return layout
        })
}
