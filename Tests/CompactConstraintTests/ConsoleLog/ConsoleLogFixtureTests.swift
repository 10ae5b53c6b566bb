import CompactConstraint
import XCTest

/// The fixture logs of `Tests/Fixtures/log` (written for the purpose, names made up):
/// compact strings, minimal sets, the broken constraint and the suggestion of each.
final class ConsoleLogFixtureTests: XCTestCase {
    func testTableCellHeightSuggestsLoweringOneVerticalConstraintTo999() throws {
        let (logs, diagnostics, _) = try LogFixtures.read("table-cell-height.log")
        XCTAssertTrue(diagnostics.isEmpty)
        let log = try XCTUnwrap(logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "imageView1.height == 64", "imageView1.top == contentView1.topMargin",
            "imageView1.bottom == contentView1.bottomMargin", "lemonTartLabel.leading == imageView1.trailing + 12",
            "contentView1.bottom == marginsGuide1.bottom + 11", "marginsGuide1.top == contentView1.top + 11",
            "contentView1.height == 44",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2, 4, 5, 6]])
        XCTAssertEqual(log.conflicts.map(\.implicit), [[]])
        XCTAssertEqual(log.broken, 0)
        XCTAssertTrue(log.diagnostics.isEmpty, "\(log.diagnostics)")
        XCTAssertTrue(log.suggestions[0].contains("lower one vertical constraint of the chain to 999"), log.suggestions[0])
        XCTAssertTrue(log.suggestions[0].contains("`imageView1.bottom == contentView1.bottomMargin @ 999` instead of [2]"))
        XCTAssertTrue(log.suggestions[2].contains("from 64 to 22 (by 42 points)"), log.suggestions[2])
    }

    func testAutoresizingMaskSuggestsTurningTranslationOff() throws {
        let log = try XCTUnwrap(try LogFixtures.read("autoresizing.log").logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "badgeView1.left == view1.left", "badgeView1.width == 0", "badgeView1.top == view1.top + 8",
            "badgeView1.leading == view1.leading + 16", "buyButton.centerY == superview1.top + 22",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 3]])
        XCTAssertEqual(log.broken, 3)
        XCTAssertTrue(log.suggestions[0].hasPrefix("`badgeView1` still has translatesAutoresizingMaskIntoConstraints on"))
        XCTAssertTrue(log.suggestions[0].contains("(h=--& v=--&)"))
    }

    func testStackViewHiding() throws {
        let log = try XCTUnwrap(try LogFixtures.read("stack-view.log").logs.first)
        XCTAssertEqual(log.constraints.map(\.identifier), [nil, "UISV-canvas-connection", "UISV-spacing", "UISV-hiding"])
        XCTAssertEqual(log.constraints[2].compact, "view1.top == accountLabel.bottom + 8")
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 3]])
        XCTAssertTrue(log.suggestions[0].contains("`UISV-hiding` sizes a hidden arranged view to 0"), log.suggestions[0])
        XCTAssertTrue(log.suggestions[0].hasSuffix("(999): `view1.height == 48 @ 999` instead of [0]"), log.suggestions[0])
        XCTAssertEqual(log.suggestions.count, 1, "no constant change for a hidden view: \(log.suggestions)")
    }

    func testTemporaryWidthConflictsThroughANonNegativeWidth() throws {
        let log = try XCTUnwrap(try LogFixtures.read("temporary-width.log").logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "label1.leading == cardView1.leading + 20", "label1.trailing == cardView1.trailing - 20", "cardView1.width == 0",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2]])
        XCTAssertEqual(log.conflicts.map(\.implicit), [["label1.width >= 0"]])
        XCTAssertEqual(log.broken, 1)
        XCTAssertTrue(log.suggestions[0].contains("a temporary size UIKit sets"))
        XCTAssertTrue(log.suggestions[1].contains("[2] `cardView1.width == 0` (UIKit's own: none of your constraints' constants can change alone) from 0 to 40 (by 40 points)"), log.suggestions[1])
    }

    func testMacOS() throws {
        let log = try XCTUnwrap(try LogFixtures.read("macos.log").logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "nameTextField.leading == view1.leading + 20", "textField1.leading == nameTextField.trailing + 8",
            "view1.trailing == textField1.trailing + 20", "nameTextField.width == 41", "textField1.width >= 240",
            "view1.width == 300",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2, 3, 4, 5]])
        XCTAssertEqual(log.broken, 4)
        XCTAssertTrue(log.diagnostics.isEmpty, "\(log.diagnostics)")
        XCTAssertTrue(log.suggestions.contains { $0.contains("NSContentSizeLayoutConstraint") })
        XCTAssertTrue(log.suggestions.last?.contains("from 240 to 211 (by 29 points)") == true)
    }

    func testTwoConflictsJunkLinesAndTwoLogs() throws {
        let (logs, _, file) = try LogFixtures.read("two-conflicts.log")
        XCTAssertEqual(logs.count, 2)
        let first = logs[0]
        XCTAssertEqual(first.constraints.count, 11)
        XCTAssertEqual(first.constraints[0].compact, "saveButton.width == view1.width * 0.5")
        XCTAssertEqual(first.constraints[3].compact, "label1.top == groceriesLabel.bottom + 8")
        XCTAssertEqual(first.conflicts.map(\.members), [[0, 1, 2], [3, 4, 5, 6, 7]])
        XCTAssertEqual(first.conflicts.map(\.implicit), [[], ["label1.height >= 0"]])
        XCTAssertEqual(first.broken, 1)
        XCTAssertEqual(first.located(in: file), ["7:1 log-unrecognized-line"])
        XCTAssertTrue(first.suggestions.allSatisfy { $0.hasPrefix("conflict 1: ") || $0.hasPrefix("conflict 2: ") })
        let second = logs[1]
        XCTAssertEqual(second.conflicts.map(\.members), [[0, 1, 2, 3]])
        XCTAssertEqual(second.constraints[2].identifier, "IB auto generated at build time for view with fixed frame")
        XCTAssertTrue(second.suggestions[0].contains("NSIBPrototypingLayoutConstraint"))
        XCTAssertTrue(second.suggestions[1].contains("_UILayoutSupportConstraint"))
    }

    func testTruncatedLogIsStillAnalysed() throws {
        let (logs, _, file) = try LogFixtures.read("truncated.log")
        let log = try XCTUnwrap(logs.first)
        XCTAssertEqual(log.constraints.map(\.compact), ["view1.width == 100", "view1.width == 120"])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1]])
        XCTAssertNil(log.broken)
        XCTAssertEqual(log.located(in: file), ["5:74 log-unrecognized-constraint", "6:1 log-truncated"])
    }

    func testSafeArea() throws {
        let log = try XCTUnwrap(try LogFixtures.read("safe-area.log").logs.first)
        XCTAssertEqual(log.constraints[0].compact, "safeAreaGuide1.top == view1.top + 59")
        XCTAssertEqual(log.constraints[8].compact, "sendButton.firstBaseline == messageLabel.firstBaseline")
        XCTAssertEqual(log.constraints[12].compact, "composerView1.width == view1.width * 0.9 + 4")
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2, 3, 4, 5]])
        XCTAssertTrue(log.suggestions.contains { $0.contains("involve the safe area") })
        XCTAssertTrue(log.suggestions.last?.contains("from 800 to 759 (by 41 points)") == true)
    }

    func testNoLogIsAnError() {
        let (logs, diagnostics) = ConsoleLog.read(SourceFile(path: "t.log", text: "nothing to see\n"))
        XCTAssertTrue(logs.isEmpty)
        XCTAssertEqual(diagnostics.map(\.code), [.logNoEntry])
    }

    func testBrokenConstraintMissingFromTheList() {
        let file = SourceFile(path: "t.log", text: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60001 UIView:0x7f01.width == 20   (active)>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x60009 UIView:0x7f01.width == 30   (active)>
            """)
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertNil(log.broken)
        XCTAssertEqual(log.located(in: file), ["5:48 log-broken-not-listed", "1:1 log-no-conflict"])
    }
}
