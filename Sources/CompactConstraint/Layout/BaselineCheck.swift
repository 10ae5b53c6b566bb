extension LayoutDecoder {
    /// `impossible-baseline`: a baseline is measured in points down from the view's top and
    /// lies within its text (UIView.firstBaselineAnchor / lastBaselineAnchor): a negative
    /// one, or one below the view's intrinsic height (or fixed `size` height), is almost
    /// certainly a mistake (a distance from the bottom, or a font's descender). A warning:
    /// the value is still used as written.
    static func checkBaselines(
        _ view: ViewDeclaration, _ nodes: [(name: String, node: JSONNode)], _ access: inout JSONAccess
    ) {
        let height = view.intrinsicSize.height ?? view.size.height
        let source = view.intrinsicSize.height == nil ? "fixed height" : "intrinsic height"
        func points(_ value: Double) -> String { formatNumber(value) == "1" ? "1 point" : "\(formatNumber(value)) points" }
        for (name, node) in nodes {
            guard let value = name == "baseline" ? view.baseline : view.lastBaseline else { continue }
            // Name the key as written and which baseline it is: the attribute `a.baseline` in a
            // constraint is the *last* baseline, while the key `baseline` is the first.
            let what = "the \(name == "baseline" ? "first" : "last") baseline of '\(view.name)' ('\(name)': \(formatNumber(value)))"
            if value < 0 {
                access.diagnostics.warning(
                    .impossibleBaseline,
                    "\(what) is \(points(-value)) above the view's top: a baseline is measured down from "
                        + "the top, so it is 0 or more",
                    at: node.range)
            } else if let height, value > height {
                access.diagnostics.warning(
                    .impossibleBaseline,
                    "\(what) is \(points(value - height)) below the view's bottom (its \(source) is "
                        + "\(formatNumber(height))): a baseline is measured down from the top and lies within the view",
                    at: node.range)
            }
        }
    }
}
