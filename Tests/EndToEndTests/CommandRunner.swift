import Foundation
import XCTest

/// Runs the built `ccc` binary as a user would and captures what it prints.
struct CommandResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

enum CommandRunner {
    /// The package root (two folders above this file's folder).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `ccc` sits beside the test bundle in the build products folder.
    static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("ccc"),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("ccc"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("ccc"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `ccc` with arguments, in the package root (or `folder`), optionally feeding standard input.
    static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, in folder: URL? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder ?? packageRoot
        if let environment { process.environment = environment }
        // Output goes to files, so a large output can never block the child on a full pipe.
        let directory = try temporaryDirectory()
        let outURL = directory.appendingPathComponent("stdout")
        let errURL = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandResult(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `contents` to a fresh temporary file and returns its path.
    static func temporaryFile(_ contents: Data, name: String = "layout.json") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    static func temporaryFile(_ text: String, name: String = "layout.json") throws -> String {
        try temporaryFile(Data(text.utf8), name: name)
    }
}

/// Parses `tsv` output into name → [x, y, width, height].
func parseTSV(_ text: String) -> [String: [Double]] {
    var frames: [String: [Double]] = [:]
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t").map(String.init)
        guard fields.count == 5 else { continue }
        frames[fields[0]] = fields.dropFirst().compactMap(Double.init)
    }
    return frames
}
