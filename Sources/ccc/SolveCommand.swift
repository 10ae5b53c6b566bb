import CompactConstraint

/// `ccc solve FILE|- [--format text|json|tsv] [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]...
/// [--layout-direction ltr|rtl] [--scale N]`
enum SolveCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(UsageError) {
            let args = try Arguments(
                arguments,
                valueOptions: ["--format", "--size", "--metrics", "--metric", "--state", "--layout-direction", "--scale"],
                flagOptions: ["--help", "-h"])
            if args.flags.contains("--help") || args.flags.contains("-h") {
                Console.output(Help.solve)
                return 0
            }
            let format = try args.format(["text", "json", "tsv"])
            let (file, options) = try input(args, command: "solve")
            let states = args.all("--state")
            if states.count > 1 { return try runStates(states, file: file, options: options, format: format) }
            let run = Pipeline.solve(file, options: options)
            try rejectUnknownState(run.diagnostics)
            return report(run, format: format)
        } catch {
            Console.error("ccc: \(error.message)\n")
            return 2
        }
    }

    /// The layout file and the compile options shared by `solve` and `compile`.
    static func input(_ args: Arguments, command: String) throws(UsageError) -> (SourceFile, CompileOptions) {
        guard args.positional.count == 1, let path = args.positional.first else {
            throw UsageError(args.positional.isEmpty ? "\(command) needs a layout file (or '-' for standard input)"
                : "\(command) takes one layout file, got \(args.positional.count)")
        }
        var options = CompileOptions(state: args.last("--state"))
        if let size = args.last("--size") { options.size = try parseSize(size) }
        options.metricFiles = try args.all("--metrics").map(readMetricsFile)
        options.metrics = try args.all("--metric").map(parseMetric)
        if let direction = args.last("--layout-direction") { options.layoutDirection = try parseDirection(direction) }
        if let scale = args.last("--scale") { options.scale = try parseScale(scale) }
        return (try Files.read(path), options)
    }

    /// `ltr` | `rtl` (or the file's spelling, `leftToRight` | `rightToLeft`).
    static func parseDirection(_ text: String) throws(UsageError) -> LayoutDirection {
        switch text {
        case "ltr", "leftToRight": return .leftToRight
        case "rtl", "rightToLeft": return .rightToLeft
        default: throw UsageError("--layout-direction must be 'ltr' or 'rtl'; got '\(text)'")
        }
    }

    /// A screen scale in pixels per point, such as 2 or 3.
    static func parseScale(_ text: String) throws(UsageError) -> Double {
        guard let scale = Double(text), scale.isFinite, scale > 0 else {
            throw UsageError("--scale must be a number of pixels per point greater than 0, such as 2 or 3; got '\(text)'")
        }
        return scale
    }

    /// A `--state` the file does not declare is a usage error (exit 2), not a layout error.
    static func rejectUnknownState(_ diagnostics: [Diagnostic]) throws(UsageError) {
        if let unknown = diagnostics.first(where: { $0.code == .unknownState }) {
            throw UsageError(oneLine(unknown))
        }
    }

    static func report(_ run: Pipeline.Run, format: String) -> Int32 {
        if format == "json" {
            if let solution = run.solution {
                Console.output(FrameWriter.json(solution, diagnostics: run.diagnostics, file: run.file))
            } else {
                Console.output(JSONText.object([
                    ("diagnostics", .array(run.diagnostics.map { DiagnosticRenderer.json($0, file: run.file) })),
                    ("size", .null), ("views", .object([])),
                ]).render() + "\n")
            }
        } else if let solution = run.solution {
            Console.output(format == "tsv" ? FrameWriter.tsv(solution) : FrameWriter.text(solution))
        }
        Console.error(DiagnosticRenderer.text(run.diagnostics, file: run.file, colour: Console.colourOnStandardError))
        return run.hasErrors ? 1 : 0
    }

    static func oneLine(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "; ")
    }

    /// `375x667`
    static func parseSize(_ text: String) throws(UsageError) -> Size {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width.isFinite, height.isFinite, width >= 0, height >= 0
        else { throw UsageError("--size must be WIDTHxHEIGHT in points, such as 375x667; got '\(text)'") }
        return Size(width: width, height: height)
    }

    /// `NAME=VALUE`
    static func parseMetric(_ text: String) throws(UsageError) -> Metric {
        guard let equals = text.firstIndex(of: "="), let value = Double(text[text.index(after: equals)...]),
            value.isFinite
        else { throw UsageError("--metric must be NAME=VALUE with a finite number, such as spacing=8; got '\(text)'") }
        return Metric(name: String(text[..<equals]), value: value, range: nil)
    }

    /// A `--metrics` file: a JSON object of names to numbers.
    static func readMetricsFile(_ path: String) throws(UsageError) -> [Metric] {
        let file = try Files.read(path)
        var diagnostics = Diagnostics()
        guard let json = JSONReader.read(file, into: &diagnostics), case .object(let members) = json.value else {
            let detail = diagnostics.items.first.map { ": \($0.message)" } ?? ": expected a JSON object of names to numbers"
            throw UsageError("cannot read metrics file '\(path)'\(detail)")
        }
        var metrics: [Metric] = []
        for member in members {
            guard case .number(let value) = member.value.value else {
                throw UsageError("metrics file '\(path)': '\(member.name)' must be a number")
            }
            metrics.append(Metric(name: member.name, value: value, range: nil))
        }
        return metrics
    }
}
