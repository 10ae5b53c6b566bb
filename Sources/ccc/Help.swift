/// The texts of `ccc --help` and `ccc COMMAND --help`.
enum Help {
    static let usage = """
        usage: ccc solve FILE|- [--format text|json|tsv] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]...
                                [--layout-direction ltr|rtl] [--scale N]
               ccc lint [FILE...] [--format text|json|github|sarif] [--warnings-as-errors] [--list-rules]
                                [--list-strings] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]... [--size WxH]...
                                [--layout-direction ltr|rtl] [--config FILE | --no-config] [--baseline FILE | --write-baseline FILE]
               ccc compile FILE|- [--format text|json] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]
                                  [--layout-direction ltr|rtl] [--implicit]
               ccc parse 'STRING' [--format text|json]
               ccc completions bash|zsh|fish
               ccc render FILE|- [-o FILE] [--format svg|html] [--constraints] [--state NAME]... [--side-by-side]
               ccc explain FILE|- VIEW[.ATTRIBUTE] [--format text|json] [--state NAME]
               ccc log FILE|- [--format text|json] [--emit-layout] [--log N]
               ccc --help | ccc COMMAND --help | ccc --version

        """

    static let overview = """
        ccc — the compact-constraint compiler: Auto Layout constraint strings to solved view frames.

        """ + usage + """

        commands:
          solve   solve a layout file and print every view's frame
          lint    check layout files, and the constraint strings of Swift and Objective-C files, for errors,
                  conflicts, ambiguity and likely mistakes (for CI)
          compile list every constraint the layout produces, canonical, with its origin
          parse   print the syntax tree of one constraint string
          completions
                  print a completion script for bash, zsh or fish
          render  draw the solved layout as SVG or an HTML page
          explain say which constraints decide a view's frame or an attribute, and how much
          log     read an "Unable to simultaneously satisfy constraints" console log: which constraints really conflict

        Options come after the command (ccc solve FILE --format json). An option that takes
        one value may be given once; --metric and --metrics repeat, solve, lint and render
        repeat --state, and lint repeats --size (each state or size at most once).
        Numbers are decimals (8, -4, 0.5, 1e3) of at most 1e7.

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
                                   (375x: width only, the height from the constraints)
                                   (decimals from 0 to 1e7, such as 375x667)
          --metrics FILE           a JSON object of metric names to numbers (repeatable);
                                   any error in it stops ccc (exit 2)
          --metric NAME=VALUE      set one metric (repeatable; wins over everything else);
                                   a NAME the layout never uses gets a warning
          --state NAME             apply the metric overrides of one of the file's states;
                                   repeat to solve each state and print them side by side
                                   (json: keyed by state; tsv: the state's name first)
          --layout-direction ltr|rtl
                                   replace the file's layoutDirection (rtl: leading is the right edge)
          --scale N                round frames to the pixel grid of a screen with N pixels per
                                   point, as UIKit does (json also gives the unrounded frames)
          --config FILE            the .ccc.json whose metrics apply (default: the nearest one,
                                   as ccc lint finds it)
          --no-config              ignore .ccc.json
          -h, --help               print this help

        Exit status: 0 success, 1 the layout has errors (frames are still printed after
        recovering, as UIKit does), 2 usage or I/O error.

        """

