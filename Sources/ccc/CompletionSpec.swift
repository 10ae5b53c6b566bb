/// What the shell completions know: the commands, their options, and the values an
/// option takes. One table feeds the bash, zsh and fish scripts (CompletionScripts).
enum CompletionSpec {
    /// What follows an option: nothing (a flag), a word from a list, a file, a state of
    /// the layout file on the line, or free text.
    enum Value: Equatable {
        case none, words([String]), file, state, text
    }

    struct Option {
        var name: String
        var value: Value
        var summary: String
    }

    struct Command {
        var name: String
        var summary: String
        var options: [Option]
        /// What the positional arguments are: layout files, a shell name, or free text.
        var positional: Value
    }

    static let directions = Option(name: "--layout-direction", value: .words(["ltr", "rtl"]), summary: "layout direction")
    static let metrics = Option(name: "--metrics", value: .file, summary: "a JSON file of metrics")
    static let metric = Option(name: "--metric", value: .text, summary: "one metric, NAME=VALUE")
    static let state = Option(name: "--state", value: .state, summary: "a state of the layout file")
    static let size = Option(name: "--size", value: .text, summary: "the size of the root, WxH")
    static let help = Option(name: "--help", value: .none, summary: "show help")

    static func format(_ names: [String]) -> Option {
        Option(name: "--format", value: .words(names), summary: "output format")
    }

    static let commands: [Command] = [
        Command(
            name: "solve", summary: "solve a layout file and print the frame of every view",
            options: [format(["text", "json", "tsv"]), size, metrics, metric, state, directions,
                      Option(name: "--scale", value: .text, summary: "pixels per point"), help],
            positional: .file),
        Command(
            name: "lint", summary: "check layout files for errors, conflicts and ambiguity",
            options: [format(["text", "json", "github", "sarif"]),
                      Option(name: "--warnings-as-errors", value: .none, summary: "report warnings as errors"),
                      Option(name: "--list-rules", value: .none, summary: "print every rule"),
                      Option(name: "--list-strings", value: .none, summary: "list the constraint strings of source files"),
                      metrics, metric, state, size, directions,
                      Option(name: "--config", value: .file, summary: "the configuration file"),
                      Option(name: "--no-config", value: .none, summary: "ignore .ccc.json"),
                      Option(name: "--baseline", value: .file, summary: "report only findings not in this baseline"),
                      Option(name: "--write-baseline", value: .file, summary: "record every finding of today"), help],
            positional: .file),
        Command(
            name: "compile", summary: "list every constraint the layout produces",
            options: [format(["text", "json"]), size, metrics, metric, state, directions, help],
            positional: .file),
        Command(
            name: "parse", summary: "print the syntax tree of one constraint string",
            options: [format(["text", "json"]), help], positional: .text),
        Command(
            name: "render", summary: "draw the solved layout as SVG or an HTML page",
            options: [Option(name: "-o", value: .file, summary: "the output file"), format(["svg", "html"]),
                      Option(name: "--constraints", value: .none, summary: "overlay the constraints"), state,
                      Option(name: "--side-by-side", value: .none, summary: "one panel per state"),
                      size, metrics, metric, directions, help],
            positional: .file),
        Command(
            name: "explain", summary: "say which constraints decide a value",
            options: [format(["text", "json"]), state, size, metrics, metric, directions, help],
            positional: .file),
        Command(
            name: "log", summary: "read an 'Unable to simultaneously satisfy constraints' log",
            options: [format(["text", "json"]), Option(name: "--emit-layout", value: .none, summary: "print a layout file"),
                      Option(name: "--log", value: .text, summary: "only the Nth log"), help],
            positional: .file),
        Command(
            name: "completions", summary: "print a shell completion script",
            options: [help], positional: .words(["bash", "zsh", "fish"])),
    ]

    static let topLevel = ["--help", "--version"]

    /// Options that take a value, of every command (the scripts skip their values when
    /// looking for the layout file on the line).
    static var valueOptions: [String] {
        var names: [String] = []
        for command in commands {
            for option in command.options where option.value != .none && !names.contains(option.name) {
                names.append(option.name)
            }
        }
        return names
    }
}
