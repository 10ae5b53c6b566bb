import CompactConstraint

/// The layout options that `solve`, `lint`, `compile`, `render` and `explain` share
/// (`--size`, `--metrics`, `--metric`, `--state`, `--layout-direction`, `--scale`, the
/// `.ccc.json` metrics): their values read into `CompileOptions`, the layout file named on
/// the line, and the warnings and usage errors they share.
enum LayoutOptions {
    /// The one layout file on the line and the compile options of the shared layout options.
    static func input(_ args: Arguments, command: String) throws(UsageError) -> (SourceFile, CompileOptions) {
        let path = try layoutPath(args, command: command)
        let options = try compileOptions(args)
        return (try Files.read(path), options)
    }

    static func layoutPath(_ args: Arguments, command: String) throws(UsageError) -> String {
        guard args.positional.count == 1, let path = args.positional.first else {
            throw UsageError(args.positional.isEmpty ? "\(command) needs a layout file (or '-' for standard input)"
                : "\(command) takes one layout file, got \(args.positional.count)")
        }
        return path
    }

    static func compileOptions(_ args: Arguments) throws(UsageError) -> CompileOptions {
        // `.ccc.json`'s metrics files, found as `ccc lint` finds it.
        try compileOptions(args, configuration: LoadedConfiguration.load(args))
    }

    /// The compile options the arguments give, the configuration's metrics files before `--metrics`.
    static func compileOptions(_ args: Arguments, configuration: LoadedConfiguration?) throws(UsageError)
        -> CompileOptions
    {
        var options = CompileOptions(state: args.last(.state))
        if let size = args.last(.size) { options.size = try parseSize(size) }
        let configured = try (configuration?.metricsFiles ?? []).map { path throws(UsageError) in
            try readConfiguredMetricsFile(path, of: configuration?.file.path ?? LoadedConfiguration.fileName)
        }
        options.metricFiles = try configured + args.all(.metrics).map(readMetricsFile)
        options.metrics = try args.all(.metric).map(parseMetric)
        if let direction = args.last(.layoutDirection) { options.layoutDirection = try parseDirection(direction) }
        if let scale = args.last(.scale) { options.scale = try parseScale(scale) }
        return options
    }

    /// `ltr` | `rtl` (or the file's spelling, `leftToRight` | `rightToLeft`).
    static func parseDirection(_ text: String) throws(UsageError) -> LayoutDirection {
        switch text {
        case "ltr", "leftToRight": return .leftToRight
        case "rtl", "rightToLeft": return .rightToLeft
        default: throw UsageError("--layout-direction must be 'ltr' or 'rtl'; got \(QuotedArgument.quoted(text))")
        }
    }

    /// A screen scale in pixels per point, such as 2 or 3: within `PixelRounding.scales`
    /// (1 to 10), else a usage error.
    static func parseScale(_ text: String) throws(UsageError) -> Double {
        guard let scale = Numbers.decimal(text), PixelRounding.scales.contains(scale) else {
            throw UsageError("--scale must be \(PixelRounding.scaleRule); got \(Numbers.quoted(text))")
        }
        return scale
    }

    /// A `--state` the file does not declare is a usage error (exit 2), not a layout error.
    static func rejectUnknownState(_ diagnostics: [Diagnostic]) throws(UsageError) {
        if let unknown = diagnostics.first(where: { $0.code == .unknownState }) {
            throw UsageError(oneLine(unknown))
        }
    }

    static func oneLine(_ diagnostic: Diagnostic) -> String {
        ([diagnostic.message] + diagnostic.notes.map(\.message)).joined(separator: "; ")
    }

