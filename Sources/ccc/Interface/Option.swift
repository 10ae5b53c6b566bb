/// One command-line option, declared once in the option table (`Options.swift`): its name,
/// what follows it, whether it repeats, a phrase for shell completions and its help text.
/// The parser (`Arguments`), each command's `--help`, the usage synopsis, the completion
/// scripts and `ccc completions value-options` all read these declarations.
struct Option: Equatable {
    /// What follows an option on the command line.
    enum Value: Equatable {
        /// Nothing: a flag.
        case none
        /// One word of a list, such as a format (`text|json`).
        case words([String])
        /// A file name (`FILE`).
        case file
        /// A state of the layout file on the line (`NAME`); completions ask the file.
        case state
        /// Free text, shown as `placeholder` (`WxH`, `NAME=VALUE`, `N`).
        case text(placeholder: String)
    }

    /// `--size`, or `-o`.
    var name: String
    /// Another spelling, such as `-h` for `--help`; the parser records it under `name`.
    var alias: String?
    var value: Value
    /// Whether the option may be given more than once (every value is kept); an option
    /// that does not repeat given twice is a usage error. Commands may differ (`.repeated`).
    var repeatable = false
    /// A short phrase for shell completion menus.
    var summary: String
    /// The help text of the option's row in `ccc COMMAND --help`, its lines as printed
    /// (a command may give its own, see `HelpRow`).
    var help: String

    var takesValue: Bool { value != .none }

    /// `WxH`, `FILE`, `text|json`; empty for a flag.
    var placeholder: String {
        switch value {
        case .none: ""
        case .words(let words): words.joined(separator: "|")
        case .file: "FILE"
        case .state: "NAME"
        case .text(let placeholder): placeholder
        }
    }

    /// `--size WxH`, `-h, --help`: how help texts and the synopsis name the option.
    var label: String {
        let spelled = (alias.map { $0 + ", " } ?? "") + name
        return placeholder.isEmpty ? spelled : spelled + " " + placeholder
    }

    /// The same option, repeatable in this command.
    var repeated: Option {
        var option = self
        option.repeatable = true
        return option
    }
}
