import CompactConstraint

/// The source-file side of `ccc lint`: folders expanded to their Swift and Objective-C
/// files, each file read, linted and let go (only files with findings are kept, so memory
/// does not grow with clean files), and `--list-strings`.
enum SourceLintCommand {
    /// Each argument, with folders replaced by the source files under them.
    static func expand(_ paths: [String]) -> [String] {
        paths.flatMap { SourceTree.isDirectory($0) ? SourceTree.files(under: $0) : [$0] }
    }

    /// One source file's result, or nil (after reporting it) when it cannot be read.
    static func lint(_ path: String, _ language: SourceLanguage, warningsAsErrors: Bool) -> LintReport.FileResult? {
        do throws(UsageError) {
            let file = try Files.read(path)
            let found = SourceLinter.lint(file, language: language).diagnostics
            let diagnostics = warningsAsErrors ? Linter.promotingWarnings(found) : found
            // A clean file is kept by its path alone.
            return LintReport.FileResult(
                file: diagnostics.isEmpty ? SourceFile(path: file.path, bytes: []) : file, diagnostics: diagnostics)
        } catch {
            Console.report(error)
            return nil
        }
    }

    /// `ccc lint --list-strings FILE…`: every string of every source file; 2 when a file
    /// cannot be read or is not a source file.
    static func listStrings(_ paths: [String], json: Bool) -> Int32 {
        var status: Int32 = 0
        var objects: [JSONText] = []
        for path in expand(paths) {
            guard let language = SourceLanguage(path: path) else {
                Console.report(UsageError("--list-strings reads Swift and Objective-C files (.swift, .m, .mm, .h), not '\(path)'"))
                status = 2
                continue
            }
            do throws(UsageError) {
                let file = try Files.read(path)
                let strings = SourceLinter.lint(file, language: language).strings
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
