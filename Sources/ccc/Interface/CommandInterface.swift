/// What a command shows of itself: its name, the options it takes (rows of its `--help`,
/// in order), its synopsis in `ccc --help`, its help text and how completions fill in its
/// positional arguments. `CommandInterface.all` lists every command; `Arguments`, the help
/// texts, the completion scripts and the tests read only this.
struct CommandInterface {
    var name: String
    /// The text beside the name in `ccc --help`'s command list (lines as printed).
    var overview: String
    /// A short phrase for shell completion menus.
    var summary: String
    /// What the positional arguments are, as the synopsis writes them (`FILE|-`).
    var arguments: String
    /// What completions offer for the positional arguments: files, a word, or nothing.
    var positional: Option.Value
    /// The synopsis of `ccc --help`: its lines of options (at least one, maybe empty).
    var synopsis: [[SynopsisItem]]
    /// Where the synopsis's second and later lines start in `ccc --help`.
    var synopsisIndent = 0
    /// The first lines of `ccc NAME --help`.
    var helpUsage = HelpUsage.short
    /// The paragraphs between the usage line and `options:`.
    var about: String
    var rows: [HelpRow]
    /// The paragraphs after the options, if any.
    var epilogue: String?
    /// Runs the command with its parsed options; returns the exit status.
    var run: @Sendable (Arguments) throws(UsageError) -> Int32

    /// The options of the command, in help order.
    var options: [Option] { rows.flatMap(\.options) }

    /// The command's own form of the option called `name` (whether it repeats here).
    func option(named name: String) -> Option? { options.first { $0.name == name } }

    /// How `ccc NAME --help` starts: `usage: ccc solve FILE|- [options]`, or the synopsis
    /// with its later lines starting at `indent`.
    enum HelpUsage {
        case short
        case synopsis(indent: Int)
    }

    /// One entry of a synopsis: `[--size WxH]`, `[--config FILE | --no-config]`.
    enum SynopsisItem {
        case option(Option)
        case either(Option, Option)
    }
}

/// One row of a command's `options:` list: one option, or several that share a text
/// (`--size WxH, --metrics FILE ... as for solve`).
struct HelpRow {
    var options: [Option]
    /// The lines beside the option, as printed.
    var text: String

    /// The option with its own help text, or `text` for this command.
    init(_ option: Option, _ text: String? = nil) {
        options = [option]
        self.text = text ?? option.help
    }

    init(_ options: [Option], _ text: String) {
        self.options = options
        self.text = text
    }
}
