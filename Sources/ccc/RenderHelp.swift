/// The help texts of `ccc render` and `ccc explain` (docs/render-and-explain.md).
extension Help {
    static let explain = """
        usage: ccc explain FILE|- VIEW[.ATTRIBUTE] [options]

        Why is it there? Solves the layout and, for each asked value (x, y, width and height
        when no attribute is named; any attribute such as label.trailing, label.centerY or
        field.firstBaseline; locations in the superview's coordinates), prints the value,
        the constraints that decide it — required ones that bind and optional ones that hold —
        each with its origin and how far the value moves per point of its constant, then the
        optional constraints that lose, with their priority and how far they are off. An
        ambiguous value names the open part of the frame and the range it can take.

        options:
          --format text|json       text (default) or one JSON document
          --state NAME             apply one of the file's states
          --size WxH, --metrics FILE, --metric NAME=VALUE, --layout-direction ltr|rtl
                                   as for solve
          --config FILE            the .ccc.json whose metrics apply (default: the nearest one,
                                   as ccc lint finds it)
          --no-config              ignore .ccc.json
          -h, --help               print this help

        Exit status: 0 success, 1 the layout has errors (the explanation is still printed),
        2 usage or I/O error (an unknown view or attribute is a usage error).

        """

    static let render = """
        usage: ccc render FILE|- [options]

        Draws the solved layout as SVG (default) or as a self-contained HTML page: the root's
        bounds, each view a labelled rectangle (its frame in a <title>), nesting shaded, safe
        area and layout margins dashed, ambiguous views hatched, views of a broken (conflict)
        set outlined in red. Coordinates are points: the viewBox is the root's size.

        options:
          -o FILE                  write to FILE instead of standard output (never a named input)
          --format svg|html        svg (default) or html: the picture, the frames table and the
                                   diagnostics; hovering, focusing or clicking a view highlights
                                   its constraints and lists them with their origin
          --constraints            overlay the constraints: I-beams with constants, centring
                                   marks, size bars; lower priorities dashed
          --state NAME             a state of the file; repeat to animate between states
                                   (SMIL, looping, the state's name shown)
          --side-by-side           with several --state: one panel per state instead of animating
                                   (svg only; the html page shows one section per state)
          --size WxH, --metrics FILE, --metric NAME=VALUE, --layout-direction ltr|rtl
                                   as for solve
          --config FILE            the .ccc.json whose metrics apply (default: the nearest one,
                                   as ccc lint finds it)
          --no-config              ignore .ccc.json
          -h, --help               print this help

        Exit status: 0 success, 1 the layout has errors (what can be drawn is drawn, the
        conflict marked), 2 usage or I/O error.

        """
}
