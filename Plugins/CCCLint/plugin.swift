import Foundation
import PackagePlugin

/// `swift package ccc-lint [ccc lint options and files]`: runs `ccc lint` in the package's
/// folder, so `.ccc.json` there chooses the files (its `include`) and the rules. With no
/// `.ccc.json` and no files given, lints every `.json` file of the package (hidden folders
/// and `.build` skipped) that holds a layout (a `views` or `constraints` key, looked for as
/// text) and every Swift or Objective-C file that calls CompactConstraint or the visual
/// format (`ompactConstraint` or `VisualFormat` in its text). Which options take a value
/// (`--format github`: `github` is no file) comes from `ccc completions value-options lint`,
/// the table `ccc`'s own completions use.
@main
struct CCCLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "ccc")
        let folder = context.package.directoryURL
        var lintArguments = ["lint"] + arguments
        let hasConfiguration = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".ccc.json").path)
        let valueOptions = try run(tool.url, ["completions", "value-options", "lint"], in: folder).output
            .split(separator: "\n").map(String.init)
        if !hasConfiguration, !Self.namesFiles(arguments, valueOptions: Set(valueOptions)) {
            let files = lintableFiles(in: folder)
            guard !files.isEmpty else {
                Diagnostics.remark("ccc-lint: no .ccc.json and no layout or source files in the package; nothing to lint")
                return
            }
            lintArguments += files
        }
        let status = try run(tool.url, lintArguments, in: folder, capturing: false).status
        if status != 0 {
            throw LintFailed(status: status)
        }
    }

    /// Whether the arguments name a file: a word that is not an option nor an option's value.
    static func namesFiles(_ arguments: [String], valueOptions: Set<String>) -> Bool {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { return index + 1 < arguments.count }
            if argument.hasPrefix("-"), argument != "-" {
                if valueOptions.contains(argument) { index += 1 }
            } else {
                return true
            }
            index += 1
        }
        return false
    }

    func run(_ tool: URL, _ arguments: [String], in folder: URL, capturing: Bool = true) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let pipe = Pipe()
        if capturing { process.standardOutput = pipe }
        try process.run()
        let data = capturing ? pipe.fileHandleForReading.readDataToEndOfFile() : Data()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Layout files and source files with constraint calls under the package folder
    /// (sorted, relative to it).
    func lintableFiles(in root: URL) -> [String] {
        var files: [String] = []
        let rootPath = root.standardizedFileURL.path
        let sourceExtensions: Set<String> = ["swift", "m", "mm", "h"]
        if let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            for case let url as URL in walker {
                if [".build", "Package.resolved", "Pods", "DerivedData", "Carthage"].contains(url.lastPathComponent) {
                    walker.skipDescendants()
                    continue
                }
                let isLayout = url.pathExtension == "json"
                guard isLayout || sourceExtensions.contains(url.pathExtension) else { continue }
                guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { continue }
                let wanted = isLayout
                    ? text.contains("\"views\"") || text.contains("\"constraints\"")
                    : text.contains("ompactConstraint") || text.contains("VisualFormat")
                guard wanted else { continue }
                let path = url.standardizedFileURL.path
                files.append(path.hasPrefix(rootPath + "/") ? String(path.dropFirst(rootPath.count + 1)) : path)
            }
        }
        return files.sorted()
    }
}

struct LintFailed: Error, CustomStringConvertible {
    var status: Int32
    var description: String { "ccc lint found problems (exit status \(status))" }
}
