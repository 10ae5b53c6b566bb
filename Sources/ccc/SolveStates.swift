import CompactConstraint

/// `ccc solve FILE --state a --state b`: the layout solved once per state, printed side by
/// side (text), keyed by state (json), or with the state's name first on each line (tsv).
/// The file is read once; json and tsv print each state as soon as it is solved and keep
/// nothing of it but its new diagnostics, text keeps only each state's frames.
extension SolveCommand {
    static func runStates(_ states: [String], path: String, options: CompileOptions, format: SolveFormat)
        throws(UsageError) -> Int32
    {
        var seen = Set<String>()
        if let repeated = states.first(where: { !seen.insert($0).inserted }) {
            throw UsageError("--state \(QuotedArgument.quoted(repeated)) is given twice")
        }
        let runs = StateRuns(try Files.read(path))
        if let unknown = runs.firstUnknownState(among: states) { throw UsageError(LayoutOptions.oneLine(unknown)) }
        LayoutOptions.warnAboutUnusedMetrics(options, documents: [runs.parsed], file: runs.file.path)
        // A diagnostic that every state shares is printed once, after the frames; one that only
        // some states have names them (`in state 'wide': …`), as `lint` does.
        var hasErrors = false
        var solved: [StateFrameWriter.Solved] = []
        let order = format == .json ? StateFrameWriter.jsonOrder(states) : states
        var merge = ConfigurationMerge(states: order.map { "in state '\($0)'" }, sizes: [nil])
        if format == .json { Console.output(StateFrameWriter.jsonStart) }
        for (number, state) in order.enumerated() {
            let run = runs.solve(state, options: options)
            hasErrors = hasErrors || run.hasErrors
            merge.add(run.diagnostics, state: number, size: 0)
            switch format {
            case .json:
                Console.output(StateFrameWriter.jsonState(
                    state, solution: run.solution, diagnostics: run.diagnostics, file: runs.file, first: number == 0))
            case .tsv:
                if let solution = run.solution { Console.output(StateFrameWriter.tsv(state, solution)) }
            case .text:
                if let solution = run.solution { solved.append((state, solution)) }
            }
        }
        switch format {
        case .json: Console.output(StateFrameWriter.jsonEnd)
        case .tsv: break
        case .text: Console.output(StateFrameWriter.text(solved))
        }
        Console.error(DiagnosticRenderer.text(merge.merged(), file: runs.file, colour: Console.colourOnStandardError))
        return hasErrors ? 1 : 0
    }
}
