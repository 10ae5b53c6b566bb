import Foundation

/// What a run of `ccc` printed, and its exit status.
public struct CommandResult {
    public var status: Int32
    public var stdout: String
    public var stderr: String

    public init(status: Int32, stdout: String, stderr: String) {
        self.status = status
        self.stdout = stdout
        self.stderr = stderr
    }
}

/// Runs the built `ccc` binary as a user would and captures what it prints; temporary
/// files and folders for its inputs.
public enum CommandRunner {
    /// The package root (two folders above this file's folder).
    public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `ccc` sits beside the test bundle in the build products folder.
    public static var executable: URL {
        let candidates = [
            Bundle.main.bundleURL.appendingPathComponent("ccc"),
            URL(fileURLWithPath: CommandLine.arguments.first ?? "").deletingLastPathComponent().appendingPathComponent("ccc"),
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("ccc"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
    }

    /// Runs `ccc` with arguments, in the package root (or `folder`), optionally feeding standard input.
    public static func run(
        _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, in folder: URL? = nil
    ) throws -> CommandResult {
        try run(program: executable, arguments, stdin: stdin, environment: environment, in: folder)
    }

    /// Runs any program (a shell, a renderer) as `run(_:)` runs `ccc`: in the package root
    /// (or `folder`), with `environment` (nil: this process's), standard input `stdin` then
    /// closed, standard output and error captured.
    public static func run(
        program: URL, _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil,
        in folder: URL? = nil
    ) throws -> CommandResult {
        let process = Process()
        process.executableURL = program
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

    /// This process's environment with `ccc`'s folder first on `PATH` (scripts call it as
    /// `ccc`), and `HOME` set when given.
    public static func environmentWithCcc(home: URL? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = executable.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        if let home { environment["HOME"] = home.path }
        return environment
    }

    public static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Writes `contents` to a fresh temporary file and returns its path.
    public static func temporaryFile(_ contents: Data, name: String = "layout.json") throws -> String {
        let url = try temporaryDirectory().appendingPathComponent(name)
        try contents.write(to: url)
        return url.path
    }

    public static func temporaryFile(_ text: String, name: String = "layout.json") throws -> String {
        try temporaryFile(Data(text.utf8), name: name)
    }
}
