extension Shape {
    /// N views, each 20×20 at top 8 and at least 8 from the root's left, so every view's
    /// horizontal position is ambiguous. 4N strings.
    static let ambiguousViews = Shape(
        name: "ambiguous-views",
        description: "N views 20×20, top 8, left >= root.left + 8 (every x ambiguous); root N·40 × 100; "
            + "size = N; 4N constraint strings",
        defaultSizes: [250, 1000, 4000],
        generate: { n in
            LayoutText.row(n, pitch: 40, chained: false) { layout, name, _ in
                layout.constraint("\(name).width = 20")
                layout.constraint("\(name).height = 20")
                layout.constraint("\(name).top = super.top + 8")
                layout.constraint("\(name).left >= super.left + 8")
            }
        })

    /// A chain of N views 20 wide and 8 apart, all required, its last right edge on the
    /// root's right minus 8 in a root N·20 wide: one conflict that holds every link.
    /// 4N + 1 strings; the layout has one conflict error by design.
    static let longConflict = Shape(
        name: "long-conflict",
        description: "N views 20 wide, 8 apart, top 8, height 20, last.right = root.right - 8, all required, in a "
            + "root N·20 wide: one conflict as long as the chain; size = N; 4N + 1 strings",
        defaultSizes: [250, 1000, 4000],
        generate: { n in
            var layout = LayoutText.row(n, pitch: 20) { layout, name, _ in
                layout.constraint("\(name).width = 20")
                layout.constraint("\(name).top = super.top + 8")
                layout.constraint("\(name).height = 20")
            }
            layout.constraint("v\(n - 1).right = super.right - 8")
            return layout
        },
        expectsErrors: true)
}
