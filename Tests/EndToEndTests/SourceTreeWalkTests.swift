import Foundation
import XCTest
import CCCTestSupport

/// Issue 14: the folder walk takes regular files only (and links to them); a FIFO named
/// `x.swift` would block the read forever. Issue 18: a dangling link is reported as an
/// unreadable file (status 2), the other files still linted (InputSafetyTests).
final class SourceTreeWalkTests: XCTestCase {
    func testTheWalkSkipsFIFOsAndReportsDanglingLinksAndFollowsLinksToFiles() throws {
        let folder = try CommandRunner.temporaryDirectory()
        let swift = #"func f() { addCompactConstraint("a.left = b.lft", metrics: nil, views: ["a": a, "b": b]) }"# + "\n"
        try Data(swift.utf8).write(to: folder.appendingPathComponent("A.swift"))
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("Pipe.swift").path, 0o600), 0)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Dangling.swift").path, withDestinationPath: "nowhere.swift")
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("Link.swift").path, withDestinationPath: "A.swift")
        let result = try CommandRunner.run(["lint", folder.path], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertTrue(result.stderr.contains("ccc: cannot read '\(folder.path)/Dangling.swift': it is a symbolic link to 'nowhere.swift', which does not exist\n"), result.stderr)
        let files = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }.map { $0.split(separator: ":")[0] }
        XCTAssertEqual(files.map { URL(fileURLWithPath: String($0)).lastPathComponent }, ["A.swift", "Link.swift"])
    }
}

extension SourceTreeWalkTests {
    func testAnEmptyFolderIsOneLine() throws {
        let folder = try CommandRunner.temporaryDirectory().appendingPathComponent("empty.swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let result = try CommandRunner.run(["lint", folder.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr,
                       "ccc: cannot lint '\(folder.path)': the folder holds no Swift or Objective-C files (.swift, .m, .mm, .h)\n")
    }
}
