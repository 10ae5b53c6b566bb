/// The texts of `ccc --help` and `ccc COMMAND --help`.
enum Help {
    static let usage = """
        usage: ccc solve FILE|- [--format text|json|tsv] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]
                                [--layout-direction ltr|rtl] [--scale N]
               ccc compile FILE|- [--format text|json] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]
                                  [--layout-direction ltr|rtl]
               ccc parse 'STRING' [--format text|json]
               ccc --help | ccc COMMAND --help | ccc --version

        """

    static let overview = """
        ccc — the compact-constraint compiler: Auto Layout constraint strings to solved view frames.

        """ + usage + """

        commands:
          solve   solve a layout file and print every view's frame
          compile list every constraint the layout produces, canonical, with its origin
          parse   print the syntax tree of one constraint string

        Exit status: 0 success (warnings allowed), 1 the layout has errors, 2 usage or I/O error.

        """

    static let solve = """
        usage: ccc solve FILE|- [options]

        Reads a layout file (JSON: size, metrics, views, constraints), solves it and prints
        each view's frame. Diagnostics go to standard error as file:line:column: messages.

        options:
          --format text|json|tsv   text: an aligned table (default); json: one object with
                                   frame, absoluteFrame, ambiguous per view; tsv: name, x, y,
                                   width, height (absolute), one view a line
          --size WxH               the root view's size in points, replacing the file's
          --metrics FILE           a JSON object of metric names to numbers (repeatable)
          --metric NAME=VALUE      set one metric (repeatable; wins over everything else)
          --state NAME             apply the metric overrides of one of the file's states
          --layout-direction ltr|rtl
                                   replace the file's layoutDirection (rtl: leading is the right edge)
          --scale N                round frames to the pixel grid of a screen with N pixels per
                                   point, as UIKit does (json also gives the unrounded frames)

        Exit status: 0 success, 1 the layout has errors (frames are still printed after
        recovering, as UIKit does), 2 usage or I/O error.

        """

    static let compile = """
        usage: ccc compile FILE|- [--format text|json] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]
                          [--layout-direction ltr|rtl]

        Lists every constraint the layout produces, written or implied (root frame, size,
        intrinsic size, docking), as one canonical compact string each with its priority,
        where it came from (file:line:column) and what kind it is. Metrics are replaced by
        their values.

        """

    static let parse = """
        usage: ccc parse 'STRING' [--format text|json]

        Prints the syntax tree of one compact constraint string, such as
          ccc parse 'spinner.left = button.right + 10 @ 750 # spin'
        with the columns each node spans. Errors are reported at their column.

        """
}
