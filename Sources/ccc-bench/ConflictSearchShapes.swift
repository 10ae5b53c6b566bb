extension Shape {
    /// The break trial's slow conflict (issue #17, "Ambiguity and conflict search in linear
    /// time"): `stack-fill-equally` (N arranged views squeezed into a root N·20 wide), plus a
    /// view `neg` whose width comes out negative (its right edge 50 points left of its left
    /// edge at priority 750, so UIKit's implicit `width >= 0` is needed), plus one pair of required
    /// constraints that cannot both hold (`bad.width = 10`, `bad.width = 20`). Counts as
    /// 2N + 9 strings; the layout has one conflict error by design.
    static let fillEquallyConflict = Shape(
        name: "stack-fill-equally-conflict",
        description: "stack-fill-equally (N views squeezed into a root N·20 wide) plus a view of negative width and "
            + "one pair of conflicting required widths; size = N; counts as 2N + 9 strings",
        defaultSizes: stackSizes,
        generate: { n in
            var layout = stackLayout(views: n, distribution: "fillEqually", room: 20)
            layout.view("neg")
            layout.constraint("neg.left = super.left + 100")
            layout.constraint("neg.right = super.left + 50 @ 750")
            layout.constraint("neg.top = super.top")
            layout.constraint("neg.height = 10")
            layout.view("bad")
            layout.constraint("bad.left = super.left")
            layout.constraint("bad.top = super.top")
            layout.constraint("bad.height = 10")
            layout.constraint("bad.width = 10")
            layout.constraint("bad.width = 20")
            return layout
        },
        expectsErrors: true)
}
