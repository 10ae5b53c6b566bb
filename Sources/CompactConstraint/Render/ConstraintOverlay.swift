/// The SVG of one constraint in the `--constraints` overlay (see ``ConstraintShape``):
/// optional constraints dashed, a broken one in the conflict colour, its canonical form
/// and origin in a `<title>`.
enum ConstraintOverlay {
    /// Points: the length of an I-beam's end ticks and the size of labels.
    static let tick = 6.0
    static let fontSize = 8.0

    /// - Parameter labels: the labels already written, so that this one's does not cover them.
    static func element(
        _ shape: ConstraintShape, _ constraint: RenderScene.Constraint, index: Int, labels: inout LabelPlacement
    ) -> String {
        var attributes = ""
        if constraint.priority < 1000 { attributes += " stroke-dasharray=\"3 2\"" }
        if constraint.isBroken { attributes += " stroke=\"\(RenderStyle.conflict)\"" }
        var out = "<g class=\"constraint\" data-constraint=\"\(index)\" data-views=\"\(constraint.views.map(String.init).joined(separator: " "))\"\(attributes)>"
        out += "<title>\(xmlEscaped(constraint.canonical)) — \(xmlEscaped(constraint.origin))</title>"
        switch shape {
        case let .beam(horizontal, start, end, across, label), let .sizeBar(horizontal, start, end, across, label):
            out += line(horizontal, start, across, end, across)
            out += line(horizontal, start, across - tick / 2, start, across + tick / 2)
            out += line(horizontal, end, across - tick / 2, end, across + tick / 2)
            if let label { out += text(horizontal, (start + end) / 2, across - 2, label, labels: &labels) }
        case let .centring(horizontal, position, from, to):
            out += line(!horizontal, from, position, to, position)
            out += line(horizontal, position - tick / 2, from, position + tick / 2, from)
            out += line(horizontal, position - tick / 2, to, position + tick / 2, to)
        case let .edgeAlignment(horizontal, position, from, to):
            // A line along the shared edge, a little beyond both views, with a short tick
            // into each end so that it shows even where it lies on the views' borders.
            out += line(!horizontal, from - tick / 2, position, to + tick / 2, position)
            out += line(horizontal, position, from - tick / 2, position + tick, from - tick / 2)
            out += line(horizontal, position, to + tick / 2, position + tick, to + tick / 2)
        }
        return out + "</g>\n"
    }

    /// A line given along the axis (`a`) and across it (`b`).
    private static func line(_ horizontal: Bool, _ a1: Double, _ b1: Double, _ a2: Double, _ b2: Double) -> String {
        let (x1, y1, x2, y2) = horizontal ? (a1, b1, a2, b2) : (b1, a1, b2, a2)
        return "<line x1=\"\(svgNumber(x1))\" y1=\"\(svgNumber(y1))\" x2=\"\(svgNumber(x2))\" y2=\"\(svgNumber(y2))\"/>"
    }

    private static func text(
        _ horizontal: Bool, _ a: Double, _ b: Double, _ label: String, labels: inout LabelPlacement
    ) -> String {
        let (x, start) = horizontal ? (a, b) : (b + 2, a + fontSize / 2)
        let y = labels.place(label, x: x, y: start, centered: horizontal, fontSize: fontSize)
        let anchor = horizontal ? "middle" : "start"
        return "<text x=\"\(svgNumber(x))\" y=\"\(svgNumber(y))\" font-size=\"\(svgNumber(fontSize))\" text-anchor=\"\(anchor)\""
            + " fill=\"\(RenderStyle.constraint)\" stroke=\"none\">\(xmlEscaped(label))</text>"
    }
}
