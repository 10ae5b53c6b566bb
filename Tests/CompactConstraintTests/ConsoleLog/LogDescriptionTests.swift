import CompactConstraint
import XCTest
import CCCTestSupport

/// Every form of constraint description the issue lists, each read alone into its compact
/// string with readable view names.
final class LogDescriptionTests: XCTestCase {
    func assertCompact(_ description: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(LogFixtures.compact([description]), [expected], file: file, line: line)
    }

    func testEquations() {
        assertCompact(
            "<NSLayoutConstraint:0x6000024d49b0 UILabel:0x7fb5fe846a20'Title'.leading == UIView:0x7fb5fc5a9a50.leadingMargin + 8   (active)>",
            "titleLabel.leading == view1.leadingMargin + 8")
        assertCompact("<NSLayoutConstraint:0x6000024d45a0 UIImageView:0x7fb5fc5a9c40.height == 60   (active)>", "imageView1.height == 60")
        assertCompact(
            "<NSLayoutConstraint:0x60000 UIView:0x7f01.bottom >= UILabel:0x7f02.lastBaseline - 12.5   (active)>",
            "view1.bottom >= label1.lastBaseline - 12.5")
        assertCompact("<NSLayoutConstraint:0x60000 UIView:0x7f01.width <= 320   (active)>", "view1.width <= 320")
    }

    func testMultipliersBothWays() {
        assertCompact(
            "<NSLayoutConstraint:0x60000 UIView:0x7f01.width == 0.5*UIView:0x7f02.width   (active)>",
            "view1.width == view2.width * 0.5")
        assertCompact(
            "<NSLayoutConstraint:0x60000 UIView:0x7f01.height == UIView:0x7f02.width * 0.75 + 4   (active)>",
            "view1.height == view2.width * 0.75 + 4")
    }

