import Foundation
import XCTest
import CCCTestSupport

/// `lint --list-strings` (text) and `explain` print text from the input: escape sequences,
/// C1 and bidirectional controls in a source string or a file name must not reach the terminal.
final class TerminalSafetyListingTests: XCTestCase {
    private func assertInert(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        for scalar in text.unicodeScalars {
            let v = scalar.value
            let control = (v < 0x20 && v != 0x09 && v != 0x0A) || (0x7F...0x9F).contains(v)
            let bidi = (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            XCTAssertFalse(control || bidi, "U+\(String(v, radix: 16)) reached the output: \(text)", file: file, line: line)
        }
    }

    func testListStringsNeutralisesEscapesInStringsAndPaths() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-listing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("inj\u{1B}]0;T\u{07}\u{202E}.swift")
        try "addCompactConstraint(\"a.left = zz\\u{1B}]0;PWNED\\u{07}\\u{202E}.right + 8\", metrics: nil, views: [\"a\": a])\n"
            .write(to: source, atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["lint", "--list-strings", source.path])
        XCTAssertTrue(result.stdout.contains("zz"), result.stdout)
        assertInert(result.stdout)
    }

    func testExplainNeutralisesTheFilePathInOrigins() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-explain-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("f\u{1B}[2J\u{202E}.json")
        let example = CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json")
        try FileManager.default.copyItem(at: example, to: layout)
        let result = try CommandRunner.run(["explain", layout.path, "button"])
        XCTAssertTrue(result.stdout.contains("button"), result.stdout)
        assertInert(result.stdout)
    }
}

/// `render` writes SVG to standard output by default: the file name's controls are replaced.
final class TerminalSafetyRenderTests: XCTestCase {
    func testRenderNeutralisesControlsInTheFileName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ccc-render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let layout = folder.appendingPathComponent("f\u{7F}\u{9B}\u{202E}\u{2066}.json")
        try FileManager.default.copyItem(
            at: CommandRunner.packageRoot.appendingPathComponent("Examples/docked-button.json"), to: layout)
        for format in ["svg", "html"] {
            let result = try CommandRunner.run(["render", layout.path, "--format", format])
            XCTAssertTrue(result.stdout.contains("button"), result.stdout)
            for scalar in result.stdout.unicodeScalars {
                let v = scalar.value
                XCTAssertFalse((0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v),
                               "U+\(String(v, radix: 16)) reached the \(format) output")
            }
        }
    }
}
