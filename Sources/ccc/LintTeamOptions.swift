import CompactConstraint
import Foundation

/// What `ccc lint` takes from `.ccc.json`, `--baseline` and `--write-baseline`
/// (docs/team-tools.md): the files to read, extra metrics files, rule settings,
/// suppressions and the baseline.
struct LintTeamOptions {
    var loaded: LoadedConfiguration?
    var baseline: Baseline?
    /// The folder of `--baseline`, absolute: paths in a baseline are relative to it.
    var baselineFolder = LoadedConfiguration.absolute(".")
    /// `--baseline` as given, for the count of suppressed findings in the text report.
    var baselinePath: String?
    var writeBaseline: String?
    /// Files named on the command line (layouts, sources, `--metrics`), even those the
    /// configuration leaves out: `--write-baseline` never writes one of them.
    var readFiles: [String] = []
    /// An unreadable `--baseline`'s errors: a usage error in text, a report of its own
    /// (exit 2) in the machine formats, so they still print a valid document.
    var invalidBaseline: LintReport.FileResult?
    /// `include` patterns that selected no file (when `include` chose the files).
    var includeWarnings: [Diagnostic] = []

    init(_ args: Arguments) throws(UsageError) {
        loaded = try LoadedConfiguration.load(args)
        writeBaseline = args.last(.writeBaseline)
        if let path = args.last(.baseline) {
            guard writeBaseline == nil else { throw UsageError("--baseline and --write-baseline cannot go together") }
            let file = try Files.read(path)
            var diagnostics = Diagnostics()
            guard let read = Baseline.read(file, into: &diagnostics), !diagnostics.hasErrors else {
                invalidBaseline = LintReport.FileResult(file: file, diagnostics: diagnostics.items)
                return
            }
            baseline = read
            baselinePath = path
            baselineFolder = (LoadedConfiguration.absolute(path) as NSString).deletingLastPathComponent
        }
    }

    /// Throws the invalid baseline's errors as a usage error (text format).
    func checkBaseline() throws(UsageError) {
        guard let invalid = invalidBaseline else { return }
        throw UsageError(
            "invalid baseline '\(invalid.file.path)'",
            rendered: DiagnosticRenderer.text(invalid.diagnostics, file: invalid.file, colour: Console.colourOnStandardError))
    }

    var warningsAsErrors: Bool { loaded?.configuration.warningsAsErrors ?? false }

    /// The configuration's metrics files, before any `--metrics`.
    var metricsFiles: [String] { loaded?.metricsFiles ?? [] }

    /// The files given, those the configuration selects; with none given, every file its
    /// `include` selects.
    mutating func files(_ positional: [String]) throws(UsageError) -> [String] {
        guard let loaded else {
            guard !positional.isEmpty else { throw UsageError("lint needs one or more files or folders (layouts, Swift or Objective-C sources)") }
            return positional
        }
        if positional.isEmpty {
            guard !loaded.configuration.include.isEmpty else {
                throw UsageError("lint needs one or more files or folders, or an 'include' in \(loaded.file.path)")
            }
            let (files, unmatched) = loaded.includedFilesAndUnmatched()
            includeWarnings = unmatched
            if files.isEmpty { Console.warning("the include of \(loaded.file.path) selects no file") }
            return files
        }
        return positional.filter(loaded.selects)
    }

    /// `found` without the baseline (`--baseline`, `--write-baseline`, however it is
    /// spelt) where a folder walk or `include` found it: a baseline is never a layout to
    /// lint, as `.ccc.json` is not (docs/team-tools.md). A file in `named` (the command
    /// line's files) stays: `--write-baseline` then refuses to overwrite it.
    func leavingOutBaselines(_ found: [String], named: [String]) -> [String] {
        let baselines = [baselinePath, writeBaseline].compactMap { $0 }.filter { $0 != "-" }
        guard !baselines.isEmpty else { return found }
        let explicit = Set(named)
        return found.filter { path in
            explicit.contains(path) || !baselines.contains { InputFiles.sameFile(path, $0) }
        }
    }

