import CompactConstraint

/// The options of one command, parsed by hand: `--name value`, `--name=value`, flags,
/// and positional arguments (`-` alone is positional: standard input).
struct Arguments {
    var positional: [String] = []
    /// Options in the order given; repeatable ones keep every value.
    var values: [(name: String, value: String)] = []
    var flags: Set<String> = []

    /// Parses the arguments after `command`'s name against the options it declares
    /// (`CommandInterface.options`). Anything else starting with `-` is a usage error. An
    /// option that does not repeat may be given once: twice is a usage error, never a
    /// silent "the last one wins". A flag's alias (`-h`) is recorded under its name.
    init(_ arguments: [String], for command: CommandInterface) throws(UsageError) {
        let options = command.options
        var index = 0
        var onlyPositional = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositional || argument == "-" || !argument.hasPrefix("-") {
                positional.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositional = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            let option = options.first { $0.name == name || $0.alias == name }
            if let option, !option.takesValue, inlineValue == nil {
                flags.insert(option.name)
            } else if let option, option.takesValue {
                if !option.repeatable, values.contains(where: { $0.name == name }) {
                    throw UsageError("\(name) given twice; ccc \(command.name) takes one")
                }
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
                // An empty path names no file: say so, not "cannot read ''" (issue #18).
                if option.value == .file, value.isEmpty { throw UsageError("\(option.name) needs a file name") }
                values.append((name, value))
            } else if let option {
                // A flag with `=value`: the flag takes none (not "unknown option").
                throw UsageError(
                    "option '\(name)' takes no value; give it alone, without \(QuotedArgument.quoted("=" + (inlineValue ?? "")))")
            } else if let others = Self.commands(taking: name, besides: command) {
                throw UsageError("'\(name)' is an option of \(others), not of \(command.name); see 'ccc \(command.name) --help'")
            } else {
                let names = options.filter(\.takesValue).map(\.name)
                    + options.filter { !$0.takesValue }.flatMap { [$0.name] + ($0.alias.map { [$0] } ?? []) }
                let hint = closestMatch(to: name, in: names).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown option \(QuotedArgument.quoted(name))\(hint)")
            }
        }
    }

    /// The other commands that take an option `name` (`solve and render`), or nil.
    private static func commands(taking name: String, besides command: CommandInterface) -> String? {
        let names = CommandInterface.all.filter { other in
            other.name != command.name && other.options.contains { $0.name == name || $0.alias == name }
        }.map(\.name)
        guard let last = names.last else { return nil }
        return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
    }

    func has(_ flag: Option) -> Bool { flags.contains(flag.name) }

    func all(_ option: Option) -> [String] { values.filter { $0.name == option.name }.map(\.value) }

    /// The value of an option given at most once (or the last of a repeatable one).
    func last(_ option: Option) -> String? { all(option).last }

    /// `--format`, one of `Format`'s names; its first case when not given.
    func format<Format: OutputFormat>(_: Format.Type) throws(UsageError) -> Format {
        let name = last(.format(Format.self)) ?? Format.names.first ?? ""
        guard let format = Format(rawValue: name) else {
            throw UsageError("unknown format \(QuotedArgument.quoted(name)); use one of: \(Format.names.joined(separator: ", "))")
        }
        return format
    }
}
