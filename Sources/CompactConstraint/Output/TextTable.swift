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
            var line = ""
            append(row, indent: indent, to: &line)
            return line
        }
    }

    /// The lines, each ending in a line break, written into one string.
    func text(indent: String = "") -> String {
        var text = ""
        text.reserveCapacity(rows.count * (widths.reduce(indent.utf8.count + 1) { $0 + $1 + 2 }))
        for row in rows {
            append(row, indent: indent, to: &text)
            text.append("\n")
        }
        return text
    }

    /// Appends one row's line (without its line break) to `text`. Padding is written only
    /// when a cell follows it, and spaces ending the line (an indent or cells of spaces
    /// included) are taken away again.
    private func append(_ row: [String], indent: String, to text: inout String) {
        let start = text.utf8.count
        text.append(indent)
        var spaces = 0
        for (i, cell) in row.enumerated() {
            let padding = max(0, widths[i] - cell.count)
            if i > 0 { spaces += 2 }
            let right = rightAligned(i)
            if right { spaces += padding }
            if !cell.isEmpty {
                if spaces > 0 { text.append(String(repeating: " ", count: spaces)) }
                text.append(cell)
                spaces = 0
            }
            if !right { spaces += padding }
        }
        while text.utf8.count > start, text.utf8.last == UInt8(ascii: " ") { text.removeLast() }
    }

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
