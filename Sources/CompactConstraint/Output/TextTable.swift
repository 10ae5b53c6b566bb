/// Rows of cells in aligned columns, for people (`solve`'s and `explain`'s text): two
/// spaces between columns, each column as wide as its widest cell (in characters), the
/// right-aligned columns (numbers) padded on the left, no spaces at the end of a line.
struct TextTable {
    let rows: [[String]]
    /// The width of each column, in characters.
    let widths: [Int]
    /// Whether each column is padded on the left.
    private let rightAligned: [Bool]

    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(_ rows: [[String]], rightAligned: (Int) -> Bool) {
        self.rows = rows
        var widths = [Int](repeating: 0, count: rows.map(\.count).max() ?? 0)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], Self.width(cell)) } }
        self.widths = widths
        self.rightAligned = widths.indices.map(rightAligned)
    }

    /// The width of `cell` in characters: its UTF-8 length when it is ASCII, as numbers and
    /// most names are (counting characters walks grapheme clusters, which costs far more).
    static func width(_ cell: String) -> Int {
        cell.utf8.allSatisfy { $0 < 0x80 } ? cell.utf8.count : cell.count
    }

    /// One line a row, each after `indent`, without its line break.
    func lines(indent: String = "") -> [String] {
        var bytes: [UInt8] = []
        return rows.map { row in
            bytes.removeAll(keepingCapacity: true)
            append(row, indent: indent, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The lines, each ending in a line break, written into one string.
    func text(indent: String = "") -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * (widths.reduce(indent.utf8.count + 1) { $0 + $1 + 2 }))
        for row in rows {
            append(row, indent: indent, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends one row's line (without its line break) to `bytes`, as UTF-8. Padding is
    /// written only when a cell follows it, and spaces ending the line (an indent or cells
    /// of spaces included) are taken away again.
    private func append(_ row: [String], indent: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: indent.utf8)
        var spaces = 0
        for (i, cell) in row.enumerated() {
            let padding = max(0, widths[i] - Self.width(cell))
            if i > 0 { spaces += 2 }
            let right = rightAligned[i]
            if right { spaces += padding }
            if !cell.isEmpty {
                if spaces > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces)) }
                bytes.append(contentsOf: cell.utf8)
                spaces = 0
            }
            if !right { spaces += padding }
        }
        while bytes.count > start, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
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
