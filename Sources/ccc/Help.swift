/// Every command's interface: its options (from the option table, `Interface/Options.swift`),
/// synopsis and help text. `ccc --help`, `ccc COMMAND --help`, the parser and the
/// completions are made from these.
enum Help {
    static let usage = CommandInterface.usage

    static let overview = """
        ccc — the compact-constraint compiler: Auto Layout constraint strings to solved view frames.

        """ + usage + """

        commands:

        """ + CommandInterface.commandList + """

        Options come after the command (ccc solve FILE --format json). An option that takes
        one value may be given once; --metric and --metrics repeat, solve, lint and render
        repeat --state, and lint repeats --size (each state or size at most once).
        Numbers are decimals (8, -4, 0.5, 1e3) of at most 1e7.

        Exit status: 0 success (warnings allowed), 1 the layout has errors, 2 usage or I/O error.

        """

    static let solve = CommandInterface(
        name: "solve", overview: "solve a layout file and print every view's frame",
        summary: "solve a layout file and print the frame of every view", arguments: "FILE|-", positional: .file,
        synopsis: [[.option(.format(SolveFormat.self)), .option(.size), .option(.metrics), .option(.metric), .option(.state)],
                   [.option(.layoutDirection), .option(.scale), .either(.config, .noConfig)]],
        synopsisIndent: 24,
        about: """
            Reads a layout file (JSON: size, metrics, views, constraints), solves it and prints
            each view's frame. Diagnostics go to standard error as file:line:column: messages.
            """,
        rows: [
            HelpRow(.format(SolveFormat.self), """
                text: an aligned table (default); json: one object with
                frame, absoluteFrame, ambiguous per view; tsv: name, x, y,
                width, height (absolute), one view a line
                """),
            HelpRow(.size, Option.size.help + "\n(decimals from 0 to 1e7, such as 375x667)"),
            HelpRow(.metrics, """
                a JSON object of metric names to numbers (repeatable);
                any error in it stops ccc (exit 2)
                """),
            HelpRow(.metric, """
                set one metric (repeatable; wins over everything else);
                a NAME the layout never uses gets a warning
                """),
            HelpRow(.state.repeated, """
                apply the metric overrides of one of the file's states;
                repeat to solve each state and print them side by side
                (json: keyed by state; tsv: the state's name first)
                """),
            HelpRow(.layoutDirection), HelpRow(.scale), HelpRow(.config), HelpRow(.noConfig), HelpRow(.help),
        ],
        epilogue: """
            Exit status: 0 success, 1 the layout has errors (frames are still printed after
            recovering, as UIKit does), 2 usage or I/O error.
            """,
        run: SolveCommand.run)

    static let lint = CommandInterface(
        name: "lint",
        overview: """
            check layout files, and the constraint strings of Swift and Objective-C files, for errors,
            conflicts, ambiguity and likely mistakes (for CI)
            """,
        summary: "check layout files for errors, conflicts and ambiguity", arguments: "[FILE...]", positional: .file,
        synopsis: [[.option(.format(LintFormat.self)), .option(.warningsAsErrors), .option(.listRules)],
                   [.option(.listStrings), .option(.metrics), .option(.metric), .option(.state), .option(.size)],
                   [.option(.layoutDirection), .either(.config, .noConfig), .either(.baseline, .writeBaseline)]],
        synopsisIndent: 24,
        about: """
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
            """,
        rows: [
            HelpRow(.format(LintFormat.self), """
                text: as clang, on standard error (default; colour on a
                terminal unless NO_COLOR is set); json: one document of
                files and diagnostics; github: workflow-command
                annotations; sarif: a SARIF 2.1.0 log for code scanning.
                json, github and sarif go to standard output.
                """),
            HelpRow(.warningsAsErrors), HelpRow(.listRules), HelpRow(.listStrings), HelpRow(.metrics), HelpRow(.metric),
            HelpRow(.state.repeated, "lint only this state of the files (repeatable)"),
            HelpRow(.size.repeated, """
                lint at this root size in points, replacing the file's;
                repeatable, to check several screen sizes in one run
                """),
            HelpRow(.layoutDirection, "replace each file's layoutDirection (rtl: leading is the right edge)"),
            HelpRow(.config, """
                the configuration to use (default: .ccc.json in the
                current folder or the nearest parent that has one)
                """),
            HelpRow(.noConfig, "ignore any .ccc.json"), HelpRow(.baseline), HelpRow(.writeBaseline), HelpRow(.help),
        ],
        epilogue: """
            With a configuration, the files given are linted when its include and exclude
            select them; with no files given, every .json file its include selects is linted.
            Layout files silence findings with "lint": {"disable": ["CODE"]} on a view or a
            constraint object. See docs/team-tools.md.

            Exit status: 0 no errors (warnings allowed), 1 some file has errors, 2 usage error
            or a file could not be read (it is reported on standard error; the other files are
            still linted).
            """,
        run: LintCommand.run)

