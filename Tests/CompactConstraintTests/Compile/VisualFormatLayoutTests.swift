import XCTest
@testable import CompactConstraint

/// Visual format strings written as a user would for common screens, solved; every
/// frame below was worked out by hand (absolute [x, y, width, height]). The root is
/// 320×480 with UIKit's default 8-point layout margins unless a test says otherwise.
final class VisualFormatLayoutTests: XCTestCase {
    /// A label and a field on one line: 20 + 80 + 8 + field + 20 = 320.
    func testLabelAndField() {
        assertVFLFrames(
            ["H:|-20-[label(80)]-[field]-20-|", "V:|-40-[label(30)]", "V:|-40-[field(30)]"],
            views: #""label": {}, "field": {}"#,
            ["label": [20, 40, 80, 30], "field": [108, 40, 192, 30]])
    }

    /// Two form rows, labels centred on their fields; margins 8: field x = 8 + 80 + 8.
    func testTwoRowForm() {
        assertVFLFrames(
            [#"{"format": "H:|-[nameLabel(80)]-[nameField]-|", "options": ["alignAllCenterY"]}"#,
             #"{"format": "H:|-[mailLabel(==nameLabel)]-[mailField]-|", "options": ["alignAllCenterY"]}"#,
             "V:|-20-[nameField(30)]-12-[mailField(==nameField)]", "V:[nameLabel(20)]", "V:[mailLabel(20)]"],
            views: #""nameLabel": {}, "nameField": {}, "mailLabel": {}, "mailField": {}"#,
            ["nameLabel": [8, 25, 80, 20], "nameField": [96, 20, 216, 30],
             "mailLabel": [8, 67, 80, 20], "mailField": [96, 62, 216, 30]])
    }

    /// A 44-point toolbar: back and share buttons at the margins, a centred title of
    /// intrinsic width 100, all centred vertically on the back button.
    func testToolbar() {
        assertVFLFrames(
            [#"{"format": "H:|-[back(44)]-(>=8)-[title]-(>=8)-[share(44)]-|", "options": ["alignAllCenterY"]}"#,
             "V:|[back]|", "V:[share(==back)]", "V:[title(20)]", "title.centerX = super.centerX"],
            views: #""back": {}, "title": {"intrinsicSize": [100, null]}, "share": {}"#, size: (320, 44),
            ["back": [8, 0, 44, 44], "title": [110, 12, 100, 20], "share": [268, 0, 44, 44]])
    }

    /// A card 16 from the sides: image, title and body stacked; the card's height comes
    /// from its content: 150 + 12 + 22 + 8 + 40 + 12 = 244.
    func testCard() {
        assertVFLFrames(
            ["H:|-16-[card]-16-|", "V:|-24-[card]", "H:|[image]|", "H:|-12-[titleLabel]-12-|", "H:|-12-[body]-12-|",
             "V:|[image(150)]-12-[titleLabel(22)]-[body(40)]-12-|"],
            views: #""card": {}, "image": {"superview": "card"}, "titleLabel": {"superview": "card"}, "body": {"superview": "card"}"#,
            ["card": [16, 24, 288, 244], "image": [16, 24, 288, 150], "titleLabel": [28, 186, 264, 22],
             "body": [28, 216, 264, 40]])
    }

    /// A 60-point table cell: icon, title over subtitle, chevron at the trailing margin.
    func testTableCell() {
        assertVFLFrames(
            ["H:|-[icon(40)]-12-[title]-[chevron(12)]-|", "H:[icon]-12-[subtitle]-[chevron]", "V:|-10-[icon(40)]",
             "V:|-10-[title(20)]-2-[subtitle(16)]", "V:[chevron(20)]", "chevron.centerY = super.centerY"],
            views: #""icon": {}, "title": {}, "subtitle": {}, "chevron": {}"#, size: (320, 60),
            ["icon": [8, 10, 40, 40], "title": [60, 10, 232, 20], "subtitle": [60, 32, 232, 16],
             "chevron": [300, 20, 12, 20]])
    }

    /// `spacingBaselineToBaseline`: a title (baseline 20 of 30) then a body (first baseline
    /// 15): body.top + 15 = 40 + 20 + 8, so body.top = 53; the image, without text, has its
    /// top 8 below the body's last baseline: 53 + 45 + 8 = 106.
    func testSpacingBaselineToBaseline() {
        assertVFLFrames(
            [#"{"format": "V:|-40-[title(30)]-[body(60)]-[image(20)]", "options": ["spacingBaselineToBaseline"]}"#,
             "H:|[title]|", "H:|[body]|", "H:|[image]|"],
            views: #""title": {"baseline": 20}, "body": {"baseline": 15, "lastBaseline": 45}, "image": {}"#,
            ["title": [0, 40, 320, 30], "body": [0, 53, 320, 60], "image": [0, 106, 320, 20]])
    }

