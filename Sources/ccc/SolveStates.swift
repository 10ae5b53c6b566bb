import CompactConstraint

/// `ccc solve FILE --state a --state b`: the layout solved once per state, printed side by
/// side (text), keyed by state (json), or with the state's name first on each line (tsv).
extension SolveCommand {
    static func runStates(_ states: [String], file: SourceFile, options: CompileOptions, format: String)
        throws(UsageError) -> Int32
    {
        if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
            throw UsageError("--state '\(repeated.element)' is given twice")
        }
        var runs: [(String, Pipeline.Run)] = []
        for state in states {
            var stateOptions = options
            stateOptions.state = state
            let run = Pipeline.solve(file, options: stateOptions)
            try rejectUnknownState(run.diagnostics)
            runs.append((state, run))
        }
        warnAboutUnusedMetrics(options, documents: runs.prefix(1).map(\.1.document), file: file.path)
        let solved = runs.compactMap { state, run in run.solution.map { (state: state, solution: $0) } }
        switch format {
        case "json":
            Console.output(
                StateFrameWriter.json(runs.map { ($0.0, $0.1.solution, $0.1.diagnostics) }, file: file))
        case "tsv":
            Console.output(StateFrameWriter.tsv(solved))
        default:
            Console.output(StateFrameWriter.text(solved))
        }
        // A diagnostic that every state shares is printed once.
        var printed: [Diagnostic] = []
        for (_, run) in runs { for diagnostic in run.diagnostics where !printed.contains(diagnostic) { printed.append(diagnostic) } }
        Console.error(DiagnosticRenderer.text(printed, file: file))
        return runs.contains { $0.1.hasErrors } ? 1 : 0
    }
}
