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
    /// right edge, 247 − 4 = 243, from 100 to 129, with its label inside the picture.
    func testTheSpanningFitIsDrawnInsideTheStack() throws {
        let element = try overlay("row:spanner.height == 0 @ 51")
        XCTAssertTrue(element.contains("<line x1=\"243\" y1=\"100\" x2=\"243\" y2=\"129\"/>"), element)
        XCTAssertTrue(element.contains("<text x=\"243\" y=\"118.5\""), element)
        XCTAssertFalse(element.contains("=\"-"), "nothing at a negative coordinate: \(element)")
    }
}
