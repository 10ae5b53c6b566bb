extension Shape {
    /// A chain of D views, each the only subview of the previous (the first in the root),
    /// each inset 8 on every side from its superview. The root is (16·D + 100) square, so
    /// the innermost view is 100×100. Nesting is by `superview` names: the JSON is flat.
    /// 4D strings: depth 1,000 gives 4,000.
    static let nesting = Shape(
        name: "nesting",
        description: "D views each inset 8 on every side in the previous; root (16·D + 100) square; size = D; "
            + "4D constraint strings",
        defaultSizes: [25, 250, 1000, 2500, 10000, 25000],
        generate: { depth in
            let side = Double(16 * depth + 100)
            var layout = LayoutText(width: side, height: side)
            for level in 0..<depth {
                layout.view("v\(level)", level == 0 ? "" : "\"superview\": \"v\(level - 1)\"")
            }
            for level in 0..<depth {
                let name = "v\(level)"
                layout.constraint("\(name).left = super.left + 8")
                layout.constraint("\(name).top = super.top + 8")
                layout.constraint("\(name).right = super.right - 8")
                layout.constraint("\(name).bottom = super.bottom - 8")
            }
            return layout
        })
}
