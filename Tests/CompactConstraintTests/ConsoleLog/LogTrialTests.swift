import CompactConstraint
import XCTest

/// What a new user's trial of `ccc log` found (issue 15's follow-up), one test a finding.
final class LogTrialTests: XCTestCase {
    func testBareNamesOfTheNamesListAreRead() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 connectButton.width == 200   (active, names: connectButton:UIButton:0x152e0b190 )>",
            "<NSLayoutConstraint:0x60002 UIButton:0x152e0b190.width == 100   (active)>",
            "<NSLayoutConstraint:0x60003 UIView:0x7f01.height == connectButton.height * 2 + 4   (active, names: connectButton:UIButton:0x152e0b190 )>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "button1.width == 200", "button1.width == 100", "view1.height == button1.height * 2 + 4",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1]])
    }

    func testSystemKeyboardConflictIsFoundAndSaidToBeTheKeyboards() throws {
        let log = try XCTUnwrap(try LogFixtures.read("keyboard.log").logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "systemInputAssistantView1.height == 45", "systemInputAssistantView1.bottom == kbCompatInputView1.top",
            "systemInputAssistantView1.top == inputSetHostView1.top", "kbCompatInputView1.top == inputSetHostView1.top",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2, 3]])
        XCTAssertEqual(log.broken, 1)
        XCTAssertEqual(log.suggestions.count, 1)
        XCTAssertTrue(log.suggestions[0].contains("are the system keyboard's, not your app's"))
    }
}