    /// `375x667`: two decimal numbers from 0 to 1e7.
    /// `WxH`, `Wx` (height from the constraints) or `xH` (width from the constraints); the
    /// separator may also be `X` or `×`, the sign messages print sizes with.
    static func parseSize(_ text: String) throws(UsageError) -> RootSize {
        let parts = text.split(omittingEmptySubsequences: false) { $0 == "x" || $0 == "X" || $0 == "×" }
        let usage = UsageError(
            "--size must be WIDTHxHEIGHT in points, such as 375x667 (375x: height from the constraints); got \(Numbers.quoted(text))")
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { throw usage }
        func side(_ part: Substring) throws(UsageError) -> Double? {
            if part.isEmpty { return nil }
            guard let value = Numbers.decimal(String(part)), value >= 0 else { throw usage }
            guard value <= Numbers.maximumMagnitude else {
                throw UsageError("--size \(Numbers.quoted(text)) is too large: each side must stay within 1e7 (10,000,000 points)")
            }
            return value
        }
        return RootSize(width: try side(parts[0]), height: try side(parts[1]))
    }

    /// `NAME=VALUE`: an identifier and a decimal number of at most 1e7 in magnitude.
    static func parseMetric(_ text: String) throws(UsageError) -> Metric {
        guard let equals = text.firstIndex(of: "=") else {
            throw UsageError("--metric must be NAME=VALUE, such as spacing=8; got \(Numbers.quoted(text))")
        }
        let name = String(text[..<equals])
        let valueText = String(text[text.index(after: equals)...])
        guard MetricsFileReader.isMetricName(name) else {
            throw UsageError(
                "--metric \(Numbers.quoted(text)): the name must be an identifier (letters, digits and '_', not starting with a digit), such as spacing=8")
        }
        guard let value = Numbers.decimal(valueText) else {
            throw UsageError(
                "--metric \(Numbers.quoted(text)): the value must be a decimal number, such as 8, -4 or 0.5; got \(Numbers.quoted(valueText))")
        }
        guard abs(value) <= Numbers.maximumMagnitude else {
            throw UsageError("--metric \(Numbers.quoted(text)): the value is beyond 10,000,000 points; metrics must stay within ±1e7")
        }
        return Metric(name: name, value: value, range: nil)
    }

    /// A metrics file named by the configuration file `configuration` (`.ccc.json`, or the
    /// `--config` file): one that cannot be read says where it was named.
    static func readConfiguredMetricsFile(_ path: String, of configuration: String) throws(UsageError) -> [Metric] {
        do throws(UsageError) {
            return try readMetricsFile(path)
        } catch {
            throw UsageError(
                error.message + " (a metrics file of \(Console.safe(configuration)); --no-config ignores it)",
                rendered: error.rendered)
        }
    }

    /// A `--metrics` file: a JSON object of names to numbers. Any error in it is a usage
    /// error (exit 2), printed as the compiler prints layout diagnostics.
    static func readMetricsFile(_ path: String) throws(UsageError) -> [Metric] {
        let file = try Files.read(path)
        var diagnostics = Diagnostics()
        guard let metrics = MetricsFileReader.read(file, into: &diagnostics) else {
            throw UsageError(
                "cannot read metrics file '\(path)'",
                rendered: DiagnosticRenderer.text(diagnostics.items, file: file, colour: Console.colourOnStandardError))
        }
        return metrics
    }

    /// A warning for each `--metric` whose name no file uses (a typo such as `spacng`
    /// changes nothing), with the closest name the layouts know. `documents` holds nil for
    /// a file that could not be read; then nothing is reported.
    static func warnAboutUnusedMetrics(_ options: CompileOptions, documents: [ParsedLayout?], file: String) {
        guard !options.metrics.isEmpty, !documents.isEmpty else { return }
        var names: [String] = []
        for document in documents {
            guard let document else { return }
            names += MetricUsage.names(in: document)
        }
        for (name, suggestion) in MetricUsage.unused(options.metrics.map(\.name), among: names) {
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            Console.warning("--metric \(QuotedArgument.quoted(name)) is not a metric of \(file)\(hint)")
        }
    }
}