    static let compile = CommandInterface(
        name: "compile", overview: "list every constraint the layout produces, canonical, with its origin",
        summary: "list every constraint the layout produces", arguments: "FILE|-", positional: .file,
        synopsis: [[.option(.format(TextOrJSON.self)), .option(.size), .option(.metrics), .option(.metric), .option(.state)],
                   [.option(.layoutDirection), .option(.implicit), .either(.config, .noConfig)]],
        synopsisIndent: 26, helpUsage: .synopsis(indent: 18),
        about: """
            Lists every constraint the layout produces, written or implied (root frame, size,
            intrinsic size, docking), as one canonical compact string each with its priority,
            where it came from (file:line:column) and what kind it is. Metrics are replaced by
            their values.
            """,
        rows: [
            HelpRow(.format(TextOrJSON.self), "text: one constraint a line (default); json: one object"),
            HelpRow(.size), HelpRow(.metrics), HelpRow(.metric), HelpRow(.state), HelpRow(.layoutDirection),
            HelpRow(.implicit), HelpRow(.config), HelpRow(.noConfig), HelpRow(.help),
        ],
        epilogue: "Exit status: 0 success, 1 the layout has errors, 2 usage or I/O error.",
        run: CompileCommand.run)

    static let parse = CommandInterface(
        name: "parse", overview: "print the syntax tree of one constraint string",
        summary: "print the syntax tree of one constraint string", arguments: "'STRING'", positional: .text(placeholder: "STRING"),
        synopsis: [[.option(.format(TextOrJSON.self))]], helpUsage: .synopsis(indent: 0),
        about: """
            Prints the syntax tree of one constraint string, compact or visual format, such as
              ccc parse 'spinner.left = button.right + 10 @ 750 # spin'
              ccc parse 'H:|-[label]-[field(>=120)]-|'
            with the columns each node spans. Errors are reported at their column.
            """,
        rows: [HelpRow(.format(TextOrJSON.self), "text: an indented tree (default); json: one object"), HelpRow(.help)],
        run: ParseCommand.run)

    static let completions = CommandInterface(
        name: "completions", overview: "print a completion script for bash, zsh or fish",
        summary: "print a shell completion script", arguments: "bash|zsh|fish", positional: .words(["bash", "zsh", "fish"]),
        synopsis: [[]], helpUsage: .synopsis(indent: 0),
        about: """
            Prints a completion script: commands, options, formats, and the states of the
            layout file on the line for --state.
              bash:  source <(ccc completions bash)      (or save it in bash-completion's folder)
              zsh:   source <(ccc completions zsh)       (or save it as _ccc in a folder of $fpath)
              fish:  ccc completions fish > ~/.config/fish/completions/ccc.fish
            """,
        rows: [HelpRow(.help)],
        run: CompletionsCommand.run)

    static let log = CommandInterface(
        name: "log",
        overview: "read an \"Unable to simultaneously satisfy constraints\" console log: which constraints really conflict",
        summary: "read an 'Unable to simultaneously satisfy constraints' log", arguments: "FILE|-", positional: .file,
        synopsis: [[.option(.format(TextOrJSON.self)), .option(.emitLayout), .option(.log)]], helpUsage: .synopsis(indent: 0),
        about: """
            Reads console text holding UIKit's or AppKit's "Unable to simultaneously satisfy
            constraints" messages (paste the whole console; other lines are skipped) and, for
            each log, prints its views with readable names (label1, titleLabel, stackView1),
            every constraint as a compact string with its line, the minimal set(s) of required
            constraints that cannot hold together with carets into the log, whether the
            constraint UIKit breaks is in that set, and what to change.
            """,
        rows: [
            HelpRow(.format(TextOrJSON.self), """
                text: the report (default; warnings on standard error);
                json: {"logs": [...], "diagnostics": [...]}
                """),
            HelpRow(.emitLayout), HelpRow(.log), HelpRow(.help),
        ],
        epilogue: "Exit status: 0 at least one log was read, 1 the input holds no log, 2 usage or I/O error.",
        run: LogCommand.run)
}

extension CommandInterface {
    /// Every command, in the order `ccc --help` lists them.
    static let all = [Help.solve, Help.lint, Help.compile, Help.parse, Help.completions, Help.render, Help.explain, Help.log]
}
