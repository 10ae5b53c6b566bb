import Foundation
import XCTest
import CCCTestSupport

/// An empty folder given to lint is in every format's report, not only on standard error
/// (issue #12 §5): json, sarif and github list it as an `unreadable-file` error with the
/// same words as the text line; the status is 2.
final class EmptyFolderFormatTests: XCTestCase {
    func testMachineFormatsListTheEmptyFolder() throws {
        let folder = try CommandRunner.temporaryDirectory().appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let message = "cannot lint '\(folder.path)': the folder holds no Swift or Objective-C files (.swift, .m, .mm, .h)"

        let json = try CommandRunner.run(["lint", folder.path, "--format", "json"])
        XCTAssertEqual(json.status, 2)
        XCTAssertEqual(json.stderr, "ccc: \(message)\n")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let files = object?["files"] as? [[String: Any]]
        XCTAssertEqual(files?.first?["path"] as? String, folder.path)
        let diagnostic = (files?.first?["diagnostics"] as? [[String: Any]])?.first
        XCTAssertEqual(diagnostic?["code"] as? String, "unreadable-file")
        XCTAssertEqual(diagnostic?["message"] as? String, message)
        XCTAssertEqual(object?["errors"] as? Int, 1)

        let github = try CommandRunner.run(["lint", folder.path, "--format", "github"])
        XCTAssertEqual(github.status, 2)
        XCTAssertEqual(github.stdout, "::error file=\(folder.path),title=unreadable-file::\(message)\n")

        let sarif = try CommandRunner.run(["lint", folder.path, "--format", "sarif"])
        XCTAssertEqual(sarif.status, 2)
        XCTAssertTrue(sarif.stdout.contains("\"text\" : \"\(message)\"") || sarif.stdout.contains("\"text\": \"\(message)\""),
                      sarif.stdout)
    }

    /// Beside a readable layout, the empty folder is listed too and the status stays 2.
    func testAnEmptyFolderBesideAFile() throws {
        let directory = try CommandRunner.temporaryDirectory()
        let folder = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let layout = directory.appendingPathComponent("l.json")
        try Data(#"{"size": {"width": 10, "height": 10}, "views": {"a": {"size": [1, 1], "align": "left top"}}}"#.utf8)
            .write(to: layout)
        let result = try CommandRunner.run(["lint", folder.path, layout.path, "--format", "github"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stdout.hasPrefix("::error file=\(folder.path),title=unreadable-file::cannot lint"), result.stdout)
    }
}
