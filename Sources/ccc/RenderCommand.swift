import CompactConstraint
import Foundation

/// `ccc render FILE|-` (options: `Help.render`): the solved layout drawn as SVG or HTML.
enum RenderCommand {
    static func run(_ args: Arguments) throws(UsageError) -> Int32 {
        let format = try args.format(RenderFormat.self)
        let (file, options) = try LayoutOptions.input(args, command: "render")
        let states = args.all(.state)
        if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
            throw UsageError("--state \(QuotedArgument.quoted(repeated.element)) is given twice")
        }
        if args.has(.sideBySide), states.count < 2 {
            throw UsageError("--side-by-side needs two or more --state")
        }
        if args.has(.sideBySide), format == .html {
            throw UsageError("--side-by-side is for SVG; the HTML page always shows each state in its own section, one under another")
        }
        let output = args.last(.output)
        if output == "" { throw UsageError("-o needs a file name") }
        if let output, output != "-" { try InputFiles.refuse(output, for: "-o") }  // however it is spelt
        // Several states: the file is read and parsed once (StateRuns), so the work per
        // state does not grow with the number of states the file declares.
        let stateRuns = states.isEmpty ? nil : StateRuns(file)
        if let unknown = stateRuns?.firstUnknownState(among: states) { throw UsageError(LayoutOptions.oneLine(unknown)) }
        let geometry = format == .html || args.has(.constraints)
        var printed: [Diagnostic] = []
        var printedSet = Set<Diagnostic>()
        var scenes: [(name: String?, scene: RenderScene)] = []
        var solvedAll = true
        var hasErrors = false
        var parsed: ParsedLayout?
        for state in states.isEmpty ? [nil] : states.map(Optional.some) {
            let run: Pipeline.Run
            if let stateRuns, let state {
                run = stateRuns.solve(state, options: options)
                parsed = stateRuns.parsed
            } else {
                run = Pipeline.solve(file, options: options)
                try LayoutOptions.rejectUnknownState(run.diagnostics)
                parsed = run.layout?.parsed
            }
            hasErrors = hasErrors || run.hasErrors
            for diagnostic in run.diagnostics where printedSet.insert(diagnostic).inserted { printed.append(diagnostic) }
            let direction = run.layout?.direction ?? options.layoutDirection ?? .leftToRight
            if let scene = RenderScene.make(run, geometry: geometry, direction: direction) {
                scenes.append((state, scene))
            } else {
                solvedAll = false
            }
        }
        LayoutOptions.warnAboutUnusedMetrics(options, documents: [parsed], file: file.path)
        if let sized = scenes.first(where: \.scene.isSizedByViews) {
            let size = "\(formatNumber(sized.scene.size.width))×\(formatNumber(sized.scene.size.height))"
            Console.warning("the root of '\(file.path)' solves to no size; the picture is the views' bounding box, \(size)")
        } else if let empty = scenes.first(where: { !($0.scene.size.width > 0 && $0.scene.size.height > 0) }) {
            let size = "\(formatNumber(empty.scene.size.width))×\(formatNumber(empty.scene.size.height))"
            Console.warning("the root of '\(file.path)' solves to no size and no view gives the picture one; it is empty, \(size)")
        }
        if solvedAll {
            let text = document(scenes, format: format, file: file, diagnostics: printed, args: args)
            try write(text, to: output)
        }
        Console.error(DiagnosticRenderer.text(printed, file: file, colour: Console.colourOnStandardError))
        return hasErrors ? 1 : 0
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

    /// To `output`, or to standard output when there is none or it is `-` (as for
    /// `--write-baseline -`).
    static func write(_ text: String, to output: String?) throws(UsageError) {
        guard let output, output != "-" else {
            Console.output(text)
            return
        }
        try OutputFile.save(text, to: output)
    }
}
