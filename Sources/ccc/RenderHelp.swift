/// The interfaces of `ccc render` and `ccc explain` (docs/render-and-explain.md).
extension Help {
    /// The layout options that `explain` and `render` take as `solve` does, in one help row.
    static let asForSolve = HelpRow([.size, .metrics, .metric, .layoutDirection], "as for solve")

    static let explain = CommandInterface(
        name: "explain", overview: "say which constraints decide a view's frame or an attribute, and how much",
        summary: "say which constraints decide a value", arguments: "FILE|- VIEW[.ATTRIBUTE]", positional: .file,
        synopsis: [[.option(.format(TextOrJSON.self)), .option(.state), .option(.size)],
                   [.option(.metrics), .option(.metric), .option(.layoutDirection)], [.either(.config, .noConfig)]],
        synopsisIndent: 41,
        about: """
            Why is it there? Solves the layout and, for each asked value (x, y, width and height
            when no attribute is named; any attribute such as label.trailing, label.centerY or
            field.firstBaseline; locations in the superview's coordinates), prints the value,
            the constraints that decide it — required ones that bind and optional ones that hold —
            each with its origin and how far the value moves per point of its constant, then the
            optional constraints that lose, with their priority and how far they are off. An
            ambiguous value names the open part of the frame and the range it can take.
            """,
        rows: [
            HelpRow(.format(TextOrJSON.self), "text (default) or one JSON document"),
            HelpRow(.state, "apply one of the file's states"),
            asForSolve, HelpRow(.config), HelpRow(.noConfig), HelpRow(.help),
        ],
        epilogue: """
            Exit status: 0 success, 1 the layout has errors (the explanation is still printed),
            2 usage or I/O error (an unknown view or attribute is a usage error).
            """,
        run: ExplainCommand.run)

    static let render = CommandInterface(
        name: "render", overview: "draw the solved layout as SVG or an HTML page",
        summary: "draw the solved layout as SVG or an HTML page", arguments: "FILE|-", positional: .file,
        synopsis: [[.option(.output), .option(.format(RenderFormat.self)), .option(.constraints), .option(.state),
                    .option(.sideBySide)],
                   [.option(.size), .option(.metrics), .option(.metric), .option(.layoutDirection)],
                   [.either(.config, .noConfig)]],
        synopsisIndent: 25,
        about: """
            Draws the solved layout as SVG (default) or as a self-contained HTML page: the root's
            bounds, each view a labelled rectangle (its frame in a <title>), nesting shaded, safe
            area and layout margins dashed, ambiguous views hatched, views of a broken (conflict)
            set outlined in red. Coordinates are points: the viewBox is the root's size.
            """,
        rows: [
            HelpRow(.output),
            HelpRow(.format(RenderFormat.self), """
                svg (default) or html: the picture, the frames table and the
                diagnostics; hovering, focusing or clicking a view highlights
                its constraints and lists them with their origin
                """),
            HelpRow(.constraints),
            HelpRow(.state.repeated, """
                a state of the file; repeat to animate between states
                (SMIL, looping, the state's name shown)
                """),
            HelpRow(.sideBySide), asForSolve, HelpRow(.config), HelpRow(.noConfig), HelpRow(.help),
        ],
        epilogue: """
            Exit status: 0 success, 1 the layout has errors (what can be drawn is drawn, the
            conflict marked), 2 usage or I/O error.
            """,
        run: RenderCommand.run)
}
