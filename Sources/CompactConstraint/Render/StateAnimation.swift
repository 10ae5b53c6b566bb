/// Several states of one layout in one SVG (`ccc render --state a --state b`): each view's
/// rectangle and label move between their frames with SMIL `<animate>`, looping; each
/// state holds for `hold` seconds and moves to the next in `move` seconds; the state's
/// name is shown at the top left. A renderer without animation draws the first state.
public struct StateAnimation: Sendable {
    public static let hold = 2.0
    public static let move = 0.5

    /// Per state, each view's root frame by name.
    let frames: [[String: Frame]]
    let names: [String]

    var duration: Double { Double(names.count) * (Self.hold + Self.move) }

    /// keyTimes for `[v0, v0, v1, v1, …, v(n-1), v(n-1), v0]`.
    var keyTimes: String {
        var times: [Double] = []
        for index in names.indices {
            let start = Double(index) * (Self.hold + Self.move)
            times += [start, start + Self.hold]
        }
        times.append(duration)
        return times.map { svgNumber($0 / duration) }.joined(separator: ";")
    }

    private func animate(_ attribute: String, _ values: [Double]) -> String {
        guard let first = values.first, values.contains(where: { $0 != first }) else { return "" }
        let sequence = values.flatMap { [$0, $0] } + [first]
        return "<animate attributeName=\"\(attribute)\" values=\"\(sequence.map(svgNumber).joined(separator: ";"))\""
            + " keyTimes=\"\(keyTimes)\" dur=\"\(svgNumber(duration))s\" repeatCount=\"indefinite\"/>"
    }

    private func series(_ view: String, _ part: (Frame) -> Double) -> [Double] {
        let fallback = frames.lazy.compactMap { $0[view] }.first ?? Frame(x: 0, y: 0, width: 0, height: 0)
        return frames.map { part($0[view] ?? fallback) }
    }

    func frameAnimations(_ view: String) -> String {
        animate("x", series(view, \.x)) + animate("y", series(view, \.y))
            + animate("width", series(view, { max(0, $0.width) })) + animate("height", series(view, { max(0, $0.height) }))
    }

    func labelAnimations(_ view: String, size: Double) -> String {
        animate("x", series(view, { $0.x + 2 })) + animate("y", series(view, { $0.y + size + 1 }))
    }

    /// The state names, one visible at a time.
    var stateNames: String {
        var out = ""
        for (index, name) in names.enumerated() {
            let start = Double(index) * (Self.hold + Self.move) / duration
            let end = Double(index + 1) * (Self.hold + Self.move) / duration
            let (values, times): (String, String)
            if index == 0 {
                (values, times) = ("1;0", "0;\(svgNumber(end))")
            } else if index == names.count - 1 {
                (values, times) = ("0;1", "0;\(svgNumber(start))")
            } else {
                (values, times) = ("0;1;0", "0;\(svgNumber(start));\(svgNumber(end))")
            }
            out += "<text class=\"state-name\" x=\"4\" y=\"12\" font-size=\"10\" fill=\"\(RenderStyle.text)\" opacity=\"\(index == 0 ? 1 : 0)\">"
                + "<animate attributeName=\"opacity\" values=\"\(values)\" keyTimes=\"\(times)\" calcMode=\"discrete\""
                + " dur=\"\(svgNumber(duration))s\" repeatCount=\"indefinite\"/>state: \(xmlEscaped(name))</text>\n"
        }
        return out
    }
}

extension SVGWriter {
    /// One SVG animating between the states' scenes (the first state's scene gives the
    /// views, their nesting and the viewBox).
    public static func animated(_ states: [(name: String, scene: RenderScene)], title: String) -> String {
        guard let first = states.first else { return "" }
        let frames = states.map { state in
            Dictionary(state.scene.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { a, _ in a })
        }
        let animation = StateAnimation(frames: frames, names: states.map(\.name))
        var out = header(width: first.scene.size.width, height: first.scene.size.height, title: title)
        out += body(first.scene, options: Options(), animation: animation)
        out += animation.stateNames
        return out + "</svg>\n"
    }

    /// One panel per state, left to right, each with the state's name under it.
    public static func sideBySide(
        _ states: [(name: String, scene: RenderScene)], options: Options = Options(), title: String
    ) -> String {
        let gap = 24.0
        let caption = 20.0
        let width = states.map(\.scene.size.width).reduce(0, +) + gap * Double(max(0, states.count - 1))
        let height = (states.map(\.scene.size.height).max() ?? 0) + caption
        var out = header(width: width, height: height, title: title)
        var offset = 0.0
        for state in states {
            out += "<g class=\"state\" transform=\"translate(\(svgNumber(offset)) 0)\">\n"
            out += body(state.scene, options: options)
            out += "<text class=\"state-name\" x=\"0\" y=\"\(svgNumber(state.scene.size.height + 14))\" font-size=\"11\""
                + " fill=\"\(RenderStyle.text)\">state: \(xmlEscaped(state.name))</text>\n</g>\n"
            offset += state.scene.size.width + gap
        }
        return out + "</svg>\n"
    }
}
