import Foundation
import XCTest
import CCCTestSupport

/// `ccc lint` on Swift and Objective-C files and folders through the built binary: every
/// format against a golden file in `Tests/Fixtures/source/golden/` (regenerate with
/// `CCC_UPDATE_GOLDEN=1 swift test`), the folder walk, `--list-strings`, and source files
/// beside layout files in one run.
final class SourceLintCommandTests: XCTestCase {
    static let folder = "Tests/Fixtures/source"

    func assertGolden(_ actual: String, _ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try Golden.check(actual, folder: "\(Self.folder)/golden", name: name, file: file, line: line)
    }

    func testTextGoldenOfTheFolder() throws {
        let result = try CommandRunner.run(["lint", Self.folder], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        try assertGolden(result.stderr, "text.txt")
        XCTAssertTrue(result.stderr.hasSuffix("21 errors and 6 warnings in 4 files\n"), result.stderr)
        // Pods, DerivedData and hidden folders are skipped.
        XCTAssertFalse(result.stderr.contains("Skipped.swift"))
    }

    func testJSONGolden() throws {
        let result = try CommandRunner.run(["lint", Self.folder, "--format", "json"])
        XCTAssertEqual(result.status, 1)
        try assertGolden(result.stdout, "json.json")
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let paths = (json["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String }
        XCTAssertEqual(paths, [
            "\(Self.folder)/Constructs.m", "\(Self.folder)/Constructs.swift", "\(Self.folder)/Nested/Card.h",
            "\(Self.folder)/Nested/Card.mm",
        ])
    }

    func testGitHubGolden() throws {
        let result = try CommandRunner.run(["lint", Self.folder, "--format", "github"])
        XCTAssertEqual(result.status, 1)
        try assertGolden(result.stdout, "github.txt")
        XCTAssertTrue(result.stdout.contains("::error file=Tests/Fixtures/source/Constructs.swift,line=13,col=43,endLine=13,endColumn=47,title=unknown-view::unknown view 'avtar'"))
        XCTAssertTrue(result.stdout.contains("::notice file=Tests/Fixtures/source/Constructs.swift,line=31,col=62,"))
    }

    func testSARIFGolden() throws {
        let result = try CommandRunner.run(["lint", Self.folder, "--format", "sarif"])
        XCTAssertEqual(result.status, 1)
        try assertGolden(result.stdout, "sarif.json")
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let results = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 29)
    }

    func testANamedSkippedFolderIsLinted() throws {
        let result = try CommandRunner.run(["lint", "\(Self.folder)/Pods"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.stderr.hasPrefix("\(Self.folder)/Pods/Skipped.swift:2:67: error: "), result.stderr)
    }

    func testSourceFilesBesideLayoutFiles() throws {
        let result = try CommandRunner.run(
            ["lint", "\(Self.folder)/Nested", "Tests/Fixtures/lint/clean.json", "\(Self.folder)/Nested/Card.mm"],
            environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.stderr, "")
        let json = try CommandRunner.run(["lint", "Tests/Fixtures/lint/problems.json", "\(Self.folder)/Constructs.m", "--format", "json"])
        XCTAssertEqual(json.status, 1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String },
                       ["Tests/Fixtures/lint/problems.json", "\(Self.folder)/Constructs.m"])
    }

    /// Trial 13: a UTF-16 or binary source listed nothing without a word; `--list-strings`
    /// now gives the `source-not-utf8` warning `ccc lint` gives.
    func testListStringsSaysASourceIsNotUTF8() throws {
        let utf16 = try CommandRunner.temporaryFile(Data([0xFF, 0xFE, 0x61, 0x00, 0x64, 0x00]), name: "Wide.swift")
        let binary = try CommandRunner.temporaryFile(Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01, 0x00, 0x00]), name: "Blob.m")
        let text = try CommandRunner.run(["lint", "--list-strings", utf16, binary], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(text.status, 0)
        XCTAssertEqual(text.stdout, "")
        XCTAssertTrue(text.stderr.hasPrefix(
            "\(utf16):1:1: warning: the file is UTF-16, not UTF-8: its constraint strings were not read [source-not-utf8]\n"),
            text.stderr)
        XCTAssertTrue(text.stderr.contains(
            "\(binary):1:1: warning: the file holds NUL bytes, which no text does: its constraint strings were not read [source-not-utf8]\n"),
            text.stderr)
        let json = try CommandRunner.run(["lint", "--list-strings", utf16, "--format", "json"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(json.status, 0)
        XCTAssertTrue(json.stderr.contains("[source-not-utf8]"), json.stderr)
        XCTAssertTrue(json.stdout.contains(#""strings""#), json.stdout)
    }

    func testListStringsTextAndJSON() throws {
        let text = try CommandRunner.run(["lint", "--list-strings", Self.folder])
        XCTAssertEqual(text.status, 0)
        try assertGolden(text.stdout, "list-strings.txt")
        XCTAssertTrue(text.stdout.contains("\(Self.folder)/Constructs.swift:27:62: visual-format, names checked: H:|-[avatar]-[name]-[bdge]|\n"))
        let json = try CommandRunner.run(["lint", "--list-strings", "\(Self.folder)/Nested/Card.mm", "--format", "json"])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let strings = try XCTUnwrap(object["strings"] as? [[String: Any]])
        XCTAssertEqual(strings.count, 2)
        XCTAssertEqual(strings.first?["file"] as? String, "\(Self.folder)/Nested/Card.mm")
        XCTAssertEqual(strings.first?["line"] as? Int, 6)
        XCTAssertEqual(strings.first?["column"] as? Int, 84)
        XCTAssertEqual(strings.first?["text"] as? String, "H:|-[card]-|")
        XCTAssertEqual(strings.first?["dialect"] as? String, "visual-format")
        XCTAssertEqual(strings.first?["namesChecked"] as? Bool, true)
        XCTAssertEqual(Set(strings.first?.keys.map { $0 } ?? []), ["file", "line", "column", "text", "dialect", "namesChecked", "reason", "syntaxChecked"])
        let golden = try CommandRunner.run(["lint", "--list-strings", Self.folder, "--format", "json"])
        try assertGolden(golden.stdout, "list-strings.json")
        let sarif = try CommandRunner.run(["lint", "--list-strings", Self.folder, "--format", "sarif"])
        XCTAssertEqual(sarif.status, 2)
    }

    func testAMissingSourceFileIsAnIOError() throws {
        let result = try CommandRunner.run(["lint", "\(Self.folder)/Missing.swift", "\(Self.folder)/Nested/Card.mm"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderr, "ccc: cannot read 'Tests/Fixtures/source/Missing.swift': no such file\n")
    }

    /// The new user's trial: `ccc lint` on a small app folder finds the three planted
    /// mistakes, and each diagnostic says how to fix it.
    func testTheSwiftAppExampleFindsItsThreeMistakesAndSaysHowToFixEach() throws {
        let result = try CommandRunner.run(["lint", "Examples/SwiftApp"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 1)
        let file = "Examples/SwiftApp/Sources/ProfileViewController.swift"
        let lines = result.stderr.split(separator: "\n").map(String.init)
        let findings = lines.filter { $0.hasPrefix(file) && $0.contains(": error: ") }
        XCTAssertEqual(findings.map { $0.components(separatedBy: ": error: ").first ?? "" },
                       ["\(file):22:67", "\(file):28:67", "\(file):32:26"])
        XCTAssertTrue(result.stderr.contains("\(file):22:67: note: did you mean 'titleLabel'?"))
        XCTAssertTrue(result.stderr.contains("multiplier: 2"))
        XCTAssertTrue(result.stderr.contains("use alignAllLeft, alignAllRight, alignAllLeading, alignAllTrailing or alignAllCenterX"))
        XCTAssertTrue(result.stderr.hasSuffix("3 errors and 0 warnings in 2 files\n"))
    }
}
