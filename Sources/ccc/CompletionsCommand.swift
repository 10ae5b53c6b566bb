import CompactConstraint

/// `ccc completions bash|zsh|fish`: prints a completion script. `ccc completions states
/// FILE` prints the states of a layout file, one a line (the scripts call it for `--state`;
/// nothing, status 0, when the file cannot be read; only names that are identifiers).
/// `ccc completions value-options COMMAND` prints the options of a command that take a
/// value, one a line (the package plugin reads them to tell files from option values).
enum CompletionsCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        switch args.positional.first {
        case "bash" where args.positional.count == 1: Console.output(CompletionScripts.bash)
        case "zsh" where args.positional.count == 1: Console.output(CompletionScripts.zsh)
        case "fish" where args.positional.count == 1: Console.output(CompletionScripts.fish)
        case "states" where args.positional.count == 2:
            guard let file = try? Files.read(args.positional[1]) else { return 0 }
            var diagnostics = Diagnostics()
            let names = Pipeline.read(file, into: &diagnostics)?.states.map(\.name) ?? []
            // Identifiers only: the scripts treat what is printed as data, and so must a user's.
            Console.output(names.filter(Identifier.isValid).map { $0 + "\n" }.joined())
        case "value-options" where args.positional.count == 2:
            // For tools that pass options on (the package plugin): the options of a
            // command that take a value, one a line, from the table the scripts use.
            guard let command = CommandInterface.all.first(where: { $0.name == args.positional[1] }) else {
                throw UsageError("completions value-options needs a command, not \(QuotedArgument.quoted(args.positional[1]))")
            }
            Console.output(command.options.filter(\.takesValue).map { $0.name + "\n" }.joined())
        case "bash", "zsh", "fish":
            throw UsageError("completions takes one shell, not \(args.positional.count - 1 > 0 ? "also \(QuotedArgument.quoted(args.positional[1]))" : "more")")
        case "states":
            throw UsageError("completions states needs one layout file")
        default:
            let shell = args.positional.first.map { " '\(Console.safe($0))'" } ?? ""
            let hint = args.positional.first.flatMap { closestMatch(to: $0, in: ["bash", "zsh", "fish"]) }
                .map { " (did you mean '\($0)'?)" } ?? ""
            throw UsageError("completions needs a shell: bash, zsh or fish\(shell.isEmpty ? "" : "; got\(shell)")\(hint)")
        }
        return 0
    }

}
