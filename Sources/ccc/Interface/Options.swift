/// The option table: every option of `ccc`, declared once. Commands list the ones they
/// take in their `CommandInterface` (in `Help.swift` and `RenderHelp.swift`), where a row
/// may give a command's own help text or make an option repeat.
extension Option {
    // MARK: Shared by the commands that read a layout file

    /// `--format`, offering the names of `Format` (the first is the default).
    static func format<Format: OutputFormat>(_ format: Format.Type) -> Option {
        Option(name: "--format", value: .words(Format.names), summary: "output format", help: "")
    }

    static let size = Option(
        name: "--size", value: .text(placeholder: "WxH"), summary: "the size of the root, WxH",
        help: """
            the root view's size in points, replacing the file's
            (375x: width only, the height from the constraints)
            """)

    static let metrics = Option(
        name: "--metrics", value: .file, repeatable: true, summary: "a JSON file of metrics",
        help: "a JSON object of metric names to numbers (repeatable)")

    static let metric = Option(
        name: "--metric", value: .text(placeholder: "NAME=VALUE"), repeatable: true, summary: "one metric, NAME=VALUE",
        help: "set one metric (repeatable)")

    static let state = Option(
        name: "--state", value: .state, summary: "a state of the layout file",
        help: "apply the metric overrides of one of the file's states")

    static let layoutDirection = Option(
        name: "--layout-direction", value: .words(["ltr", "rtl"]), summary: "layout direction",
        help: "replace the file's layoutDirection (rtl: leading is the right edge)")

    static let scale = Option(
        name: "--scale", value: .text(placeholder: "N"), summary: "pixels per point",
        help: """
            round frames to the pixel grid of a screen with N pixels per
            point (1 to 10: UIKit's are 1, 2, 3), as UIKit does (json also
            gives the unrounded frames)
            """)

    static let config = Option(
        name: "--config", value: .file, summary: "the configuration file",
        help: """
            the .ccc.json whose metrics apply (default: the nearest one,
            as ccc lint finds it)
            """)

    static let noConfig = Option(name: "--no-config", value: .none, summary: "ignore .ccc.json", help: "ignore .ccc.json")

    static let help = Option(name: "--help", alias: "-h", value: .none, summary: "show help", help: "print this help")

    // MARK: ccc lint

    static let warningsAsErrors = Option(
        name: "--warnings-as-errors", value: .none, summary: "report warnings as errors",
        help: "report warnings as errors (and exit 1 on any)")

    static let listRules = Option(
        name: "--list-rules", value: .none, summary: "print every rule",
        help: """
            print the table of every rule and exit (no files; as a
            JSON array of {id, severity, summary} with '--format json')
            """)

    static let listStrings = Option(
        name: "--list-strings", value: .none, summary: "list the constraint strings of source files",
        help: """
            print every constraint string found in the source files
            (place, dialect, whether names were checked; text or json)
            """)

    static let baseline = Option(
        name: "--baseline", value: .file, summary: "report only findings not in this baseline",
        help: "report only findings not recorded in FILE")

    static let writeBaseline = Option(
        name: "--write-baseline", value: .file, summary: "record every finding of today",
        help: "record every finding in FILE (the report is printed as usual)")

    // MARK: ccc compile

    static let implicit = Option(
        name: "--implicit", value: .none, summary: "also list implicit constraints",
        help: """
            also list UIKit's implicit 'width >= 0' and 'height >= 0'
            of every view and layout guide (kind 'implicit')
            """)

    // MARK: ccc render

    static let output = Option(
        name: "-o", value: .file, summary: "the output file",
        help: "write to FILE instead of standard output (never a named input)")

    static let constraints = Option(
        name: "--constraints", value: .none, summary: "overlay the constraints",
        help: """
            overlay the constraints: I-beams with constants, centring
            marks, size bars; lower priorities dashed
            """)

    static let sideBySide = Option(
        name: "--side-by-side", value: .none, summary: "one panel per state",
        help: """
            with several --state: one panel per state instead of animating
            (svg only; the html page shows one section per state)
            """)

    // MARK: ccc log

    static let emitLayout = Option(
        name: "--emit-layout", value: .none, summary: "print a layout file",
        help: """
            print the constraints of one log as a ccc layout file
            (for ccc lint, ccc solve, ccc compile)
            """)

    static let log = Option(
        name: "--log", value: .text(placeholder: "N"), summary: "only the Nth log",
        help: "only the Nth log of the input (--emit-layout: default 1)")
}
