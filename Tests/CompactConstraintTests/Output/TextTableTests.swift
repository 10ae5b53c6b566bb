import XCTest
@testable import CompactConstraint

/// The flat text table (one list of cells, rows of any length) and `solve`'s text built on it.
final class TextTableTests: XCTestCase {
    func testRowsOfDifferentLengthsAlignByColumn() {
        var table = TextTable(columns: 3, rightAligned: { $0 == 1 })
        for cell in ["view", "x", "note"] { table.add(cell) }
        table.endRow()
        for cell in ["é", "120.5"] { table.add(cell) }
        table.endRow()
        for cell in ["label", "8", ""] { table.add(cell) }
        table.endRow()
        XCTAssertEqual(table.widths, [5, 5, 4])
        XCTAssertEqual(table.text(), "view       x  note\né      120.5\nlabel      8\n")
        XCTAssertEqual(table.lines(indent: "  "), ["  view       x  note", "  é      120.5", "  label      8"])
    }

    func testRowsInitializerMatchesTheBuilder() {
        let rows = [["a", "1"], ["bb", "22", "note"]]
        var built = TextTable(columns: 3, rightAligned: { $0 == 1 })
        for row in rows {
            for cell in row { built.add(cell) }
            built.endRow()
        }
        let table = TextTable(rows, rightAligned: { $0 == 1 })
        XCTAssertEqual(table.text(), built.text())
        XCTAssertEqual(table.text(), "a    1\nbb  22  note\n")
    }
}
