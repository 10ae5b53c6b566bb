import CompactConstraint

/// `ccc parse 'STRING' [--format text|json]`: the syntax tree of one constraint string.
enum ParseCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(TextOrJSON.self)
        guard args.positional.count == 1, let string = args.positional.first else {
            throw UsageError("parse takes one constraint string, such as 'a.left = b.right + 8'")
        }
        let file = SourceFile(path: "<argument>", text: string)
        let source = SourceString(string)
        var diagnostics = Diagnostics()
        if ConstraintDialect(of: source) == .visualFormat {
            if let tree = VisualFormatParser.parse(source, into: &diagnostics) {
                Console.output(format == .json
                    ? VisualFormatPrinter.json(tree, source: source) + "\n"
                    : VisualFormatPrinter.text(tree, source: source) + "\n")
            }
        } else if let tree = CompactParser.parse(source, into: &diagnostics) {
            Console.output(format == .json
                ? CompactTreePrinter.json(tree, source: source) + "\n"
                : CompactTreePrinter.text(tree, source: source) + "\n")
        }
        Console.error(DiagnosticRenderer.text(diagnostics.items, file: file))
        return diagnostics.hasErrors ? 1 : 0
    }
}
