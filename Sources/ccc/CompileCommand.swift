import CompactConstraint

/// `ccc compile FILE|- [--format text|json] [--layout-direction ltr|rtl] [--implicit]`: every lowered constraint, canonical, with its origin.
enum CompileCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(UsageError) {
            let args = try Arguments(
                arguments, valueOptions: ["--format", "--size", "--metrics", "--metric", "--state", "--layout-direction", "--config"],
                flagOptions: ["--help", "-h", "--no-config", "--implicit"], repeatable: ["--metrics", "--metric"])
            if args.flags.contains("--help") || args.flags.contains("-h") {
                Console.output(Help.compile)
                return 0
            }
            let format = try args.format(["text", "json"])
            let (file, options) = try SolveCommand.input(args, command: "compile")
            var diagnostics = Diagnostics()
            let compiled = Pipeline.compile(file, options: options, into: &diagnostics)
            try SolveCommand.rejectUnknownState(diagnostics.items)
            SolveCommand.warnAboutUnusedMetrics(options, documents: [compiled?.1.parsed], file: file.path)
            let implicit = args.flags.contains("--implicit")
            if format == "json" {
                Console.output(
                    ConstraintWriter.json(compiled?.1, diagnostics: diagnostics.items, file: file, implicit: implicit))
            } else if let (_, layout) = compiled {
                Console.output(ConstraintWriter.text(layout, file: file, implicit: implicit))
            }
            Console.error(DiagnosticRenderer.text(diagnostics.items, file: file, colour: Console.colourOnStandardError))
            return diagnostics.hasErrors ? 1 : 0
        } catch {
            Console.report(error)
            return 2
        }
    }
}
