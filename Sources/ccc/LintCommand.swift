import CompactConstraint

/// `ccc lint FILE... [--format text|json|github|sarif] [--warnings-as-errors] [--list-rules]
/// [--metrics FILE]... [--metric NAME=VALUE]... [--state NAME]... [--size WxH]... [--layout-direction ltr|rtl]`: every
/// file through the whole pipeline and the lint checks. Text goes to standard error as
/// compilers print it; the machine formats go to standard output as one document.
/// Exit status: 2 when a file could not be read (the others are still linted) or on a
/// usage error, else 1 when any error was found, else 0.
enum LintCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(UsageError) {
            let args = try Arguments(
                arguments, valueOptions: ["--format", "--metrics", "--metric", "--state", "--layout-direction", "--size"],
                flagOptions: ["--help", "-h", "--warnings-as-errors", "--list-rules"],
                repeatable: ["--metrics", "--metric", "--state", "--size"])
            if args.flags.contains("--help") || args.flags.contains("-h") {
                Console.output(Help.lint)
                return 0
            }
            let format = try args.format(["text", "json", "github", "sarif"])
            if args.flags.contains("--list-rules") {
                guard args.positional.isEmpty else { throw UsageError("--list-rules takes no files") }
                guard format == "text" || format == "json" else {
                    throw UsageError("--list-rules prints text (a Markdown table) or json, not \(format)")
                }
                Console.output(format == "json" ? RuleRegistry.json() : RuleRegistry.markdownTable())
                return 0
            }
            guard !args.positional.isEmpty else { throw UsageError("lint needs one or more layout files") }
            guard args.positional.filter({ $0 == "-" }).count <= 1 else {
                throw UsageError("'-' (standard input) can be given only once")
            }
            let states = args.all("--state")
            if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
                throw UsageError("--state '\(repeated.element)' is given twice")
            }
            let sizes = try args.all("--size").map(SolveCommand.parseSize)
            var options = CompileOptions()
            options.metricFiles = try args.all("--metrics").map(SolveCommand.readMetricsFile)
            options.metrics = try args.all("--metric").map(SolveCommand.parseMetric)
            if let direction = args.last("--layout-direction") {
                options.layoutDirection = try SolveCommand.parseDirection(direction)
            }
            return lint(args.positional, options: options, states: states.isEmpty ? nil : states, sizes: sizes,
                        format: format, warningsAsErrors: args.flags.contains("--warnings-as-errors"))
        } catch {
            Console.report(error)
            return 2
        }
    }

    /// Lints each file in every configuration (`VariantLinter`): the base and each state, or
    /// the `states` given, at each of `sizes`.
    static func lint(
        _ paths: [String], options: CompileOptions, states: [String]?, sizes: [RootSize], format: String,
        warningsAsErrors: Bool
    ) -> Int32 {
        var results: [LintReport.FileResult] = []
        var unreadable = false
        var documents: [LayoutDocument?] = []
        var lackingState: [Diagnostic] = []
        for path in paths {
            do throws(UsageError) {
                let file = try Files.read(path)
                let run = VariantLinter.lint(file, options: options, states: states, sizes: sizes)
                documents.append(run.document)
                // A file without the --state is linted as it is; only when no file has it is that an error.
                let missing = run.diagnostics.filter { $0.code == .unknownState }
                lackingState += missing
                let kept = missing.isEmpty ? run.diagnostics : run.diagnostics.filter { $0.code != .unknownState }
                let diagnostics = warningsAsErrors ? Linter.promotingWarnings(kept) : kept
                results.append(LintReport.FileResult(file: file, diagnostics: diagnostics))
            } catch {
                Console.report(error)
                unreadable = true
                // Machine formats list it too, so that a script sees every file it asked for.
                if format != "text" {
                    let diagnostic = Diagnostic(.error, .unreadableFile, error.message, at: nil)
                    results.append(LintReport.FileResult(
                        file: SourceFile(path: path == "-" ? "<stdin>" : path, text: ""), diagnostics: [diagnostic]))
                }
            }
        }
        if !results.isEmpty, lackingState.count == results.count, let first = lackingState.first {
            Console.report(UsageError(SolveCommand.oneLine(first)))
            return 2
        }
        if !unreadable {
            SolveCommand.warnAboutUnusedMetrics(
                options, documents: documents, file: paths.count == 1 ? paths.joined() : "any of the files")
        }
        let report = LintReport(files: results)
        switch format {
        case "json": Console.output(report.json())
        case "github": Console.output(GitHubAnnotations.render(report))
        case "sarif": Console.output(SARIFLog.render(report, toolVersion: Command.version))
        default: Console.error(report.text(colour: Console.colourOnStandardError))
        }
        if unreadable { return 2 }
        return report.hasErrors ? 1 : 0
    }
}
