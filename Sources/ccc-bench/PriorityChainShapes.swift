extension Shape {
    /// The chain (see `chain`) whose optional widths `width = 50 @p` cycle through
    /// `levels` different priorities (p = 250 − levels/2 + i mod levels … for 27;
    /// 1 … 999 for 999), so the squeeze is settled level by level. 3N + 1 strings.
    static func priorityChain(views n: Int, levels: Int) -> LayoutText {
        var layout = LayoutText.row(n, pitch: 40) { layout, name, index in
            let priority = levels >= 999 ? 1 + index % 999 : 200 + index % levels
            layout.constraint("\(name).width >= 20")
            layout.constraint("\(name).width = 50 @ \(priority)")
        }
        layout.constraint("v\(n - 1).right <= super.right - 8")
        return layout
    }

    static let chainPriorities27 = Shape(
        name: "chain-27-priorities",
        description: "the chain with width = 50 at 27 different priorities (200 + i mod 27); root N·40 × 100; "
            + "size = N; 3N + 1 constraint strings",
        defaultSizes: [333, 1333, 5333],
        generate: { priorityChain(views: $0, levels: 27) })

    static let chainPriorities999 = Shape(
        name: "chain-999-priorities",
        description: "the chain with width = 50 at 999 different priorities (1 + i mod 999); root N·40 × 100; "
            + "size = N; 3N + 1 constraint strings",
        defaultSizes: [333, 1333, 5333],
        generate: { priorityChain(views: $0, levels: 999) })

    /// A chain 2 apart whose widths are linked, each to the previous one, at a priority of
    /// its own (1 + 37·i mod 998), with intrinsic sizes 20–26 × 10, the last view pinned
    /// 8 from a root 10·N wide: the squeeze is shared out through the links, level by level.
    /// Found by a break trial (`lint` 8.4 s at 400 views). 3N strings.
    static let linkedWidthPriorities = Shape(
        name: "chain-linked-priorities",
        description: "N views 2 apart, intrinsic size (20 + i mod 7)×10, width = previous width at priority "
            + "1 + 37·i mod 998, the last right = root.right - 8; root N·10 × 100; size = N; 3N strings",
        defaultSizes: [333, 1333, 5333],
        generate: { n in
            var layout = LayoutText(width: Double(n) * 10, height: 100)
            for index in 0..<n { layout.view("v\(index)", "\"intrinsicSize\": [\(20 + index % 7), 10]") }
            layout.constraint("v0.left = super.left + 8")
            layout.constraint("v0.top = super.top + 8")
            for index in 1..<max(1, n) {
                layout.constraint("v\(index).left = v\(index - 1).right + 2")
                layout.constraint("v\(index).top = v\(index - 1).top")
                layout.constraint("v\(index).width = v\(index - 1).width @ \(1 + 37 * index % 998)")
            }
            layout.constraint("v\(n - 1).right = super.right - 8")
            return layout
        })

    /// Per view: width 10 @500 and width 90 @500 (tied), right <= root.right − 8 @600,
    /// width = previous width @400; each view 8 after the previous, top 8, height 20.
    /// Root N·40 wide. 7N − 1 strings.
    static let tiedOptionalWidths = Shape(
        name: "tied-optional-widths",
        description: "N views 8 apart, each with width = 10 @500 and width = 90 @500, right <= root.right - 8 @600, "
            + "width = previous width @400, top 8, height 20; root N·40 × 100; size = N; 7N − 1 strings",
        defaultSizes: [143, 571, 2286],
        generate: { n in
            LayoutText.row(n, pitch: 40) { layout, name, index in
                layout.constraint("\(name).top = super.top + 8")
                layout.constraint("\(name).height = 20")
                layout.constraint("\(name).width = 10 @ 500")
                layout.constraint("\(name).width = 90 @ 500")
                layout.constraint("\(name).right <= super.right - 8 @ 600")
                if index > 0 { layout.constraint("\(name).width = v\(index - 1).width @ 400") }
            }
        })
}
