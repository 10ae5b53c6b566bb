import CompactConstraint

/// The source-file side of `ccc lint`: folders expanded to their Swift and Objective-C
/// files, each file read, linted and let go (only files with findings are kept, so memory
/// does not grow with clean files), and `--list-strings`.
enum SourceLintCommand {
    /// Each argument, with folders replaced by the source files under them; a folder
    /// without any is reported (a mistyped path in CI must not pass silently).
    static func expand(_ paths: [String]) -> (paths: [String], emptyFolders: [String]) {
        var expanded: [String] = []
        var emptyFolders: [String] = []
        for path in paths {
            guard SourceTree.isDirectory(path) else {
                expanded.append(path)
                continue
            }
            let files = SourceTree.files(under: path)
            if files.isEmpty {
                Console.report(UsageError(emptyFolderMessage(path)))
                emptyFolders.append(path)
            }
            expanded += files
        }
        return (expanded, emptyFolders)
    }

    static func emptyFolderMessage(_ path: String) -> String {
        "cannot lint '\(path)': the folder holds no Swift or Objective-C files (.swift, .m, .mm, .h)"
    }

    /// For the machine formats (json, sarif, github): each empty folder as a file entry with
    /// the `unreadable-file` error text gives on standard error, so a script sees it too.
    static func emptyFolderResults(_ folders: [String]) -> [LintReport.FileResult] {
        folders.map { path in
            LintReport.FileResult(
                file: SourceFile(path: path, text: ""),
                diagnostics: [Diagnostic(.error, .unreadableFile, emptyFolderMessage(path), at: nil)])
        }
    }

    /// One source file's result; throws when it cannot be read. The configuration's rule
    /// settings and fingerprints apply (`team`); warnings become errors later, with every
    /// other file's.
    static func lint(_ path: String, _ language: SourceLanguage, team: LintTeamOptions) throws(UsageError) -> LintReport.FileResult {
        let file = try Files.read(path)
        var comments = Diagnostics()
        let suppressions = SourceSuppressions.collect(file, language: language, into: &comments)
        let found = SourceLinter.lint(file, language: language).diagnostics + comments.items
        // The scanner reads the whole file, so every code was looked for.
        let refined = team.refine(
            found, file: file, document: nil, suppressions: suppressions, reach: .all, language: language)
        // A clean file is kept by its path alone.
        return LintReport.FileResult(
            file: refined.diagnostics.isEmpty ? SourceFile(path: file.path, bytes: []) : file,
            diagnostics: refined.diagnostics, fingerprints: refined.fingerprints)
    }

    /// `ccc lint --list-strings FILE…`: every string of every source file; 2 when a file
    /// cannot be read or is not a source file.
    static func listStrings(_ paths: [String], json: Bool) -> Int32 {
        var status: Int32 = 0
        var objects: [JSONText] = []
        let (expanded, emptyFolders) = expand(paths)
        if !emptyFolders.isEmpty { status = 2 }
        for path in expanded {
            guard let language = SourceLanguage(path: path) else {
                Console.report(UsageError("--list-strings reads Swift and Objective-C files (.swift, .m, .mm, .h), not \(QuotedArgument.quoted(path, limit: QuotedArgument.pathLimit))"))
                status = 2
                continue
            }
            do throws(UsageError) {
                let file = try Files.read(path)
                let lint = SourceLinter.lint(file, language: language)
                let strings = lint.strings
                // A UTF-16 or binary file has no strings to list: say why, as `ccc lint` does.
                let unread = lint.diagnostics.filter { $0.code == .sourceNotUTF8 }
                if !unread.isEmpty {
                    Console.error(DiagnosticRenderer.text(unread, file: file, colour: Console.colourOnStandardError))
                }
                if json {
                    objects += StringListing.json(file, strings)
                } else {
                    Console.output(StringListing.text(file, strings))
                }
            } catch {
                Console.report(error)
                status = 2
            }
        }
        if json { Console.output(StringListing.document(objects)) }
        return status
    }
}
