extension Shape {
    /// N views in a row, each 8 after the previous (the first 8 from the root's left),
    /// width >= 20 required and width = 50 at priority 250, and the last right edge
    /// squeezed by a required `<=` 8 from the root's right. The root is N·40 wide (100
    /// high), so the squeeze binds: the views share 32N − 8 points, about 32 each.
    /// 3N + 1 strings: N = 1,000 gives 3,001. Heights and vertical positions are left
    /// open (the ambiguity check reports them), and the widths tie at priority 250.
    static let chain = Shape(
        name: "chain",
        description: "N views in a row, 8 apart, width >= 20, width = 50 @250, last.right <= root.right - 8; "
            + "root N·40 × 100; size = N; 3N + 1 constraint strings",
        defaultSizes: [33, 333, 1000, 4000, 16000, 33333],
        generate: { n in
            var layout = LayoutText.row(n, pitch: 40) { layout, name, _ in
                layout.constraint("\(name).width >= 20")
                layout.constraint("\(name).width = 50 @ 250")
            }
            layout.constraint("v\(n - 1).right <= super.right - 8")
            return layout
        })
}
