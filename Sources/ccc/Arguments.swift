import CompactConstraint

/// The options of one command, parsed by hand: `--name value`, `--name=value`, flags,
/// and positional arguments (`-` alone is positional: standard input).
struct Arguments {
    var positional: [String] = []
    /// Options in the order given; repeatable ones keep every value.
    var values: [(name: String, value: String)] = []
    var flags: Set<String> = []

    /// `valueOptions` take a value; `flagOptions` do not. Anything else starting with `-` is a usage error.
    /// A value option not in `repeatable` may be given once: twice is a usage error, never
    /// a silent "the last one wins".
    init(_ arguments: [String], valueOptions: [String], flagOptions: [String], repeatable: [String] = [])
        throws(UsageError)
    {
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
            if flagOptions.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if valueOptions.contains(name) {
                if !repeatable.contains(name), values.contains(where: { $0.name == name }) {
                    throw UsageError("\(name) given twice")
                }
                if let inlineValue {
                    values.append((name, inlineValue))
                } else if index < arguments.count {
                    values.append((name, arguments[index]))
                    index += 1
                } else {
                    throw UsageError("option '\(name)' needs a value")
                }
            } else {
                let hint = closestMatch(to: name, in: valueOptions + flagOptions).map { " (did you mean '\($0)'?)" } ?? ""
                throw UsageError("unknown option '\(name)'\(hint)")
            }
        }
    }

    func all(_ name: String) -> [String] { values.filter { $0.name == name }.map(\.value) }

    /// The value of an option given at most once (or the last of a repeatable one).
    func last(_ name: String) -> String? { all(name).last }

    /// `--format`, checked against the allowed names; `allowed[0]` is the default.
    func format(_ allowed: [String]) throws(UsageError) -> String {
        guard let format = last("--format") else { return allowed[0] }
        guard allowed.contains(format) else {
            throw UsageError("unknown format '\(format)'; use one of: \(allowed.joined(separator: ", "))")
        }
        return format
    }
}
