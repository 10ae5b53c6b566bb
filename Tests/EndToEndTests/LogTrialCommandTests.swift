import Foundation
import XCTest
import CCCTestSupport

/// `ccc log` findings of a new user's trial, through the built binary.
final class LogTrialCommandTests: XCTestCase {
    static let fixtures = "Tests/Fixtures/log"

    func testSecondLogIsNumberedTwoInTextAndJSON() throws {
        let text = try CommandRunner.run(["log", "\(Self.fixtures)/two-conflicts.log", "--log", "2"], environment: ["NO_COLOR": "1"])
        XCTAssertEqual(text.status, 0)
        XCTAssertTrue(text.stdout.hasPrefix("log 2 (line 24): 4 constraints, 1 conflict\n"), text.stdout)
        let json = try CommandRunner.run(["log", "\(Self.fixtures)/two-conflicts.log", "--log", "2", "--format", "json"])
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual((object["logs"] as? [[String: Any]])?.first?["log"] as? Int, 2)
    }

    func testMacOSLogSaysAppKitBreaks() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/macos.log"], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(result.stdout.contains("\nAppKit breaks [4] textField1.width >= 240: it is in the minimal set of conflict 1; AppKit's choice is not necessarily the one to change\n"), result.stdout)
    }

    func testUTF16InputIsDecoded() throws {
        let log = try Data(contentsOf: CommandRunner.packageRoot.appendingPathComponent("\(Self.fixtures)/truncated.log"))
        let text = String(decoding: log, as: UTF8.self)
        var utf16 = Data([0xFF, 0xFE])
        for unit in text.utf16 { utf16.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        let result = try CommandRunner.run(["log", "-"], stdin: utf16, environment: ["NO_COLOR": "1"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("log 1 (line 1): 2 constraints, 1 conflict\n"), result.stdout)
    }

    func testCutShortDescriptionIsSaidToBe() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/truncated.log"], environment: ["NO_COLOR": "1"])
        XCTAssertTrue(result.stderr.contains("truncated.log:5:74: warning: this description is cut short (its line ends before '>')"), result.stderr)
    }

    func testEmitLayoutWithFormatIsAUsageError() throws {
        let result = try CommandRunner.run(["log", "\(Self.fixtures)/macos.log", "--emit-layout", "--format", "json"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("--emit-layout writes a layout file (JSON) and takes no --format"), result.stderr)
    }
}