    func testPrioritiesAndInactive() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 UIView:0x7f01.height == 22 @750   (active)>",
            "<NSLayoutConstraint:0x60002 UIView:0x7f01.height == 30 @ 999   (inactive)>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), ["view1.height == 22 @ 750", "view1.height == 30 @ 999"])
        XCTAssertEqual(log.constraints.map(\.isActive), [true, false])
        XCTAssertEqual(log.constraints.map(\.priority), [750, 999])
    }

    func testIdentifiersAndLibraries() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f01.height == 44   (active)>",
            "<SnapKit.LayoutConstraint:0x60002@/Users/dev/My App/CardView.swift#88 UIView:0x7f02.height == 44.0>",
            "<MASLayoutConstraint:0x60003 UIView:0x7f02.width == 44>",
            "<NSLayoutConstraint:0x60004 'IB auto generated at build time for view with fixed frame' UIView:0x7f02.top == UIView:0x7f03.top + 8   (active)>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "contentView1.height == 44", "view1.height == 44", "view1.width == 44", "view1.top == view2.top + 8",
        ])
        XCTAssertEqual(log.constraints.map(\.identifier), [
            "UIView-Encapsulated-Layout-Height", nil, nil, "IB auto generated at build time for view with fixed frame",
        ])
        XCTAssertEqual(log.diagnostics.map(\.code), [.logTruncated, .logNoConflict])
    }

    func testClassNames() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 MyApp.CardView:0x7f01.leading == NSKVONotifying_UIButton:0x7f02'Buy Now'.trailing   (active)>",
            "<NSLayoutConstraint:0x60002 UIStackView:0x7f03.top == _UIButtonBarStackView:0x7f04.top   (active)>",
            "<NSLayoutConstraint:0x60003 UIView:0x7f05.top == UILayoutGuide:0x6001'UIViewSafeAreaLayoutGuide'.top   (active)>",
            "<NSLayoutConstraint:0x60004 UIView:0x7f05.leading == UILayoutGuide:0x6002'UIViewLayoutMarginsGuide'.leading   (active)>",
            "<NSLayoutConstraint:0x60005 UILabel:0x7f06'Can't stop.'.top == UILabel:0x7f07'Title'.bottom   (active)>",
            "<NSLayoutConstraint:0x60006 UILabel:0x7f08'Title'.top == UILabel:0x7f09'Title'.bottom   (active)>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "cardView1.leading == buyNowButton.trailing",
            "stackView1.top == buttonBarStackView1.top",
            "view1.top == safeAreaGuide1.top",
            "view1.leading == marginsGuide1.leading",
            "cantStopLabel.top == titleLabel.bottom",
            "titleLabel2.top == titleLabel3.bottom",
        ])
        XCTAssertEqual(log.views.first { $0.name == "cantStopLabel" }?.quoted, "Can't stop.")
    }

    /// Accents in a quoted name are folded as in class names (trial of session 15:
    /// `'Café Menu'` was `cafMenuLabel`, `'naïve Übung'` `naVeBungLabel`).
    func testAccentsInQuotedNamesAreFolded() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSLayoutConstraint:0x60001 UILabel:0x7f01'Café Menu'.top == UILabel:0x7f02'Überblick'.bottom   (active)>",
            "<NSLayoutConstraint:0x60002 UILabel:0x7f03'naïve Übung'.top == UILabel:0x7f02'Überblick'.top   (active)>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "cafeMenuLabel.top == uberblickLabel.bottom", "naiveUbungLabel.top == uberblickLabel.top",
        ])
    }

    func testVisualFormat() {
        XCTAssertEqual(LogFixtures.compact([
            "<NSLayoutConstraint:0x60001 H:|-(16)-[UILabel:0x7f01]   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x60002 V:[UILabel:0x7f01]-(>=8)-[UIButton:0x7f03]   (active)>",
            "<NSLayoutConstraint:0x60003 H:[UIButton:0x7f03]-(20)-|(LTR)   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x60004 H:[UIButton:0x7f03(320)]>",
            "<NSLayoutConstraint:0x60005 V:[UIButton:0x7f03(>=44@750)]   (active)>",
            "<NSLayoutConstraint:0x60006 H:[UILabel:0x7f01]-(NSSpace(8))-[UIButton:0x7f03]   (active)>",
            "<NSLayoutConstraint:0x60007 H:[UILabel:0x7f01]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x7f03]   (active)>",
            "<NSLayoutConstraint:0x60008 V:|-(0)-[UIView:0x7f04]   (Names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x60009 H:[title]-(8)-[detail]   (active, names: title:UILabel:0x7f01, detail:UILabel:0x7f05 )>",
            "<NSLayoutConstraint:0x6000a V:[UIView:0x7f04]-|   (active, names: '|':UIView:0x7f02 )>",
            "<NSLayoutConstraint:0x6000b H:|[UIView:0x7f04]   (active, names: '|':UIView:0x7f02 )>",
        ]), [
            "label1.leading == view1.leading + 16",
            "button1.top >= label1.bottom + 8",
            "view1.trailing == button1.trailing + 20",
            "button1.width == 320",
            "button1.height >= 44 @ 750",
            "button1.leading == label1.trailing + 8",
            "button1.leading == label1.trailing + 8",
            "view2.top == view1.top",
            "label2.leading == label1.trailing + 8",
            "view1.bottom == view2.bottom + 20",
            "view2.leading == view1.leading",
        ])
    }

    func testAutoresizingMasks() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<NSAutoresizingMaskLayoutConstraint:0x60001 h=--& v=--& UIView:0x7f01.minX == 0   (active, names: '|':UIWindow:0x7f00 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x60002 h=-&- v=-&- UIView:0x7f01.width == UIWindow:0x7f00.width   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x60003 h=--& v=--& UILabel:0x7f02'Build started'.midY == + 70>",
            "<NSAutoresizingMaskLayoutConstraint:0x60004 h=--& v=--& V:[UIView:0x7f01(140)]>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "view1.left == window1.left", "view1.width == window1.width", "buildStartedLabel.centerY == superview1.top + 70",
            "view1.height == 140",
        ])
        XCTAssertEqual(log.views.map(\.name), ["view1", "window1", "buildStartedLabel", "superview1"])
        XCTAssertEqual(log.views.map(\.superview), ["window1", nil, "superview1", nil])
    }

    func testContentSizeConstraintKeepsTheRequiredPart() {
        XCTAssertEqual(LogFixtures.compact([
            "<NSContentSizeLayoutConstraint:0x60001 NSButton:0x7f01'OK'.width == 64 Hug:250 CompressionResistance:1000   (active)>",
            "<NSContentSizeLayoutConstraint:0x60002 NSButton:0x7f01'OK'.height == 21 Hug:1000 CompressionResistance:750   (active)>",
            "<NSContentSizeLayoutConstraint:0x60003 NSButton:0x7f01'OK'.height == 21 Hug:250 CompressionResistance:750   (active)>",
        ]), ["okButton.width >= 64", "okButton.height <= 21", "okButton.height == 21 @ 750"])
    }

    func testUnreadableDescriptionsAreLocatedWarnings() {
        let marked = MarkedText("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x60001 UIView:0x7f01.1️⃣middle == 20   (active)>",
                "<NSLayoutConstraint:0x60002 UIView:0x7f01.width 2️⃣=> 20   (active)>",
                "<NSLayoutConstraint:0x60003 UIView:0x7f01.width == 20   (active3️⃣",
                "<NSLayoutConstraint:0x60004 4️⃣V:[UIView:0x7f01]-(8)-[UIView:0x7f02]-(8)-|   (active)>",
                5️⃣"<private>",
                "<NSLayoutConstraint:0x60005 UIView:0x7f01.width == 20   (active)>"
            )
            """)
        let file = SourceFile(path: "t.log", text: marked.text)
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertEqual(log.located(in: file), [
            "\(marked.location(1)) log-unrecognized-constraint", "\(marked.location(2)) log-unrecognized-constraint",
            "\(marked.location(3)) log-unrecognized-constraint", "\(marked.location(4)) log-unrecognized-constraint",
            "\(marked.location(5)) log-unrecognized-line", "9:2 log-truncated", "1:1 log-no-conflict",
        ])
        XCTAssertEqual(log.constraints.map(\.compact), ["view1.width == 20"])
    }

    func testMasonryKeysNameTheViews() {
        let log = ConsoleLog.read(LogFixtures.log([
            "<MASLayoutConstraint:AvatarHeight UIImageView:avatarView.height == 40>",
            "<MASLayoutConstraint:0x600000b7c060 UIImageView:avatarView.top == UIView:0x7f01.top + 8>",
        ])).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), ["avatarView.height == 40", "avatarView.top == view1.top + 8"])
        XCTAssertEqual(log.diagnostics.map(\.code), [.logTruncated, .logNoConflict])
    }

    func testPrivateLogHasNothingToAnalyse() {
        let file = SourceFile(path: "t.log", text: """
            2026-11-30 15:00:18.549606 Ledger[12058:2297806] [Layout] Unable to simultaneously satisfy constraints:
            <private>

            Will attempt to recover by breaking constraint 
            <private>

            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.
            """)
        let (logs, diagnostics) = ConsoleLog.read(file)
        XCTAssertTrue(diagnostics.isEmpty)
        XCTAssertEqual(logs.count, 1)
        XCTAssertEqual(logs[0].constraints.count, 0)
        XCTAssertEqual(logs[0].located(in: file), ["4:1 log-truncated", "5:1 log-truncated"])
    }

    func testUnknownVisualFormatNameIsALocatedWarning() {
        let file = LogFixtures.log([
            "<NSLayoutConstraint:0x60001 H:[title]-(8)-[UILabel:0x7f01]   (active, names: detail:UILabel:0x7f02 )>",
            "<NSLayoutConstraint:0x60002 V:|-(8)-[UILabel:0x7f01]   (active)>",
        ])
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertEqual(log.constraints.map(\.compact), [
            "label1.leading == titleView.trailing + 8", "label1.top == superview1.top + 8",
        ])
        XCTAssertTrue(log.located(in: file).contains("3:6 log-unknown-name"), "\(log.located(in: file))")
        XCTAssertEqual(log.views.first { $0.name == "superview1" }?.address, "")
    }

    /// Console.app and some pastes wrap a long description; the continuation is read with it.
    func testWrappedDescriptionIsJoined() {
        let file = SourceFile(path: "t.log", text: """
            Unable to simultaneously satisfy constraints:
            (
                "<NSAutoresizingMaskLayoutConstraint:0x60001 h=--& v=--& V:[NSView:0x7f01(0)]>",
                "<NSLayoutConstraint:0x60002 V:|-(0)-[NSScrollView:0x7f02]   (Names: '|':NSView:0x7f01 )>",
                "<NSLayoutConstraint:0x60003 V:[NSScrollView:0x7f02]-(17)-|   (Names: '|':NSView:0x7f01 )>"
            )

            Will attempt to recover by breaking constraint 
            <NSLayoutConstraint:0x60003 V:[NSScrollView:0x7f02]-(17)-|   
            (Names: '|':NSView:0x7f01 )>

            Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES.
            """)
        let log = ConsoleLog.read(file).logs[0]
        XCTAssertEqual(log.broken, 2)
        XCTAssertEqual(log.constraints.map(\.compact), [
            "view1.height == 0", "scrollView1.top == view1.top", "view1.bottom == scrollView1.bottom + 17",
        ])
        XCTAssertEqual(log.conflicts.map(\.members), [[0, 1, 2]])
        XCTAssertEqual(log.conflicts.map(\.implicit), [["scrollView1.height >= 0"]])
        XCTAssertTrue(log.diagnostics.isEmpty, "\(log.diagnostics)")
    }
}
