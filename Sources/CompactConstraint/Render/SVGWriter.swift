/// Writes a ``RenderScene`` as SVG 1.1: byte-identical run to run, coordinates in points
/// (`viewBox` = the root's size), generic font family only (nothing is fetched).
public enum SVGWriter {
    public struct Options: Sendable {
        /// Draw the `--constraints` overlay visibly (the HTML page always writes it, hidden).
        public var constraints: Bool
        /// Write the overlay as hidden elements, for the HTML page's highlighting.
        public var interactive: Bool

        public init(constraints: Bool = false, interactive: Bool = false) {
            self.constraints = constraints
            self.interactive = interactive
        }
    }

    /// A standalone SVG document of one scene.
    public static func document(_ scene: RenderScene, options: Options = Options(), title: String) -> String {
        var out = header(width: scene.size.width, height: scene.size.height, title: title)
        out += body(scene, options: options)
        return out + "</svg>\n"
    }

    static func header(width: Double, height: Double, title: String, standalone: Bool = true) -> String {
        let namespace = standalone ? " xmlns=\"http://www.w3.org/2000/svg\"" : ""
        return "<svg\(namespace) viewBox=\"0 0 \(svgNumber(width)) \(svgNumber(height))\" width=\"\(svgNumber(width))\""
            + " height=\"\(svgNumber(height))\" font-family=\"sans-serif\" role=\"img\">\n"
            + "<title>\(xmlEscaped(title))</title>\n" + definitions
    }

    static let definitions = """
        <defs>
        <pattern id="ccc-hatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <line x1="0" y1="0" x2="0" y2="6" stroke="\(RenderStyle.ambiguousHatch)" stroke-width="1.5"/>
        </pattern>
        </defs>

        """

    /// The views, then the overlay.
    static func body(_ scene: RenderScene, options: Options, animation: StateAnimation? = nil) -> String {
        var out = ""
        out.reserveCapacity(scene.views.count * 400)
        for view in scene.views {
            out += self.view(view, animation: animation, interactive: options.interactive)
        }
        // Animated, only the root's guides (the others would have to move with their views).
        for view in scene.views where view.index == 0 || (view.isContainer && animation == nil) {
            out += guides(view)
        }
        if options.constraints || options.interactive {
            out += "<g class=\"constraints\" fill=\"none\" stroke=\"\(RenderStyle.constraint)\" stroke-width=\"1\">\n"
            var labels = LabelPlacement()
            for (index, constraint) in scene.constraints.enumerated() {
                guard let shape = constraint.shape, constraint.kind != .root else { continue }
                out += ConstraintOverlay.element(shape, constraint, index: index, labels: &labels)
            }
            out += "</g>\n"
        }
        return out
    }

    static func view(_ view: RenderScene.View, animation: StateAnimation?, interactive: Bool = false) -> String {
        let f = view.frame
        let name = xmlEscaped(view.name)
        let r = view.relativeFrame
        let tip = "\(name) (\(svgNumber(r.x)), \(svgNumber(r.y)), \(svgNumber(r.width)), \(svgNumber(r.height)))"
            + (view.ambiguity.isAmbiguous ? " ambiguous: \(view.ambiguity.description)" : "")
            + (view.inConflict ? " in a conflict" : "")
        let rectangle = "x=\"\(svgNumber(f.x))\" y=\"\(svgNumber(f.y))\" width=\"\(svgNumber(max(0, f.width)))\" height=\"\(svgNumber(max(0, f.height)))\""
        let animate = animation?.frameAnimations(view.name) ?? ""
        let focus = interactive ? " tabindex=\"0\" role=\"button\" aria-label=\"\(name)\"" : ""
        var out = "<g class=\"view\" data-view=\"\(view.index)\"\(focus)>\n<title>\(tip)</title>\n"
        let stroke = view.index == 0 ? "#888888" : RenderStyle.stroke
        out += "<rect \(rectangle) fill=\"\(RenderStyle.fill(depth: view.depth))\" stroke=\"\(stroke)\" stroke-width=\"0.5\">\(animate)</rect>\n"
        if view.ambiguity.isAmbiguous {
            out += "<rect class=\"ambiguous\" \(rectangle) fill=\"url(#ccc-hatch)\">\(animate)</rect>\n"
        }
        if view.inConflict {
            out += "<rect class=\"conflict\" \(rectangle) fill=\"none\" stroke=\"\(RenderStyle.conflict)\" stroke-width=\"2\">\(animate)</rect>\n"
        }
        if view.index != 0 {
            out += label(view, animation: animation)
        }
        return out + "</g>\n"
    }

    /// The name in the top-left corner, small enough to stay in the top quarter of the view.
    static func label(_ view: RenderScene.View, animation: StateAnimation?) -> String {
        let f = view.frame
        guard f.height >= RenderStyle.minimumLabelHeight, f.width >= RenderStyle.minimumLabelWidth else { return "" }
        // A sans-serif letter is about 0.6 em wide: the name fits the width, or is left out.
        let size = min(11, f.height / 4, (f.width - 4) / (0.6 * Double(max(1, view.name.count))))
        guard size >= RenderStyle.minimumFontSize else { return "" }
        let animate = animation?.labelAnimations(view.name, size: size) ?? ""
        return "<text x=\"\(svgNumber(f.x + 2))\" y=\"\(svgNumber(f.y + size + 1))\" font-size=\"\(svgNumber(size))\""
            + " fill=\"\(RenderStyle.text)\">\(animate)\(xmlEscaped(view.name))</text>\n"
    }

    /// The safe area and the layout margins of a container, dashed.
    static func guides(_ view: RenderScene.View) -> String {
        var out = ""
        let f = view.frame
        func inset(_ e: EdgeInsets) -> String {
            "x=\"\(svgNumber(f.x + e.left))\" y=\"\(svgNumber(f.y + e.top))\" width=\"\(svgNumber(max(0, f.width - e.left - e.right)))\" height=\"\(svgNumber(max(0, f.height - e.top - e.bottom)))\""
        }
        if view.safeAreaInsets != .zero {
            out += "<rect class=\"safe-area\" \(inset(view.safeAreaInsets)) fill=\"none\" stroke=\"\(RenderStyle.safeArea)\" stroke-width=\"0.75\" stroke-dasharray=\"4 3\"><title>\(xmlEscaped(view.name)) safe area</title></rect>\n"
        }
        if view.margins != .zero {
            out += "<rect class=\"margins\" \(inset(view.margins)) fill=\"none\" stroke=\"\(RenderStyle.margins)\" stroke-width=\"0.5\" stroke-dasharray=\"2 2\"><title>\(xmlEscaped(view.name)) layout margins</title></rect>\n"
        }
        return out
    }
}
