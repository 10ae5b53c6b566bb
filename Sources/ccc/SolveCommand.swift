import CompactConstraint

/// `ccc solve FILE|-`: the frames of a layout file (options: `Help.solve`).
enum SolveCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(SolveFormat.self)
        let states = args.all(.state)
        if states.count > 1 {
            return try runStates(states, path: try LayoutOptions.layoutPath(args, command: "solve"), options: try LayoutOptions.compileOptions(args), format: format)
        }
        let (file, options) = try LayoutOptions.input(args, command: "solve")
        let run = Pipeline.solve(file, options: options)
        defer { ExitLifetime.keep(run) }
        try LayoutOptions.rejectUnknownState(run.diagnostics)
        LayoutOptions.warnAboutUnusedMetrics(options, documents: [run.layout?.parsed], file: file.path)
        return report(run, format: format)
    }

    static func report(_ run: Pipeline.Run, format: SolveFormat) -> Int32 {
        if format == .json {
            Console.output(FrameWriter.json(run.solution, diagnostics: run.diagnostics, file: run.file))
        } else if let solution = run.solution {
            Console.output(format == .tsv ? FrameWriter.tsv(solution) : FrameWriter.text(solution))
        }
        DiagnosticRenderer.write(run.diagnostics, file: run.file, colour: Console.colourOnStandardError, to: Console.error)
        return run.hasErrors ? 1 : 0
    }
}
