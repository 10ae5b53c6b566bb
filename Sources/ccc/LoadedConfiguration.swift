import CompactConstraint
import Foundation

/// `.ccc.json`: found in the current folder or the nearest parent that has one
/// (`--config FILE` chooses one, `--no-config` ignores them), read, and used to choose
/// the files `ccc lint` reads.
struct LoadedConfiguration {
    var configuration: LintConfiguration
    var file: SourceFile
    /// The configuration file's folder, absolute, without a trailing `/`.
    var folder: String
    /// Its warnings (unknown keys and codes), reported with the findings.
    var warnings: [Diagnostic]

    static let fileName = ".ccc.json"

    /// The configuration to use, or nil for none. Errors in it are usage errors (exit 2)
    /// printed as the compiler prints diagnostics.
    static func load(_ args: Arguments) throws(UsageError) -> LoadedConfiguration? {
        if args.has(.noConfig) {
            if args.last(.config) != nil { throw UsageError("--config and --no-config cannot go together") }
            return nil
        }
        let path: String
        if let chosen = args.last(.config) {
            path = chosen
        } else if let found = discover() {
            path = found
        } else {
            return nil
        }
        let file = try Files.read(path)
        var diagnostics = Diagnostics()
        let configuration = LintConfiguration.read(file, into: &diagnostics)
        guard let configuration, !diagnostics.hasErrors else {
            throw UsageError(
                "invalid configuration '\(path)'",
                rendered: DiagnosticRenderer.text(diagnostics.items, file: file, colour: Console.colourOnStandardError))
        }
        let folder = (absolute(path) as NSString).deletingLastPathComponent
        let warnings = diagnostics.items.enumerated().sorted {
            ($0.element.range?.lowerBound ?? -1, $0.offset) < ($1.element.range?.lowerBound ?? -1, $1.offset)
        }.map(\.element)
        return LoadedConfiguration(configuration: configuration, file: file, folder: folder, warnings: warnings)
    }

    /// `.ccc.json` in the current folder or the nearest parent, as a path.
    static func discover() -> String? {
        var folder = FileManager.default.currentDirectoryPath
        while true {
            let candidate = (folder as NSString).appendingPathComponent(fileName)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
                return relative(candidate)
            }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// A path resolved against the current folder, with `.` and `..` taken out.
    static func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        return (joined as NSString).standardizingPath
    }

    /// An absolute path as printed: relative to the current folder (with `..` when it
    /// lies beside or above it).
    static func relative(_ path: String, from folder: String = absolute(".")) -> String {
        let from = folder.split(separator: "/")
        let to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A path relative to the configuration's folder, or nil when it lies outside it.
    func relativeToFolder(_ path: String) -> String? {
        let full = LoadedConfiguration.absolute(path)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return full.hasPrefix(prefix) ? String(full.dropFirst(prefix.count)) : nil
    }

    /// Whether `ccc lint` reads a file given on the command line: inside the folder,
    /// selected by `include`/`exclude`, and not the configuration or one of its metrics files.
    /// Standard input is always read.
    func selects(_ path: String) -> Bool {
        if path == "-" { return true }
        guard let relative = relativeToFolder(path) else { return configuration.include.isEmpty }
        if relative == LoadedConfiguration.fileName || metricsPaths.contains(relative) { return false }
        return configuration.selects(relative)
    }

    /// The metrics files, relative to the folder (as `include` sees them).
    var metricsPaths: [String] {
        configuration.metrics.map { ($0 as NSString).standardizingPath }
    }

    /// The metrics files as paths to open.
    var metricsFiles: [String] {
        configuration.metrics.map { LoadedConfiguration.relative((folder as NSString).appendingPathComponent($0)) }
    }

    /// Every `.json` file under the folder that `include` selects (hidden folders and
    /// `.build` skipped), sorted, for `ccc lint` without files, and an `unmatched-include`
    /// warning for each non-empty relative pattern that selects no file (a typo in CI must
    /// not pass silently).
    func includedFilesAndUnmatched() -> (files: [String], warnings: [Diagnostic]) {
        guard !configuration.include.isEmpty,
            let walker = FileManager.default.enumerator(atPath: folder)
        else { return ([], []) }
        var matched = Array(repeating: false, count: configuration.include.count)
        var files: [String] = []
        while let next = walker.nextObject() as? String {
            let name = (next as NSString).lastPathComponent
            if name.hasPrefix(".") || SourceTree.skippedFolders.contains(name) {
                walker.skipDescendants()
                continue
            }
            guard next.hasSuffix(".json") || SourceLanguage(path: next) != nil, !metricsPaths.contains(next) else { continue }
            for (index, glob) in configuration.include.enumerated() where !matched[index] && glob.matches(next) {
                matched[index] = true
            }
            guard configuration.selects(next) else { continue }
            let full = (folder as NSString).appendingPathComponent(next)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue {
                files.append(LoadedConfiguration.relative(full))
            }
        }
        var warnings: [Diagnostic] = []
        for (index, glob) in configuration.include.enumerated()
        where !matched[index] && !glob.pattern.isEmpty && !glob.pattern.hasPrefix("/") {
            let range = index < configuration.includeRanges.count ? configuration.includeRanges[index] : nil
            warnings.append(Diagnostic(
                .warning, .unmatchedInclude,
                "the 'include' pattern '\(glob.pattern)' selects no layout or source file under \(LoadedConfiguration.relative(folder))",
                at: range))
        }
        return (files.sorted(), warnings)
    }
}
