extension Shape {
    /// The stack shapes of issue #17: one horizontal stack of N arranged views (each
    /// intrinsic size 50×20, compression resistance 750, spacing 8) filling the root.
    /// `room` is the root's width per view: 20 squeezes the views (they need 58 each),
    /// 80 leaves room to spare. A stack of N arranged views counts as 2N strings (as in
    /// the issue), since its constraints come from the stack, not from strings.
    static func stackLayout(views: Int, distribution: String, room: Double, varied: Bool = false) -> LayoutText {
        var layout = LayoutText(width: Double(views) * room, height: 100)
        layout.view("stack", "\"stack\": {\"axis\": \"horizontal\", \"spacing\": 8, \"distribution\": \"\(distribution)\"}, \"align\": \"fill\"")
        for index in 0..<views {
            // fillProportionally shares by intrinsic size, so the sizes differ (40, 50, 60).
            let width = varied ? 40 + 10 * (index % 3) : 50
            layout.view("v\(index)", "\"superview\": \"stack\", \"intrinsicSize\": [\(width), 20]")
        }
        layout.countStrings(2 * views)
        return layout
    }

    static let stackSizes = [500, 2000, 8000]

    static let fillEquallySqueezed = Shape(
        name: "stack-fill-equally",
        description: "one horizontal stack, fillEqually, N views of intrinsic size 50×20, spacing 8, squeezed into "
            + "a root N·20 wide; size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { stackLayout(views: $0, distribution: "fillEqually", room: 20) })

    static let fillProportionallySqueezed = Shape(
        name: "stack-fill-proportionally",
        description: "one horizontal stack, fillProportionally, N views of intrinsic widths 40/50/60, spacing 8, "
            + "squeezed into a root N·20 wide; size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { stackLayout(views: $0, distribution: "fillProportionally", room: 20, varied: true) })

    /// The plain list a new-user trial found quadratic: a vertical `fill` stack pinned to
    /// the root's top and sides, its height left to its rows, each row stretched across
    /// (its width's hugging, 250, broken for every row alike).
    static let fillColumn = Shape(
        name: "stack-fill-column",
        description: "one vertical stack, fill, spacing 2, N rows of intrinsic size 100×20, pinned to the top and "
            + "sides of a root 375 wide (H:|[col]|, V:|[col]); size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { rows in
            var layout = LayoutText(width: 375, height: Double(30 * rows))
            layout.view("col", "\"stack\": {\"axis\": \"vertical\", \"spacing\": 2}")
            for index in 0..<rows {
                layout.view("r\(index)", "\"superview\": \"col\", \"intrinsicSize\": [100, 20]")
            }
            layout.constraint("H:|[col]|")
            layout.constraint("V:|[col]")
            layout.countStrings(2 * rows - 2)
            return layout
        })

    static let equalSpacingRoom = Shape(
        name: "stack-equal-spacing-room",
        description: "one horizontal stack, equalSpacing, N views of intrinsic size 50×20, spacing 8, in a root "
            + "N·80 wide (room to spare); size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { stackLayout(views: $0, distribution: "equalSpacing", room: 80) })

    static let equalSpacingSqueezed = Shape(
        name: "stack-equal-spacing-squeezed",
        description: "one horizontal stack, equalSpacing, N views of intrinsic size 50×20, spacing 8, squeezed "
            + "into a root N·20 wide; size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { stackLayout(views: $0, distribution: "equalSpacing", room: 20) })

    static let equalCenteringSqueezed = Shape(
        name: "stack-equal-centering-squeezed",
        description: "one horizontal stack, equalCentering, N views of intrinsic size 50×20, spacing 8, squeezed "
            + "into a root N·20 wide; size = N; counts as 2N strings",
        defaultSizes: stackSizes,
        generate: { stackLayout(views: $0, distribution: "equalCentering", room: 20) })

    /// Stacks nested D deep: each stack (alternately horizontal and vertical, fill) holds a
    /// label of intrinsic size 40×20 and the next stack; the innermost holds a label alone.
    /// Each level has two arranged views, so it counts as 4 strings.
    static let nestedStacks = Shape(
        name: "nested-stacks",
        description: "D stacks each nested in the previous (horizontal and vertical in turn, spacing 8), each "
            + "holding a 40×20 label and the next stack; root 8·D + 100 square; size = D; counts as 4D strings",
        defaultSizes: [250, 1000, 4000],
        generate: { depth in
            let side = Double(8 * depth + 100)
            var layout = LayoutText(width: side, height: side)
            for level in 0..<depth {
                let axis = level % 2 == 0 ? "horizontal" : "vertical"
                let stack = "\"stack\": {\"axis\": \"\(axis)\", \"spacing\": 8}"
                layout.view(
                    "s\(level)", level == 0 ? stack + ", \"align\": \"fill\"" : "\"superview\": \"s\(level - 1)\", " + stack)
                layout.view("l\(level)", "\"superview\": \"s\(level)\", \"intrinsicSize\": [40, 20]")
            }
            layout.countStrings(4 * depth)
            return layout
        })
}
