/// What the shell completions know, all from the command table (`CommandInterface`): the
/// commands, their options and what follows each option. The bash, zsh and fish scripts
/// (`CompletionScripts`) and `ccc completions value-options` read this.
enum CompletionSpec {
    /// The commands in the order completions offer them: as `ccc --help` lists them, but
    /// `completions` last.
    static let commands = CommandInterface.all.filter { $0.name != Help.completions.name } + [Help.completions]

    static let topLevel = ["--help", "--version"]

    /// Options that take a value, of every command (the scripts skip their values when
    /// looking for the layout file on the line).
    static var valueOptions: [String] {
        var names: [String] = []
        for command in commands {
            for option in command.options where option.takesValue && !names.contains(option.name) {
                names.append(option.name)
            }
        }
        return names
    }
}
