import CompactConstraint

/// `ccc compile FILE|-` (options: `Help.compile`): every lowered constraint, canonical, with its origin.
enum CompileCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(TextOrJSON.self)
        let (file, options) = try LayoutOptions.input(args, command: "compile")
        var diagnostics = Diagnostics()
        let compiled = Pipeline.compile(file, options: options, into: &diagnostics)
        defer { ExitLifetime.keep(compiled) }
        try LayoutOptions.rejectUnknownState(diagnostics.items)
        LayoutOptions.warnAboutUnusedMetrics(options, documents: [compiled?.1.parsed], file: file.path)
        let implicit = args.has(.implicit)
        if format == .json {
            Console.output(
                ConstraintWriter.json(compiled?.1, diagnostics: diagnostics.items, file: file, implicit: implicit))
        } else if let (_, layout) = compiled {
            ConstraintWriter.write(layout, file: file, implicit: implicit, to: Console.output)
        }
        DiagnosticRenderer.write(diagnostics.items, file: file, colour: Console.colourOnStandardError, to: Console.error)
        return diagnostics.hasErrors ? 1 : 0
    }
}
