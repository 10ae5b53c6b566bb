/// Builds the JSON text of a layout file: a root size, views (name → members) and one
/// top-level list of constraint strings. Names and strings are generated, so they need
/// no escaping.
struct LayoutText {
    var width: Double
    var height: Double
    private var views: [String] = []
    private var constraints: [String] = []
    /// Strings counted for constraints that come from intents (a stack's arranged views).
    private var intentStrings = 0

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The number of constraint strings written so far.
    var constraintCount: Int { constraints.count + intentStrings }

    /// Counts `count` strings for constraints an intent generates (a stack of N arranged
    /// views counts as 2N).
    mutating func countStrings(_ count: Int) {
        intentStrings += count
    }

    /// A view; `members` is the inside of its JSON object, such as `"superview": "a"`.
    mutating func view(_ name: String, _ members: String = "") {
        views.append("    \"\(name)\": {\(members)}")
    }

    mutating func constraint(_ text: String) {
        constraints.append("    \"\(text)\"")
    }

    /// Views `v0` … `v(N−1)` of the root, which is `pitch`·N wide and 100 high; `each` adds
    /// the constraints of one view (its name and index). With `chained`, each view's left
    /// edge comes first, 8 after the previous view's right edge (the first 8 from the root's).
    static func row(
        _ n: Int, pitch: Double, chained: Bool = true, _ each: (inout LayoutText, String, Int) -> Void
    ) -> LayoutText {
        var layout = LayoutText(width: Double(n) * pitch, height: 100)
        for index in 0..<n { layout.view("v\(index)") }
        for index in 0..<n {
            let name = "v\(index)"
            if chained {
                layout.constraint(index == 0 ? "\(name).left = super.left + 8" : "\(name).left = v\(index - 1).right + 8")
            }
            each(&layout, name, index)
        }
        return layout
    }

    var json: String {
        "{\n  \"size\": {\"width\": \(number(width)), \"height\": \(number(height))},\n"
            + "  \"views\": {\n" + views.joined(separator: ",\n") + "\n  },\n"
            + "  \"constraints\": [\n" + constraints.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    private func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
