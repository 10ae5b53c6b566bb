import CompactConstraint
import Foundation

/// The `ccc` command line (SPEC §4): picks the command, runs it, returns the exit status
/// (0 success, 1 the layout has errors, 2 usage or I/O errors).
enum Command {
    static let version = "0.1.0"

    static func run(_ arguments: [String]) -> Int32 {
        guard let name = arguments.first else {
            Console.error(Help.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch name {
        case "--version", "-v", "version":
            Console.output("ccc \(version)\n")
            return 0
        case "--help", "-h", "help":
            Console.output(Help.overview)
            return 0
        case "solve":
            return SolveCommand.run(rest)
        case "parse":
            return ParseCommand.run(rest)
        case "compile":
            return CompileCommand.run(rest)
        case "lint":
            return LintCommand.run(rest)
        default:
            let commands = ["solve", "lint", "compile", "parse"]
            let hint = closestMatch(to: name, in: commands).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error("ccc: unknown command '\(name)'\(hint); see 'ccc --help'\n")
            return 2
        }
    }

    static func exit(with status: Int32) -> Never {
        Foundation.exit(status)
    }
}

/// A usage error: printed as one line, exit status 2.
struct UsageError: Error {
    var message: String
    init(_ message: String) { self.message = message }
}

enum Console {
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Colour only on a terminal, and never when `NO_COLOR` is set to anything but the
    /// empty string (no-color.org).
    static var colourOnStandardError: Bool {
        if let noColour = ProcessInfo.processInfo.environment["NO_COLOR"], !noColour.isEmpty { return false }
        return isatty(2) == 1
    }
}
