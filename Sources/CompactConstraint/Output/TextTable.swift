/// Rows of cells in aligned columns, for people (`solve`'s and `explain`'s text): two
/// spaces between columns, each column as wide as its widest cell (in characters), the
/// right-aligned columns (numbers) padded on the left, no spaces at the end of a line.
struct TextTable {
    /// The cells of every row, one after another; `rowEnds[r]` is the end of row `r` in
    /// `cells`. Flat, and each cell measured once, as `solve` prints one row per view.
    private var cells: [String] = []
    /// The width of each cell, in characters.
    private var cellWidths: [Int] = []
    private var rowEnds: [Int] = []
    /// The width of each column, in characters.
    private(set) var widths: [Int]
    /// Whether each column is padded on the left.
    private let rightAligned: [Bool]

    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(_ rows: [[String]], rightAligned: (Int) -> Bool) {
        self.init(columns: rows.map(\.count).max() ?? 0, rightAligned: rightAligned)
        for row in rows {
            for cell in row { add(cell) }
            endRow()
        }
    }

    /// An empty table of `columns` columns, filled by ``add(_:)`` and ``endRow()``.
    /// - Parameter rightAligned: whether column `i` (0 is the first) is padded on the left.
    init(columns: Int, rowCapacity: Int = 0, rightAligned: (Int) -> Bool) {
        widths = [Int](repeating: 0, count: columns)
        self.rightAligned = (0..<columns).map(rightAligned)
        cells.reserveCapacity(rowCapacity * columns)
        cellWidths.reserveCapacity(rowCapacity * columns)
        rowEnds.reserveCapacity(rowCapacity)
    }

    /// Adds `cell` to the current row, in the next column (at most `columns` a row).
    mutating func add(_ cell: String) {
        let column = cells.count - (rowEnds.last ?? 0)
        let width = Self.width(cell)
        cells.append(cell)
        cellWidths.append(width)
        if column < widths.count { widths[column] = max(widths[column], width) }
    }

    /// Ends the current row.
    mutating func endRow() { rowEnds.append(cells.count) }

    /// The width of `cell` in characters: its UTF-8 length when it is ASCII, as numbers and
    /// most names are (counting characters walks grapheme clusters, which costs far more).
    static func width(_ cell: String) -> Int {
        let ascii = cell.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
            ?? cell.utf8.allSatisfy { $0 < 0x80 }
        return ascii ? cell.utf8.count : cell.count
    }

    /// One line a row, each after `indent`, without its line break.
    func lines(indent: String = "") -> [String] {
        var bytes: [UInt8] = []
        return rowEnds.indices.map { r in
            bytes.removeAll(keepingCapacity: true)
            append(row: r, indent: indent, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The lines, each ending in a line break, written into one string.
    func text(indent: String = "") -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rowEnds.count * (widths.reduce(indent.utf8.count + 1) { $0 + $1 + 2 }))
        for r in rowEnds.indices {
            append(row: r, indent: indent, to: &bytes)
            bytes.append(UInt8(ascii: "\n"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends row `r`'s line (without its line break) to `bytes`, as UTF-8. Padding is
    /// written only when a cell follows it, and spaces ending the line (an indent or cells
    /// of spaces included) are taken away again.
    private func append(row r: Int, indent: String, to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: indent.utf8)
        var spaces = 0
        let first = r > 0 ? rowEnds[r - 1] : 0
        for k in first..<rowEnds[r] {
            let i = k - first
            let cell = cells[k]
            let padding = max(0, widths[i] - cellWidths[k])
            if i > 0 { spaces += 2 }
            let right = rightAligned[i]
            if right { spaces += padding }
            if !cell.isEmpty {
                if spaces > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: spaces)) }
                // A native string's bytes are copied as one block.
                if cell.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                    bytes.append(contentsOf: cell.utf8)
                }
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
