import CompactConstraint
import Foundation

/// `ccc render FILE|-` (options: `Help.render`): the solved layout drawn as SVG or HTML.
enum RenderCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(RenderFormat.self)
        let (file, options) = try LayoutOptions.input(args, command: "render")
        let states = args.all(.state)
        if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
            throw UsageError("--state '\(repeated.element)' is given twice")
        }
        if args.has(.sideBySide), states.count < 2 {
            throw UsageError("--side-by-side needs two or more --state")
        }
        if args.has(.sideBySide), format == .html {
            throw UsageError("--side-by-side is for SVG; the HTML page always shows each state in its own section, one under another")
        }
        let output = args.last(.output)
        if output == "" { throw UsageError("-o needs a file name") }
        if let output { try refuseInput(output) }
        var runs: [(name: String?, run: Pipeline.Run)] = []
        for state in states.isEmpty ? [nil] : states.map(Optional.some) {
            var stateOptions = options
            stateOptions.state = state
            let run = Pipeline.solve(file, options: stateOptions)
            try LayoutOptions.rejectUnknownState(run.diagnostics)
            runs.append((state, run))
        }
        LayoutOptions.warnAboutUnusedMetrics(options, documents: runs.prefix(1).map(\.run.layout?.parsed), file: file.path)
        var printed: [Diagnostic] = []
        for (_, run) in runs { for d in run.diagnostics where !printed.contains(d) { printed.append(d) } }
        let geometry = format == .html || args.has(.constraints)
        let scenes = runs.compactMap { name, run in
            let direction = run.layout?.direction ?? options.layoutDirection ?? .leftToRight
            return RenderScene.make(run, geometry: geometry, direction: direction).map { (name: name, scene: $0) }
        }
        if let sized = scenes.first(where: \.scene.isSizedByViews) {
            let size = "\(formatNumber(sized.scene.size.width))×\(formatNumber(sized.scene.size.height))"
            Console.warning("the root of '\(file.path)' solves to no size; the picture is the views' bounding box, \(size)")
        }
        if scenes.count == runs.count {
            let text = document(scenes, format: format, file: file, diagnostics: printed, args: args)
            try write(text, to: output)
        }
        Console.error(DiagnosticRenderer.text(printed, file: file, colour: Console.colourOnStandardError))
        return runs.contains { $0.run.hasErrors } ? 1 : 0
    }

    static func document(
        _ scenes: [(name: String?, scene: RenderScene)], format: RenderFormat, file: SourceFile, diagnostics: [Diagnostic],
        args: Arguments
    ) -> String {
        let constraints = args.has(.constraints)
        if format == .html {
            return HTMLPage.page(scenes, diagnostics: diagnostics, file: file, constraints: constraints)
        }
        let options = SVGWriter.Options(constraints: constraints)
        guard scenes.count > 1 else {
            return scenes.first.map { SVGWriter.document($0.scene, options: options, title: file.path) } ?? ""
        }
        let named = scenes.map { (name: $0.name ?? "", scene: $0.scene) }
        return args.has(.sideBySide)
            ? SVGWriter.sideBySide(named, options: options, title: file.path)
            : SVGWriter.animated(named, title: file.path)
    }

    /// `-o` may not name an input (the layout or a metrics file), however it is spelt:
    /// paths are compared by device and inode when the file exists.
    static func refuseInput(_ output: String) throws(UsageError) {
        if InputFiles.contains(output) {
            throw UsageError("-o '\(output)' is an input file; ccc never writes to its input")
        }
    }

    static func write(_ text: String, to output: String?) throws(UsageError) {
        guard let output else {
            Console.output(text)
            return
        }
        try OutputFile.save(text, to: output)
    }
}
