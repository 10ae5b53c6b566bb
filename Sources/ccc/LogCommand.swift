import CompactConstraint
import Foundation

/// `ccc log FILE|- [--format text|json] [--emit-layout] [--log N]`: reads pasted
/// "Unable to simultaneously satisfy constraints" console text (docs/console-log.md).
enum LogCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(TextOrJSON.self)
        guard args.positional.count == 1, let path = args.positional.first else {
            throw UsageError(args.positional.isEmpty ? "log needs a file of console text (or '-' for standard input)"
                : "log takes one file, got \(args.positional.count)")
        }
        var selected: Int?
        if let text = args.last(.log) {
            guard let number = Int(text), number >= 1 else { throw UsageError("--log must be a log number from 1; got \(QuotedArgument.quoted(text))") }
            selected = number
        }
        if args.has(.emitLayout), args.last(.format(TextOrJSON.self)) != nil {
            throw UsageError("--emit-layout writes a layout file (JSON) and takes no --format")
        }
        let file = ConsoleLog.decoded(try Files.read(path))
        let (logs, diagnostics) = ConsoleLog.read(file)
        let colour = Console.colourOnStandardError
        let readingDiagnostics = diagnostics + logs.flatMap(\.diagnostics)
        if args.has(.emitLayout) {
            let number = selected ?? 1
            Console.error(DiagnosticRenderer.text(readingDiagnostics, file: file, colour: colour))
            guard number <= logs.count else {
                if !logs.isEmpty { throw UsageError("--log \(number): the input holds \(logs.count == 1 ? "1 log" : "\(logs.count) logs")") }
                return 1
            }
            Console.output(LogLayoutWriter.json(logs[number - 1]))
            return 0
        }
        let shown = selected.map { number in logs.indices.contains(number - 1) ? [logs[number - 1]] : [] } ?? logs
        if let number = selected, shown.isEmpty, !logs.isEmpty {
            throw UsageError("--log \(number): the input holds \(logs.count == 1 ? "1 log" : "\(logs.count) logs")")
        }
        if format == .json {
            Console.output(LogReport.json(shown, diagnostics: diagnostics, file: file))
        } else {
            Console.output(LogReport.text(shown, file: file, colour: isatty(1) == 1 && colour))
            Console.error(DiagnosticRenderer.text(diagnostics + shown.flatMap(\.diagnostics), file: file, colour: colour))
        }
        return logs.isEmpty ? 1 : 0
    }
}