    /// One file's findings after suppressions and the rules' settings.
    func refine(
        _ diagnostics: [Diagnostic], file: SourceFile, document: LayoutDocument?, suppressions: [Suppression]? = nil,
        reach: TeamLint.Reach? = nil, language: SourceLanguage? = nil
    ) -> TeamLint.Result {
        TeamLint.refine(
            diagnostics, file: file, document: document, configuration: loaded?.configuration,
            suppressions: suppressions, reach: reach, language: language)
    }

    /// `--write-baseline`: records every finding (exit 2 when it cannot be written, or
    /// would overwrite one of the inputs). `--baseline`: drops the recorded findings.
    func applyBaseline(_ results: [LintReport.FileResult], inputs: [String]) throws(UsageError) -> [LintReport.FileResult] {
        if let writeBaseline {
            // Paths are relative to the baseline's folder; for standard output, a FIFO or a
            // device (`/dev/stdout`), to the current folder, where `--baseline -`… reads it.
            var info = stat()
            let isStream = writeBaseline == "-" || writeBaseline.hasPrefix("/dev/")
                || (stat(writeBaseline, &info) == 0 && info.st_mode & S_IFMT != S_IFREG)
            let folder = isStream ? LoadedConfiguration.absolute(".")
                : (LoadedConfiguration.absolute(writeBaseline) as NSString).deletingLastPathComponent
            // A fixed error is never recorded: no baseline may hold it back (below).
            let findings = results.flatMap { result in
                zip(result.diagnostics, result.fingerprints).filter { !FixedErrors.contains($0.0.code) }.map {
                    (diagnostic: $0.0, file: recorded(result.file.path, folder), fingerprint: $0.1)
                }
            }
            let text = Baseline(findings).json()
            let read = inputs + (loaded.map { [$0.file.path] + $0.metricsFiles } ?? [])
            try BaselineWriter.write(text, to: writeBaseline, reading: read)
            let shown = writeBaseline == "-" ? "standard output" : "the baseline '\(Console.safe(writeBaseline))'"
            Console.error("ccc: wrote \(findings.count) finding\(findings.count == 1 ? "" : "s") to \(shown)\n")
            return results
        }
        guard let baseline else { return results }
        return results.map { result in
            // A fixed error (docs/team-tools.md, "Errors no one can silence") is always new,
            // whatever a baseline (written by hand, or by an older ccc) holds.
            let isNew = zip(result.diagnostics, baseline.newFindings(zip(result.diagnostics, result.fingerprints).map {
                (code: $0.0.code, file: recorded(result.file.path, baselineFolder), fingerprint: $0.1)
            })).map { $0.1 || FixedErrors.contains($0.0.code) }
            var kept = result
            kept.diagnostics = zip(result.diagnostics, isNew).filter(\.1).map(\.0)
            kept.fingerprints = zip(result.fingerprints, isNew).filter(\.1).map(\.0)
            return kept
        }
    }

    /// A linted file's path as a baseline in `folder` records it (standard input as `<stdin>`).
    func recorded(_ path: String, _ folder: String) -> String {
        path == "<stdin>" ? path : LoadedConfiguration.relative(LoadedConfiguration.absolute(path), from: folder)
    }

    /// The configuration's own warnings, as the report's first file, with its own `rules`
    /// applied (`"unknown-rule": "off"` silences them); not counted as a linted file.
    func configurationResult() -> LintReport.FileResult? {
        guard let loaded else { return nil }
        let diagnostics = loaded.configuration.applyingRules(Linter.sorted(loaded.warnings + includeWarnings))
        guard !diagnostics.isEmpty else { return nil }
        var result = LintReport.FileResult(
            file: loaded.file, diagnostics: diagnostics,
            fingerprints: diagnostics.map { Fingerprint.of($0, file: loaded.file, document: nil) })
        result.isConfiguration = true
        return result
    }
}
