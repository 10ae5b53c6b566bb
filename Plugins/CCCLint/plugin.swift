import Foundation
import PackagePlugin

/// `swift package ccc-lint [ccc lint options and files]`: runs `ccc lint` in the package's
/// folder, so `.ccc.json` there chooses the files (its `include`) and the rules. With no
/// `.ccc.json` and no files given, lints every `.json` file of the package (hidden folders
/// and `.build` skipped) that holds a layout (a `views` or `constraints` key, looked for as text).
@main
struct CCCLint: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "ccc")
        let folder = context.package.directoryURL
        var lintArguments = ["lint"] + arguments
        let hasConfiguration = FileManager.default.fileExists(atPath: folder.appendingPathComponent(".ccc.json").path)
        let namesFiles = arguments.contains { !$0.hasPrefix("-") }
        if !hasConfiguration, !namesFiles {
            let layouts = layoutFiles(in: folder)
            guard !layouts.isEmpty else {
                Diagnostics.remark("ccc-lint: no .ccc.json and no layout files in the package; nothing to lint")
                return
            }
            lintArguments += layouts
        }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = lintArguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw LintFailed(status: process.terminationStatus)
        }
    }

    /// `.json` files under the package folder (sorted, relative to it) that look like
    /// layout files.
    func layoutFiles(in root: URL) -> [String] {
        var files: [String] = []
        let rootPath = root.standardizedFileURL.path
        if let walker = FileManager.default.enumerator(
            at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        {
            for case let url as URL in walker {
                if url.lastPathComponent == ".build" || url.lastPathComponent == "Package.resolved" {
                    walker.skipDescendants()
                    continue
                }
                guard url.pathExtension == "json" else { continue }
                guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8),
                    text.contains("\"views\"") || text.contains("\"constraints\"")
                else { continue }
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
