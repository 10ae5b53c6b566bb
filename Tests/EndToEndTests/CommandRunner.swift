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

    /// Runs `ccc` with arguments, in the package root, optionally feeding standard input.
    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil) throws -> CommandResult {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large output cannot block the child.
        var outData = Data()
        let errBox = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let errData = errBox.data
        process.waitUntilExit()
        return CommandResult(
            status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
            stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Writes `contents` to a fresh temporary file and returns its path.
    static func temporaryFile(_ contents: Data, name: String = "layout.json") throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
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

/// Standard error read on another thread; read back only after `group.wait()`.
private final class DataBox: @unchecked Sendable {
    var data = Data()
}
