import Foundation
import XCTest
import CCCTestSupport

/// Issue 18: an output file is never an input (standard input's file included), a closed
/// standard input is said to be closed, a dangling link in a linted folder is reported
/// with its path, and a stream (`/dev/zero`) is refused at the size limit. Each case runs
/// the built `ccc` under /bin/sh, as a user's shell would set up the descriptors.
final class InputSafetyTests: XCTestCase {
    static let layout = """
        {"size": {"width": 100, "height": 50}, "views": {"a": {}},
         "constraints": ["a.left = super.left", "a.top = super.top", "a.width = 10", "a.height = 10"]}
        """

    /// Runs `script` with sh in a fresh folder holding `in.json` (the layout); `$CCC` is
    /// the built binary. Returns the status, standard error and the folder.
    func shell(_ script: String) throws -> (status: Int32, stderr: String, folder: URL) {
        let folder = try CommandRunner.temporaryDirectory()
        try Data(Self.layout.utf8).write(to: folder.appendingPathComponent("in.json"))
        let errURL = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script]
        process.environment = ["CCC": CommandRunner.executable.path, "NO_COLOR": "1"]
        process.currentDirectoryURL = folder
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try err.close()
        return (process.terminationStatus, String(decoding: try Data(contentsOf: errURL), as: UTF8.self), folder)
    }

    func contents(_ folder: URL, _ name: String) throws -> String {
        String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
    }

    /// `-o` naming the file on standard input, directly or through a link, is refused and
    /// the file is left as it was.
    func testRenderNeverWritesTheFileOnStandardInput() throws {
        for output in ["in.json", "./in.json", "link.json"] {
            let result = try shell("ln -s in.json link.json; \"$CCC\" render - -o \(output) < in.json")
            XCTAssertEqual(result.status, 2, output)
            XCTAssertEqual(
                result.stderr, "ccc: -o '\(output)' is the file on standard input, which ccc reads; ccc never writes an input\n", output)
            XCTAssertEqual(try contents(result.folder, "in.json"), Self.layout, output)
        }
        // `.ccc.json` and a metrics file read through the configuration are inputs too.
        let configured = try shell("""
            echo '{"metrics": ["m.json"]}' > .ccc.json; echo '{"gap": 1}' > m.json
            "$CCC" render in.json -o m.json; echo "$?" >&2; "$CCC" render in.json -o .ccc.json
            """)
        XCTAssertEqual(configured.stderr, """
            ccc: -o 'm.json' is a file ccc reads; ccc never writes an input
            2
            ccc: -o '.ccc.json' is a file ccc reads; ccc never writes an input

            """)
        XCTAssertEqual(try contents(configured.folder, "m.json"), "{\"gap\": 1}\n")
        // A device is no input that writing could destroy: standard input from /dev/null and -o /dev/null.
        // Standard input that is not read (no `-`) is no input either.
        let device = try shell("""
            "$CCC" render - -o /dev/null < in.json && echo x > out.svg && "$CCC" render in.json -o out.svg < out.svg; echo "$?" >&2
            """)
        XCTAssertEqual(device.stderr, "0\n")
    }

    /// `--write-baseline` naming the file on standard input is refused before anything is
    /// written, even when that file is itself a baseline.
    func testWriteBaselineNeverWritesTheFileOnStandardInput() throws {
        let result = try shell("""
            "$CCC" lint in.json --write-baseline base.json 2> /dev/null
            cp base.json copy.json
            "$CCC" lint - --write-baseline base.json < base.json
            """)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.stderr, "ccc: --write-baseline 'base.json' is the file on standard input, which ccc reads; ccc never writes an input\n")
        XCTAssertEqual(try contents(result.folder, "base.json"), try contents(result.folder, "copy.json"))
    }

    /// Standard input closed (`<&-`): every command that reads `-` says so, status 2, one line.
    func testClosedStandardInputIsSaid() throws {
        for command in ["solve -", "compile -", "lint -", "render -", "explain - a", "log -", "solve in.json --metrics -"] {
            let result = try shell("\"$CCC\" \(command) <&-")
            XCTAssertEqual(result.status, 2, command)
            XCTAssertEqual(result.stderr, "ccc: cannot read standard input: it is closed\n", command)
        }
        // Open, but for writing only: the read fails and says why.
        let writeOnly = try shell("\"$CCC\" solve - 0> out.txt")
        XCTAssertEqual(writeOnly.status, 2)
        XCTAssertEqual(writeOnly.stderr, "ccc: cannot read standard input: it is not open for reading\n")
    }

    /// A dangling link among a folder's source files is reported with its path and its
    /// missing target (an `unreadable-file` error in the machine formats); the other files
    /// are still linted, status 2.
    func testADanglingLinkInALintedFolderIsReported() throws {
        let swift = #"func f() { addCompactConstraint("a.left = b.lft", metrics: nil, views: ["a": a, "b": b]) }"#
        let result = try shell("""
            mkdir src; echo '\(swift)' > src/A.swift; ln -s missing.swift src/B.swift; ln -s B2.swift src/B2.swift
            "$CCC" lint src 2>&1 | grep -e '^ccc:' -e ': error:' -e ' in 1 file' >&2; "$CCC" lint src --format json > out.json; echo "$?" >&2
            """)
        XCTAssertEqual(result.stderr, """
            ccc: cannot read 'src/B.swift': it is a symbolic link to 'missing.swift', which does not exist
            ccc: cannot read 'src/B2.swift': too many symbolic links
            src/A.swift:1:45: error: unknown attribute 'lft' [unknown-attribute]
            1 error and 0 warnings in 1 file
            ccc: cannot read 'src/B.swift': it is a symbolic link to 'missing.swift', which does not exist
            ccc: cannot read 'src/B2.swift': too many symbolic links
            2

            """)
        let report = try contents(result.folder, "out.json")
        XCTAssertTrue(report.contains(#""path": "src/B.swift""#), report)
        XCTAssertTrue(report.contains(#""path": "src/B2.swift""#), report)
        XCTAssertEqual(report.components(separatedBy: #""code": "unreadable-file""#).count, 3, report)
    }

    /// A stream is read up to the 64 MiB limit and refused: `/dev/zero` never fills memory.
    func testAnEndlessStreamIsRefusedAtTheLimit() throws {
        let result = try shell("\"$CCC\" solve /dev/zero; \"$CCC\" lint - < /dev/zero")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, """
            ccc: cannot read '/dev/zero': the file is larger than 64 MiB
            ccc: cannot read standard input: the file is larger than 64 MiB

            """)
    }
}
