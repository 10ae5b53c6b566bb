import Foundation
import XCTest
import CCCTestSupport

/// A program the render tests need (rsvg-convert, chromium, python3). Locally a missing
/// tool skips the test with a message saying what to install; CI (`.ci/run` sets
/// `CCC_REQUIRE_RENDERERS=1`) fails instead, so the tests always run there.
enum ExternalTool {
    static func find(_ names: [String]) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            for name in names {
                let candidate = "\(directory)/\(name)"
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
        }
        return nil
    }

    static func require(_ names: [String], package: String) throws -> String {
        if let found = find(names) { return found }
        let message = "\(names[0]) is not installed (Debian: apt-get install \(package)); .ci/run installs it"
        if ProcessInfo.processInfo.environment["CCC_REQUIRE_RENDERERS"] == "1" {
            XCTFail(message)
            throw XCTSkip(message)
        }
        throw XCTSkip(message)
    }

    /// Runs a program and returns its standard output; fails on a non-zero exit status.
    @discardableResult
    static func run(_ executable: String, _ arguments: [String], file: StaticString = #filePath, line: UInt = #line)
        throws -> String
    {
        let result = try CommandRunner.run(program: URL(fileURLWithPath: executable), arguments)
        XCTAssertEqual(result.status, 0, "\(executable) \(arguments.joined(separator: " ")): \(result.stderr)", file: file, line: line)
        return result.stdout
    }

    static let pixelScript = CommandRunner.packageRoot.appendingPathComponent("Tests/Fixtures/render/png_pixels.py").path

    /// The `#rrggbb` colour of each point of a PNG.
    static func pixels(_ png: String, _ points: [(Int, Int)]) throws -> [String] {
        let python = try require(["python3"], package: "python3")
        let output = try run(python, [pixelScript, png] + points.map { "\($0.0),\($0.1)" })
        return output.split(separator: "\n").map(String.init)
    }
}
