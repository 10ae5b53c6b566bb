import Foundation
import XCTest
import CCCTestSupport

/// `ccc render --constraints` draws a stack's layout guides where the stack is (trial of
/// session 14: the alignment spanner's constraints were drawn at x −3, at the root's left
/// edge, 150 points from the stack). Numbers are worked out by hand beside each assertion.
final class RenderGuidePlacementTests: XCTestCase {
    /// A horizontal stack at x 150, y 100: icon 29 × 29, 8, label 60 wide, so the stack is
    /// 150 … 247 wide and 100 … 129 tall (the icon's height; the spanner encloses both).
    static let layout = """
        {
          "size": {"width": 300, "height": 200},
          "views": {
            "row": {"stack": {"axis": "horizontal", "spacing": 8, "alignment": "center"}},
            "icon": {"superview": "row", "size": [29, 29]},
            "label": {"superview": "row", "intrinsicSize": [60, 22]}
          },
          "constraints": ["row.left = super.left + 150", "row.top = super.top + 100"]
        }
        """

    private func overlay(_ canonical: String) throws -> String {
        let path = try CommandRunner.temporaryFile(Self.layout, name: "span.json")
        let result = try CommandRunner.run(["render", path, "--constraints"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let line = result.stdout.split(separator: "\n").first { $0.contains("<title>\(canonical) — ") }
        return String(try XCTUnwrap(line, "no constraint \(canonical)"))
    }

    /// `row.top == row:spanner.top`: an edge alignment along the spanner, which spans the
    /// stack (150 … 247), 3 beyond each end: 147 … 250 at y 100.
    func testTheSpannersEdgeIsDrawnAlongTheStack() throws {
        let element = try overlay("row.top == row:spanner.top")
        XCTAssertTrue(element.contains("<line x1=\"147\" y1=\"100\" x2=\"250\" y2=\"100\"/>"), element)
    }

    /// `row:spanner.height == 0 @ 51` (UISV-spanning-fit): a size bar 4 inside the spanner's
    /// right edge, 247 − 4 = 243, from 100 to 129, with its label inside the picture: one
    /// line (9) below its place (118.5), which the label of the stack's own fit takes.
    func testTheSpanningFitIsDrawnInsideTheStack() throws {
        let element = try overlay("row:spanner.height == 0 @ 51")
        XCTAssertTrue(element.contains("<line x1=\"243\" y1=\"100\" x2=\"243\" y2=\"129\"/>"), element)
        XCTAssertTrue(element.contains("<text x=\"243\" y=\"127.5\""), element)
        XCTAssertFalse(element.contains("=\"-"), "nothing at a negative coordinate: \(element)")
    }

    /// No two constants' labels of the overlay cover each other (trial of session 14: the
    /// spanning fit's "0 (off by 29)" was written over the icon's "29" and the label's "60"),
    /// measured as `LabelPlacement` measures them: 0.6 of the font size a character.
    func testNoTwoLabelsOverlap() throws {
        let path = try CommandRunner.temporaryFile(Self.layout, name: "span.json")
        let result = try CommandRunner.run(["render", path, "--constraints"])
        XCTAssertEqual(result.status, 0, result.stderr)
        let pattern = try NSRegularExpression(
            pattern: "<text x=\"([-0-9.]+)\" y=\"([-0-9.]+)\" font-size=\"8\" text-anchor=\"(middle|start)\"[^>]*>([^<]*)</text>")
        let text = result.stdout as NSString
        var boxes: [(Double, Double, Double, Double, String)] = []
        for match in pattern.matches(in: result.stdout, range: NSRange(location: 0, length: text.length)) {
            let x = Double(text.substring(with: match.range(at: 1))) ?? 0
            let y = Double(text.substring(with: match.range(at: 2))) ?? 0
            let label = text.substring(with: match.range(at: 4)).replacingOccurrences(of: "&#39;", with: "'")
            let width = Double(label.count) * 8 * 0.6
            let minX = text.substring(with: match.range(at: 3)) == "middle" ? x - width / 2 : x
            boxes.append((minX, y - 8, minX + width, y, label))
        }
        XCTAssertGreaterThanOrEqual(boxes.count, 6, result.stdout)
        for (i, a) in boxes.enumerated() {
            for b in boxes[(i + 1)...] {
                XCTAssertFalse(a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3, "'\(a.4)' covers '\(b.4)'")
            }
        }
    }
}
