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
        for (name, node) in nodes {
            guard let value = name == "baseline" ? view.baseline : view.lastBaseline else { continue }
            let what = "'\(view.name).\(name)'"
            if value < 0 {
                access.diagnostics.warning(
                    .impossibleBaseline,
                    "\(what) is \(formatNumber(value)): a baseline is measured down from the view's top, so it cannot be negative",
                    at: node.range)
            } else if let height, value > height {
                access.diagnostics.warning(
                    .impossibleBaseline,
                    "\(what) is \(formatNumber(value)), below the view's \(source) \(formatNumber(height)): "
                        + "a baseline lies within the view",
                    at: node.range)
            }
        }
    }
}
