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

extension LogTrialTests {
    static let cell = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x60001 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 44   (active)>",
            "<NSLayoutConstraint:0x60002 UIImageView:0x7f02.top == UITableViewCellContentView:0x7f01.top + 30   (active)>",
            "<NSLayoutConstraint:0x60004 UIImageView:0x7f02.height == 10   (active)>",
            "<NSLayoutConstraint:0x60003 UIImageView:0x7f02.bottom == UITableViewCellContentView:0x7f01.bottom - 30   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x60004 UIImageView:0x7f02.height == 10   (active)>
        """

    func testConstantChangeNeverProposesANegativeSizeOrGap() {
        let log = ConsoleLog.read(SourceFile(path: "t.log", text: Self.cell)).logs[0]
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2, 3]])
        let change = log.suggestions.last ?? ""
        XCTAssertFalse(change.contains("-16"), change)
        // UIKit breaks the height, whose new value would be -16: the bottom inset is offered instead.
        XCTAssertTrue(change.contains("[3] `imageView1.bottom == contentView1.bottom - 30` from -30 to -4 (by 26 points)"), change)
    }

    /// A cycle of 20 equal-plus-one widths: no constant can change without a width going
    /// negative; 16 members are tried, not all 20 (each trial solves the whole set; issue #18).
    func testConstantChangeTriesAtMost16Members() {
        let lines = (0..<20).map { i in
            "<NSLayoutConstraint:0x6\(1000 + i) UIView:0x7f\(1000 + i).width == UIView:0x7f\(1000 + (i + 1) % 20).width + 1   (active)>"
        }
        let log = ConsoleLog.read(LogFixtures.log(lines)).logs[0]
        XCTAssertEqual(log.conflicts.map(\.members), [Array(0..<20)])
        XCTAssertEqual(log.suggestions.last, "no single constant of the set (the first 16 of its 20 tried) can change so that the rest holds with every size and margin at 0 or more (without changing its sign): remove one of these constraints or lower it below 1000")
    }

    func testNoConstantChangeWorksIsSaid() {
        // The label's bottom above its top: either constant would have to change sign.
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60002 UILabel:0x7f02.top == UIView:0x7f01.top + 8   (active)>",
            "<NSLayoutConstraint:0x60003 UILabel:0x7f02.bottom == UIView:0x7f01.top - 8   (active)>",
        ])).logs[0]
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1]])
        XCTAssertEqual(log.suggestions.last, "no single constant of the set can change so that the rest holds with every size and margin at 0 or more (without changing its sign): remove one of these constraints or lower it below 1000")
    }

    func testBrokenConstraintWhenNoConflictIsReproduced() {
        let file = SourceFile(path: "t.log", text: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60001 UIView:0x7f01.width == 20   (active)>",
                "<NSLayoutConstraint:0x60002 UIView:0x7f01.leading == UIView:0x7f02.leadingMargin   (active)>"
            )
            Will attempt to recover by breaking constraint <NSLayoutConstraint:0x60001 UIView:0x7f01.width == 20   (active)>
            """)
        let (logs, _) = ConsoleLog.read(file)
        let text = LogReport.text(logs, file: file)
        XCTAssertFalse(text.contains("in no minimal set"), text)
        XCTAssertTrue(text.contains("UIKit breaks [0] view1.width == 20; ccc could not reproduce the conflict from the constraints read (see the warning), so it cannot say whether breaking it helps\n"), text)
    }
}

extension LogTrialTests {
    func testMarginsGuidePlacedOnOneSideKeepsEveryMarginNonNegative() throws {
        let log = try XCTUnwrap(try LogFixtures.read("left-margin-guide.log").logs.first)
        XCTAssertEqual(log.conflicts.map(\.members), [[1, 2, 3, 4]])
        XCTAssertEqual(log.conflicts.map(\.implicit), [["bannerView1.bottomMargin >= 0"]])
    }
}

extension LogTrialTests {
    func testCutOffBrokenLineIsMatchedByItsAddressCaseInsensitively() {
        let file = SourceFile(path: "t.log", text: """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x6000ABC1 UIView:0x7f01.width == 20   (active)>",
                "<NSLayoutConstraint:0x6000abc2 UIView:0x7f01.width == 30   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000ABC2 UIView:0x7f01.wid
            """)
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertEqual(log.broken, 1)
        XCTAssertEqual(log.located(in: file), ["7:46 log-truncated"])
        XCTAssertEqual(log.diagnostics.first?.message,
                       "the description of the constraint UIKit breaks is cut short (its line ends before '>'); it is matched to the list by its address")
    }
}

