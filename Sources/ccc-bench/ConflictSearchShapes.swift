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

extension Shape {
    /// The break trial's long conflict through a chain and a stack (issue #17, "Ambiguity and
    /// conflict search in linear time and memory"): N views of intrinsic size 30×20 in a row,
    /// each at least 8 after the previous (`>=`), then a `fillEqually` stack of N/4 views of
    /// required size 20×20, 8 after the last view and ending at or before the root's right
    /// edge, in a root N·4 wide. The required gaps alone need N·8, so one conflict holds every
    /// gap, every view's implicit `width >= 0` and the stack's own constraints: the conflict
    /// search adds that chain to its solvers again and again. 2N + 3 strings, the arranged
    /// views counted 2 each; the layout has one conflict error by design.
    static let chainStackConflict = Shape(
        name: "chain-stack-conflict",
        description: "N views of intrinsic size 30×20, each left >= previous right + 8, then a fillEqually stack of "
            + "N/4 views 20×20 (required) 8 after the last, its right <= root.right, in a root N·4 wide: one conflict "
            + "through the chain and the stack; size = N; 2N + 3 strings + 2 per arranged view",
        defaultSizes: [400, 1600, 6400],
        generate: { n in
            var layout = LayoutText(width: Double(4 * n), height: 100)
            for index in 0..<n { layout.view("v\(index)", "\"intrinsicSize\": [30, 20]") }
            for index in 0..<n {
                layout.constraint(index == 0 ? "v0.left = super.left" : "v\(index).left >= v\(index - 1).right + 8")
                layout.constraint("v\(index).top = super.top")
            }
            let arranged = max(1, n / 4)
            layout.view("stack", "\"stack\": {\"axis\": \"horizontal\", \"spacing\": 8, \"distribution\": \"fillEqually\"}")
            for index in 0..<arranged { layout.view("s\(index)", "\"superview\": \"stack\", \"size\": [20, 20]") }
            layout.constraint("stack.left = v\(n - 1).right + 8")
            layout.constraint("stack.right <= super.right")
            layout.constraint("stack.top = super.top + 40")
            layout.countStrings(2 * arranged)
            return layout
        },
        expectsErrors: true)
}
