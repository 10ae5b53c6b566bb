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

    var json: String {
        "{\n  \"size\": {\"width\": \(number(width)), \"height\": \(number(height))},\n"
            + "  \"views\": {\n" + views.joined(separator: ",\n") + "\n  },\n"
            + "  \"constraints\": [\n" + constraints.joined(separator: ",\n") + "\n  ]\n}\n"
    }

    private func number(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
