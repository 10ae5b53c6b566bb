import CompactConstraint

/// `ccc explain FILE|- VIEW[.ATTRIBUTE]` (options: `Help.explain`): the constraints that decide a value.
enum ExplainCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(TextOrJSON.self)
        guard args.positional.count == 2 else {
            throw UsageError(args.positional.count < 2
                ? "explain needs a layout file and a view, such as 'ccc explain FILE label.width'"
                : "explain takes one layout file and one VIEW[.ATTRIBUTE], got \(args.positional.count) arguments")
        }
        let query: ExplainQuery
        do throws(ExplainError) { query = try ExplainQuery.parse(args.positional[1]) } catch { throw UsageError(error.message) }
        var fileArgs = args
        fileArgs.positional = [args.positional[0]]
        let (file, options) = try LayoutOptions.input(fileArgs, command: "explain")
        let run = Pipeline.solve(file, options: options)
        defer { ExitLifetime.keep(run) }
        try LayoutOptions.rejectUnknownState(run.diagnostics)
        LayoutOptions.warnAboutUnusedMetrics(options, documents: [run.layout?.parsed], file: file.path)
        let direction = run.layout?.direction ?? options.layoutDirection ?? .leftToRight
        let explanations: [Explanation]
        do throws(ExplainError) {
            explanations = try Explainer.explain(query, in: run, direction: direction, options: options)
        } catch .unreadable {
            explanations = []
        } catch {
            throw UsageError(error.message)
        }
        if format == .json {
            Console.output(ExplanationWriter.json(explanations, diagnostics: run.diagnostics, file: file))
        } else {
            Console.output(ExplanationWriter.text(explanations, file: file))
        }
        Console.error(DiagnosticRenderer.text(run.diagnostics, file: file, colour: Console.colourOnStandardError))
        return run.hasErrors ? 1 : 0
    }
}