    /// `directionRightToLeft`: the first view is rightmost.
    func testDirectionRightToLeftOption() {
        assertVFLFrames(
            [#"{"format": "H:|-10-[a(50)]-5-[b(60)]", "options": ["directionRightToLeft"]}"#, "V:|[a(20)]", "V:|[b(20)]"],
            views: #""a": {}, "b": {}"#,
            ["a": [260, 0, 50, 20], "b": [195, 0, 60, 20]])
    }

    /// A right-to-left layout: leading is the right edge; `(>=5)` stays a minimum gap.
    func testRightToLeftLayout() {
        assertVFLFrames(
            ["H:|-10-[a(50)]-(>=5)-[b(60)]-20-|", "V:|[a(20)]", "V:|[b(20)]"],
            views: #""a": {}, "b": {}"#, direction: "rightToLeft",
            ["a": [260, 0, 50, 20], "b": [20, 0, 60, 20]])
    }

    /// `directionLeftToRight` ignores a right-to-left layout.
    func testDirectionLeftToRightOption() {
        assertVFLFrames(
            [#"{"format": "H:|-10-[a(50)]-5-[b(60)]", "options": ["directionLeftToRight"]}"#, "V:|[a(20)]", "V:|[b(20)]"],
            views: #""a": {}, "b": {}"#, direction: "rightToLeft",
            ["a": [10, 0, 50, 20], "b": [65, 0, 60, 20]])
    }

    /// Two buttons of equal width at the bottom: 8 + w + 8 + w + 8 = 320, so w = 148.
    func testEqualWidthButtons() {
        assertVFLFrames(
            [#"{"format": "H:|-[cancel]-[ok(==cancel)]-|", "options": ["NSLayoutFormatAlignAllTop", "NSLayoutFormatAlignAllBottom"]}"#,
             "V:[cancel(44)]-20-|"],
            views: #""cancel": {}, "ok": {}"#,
            ["cancel": [8, 416, 148, 44], "ok": [164, 416, 148, 44]])
    }

    /// `(<=260,==400@750)`: the optional width gives way to the required maximum.
    func testPrioritisedWidth() {
        assertVFLFrames(
            ["H:|-(>=20)-[box(<=260,==400@750)]-(>=20)-|", "box.centerX = super.centerX", "V:|-100-[box(50)]"],
            views: #""box": {}"#,
            ["box": [30, 100, 260, 50]])
    }

    /// The standard space to `|` is the superview's own layout margins.
    func testStandardSpaceUsesTheSuperviewsMargins() {
        assertVFLFrames(
            ["H:|-[container]-|", "V:|-[container(100)]", "H:|-[inner]-|", "V:|-[inner]-|"],
            views: #""container": {"layoutMargins": [10, 20, 10, 20]}, "inner": {"superview": "container"}"#,
            ["container": [8, 8, 304, 100], "inner": [28, 18, 264, 80]])
    }

    /// Rows stacked flush under a metric, aligned by leading and trailing.
    func testFlushRowsWithMetrics() {
        assertVFLFrames(
            [#"{"format": "V:|-pad-[r1(rowH)][r2(rowH)][r3(rowH)]", "options": [".alignAllLeading", ".alignAllTrailing"]}"#,
             "H:|[r1]|"],
            views: #""r1": {}, "r2": {}, "r3": {}"#, metrics: #""pad": 16, "rowH": 44"#,
            ["r1": [0, 16, 320, 44], "r2": [0, 60, 320, 44], "r3": [0, 104, 320, 44]])
    }

    /// A header and the content under it (`-0@999-` without parentheses).
    func testHeaderAndContent() {
        assertVFLFrames(
            ["V:|[header(==64)]-0@999-[content]|", "H:|[header]|", "H:|[content]|"],
            views: #""header": {}, "content": {}"#,
            ["header": [0, 0, 320, 64], "content": [0, 64, 320, 416]])
    }

    /// `->=8-` without parentheses, and a height equal to another view's.
    func testMinimumGapAndEqualHeight() {
        assertVFLFrames(
            ["H:|-[left(100)]->=8-[right(100)]-|", "V:|-[left(30)]", "V:|-[right(==left)]"],
            views: #""left": {}, "right": {}"#,
            ["left": [8, 8, 100, 30], "right": [212, 8, 100, 30]])
    }

    /// A label and a field on a shared baseline (label baseline 15, field 20).
    func testBaselineAlignment() {
        assertVFLFrames(
            [#"{"format": "H:|-[label(60)]-[field]-|", "options": ["alignAllLastBaseline"]}"#, "V:|-100-[field(30)]",
             "V:[label(20)]"],
            views: #""label": {"baseline": 15}, "field": {"baseline": 20}"#,
            ["label": [8, 105, 60, 20], "field": [76, 100, 236, 30]])
    }

    /// A settings screen: a switch row and a slider row inside a grouped section.
    func testSettingsSection() {
        assertVFLFrames(
            ["H:|[section]|", "V:|-(20)-[section(88)]",
             #"{"format": "H:|-16-[wifiLabel]-(>=8)-[wifiSwitch(51)]-16-|", "options": ["alignAllCenterY"]}"#,
             "H:|-16-[slider]-16-|", "V:|-6-[wifiSwitch(31)]-(13)-[slider(32)]", "V:[wifiLabel(20)]"],
            views: #""section": {}, "wifiLabel": {"superview": "section", "intrinsicSize": [40, 20]}, "wifiSwitch": {"superview": "section"}, "slider": {"superview": "section"}"#,
            ["section": [0, 20, 320, 88], "wifiLabel": [16, 31.5, 40, 20], "wifiSwitch": [253, 26, 51, 31],
             "slider": [16, 70, 288, 32]])
    }
}
