/// Rows of cells in aligned columns, for people (`solve`'s and `explain`'s text): two
/// spaces between columns, each column as wide as its widest cell (in characters), the
/// right-aligned columns (numbers) padded on the left, no spaces at the end of a line.
struct TextTable {
    let rows: [[String]]
    /// The width of each column, in characters.
    let widths: [Int]
    private let rightAligned: (Int) -> Bool

    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(_ rows: [[String]], rightAligned: @escaping (Int) -> Bool) {
        self.rows = rows
        self.rightAligned = rightAligned
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        self.widths = widths
    }

    /// One line a row, each after `indent`, without its line break.
    func lines(indent: String = "") -> [String] {
        rows.map { row in
            let cells = row.enumerated().map { i, cell in Self.pad(cell, widths[i], right: rightAligned(i)) }
            return (indent + cells.joined(separator: "  ")).trimmingTrailingSpaces()
        }
    }

    /// The lines, each ending in a line break.
    func text(indent: String = "") -> String { lines(indent: indent).map { $0 + "\n" }.joined() }

    /// `text` padded with spaces to `width` characters, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool) -> String {
        let padding = String(repeating: " ", count: max(0, width - text.count))
        return right ? padding + text : text + padding
    }
}

extension String {
    /// The string without the spaces at its end.
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
