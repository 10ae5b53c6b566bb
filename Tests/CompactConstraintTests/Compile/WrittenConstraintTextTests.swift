import XCTest
@testable import CompactConstraint

/// A written compact constraint keeps its texts' inputs in its origin (no heap block): the
/// string's bytes, the resolved numbers and the priority; its names, relation and `#` are
/// found again when a text is read. The texts are what they were when built from the tree.
final class WrittenConstraintTextTests: XCTestCase {
    func testTextsReadFromTheStringAgain() throws {
        let file = SourceFile(path: "t.json", text: #"""
            {
              "size": {"width": 300, "height": 300},
              "metrics": {"gap": 8, "p": 500},
              "views": {"a": {}, "b": {}},
              "constraints": [
                "a.left = b.right * 2 + 10 @ 750 # gap",
                "a.width = 100 * 2 + 4",
                " a.top >= b.bottom #  ",
                "a.height <= b . height / 2 - 3",
                "a.centerX = b.centerX + gap @ p",
                "a.bottom = b.bottom - 5 #caf\u00e9",
                "b.left = super.left"
              ]
            }
            """#)
        var diagnostics = Diagnostics()
        let layout = try XCTUnwrap(Pipeline.compile(file, into: &diagnostics)?.1)
        XCTAssertEqual(diagnostics.items.map(\.message), [])
        let written = layout.constraints.filter { $0.origin.kind == .written }
        XCTAssertEqual(written.map(\.origin.canonical), [
            "a.left == b.right * 2 + 10 @ 750", "a.width == 204", "a.top >= b.bottom", "a.height <= b.height * 0.5 - 3",
            "a.centerX == b.centerX + 8 @ 500", "a.bottom == b.bottom - 5", "b.left == super.left",
        ])
        XCTAssertEqual(written.map(\.origin.identifier), [
            "gap", "a.width = 100 * 2 + 4", "a.top >= b.bottom", "a.height <= b . height / 2 - 3",
            "a.centerX = b.centerX + gap @ p", "café", "b.left = super.left",
        ])
        // The canonical text keeps the written priority when the constraint's own changes.
        var moved = written[0]
        moved.priority = 3
        XCTAssertEqual(moved.origin.canonical, "a.left == b.right * 2 + 10 @ 750")
    }

    /// The texts' inputs fit the origin's text: no constraint grew for them.
    func testTheTextsFitTheOrigin() {
        XCTAssertLessThanOrEqual(MemoryLayout<WrittenConstraintText>.size, 32)
        XCTAssertLessThanOrEqual(MemoryLayout<ConstraintOrigin>.stride, 64)
        XCTAssertLessThanOrEqual(MemoryLayout<LinearConstraint>.stride, 112)
    }
}
