import CompactConstraint
import Foundation

/// `ccc render FILE|- [-o FILE] [--format svg|html] [--constraints] [--state NAME]... [--side-by-side]
/// [--size WxH] [--metrics FILE]... [--metric NAME=VALUE]... [--layout-direction ltr|rtl]`
enum RenderCommand {
    static func run(_ arguments: [String]) -> Int32 {
        do throws(UsageError) {
            let args = try Arguments(
                arguments,
                valueOptions: ["-o", "--format", "--size", "--metrics", "--metric", "--state", "--layout-direction", "--config"],
                flagOptions: ["--help", "-h", "--no-config", "--constraints", "--side-by-side"],
                repeatable: ["--metrics", "--metric", "--state"])
            if args.flags.contains("--help") || args.flags.contains("-h") {
                Console.output(Help.render)
                return 0
            }
            let format = try args.format(["svg", "html"])
            let (file, options) = try SolveCommand.input(args, command: "render")
            let states = args.all("--state")
            if let repeated = states.enumerated().first(where: { states[..<$0.offset].contains($0.element) }) {
                throw UsageError("--state '\(repeated.element)' is given twice")
            }
            if args.flags.contains("--side-by-side"), states.count < 2 {
                throw UsageError("--side-by-side needs two or more --state")
            }
            if args.flags.contains("--side-by-side"), format == "html" {
                throw UsageError("--side-by-side is for SVG; the HTML page always shows each state in its own section, one under another")
            }
            let output = args.last("-o")
            if output == "" { throw UsageError("-o needs a file name") }
            if let output { try refuseInput(output, inputs: [args.positional[0]] + args.all("--metrics")) }
            var runs: [(name: String?, run: Pipeline.Run)] = []
            for state in states.isEmpty ? [nil] : states.map(Optional.some) {
                var stateOptions = options
                stateOptions.state = state
                let run = Pipeline.solve(file, options: stateOptions)
                try SolveCommand.rejectUnknownState(run.diagnostics)
                runs.append((state, run))
            }
            SolveCommand.warnAboutUnusedMetrics(options, documents: runs.prefix(1).map(\.run.layout?.parsed), file: file.path)
            var printed: [Diagnostic] = []
            for (_, run) in runs { for d in run.diagnostics where !printed.contains(d) { printed.append(d) } }
            let geometry = format == "html" || args.flags.contains("--constraints")
            let scenes = runs.compactMap { name, run in
                let direction = options.layoutDirection ?? run.document?.layoutDirection ?? .leftToRight
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
        } catch {
            Console.report(error)
            return 2
        }
    }

    static func document(
        _ scenes: [(name: String?, scene: RenderScene)], format: String, file: SourceFile, diagnostics: [Diagnostic],
        args: Arguments
    ) -> String {
        let constraints = args.flags.contains("--constraints")
        if format == "html" {
            return HTMLPage.page(scenes, diagnostics: diagnostics, file: file, constraints: constraints)
        }
        let options = SVGWriter.Options(constraints: constraints)
        guard scenes.count > 1 else {
            return scenes.first.map { SVGWriter.document($0.scene, options: options, title: file.path) } ?? ""
        }
        let named = scenes.map { (name: $0.name ?? "", scene: $0.scene) }
        return args.flags.contains("--side-by-side")
            ? SVGWriter.sideBySide(named, options: options, title: file.path)
            : SVGWriter.animated(named, title: file.path)
    }

    /// `-o` may not name an input (the layout or a metrics file), however it is spelt:
    /// paths are compared by device and inode when the file exists.
    static func refuseInput(_ output: String, inputs: [String]) throws(UsageError) {
        var target = stat()
        guard stat(output, &target) == 0 else { return }
        for input in inputs where input != "-" {
            var source = stat()
            if stat(input, &source) == 0, source.st_dev == target.st_dev, source.st_ino == target.st_ino {
                throw UsageError("-o '\(output)' is an input file; ccc never writes to its input")
            }
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