    static let lint = """
        usage: ccc lint [FILE...] [options]

        Runs every layout file through the whole pipeline (read, compile, solve) and the
        lint checks, and reports every finding with its file:line:column and code: what
        the compiler rejects, unsatisfiable required constraints (the minimal conflicting
        set), ambiguous views, priority ties, strings the original CompactConstraint reads
        differently, duplicates, unused metrics and views, views outside their superview.
        'ccc lint --list-rules' lists every code. Each file is linted with its base metrics
        and in each of its states; a finding that only some of them have is prefixed with
        where it occurs ("in state 'hidden': ...").

        Swift (.swift) and Objective-C (.m, .mm, .h) files, and folders of them (walked
        recursively, skipping hidden folders, .build, Pods, Carthage and DerivedData unless
        named), are linted beside layout files: the strings of CompactConstraint and visual
        format calls are checked at their line and column in the source (docs/source-files.md).

        options:
          --format text|json|github|sarif
                                   text: as clang, on standard error (default; colour on a
                                   terminal unless NO_COLOR is set); json: one document of
                                   files and diagnostics; github: workflow-command
                                   annotations; sarif: a SARIF 2.1.0 log for code scanning.
                                   json, github and sarif go to standard output.
          --warnings-as-errors     report warnings as errors (and exit 1 on any)
          --list-rules             print the table of every rule and exit (no files; as a
                                   JSON array of {id, severity, summary} with '--format json')
          --list-strings           print every constraint string found in the source files
                                   (place, dialect, whether names were checked; text or json)
          --metrics FILE           a JSON object of metric names to numbers (repeatable)
          --metric NAME=VALUE      set one metric (repeatable)
          --state NAME             lint only this state of the files (repeatable)
          --size WxH               lint at this root size in points, replacing the file's;
                                   repeatable, to check several screen sizes in one run
          --layout-direction ltr|rtl
                                   replace each file's layoutDirection (rtl: leading is the right edge)
          --config FILE            the configuration to use (default: .ccc.json in the
                                   current folder or the nearest parent that has one)
          --no-config              ignore any .ccc.json
          --baseline FILE          report only findings not recorded in FILE
          --write-baseline FILE    record every finding in FILE (the report is printed as usual)
          -h, --help               print this help

        With a configuration, the files given are linted when its include and exclude
        select them; with no files given, every .json file its include selects is linted.
        Layout files silence findings with "lint": {"disable": ["CODE"]} on a view or a
        constraint object. See docs/team-tools.md.

        Exit status: 0 no errors (warnings allowed), 1 some file has errors, 2 usage error
        or a file could not be read (it is reported on standard error; the other files are
        still linted).

        """

    static let compile = """
        usage: ccc compile FILE|- [--format text|json] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]
                          [--layout-direction ltr|rtl] [--implicit]

        Lists every constraint the layout produces, written or implied (root frame, size,
        intrinsic size, docking), as one canonical compact string each with its priority,
        where it came from (file:line:column) and what kind it is. Metrics are replaced by
        their values.

        options:
          --format text|json       text: one constraint a line (default); json: one object
          --size WxH               the root view's size in points, replacing the file's
                                   (375x: width only, the height from the constraints)
          --metrics FILE           a JSON object of metric names to numbers (repeatable)
          --metric NAME=VALUE      set one metric (repeatable)
          --state NAME             apply the metric overrides of one of the file's states
          --layout-direction ltr|rtl
                                   replace the file's layoutDirection (rtl: leading is the right edge)
          --implicit               also list UIKit's implicit 'width >= 0' and 'height >= 0'
                                   of every view and layout guide (kind 'implicit')
          --config FILE            the .ccc.json whose metrics apply (default: the nearest one,
                                   as ccc lint finds it)
          --no-config              ignore .ccc.json
          -h, --help               print this help

        Exit status: 0 success, 1 the layout has errors, 2 usage or I/O error.

        """

    static let parse = """
        usage: ccc parse 'STRING' [--format text|json]

        Prints the syntax tree of one constraint string, compact or visual format, such as
          ccc parse 'spinner.left = button.right + 10 @ 750 # spin'
          ccc parse 'H:|-[label]-[field(>=120)]-|'
        with the columns each node spans. Errors are reported at their column.

        options:
          --format text|json       text: an indented tree (default); json: one object
          -h, --help               print this help

        """

    static let completions = """
        usage: ccc completions bash|zsh|fish

        Prints a completion script: commands, options, formats, and the states of the
        layout file on the line for --state.
          bash:  source <(ccc completions bash)      (or save it in bash-completion's folder)
          zsh:   source <(ccc completions zsh)       (or save it as _ccc in a folder of $fpath)
          fish:  ccc completions fish > ~/.config/fish/completions/ccc.fish

        options:
          -h, --help               print this help

        """

    static let log = """
        usage: ccc log FILE|- [--format text|json] [--emit-layout] [--log N]

        Reads console text holding UIKit's or AppKit's "Unable to simultaneously satisfy
        constraints" messages (paste the whole console; other lines are skipped) and, for
        each log, prints its views with readable names (label1, titleLabel, stackView1),
        every constraint as a compact string with its line, the minimal set(s) of required
        constraints that cannot hold together with carets into the log, whether the
        constraint UIKit breaks is in that set, and what to change.

        options:
          --format text|json       text: the report (default; warnings on standard error);
                                   json: {"logs": [...], "diagnostics": [...]}
          --emit-layout            print the constraints of one log as a ccc layout file
                                   (for ccc lint, ccc solve, ccc compile)
          --log N                  only the Nth log of the input (--emit-layout: default 1)
          -h, --help               print this help

        Exit status: 0 at least one log was read, 1 the input holds no log, 2 usage or I/O error.

        """
}