extension LogTrialTests {
    func testFLTMaxIsNoLimitAndOtherHugeConstantsNameTheLimit() {
        let file = LogFixtures.log([
            "<NSLayoutConstraint:0x60001 UIView:0x7f01.width <= 3.40282e+38   (active)>",
            "<NSLayoutConstraint:0x60002 UIView:0x7f01.width == 20   (active)>",
            "<NSLayoutConstraint:0x60003 UIView:0x7f01.height == 3.40282e+38   (active)>",
        ])
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), ["view1.width <= 10000000", "view1.width == 20"])
        XCTAssertEqual(log.located(in: file), ["3:6 log-constant-limit", "5:6 log-unrecognized-constraint", "7:1 log-truncated", "1:1 log-no-conflict"])
        XCTAssertTrue(log.diagnostics[1].message.contains("beyond ccc's limit of 10,000,000 points"), log.diagnostics[1].message)
    }
}

extension LogTrialTests {
    func testSwiftClassNamesAndAddressesInUpperCase() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 MyApp.GenericCell<MyApp.Item>:0x7f01.height == MyApp.(unknown context at $10a2b3c4d).InnerView:0x7f02.height   (active)>",
            "<NSLayoutConstraint:0x60002 MyApp.Überblick:0x7f03.width == _TtGC7SwiftUI14_UIHostingViewVS_7AnyView_:0x7f04.width   (active)>",
            "<NSLayoutConstraint:0x60003 MyApp.Label1:0X7F05.width == 10   (active)>",
            "<NSLayoutConstraint:0x60004 MyApp.Label1:0x7f05.width == 20   (active)>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "genericCell1.height == innerView1.height", "uberblick1.width == hostingView1.width",
            "label1_1.width == 10", "label1_1.width == 20",
        ])
        XCTAssertEqual(log.views.map(\.className), [
            "MyApp.GenericCell<MyApp.Item>", "MyApp.(unknown context at $10a2b3c4d).InnerView", "MyApp.Überblick",
            "_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_", "MyApp.Label1",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[2, 3]])
    }
}

extension LogTrialTests {
    func testSnapKitLocationIsKeptAndTheBrokenConstraintIsEmittedLast() throws {
        let (logs, _, file) = try LogFixtures.read("temporary-width.log")
        let log = try XCTUnwrap(logs.first)
        XCTAssertEqual(log.constraints.map(\.madeAt), ["/Users/dev/Travel App/Views/CardView.swift#41", "CardView.swift#42", nil])
        XCTAssertTrue(LogReport.text(logs, file: file).contains("  [1] 5:6  label1.trailing == cardView1.trailing - 20  (made at CardView.swift#42)\n"))
        XCTAssertTrue(LogReport.json(logs, diagnostics: [], file: file).contains("\"madeAt\": \"CardView.swift#42\""))
        let layout = LogLayoutWriter.json(log)
        XCTAssertTrue(layout.contains("""
                "cardView1.width == 0 # _UITemporaryLayoutWidth",
                "label1.trailing == cardView1.trailing - 20 # SnapKit.LayoutConstraint:0x600002c1e460 made at CardView.swift#42 (UIKit breaks this one)"
              ]
            """), layout)
    }
}

extension LogTrialTests {
    /// `fold -w 60`: every line cut into 60-byte pieces, wherever the cut falls.
    static func fold(_ text: String, width: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var bytes = Array(line.utf8)[...]
            var pieces: [String] = []
            repeat {
                pieces.append(String(decoding: bytes.prefix(width), as: UTF8.self))
                bytes = bytes.dropFirst(width)
            } while !bytes.isEmpty
            return pieces.joined(separator: "\n")
        }.joined(separator: "\n")
    }

    func testDescriptionsWrappedAnywhereAreReadWhole() throws {
        for name in ["table-cell-height.log", "safe-area.log", "keyboard.log", "temporary-width.log"] {
            let original = try LogFixtures.file(name)
            // The header is kept whole (docs/console-log.md: where a wrap may fall).
            let text = String(decoding: original.bytes, as: UTF8.self)
                .replacingOccurrences(of: "Unable to simultaneously satisfy constraints.", with: "Unable to simultaneously satisfy constraints.\n")
            let folded = SourceFile(path: name, text: Self.fold(text, width: 60))
            let expected = try XCTUnwrap(ConsoleLog.read(original).logs.first, name)
            let log = try XCTUnwrap(ConsoleLog.read(folded).logs.first, name)
            XCTAssertEqual(log.constraints.map(\.compact), expected.constraints.map(\.compact), name)
            XCTAssertEqual(log.constraints.map(\.identifier), expected.constraints.map(\.identifier), name)
            XCTAssertEqual(log.conflicts.map(\.members), expected.conflicts.map(\.members), name)
            XCTAssertEqual(log.broken, expected.broken, name)
            XCTAssertTrue(log.diagnostics.allSatisfy { $0.severity != .warning || $0.code == .logNoConflict } || log.diagnostics == expected.diagnostics,
                          "\(name): \(log.diagnostics.map(\.message))")
            XCTAssertEqual(log.diagnostics.count, expected.diagnostics.count, "\(name): \(log.diagnostics.map(\.message))")
        }
    }
}
