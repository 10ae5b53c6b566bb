/// The findings of `ccc lint` over several files, in the order the files were given,
/// and the renderers of its text and JSON forms (GitHub and SARIF have their own files).
public struct LintReport: Sendable {
    /// One linted file and its diagnostics, in file order.
    public struct FileResult: Sendable {
        public var file: SourceFile
        public var diagnostics: [Diagnostic]
        /// The `Fingerprint` of each diagnostic (SARIF's `partialFingerprints`), or none.
        public var fingerprints: [String]
        /// The configuration file (`.ccc.json`) with its own warnings: reported, but not
        /// counted as a linted file in the summary.
        public var isConfiguration = false

        public init(file: SourceFile, diagnostics: [Diagnostic], fingerprints: [String] = []) {
            self.file = file
            self.diagnostics = diagnostics
            self.fingerprints = fingerprints
        }
    }

    public var files: [FileResult]

    public init(files: [FileResult]) {
        self.files = files
    }

    public func count(_ severity: Severity) -> Int {
        files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == severity }.count }
    }

    public var hasErrors: Bool { count(.error) > 0 }

    /// clang's form, file after file, then a one-line summary when anything was found.
    public func text(colour: Bool) -> String {
        ChunkedText.collect { write(colour: colour, to: $0) }
    }

    /// The same text as `text`, handed to `output` in pieces of about 64 KiB as it is made.
    public func write(colour: Bool, to output: (String) -> Void) {
        for file in files {
            DiagnosticRenderer.write(file.diagnostics, file: file.file, colour: colour, to: output)
        }
        let errors = count(.error)
        let warnings = count(.warning)
        if errors + warnings > 0 {
            output("\(counted(errors, "error")) and \(counted(warnings, "warning")) in \(counted(files.filter { !$0.isConfiguration }.count, "file"))\n")
        }
    }

    /// One JSON document: `files` (each `path` and `diagnostics` with every field),
    /// `errors` and `warnings` (counts). Keys sorted.
    public func json() -> String {
        JSONText.object([
            ("files", .array(files.map { result in
                .object([
                    ("path", .string(result.file.path)),
                    ("diagnostics", .array(result.diagnostics.map { DiagnosticRenderer.json($0, file: result.file) })),
                ])
            })),
            ("errors", .number(Double(count(.error)))),
            ("warnings", .number(Double(count(.warning)))),
        ]).render() + "\n"
    }
}
