import CompactConstraint
import Foundation

/// The `ccc` command line (docs/command-line.md): picks the command, runs it, returns the exit status
/// (0 success, 1 the layout has errors, 2 usage or I/O errors).
enum Command {
    static let version = BuildInfo.version

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Console.error(Help.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "--version", "-v", "version":
            Console.output(BuildInfo.versionLine + "\n")
            return 0
        case "--help", "-h", "help":
            // `ccc help solve` is `ccc solve --help`; `ccc help nope` an unknown command;
            // `ccc help solve lint` a usage error.
            if name == "help", let command = rest.first {
                return help(command, extra: rest.dropFirst())
            }
            Console.output(Help.overview)
            return 0
        default:
            if let command = CommandInterface.all.first(where: { $0.name == name }) {
                return command.main(rest)
            }
            if name.hasPrefix("-") {
                Console.error("ccc: \(optionsBeforeCommand(arguments, commands: commands))\n")
                return 2
            }
            let hint = closestMatch(to: name, in: commands).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error("ccc: unknown command '\(Console.safe(name))'\(hint); see 'ccc --help'\n")
            return 2
        }
    }

    /// The commands' names, in the order suggestions try them (as completions offer them).
    static let commands = CompletionSpec.commands.map(\.name)

    /// `ccc help COMMAND`: the command's help; exit status 2 for an unknown command or
    /// anything after it.
    static func help(_ command: String, extra: ArraySlice<String>) -> Int32 {
        guard commands.contains(command) else {
            let hint = closestMatch(to: command, in: commands).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error("ccc: unknown command '\(Console.safe(command))'\(hint); see 'ccc --help'\n")
            return 2
        }
        if let first = extra.first {
            Console.error("ccc: 'help' takes one command, not '\(Console.safe(first))'; usage: ccc help COMMAND\n")
            return 2
        }
        return run([command, "--help"])
    }

    /// `ccc --format json solve f`: options belong after the command; suggests the
    /// arguments in the right order when a command is among them.
    static func optionsBeforeCommand(_ arguments: [String], commands: [String]) -> String {
        let option = Console.safe(arguments.first ?? "")
        guard let commandIndex = arguments.firstIndex(where: commands.contains) else {
            return "unknown command '\(option)'; options come after the command, such as 'ccc solve FILE --format json'; see 'ccc --help'"
        }
        let reordered = [arguments[commandIndex]] + arguments[(commandIndex + 1)...] + arguments[..<commandIndex]
        return "options come after the command: 'ccc \(reordered.map(shellQuoted).joined(separator: " "))'"
    }

    /// An argument as a shell would need it written (single quotes when it has anything
    /// but letters, digits and `-_./=:,+@%`), made safe for the terminal.
    static func shellQuoted(_ argument: String) -> String {
        let plain = !argument.isEmpty && argument.unicodeScalars.allSatisfy { scalar in
            (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)))
                || "-_./=:,+@%".unicodeScalars.contains(scalar)
        }
        let quoted = plain ? argument : "'" + argument.replacingOccurrences(of: "'", with: "'\\''") + "'"
        return Console.safe(quoted)
    }

    static func exit(with status: Int32) -> Never {
        Foundation.exit(status)
    }
}

extension CommandInterface {
    /// Runs the command: parses its options (a usage error is one line, exit status 2),
    /// prints its help for `--help` or `-h`, else runs it.
    func main(_ arguments: [String]) -> Int32 {
        do throws(UsageError) {
            let args = try Arguments(arguments, for: self)
            if args.has(.help) {
                Console.output(help)
                return 0
            }
            return try run(args)
        } catch {
            Console.report(error)
            return 2
        }
    }
}

/// A usage error: printed as one line, exit status 2; or, for an input file that is not
/// a layout (a `--metrics` file), its diagnostics already rendered as the compiler prints them.
struct UsageError: Error {
    var message: String
    var rendered: String?
    init(_ message: String, rendered: String? = nil) {
        self.message = message
        self.rendered = rendered
    }
}

enum Console {
    /// Writes to standard output; a failure is reported once, at exit (`StandardStreams`).
    static func output(_ text: String) { StandardStreams.output(text) }

    /// Writes to standard error; a failure there is dropped (`StandardStreams`).
    static func error(_ text: String) { StandardStreams.error(text) }

    /// Prints a usage error: the rendered diagnostics, or `ccc: message` (terminal-safe).
    static func report(_ error: UsageError) {
        if let rendered = error.rendered {
            Console.error(rendered)
        } else {
            Console.error("ccc: \(safe(error.message))\n")
        }
    }

    /// User text (paths, names, option values) that cannot send control sequences to the
    /// terminal: control characters become U+FFFD.
    static func safe(_ text: String) -> String { DiagnosticRenderer.terminalSafe(text) }

    /// A warning of the command line itself, such as an unused `--metric`.
    static func warning(_ message: String) {
        let style = colourOnStandardError
        let label = style ? "\u{1B}[1;35mwarning:\u{1B}[0m" : "warning:"
        Console.error("ccc: \(label) \(safe(message))\n")
    }

    /// Colour only on a terminal that can show it: never when `NO_COLOR` is set to anything
    /// but the empty string (no-color.org), nor when `TERM` is `dumb` (a terminal without
    /// escape sequences, as Emacs's shell and some CI consoles say they are).
    static var colourOnStandardError: Bool {
        // `getenv` reads the one variable; `ProcessInfo.environment` copies them all into a
        // dictionary (a tenth of a 10-view `ccc solve`).
        if let noColour = getenv("NO_COLOR"), noColour.pointee != 0 { return false }
        if let term = getenv("TERM"), String(cString: term) == "dumb" { return false }
        return isatty(2) == 1
    }
}
