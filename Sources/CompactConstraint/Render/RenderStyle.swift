/// The colours and sizes of `ccc render` (sRGB hex; sizes in points). Public so that tests
/// can check a renderer's pixels against them.
public enum RenderStyle {
    /// The root's fill: what is seen outside every view.
    public static let rootFill = "#ffffff"
    /// View fills by nesting depth (1 = a subview of the root), darker as views nest deeper;
    /// depths beyond the list reuse it from the start.
    public static let depthFills = ["#dbe8f5", "#b3cde8", "#8cb3da", "#6699cc", "#4d80b3"]
    public static let stroke = "#4a6785"
    public static let text = "#10202f"
    public static let conflict = "#d62728"
    public static let ambiguousHatch = "#e08a00"
    public static let safeArea = "#2a9d3f"
    public static let margins = "#8a5cb8"
    public static let constraint = "#c2185b"
    /// Labels are drawn only in views at least this tall and wide (points).
    public static let minimumLabelHeight = 16.0
    public static let minimumLabelWidth = 24.0
    /// A name that would need a smaller font to fit its view is left out (its `<title>` still names it).
    public static let minimumFontSize = 5.0

    /// The fill of a view at `depth` (the root's at 0).
    public static func fill(depth: Int) -> String {
        depth <= 0 ? rootFill : depthFills[(depth - 1) % depthFills.count]
    }
}

/// Text and attribute values for SVG and HTML: `&`, `<`, `>`, `"` and `'` escaped; control
/// characters (C0 ones are not allowed in XML 1.0), DEL, C1 and bidirectional controls
/// replaced by U+FFFD, as the diagnostics print them, since the SVG may go to a terminal.
func xmlEscaped(_ text: String) -> String {
    text.replacingScalars { scalar -> String? in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "'": "&#39;"
        case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t" || (0x7F...0x9F).contains(scalar.value)
            || DiagnosticRenderer.isBidiControl(scalar) || (0xFFFE...0xFFFF).contains(scalar.value):
            "\u{FFFD}"
        default: nil
        }
    }
}

/// A coordinate as `ccc` prints numbers (at most 6 decimals, never `-0`).
func svgNumber(_ value: Double) -> String { value.isFinite ? formatNumber(value) : "0" }
