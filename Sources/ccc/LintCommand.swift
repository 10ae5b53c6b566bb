import CompactConstraint

/// `ccc lint [FILE...]` (options: `Help.lint`): every file through the whole pipeline and
/// the lint checks. Text goes to standard error as compilers print it; the machine formats
/// go to standard output as one document.
/// Exit status: 2 when a file could not be read (the others are still linted) or on a
/// usage error, else 1 when any error was found, else 0.
enum LintCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(LintFormat.self)
        if args.has(.listRules) {
            guard args.positional.isEmpty else { throw UsageError("--list-rules takes no files") }
            guard format == .text || format == .json else {
                throw UsageError("--list-rules prints text (a Markdown table) or json, not \(format.rawValue)")
            }
            Console.output(format == .json ? RuleRegistry.json() : RuleRegistry.markdownTable())
            return 0
        }
        if args.has(.listStrings) {
            guard format == .text || format == .json else {
                throw UsageError("--list-strings prints text or json, not \(format.rawValue)")
            }
            guard !args.positional.isEmpty else { throw UsageError("--list-strings needs source files or folders") }
            return SourceLintCommand.listStrings(args.positional, json: format == .json)
        }
        var team = try LintTeamOptions(args)
        if let invalid = team.invalidBaseline, format != .text {
            Console.error("ccc: invalid baseline '\(Console.safe(invalid.file.path))'\n")
            output(LintReport(files: [invalid]), format: format)
            return 2
        }
        try team.checkBaseline()
        if team.writeBaseline == "-", format != .text {
            throw UsageError("--write-baseline - writes standard output, where --format \(format.rawValue) prints its report; give a file")
        }
        let (expanded, emptyFolders) = SourceLintCommand.expand(args.positional)
        // Only empty folders: their one line is said (not a second "needs files"), and
        // the machine formats list them as their report.
        if expanded.isEmpty, !emptyFolders.isEmpty {
            if format != .text { output(LintReport(files: SourceLintCommand.emptyFolderResults(emptyFolders)), format: format) }
            return 2
        }
        let paths = team.leavingOutBaselines(try team.files(expanded), named: args.positional)
        guard args.positional.filter({ $0 == "-" }).count <= 1 else {
            throw UsageError("'-' (standard input) can be given only once")
        }
        let states = args.all(.state)
        if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
            throw UsageError("--state \(QuotedArgument.quoted(repeated.element)) is given twice")
        }
        let sizeTexts = args.all(.size)
        let sizes = try sizeTexts.map(LayoutOptions.parseSize)
        if let repeated = sizes.indices.first(where: { sizes[..<$0].contains(sizes[$0]) }) {
            throw UsageError("--size \(QuotedArgument.quoted(sizeTexts[repeated])) is given twice")
        }
        // Each state and size is a configuration of its own (VariantLinter).
        var options = try LayoutOptions.compileOptions(args, configuration: team.loaded)
        options.state = nil
        options.size = nil
        team.readFiles = expanded + args.all(.metrics)
        return try lint(paths, emptyFolders: emptyFolders, options: options,
                        states: states.isEmpty ? nil : states, sizes: sizes, format: format,
                        warningsAsErrors: args.has(.warningsAsErrors) || team.warningsAsErrors, team: team)
    }

    static func lint(
        _ paths: [String], emptyFolders: [String], options: CompileOptions, states: [String]?, sizes: [RootSize], format: LintFormat, warningsAsErrors: Bool, team: LintTeamOptions
    ) throws(UsageError) -> Int32 {
        var results: [LintReport.FileResult] = []
        var unreadable = false
        var documents: [ParsedLayout?] = []
        var lackingState: [Diagnostic] = []
        // The states the layout files declare, and whether every one was read far enough to say.
        var declaredStates: [String] = []
        var everyStateKnown = true
        unreadable = !emptyFolders.isEmpty
        if format != .text { results += SourceLintCommand.emptyFolderResults(emptyFolders) }
        for (position, path) in paths.enumerated() {
            do throws(UsageError) {
                if let language = SourceLanguage(path: path) {
                    results.append(try SourceLintCommand.lint(path, language, team: team))
                    continue
                }
                let file = try Files.read(path)
                let run = VariantLinter.lint(file, options: options, states: states, sizes: sizes)
                // The last file's run is the largest thing left to free: leave it to the exit.
                if position == paths.count - 1 { ExitLifetime.keep(run) }
                documents.append(run.layout?.parsed)
                if let document = run.document { declaredStates += document.states.map(\.name) } else { everyStateKnown = false }
                // A file without the --state is linted as it is; only when no file has it is that an error.
                let missing = run.diagnostics.filter { $0.code == .unknownState }
                lackingState += missing
                let kept = missing.isEmpty ? run.diagnostics : run.diagnostics.filter { $0.code != .unknownState }
                let hasErrors = run.diagnostics.contains { $0.severity == .error }
                let reach: TeamLint.Reach = run.solution != nil ? (hasErrors ? .allWithErrors : .all)
                    : run.document != nil ? .compiled : .none
                let refined = team.refine(kept, file: file, document: run.document, reach: reach)
                results.append(LintReport.FileResult(
                    file: file, diagnostics: refined.diagnostics, fingerprints: refined.fingerprints))
            } catch {
                Console.report(error)
                unreadable = true
                // Machine formats list it too, so that a script sees every file it asked for.
                if format != .text {
                    let diagnostic = Diagnostic(.error, .unreadableFile, error.message, at: nil)
                    results.append(LintReport.FileResult(
                        file: SourceFile(path: path == "-" ? "<stdin>" : path, text: ""), diagnostics: [diagnostic]))
                }
            }
        }
        // The states the files declare, each once: the suggestion comes from them all, whatever
        // the files' order.
        var seen: Set<String> = []
        let declared = declaredStates.filter { seen.insert($0).inserted }
        if !documents.isEmpty, lackingState.count == documents.count, let first = lackingState.first {
            let unknown = documents.count > 1 ? states?.first { !seen.contains($0) } : nil
            let diagnostic = unknown.map { Pipeline.unknownState($0, declared: declared, files: documents.count) } ?? first
            Console.report(UsageError(LayoutOptions.oneLine(diagnostic)))
            return 2
        }
        // Each --state must be declared by some file (a file that lacks it is linted without it).
        if let states, everyStateKnown, !documents.isEmpty, let unknown = states.first(where: { !seen.contains($0) }) {
            Console.report(UsageError(LayoutOptions.oneLine(Pipeline.unknownState(unknown, declared: declared, files: documents.count))))
            return 2
        }
        if !unreadable, !documents.isEmpty {
            LayoutOptions.warnAboutUnusedMetrics(
                options, documents: documents, file: paths.count == 1 ? paths.joined() : "any of the files")
        }
        let found = results.reduce(0) { $0 + $1.diagnostics.count }
        results = try team.applyBaseline(results, inputs: paths + team.readFiles)
        let suppressed = found - results.reduce(0) { $0 + $1.diagnostics.count }
        results = (team.configurationResult().map { [$0] } ?? []) + results
        if warningsAsErrors {
            results = results.map { result in
                var promoted = result
                promoted.diagnostics = Linter.promotingWarnings(result.diagnostics)
                return promoted
            }
        }
        let report = LintReport(files: results)
        output(report, format: format)
        if format == .text, suppressed > 0, let path = team.baselinePath {
            // Said even when nothing new is reported, so a run that only passes because of
            // the baseline is not mistaken for a clean one.
            let count = suppressed == 1 ? "1 finding" : "\(suppressed) findings"
            Console.error("ccc: \(count) suppressed by the baseline '\(Console.safe(path))'\n")
        }
        if unreadable { return 2 }
        return report.hasErrors ? 1 : 0
    }

    static func output(_ report: LintReport, format: LintFormat) {
        switch format {
        case .json: Console.output(report.json())
        case .github: Console.output(GitHubAnnotations.render(report))
        case .sarif: Console.output(SARIFLog.render(report, toolVersion: Command.version))
        case .text: report.write(colour: Console.colourOnStandardError, to: Console.error)
        }
    }
}
