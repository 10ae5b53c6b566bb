import Foundation
import XCTest
import CCCTestSupport

/// A folder of files for the team-tool tests (configuration, suppressions, baseline).
struct Workspace {
    let root: URL

    init() throws {
        // Resolved, so paths `ccc` prints (relative to its current folder) are predictable.
        root = try CommandRunner.temporaryDirectory().resolvingSymlinksInPath()
    }

    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(path)), as: UTF8.self)
    }

    /// Runs `ccc` in a folder of the workspace.
    func run(_ arguments: [String], in folder: String = ".") throws -> CommandResult {
        try CommandRunner.run(arguments, in: root.appendingPathComponent(folder))
    }

    /// The `file:line:column: severity: … [code]` lines of a text report, without the
    /// source excerpts and notes.
    static func findings(_ result: CommandResult) -> [String] {
        result.stderr.split(separator: "\n").map(String.init).filter {
            $0.contains(": warning: ") || $0.contains(": error: ")
        }
    }

    /// A layout with two warnings: 'spare' unused (3:26) and 'b' vertically ambiguous (6:6).
    static let twoWarnings = """
        {
          "size": {"width": 100, "height": 100},
          "metrics": {"gap": 8, "spare": 3},
          "views": {
            "a": {"size": [10, 10]},
            "b": {"size": [10, 10]}
          },
          "constraints": [
            "a.left = super.left + gap",
            "a.top = super.top",
            "b.left = a.right"
          ]
        }
        """
}
